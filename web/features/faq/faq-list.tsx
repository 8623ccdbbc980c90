/**
 * The FAQ grouped by category, each group a Radix accordion with `type="multiple"` so several
 * answers can be open at once (docs/product.md#faq-page).
 */
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "../../components/ui/accordion";
import { Card } from "../../components/ui/card";
import { useEventSettings } from "../../lib/event-settings";
import { useI18n } from "../../lib/i18n";
import { FAQ_CATEGORIES, faqEntries } from "./faq-data";

export function FaqList() {
  const i18n = useI18n();
  const faqs = faqEntries(useEventSettings(), i18n);
  return (
    <div className="grid gap-6">
      {FAQ_CATEGORIES.map((category) => {
        const entries = faqs.filter((faq) => faq.category === category);
        return (
          <section key={category} aria-labelledby={`faq-${slug(category)}`}>
            <h2 id={`faq-${slug(category)}`} className="mb-2 text-lg font-bold text-brand-900">
              {i18n._(category)}
            </h2>
            <Card className="px-5">
              <Accordion type="multiple">
                {entries.map((faq) => (
                  <AccordionItem key={faq.id} value={String(faq.id)} className="last:border-b-0">
                    <AccordionTrigger>{faq.question}</AccordionTrigger>
                    <AccordionContent>{faq.answer}</AccordionContent>
                  </AccordionItem>
                ))}
              </Accordion>
            </Card>
          </section>
        );
      })}
    </div>
  );
}

/** The heading's id, from the English category: the same in both languages. */
function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}
