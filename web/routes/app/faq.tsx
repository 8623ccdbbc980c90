/** /app/faq (docs/product.md#faq-page): title, subtitle and the 19 questions as accordions. */
import { FaqList } from "../../features/faq/faq-list";
import { useI18n } from "../../lib/i18n";
import { usePageTitle } from "../../lib/use-page-title";

export default function FaqPage() {
  const i18n = useI18n();
  usePageTitle(i18n._("Frequently Asked Questions"));
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header>
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{i18n._("Frequently Asked Questions")}</h1>
        <p className="mt-1 text-slate-600">{i18n._("View the complete schedule for the conference 2025")}</p>
      </header>
      <FaqList />
    </div>
  );
}
