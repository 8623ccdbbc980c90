/** Dashboard FAQ preview (docs/product.md#route-map; docs/data-model.md#constants-and-limits): the first 3 FAQs, answers cut at 45 words, a link to all. */
import { Card, CardContent } from "../../components/ui/card";
import { useEventSettings } from "../../lib/event-settings";
import { useI18n } from "../../lib/i18n";
import { faqEntries, truncateWords } from "./faq-data";
import { SectionHeader } from "../../components/ui/section-header";

/** FAQs shown on the dashboard and the word limit of their answers (docs/data-model.md#constants-and-limits). */
const FAQ_PREVIEW_SIZE = 3;
const FAQ_PREVIEW_WORDS = 45;

export function FaqPreview() {
  const i18n = useI18n();
  const faqs = faqEntries(useEventSettings(), i18n);
  return (
    <section aria-labelledby="faq-preview-title">
      <SectionHeader
        id="faq-preview-title"
        title={i18n._("Frequently Asked Questions")}
        more={{ to: "/app/faq", label: i18n._("View All FAQs") }}
      />
      <Card>
        <CardContent className="grid divide-y divide-slate-200 pt-0">
          {faqs.slice(0, FAQ_PREVIEW_SIZE).map((faq) => (
            <article key={faq.id} className="py-4">
              <h3 className="font-semibold text-slate-900">{faq.question}</h3>
              <p className="mt-1 text-sm text-slate-700">{truncateWords(faq.answer, FAQ_PREVIEW_WORDS)}</p>
            </article>
          ))}
        </CardContent>
      </Card>
    </section>
  );
}
