/** The product's wordmark: a compact mark and "Conference 2025" (the site's name, in the page's language). */
import { useI18n } from "../../lib/i18n";

export function Logo({ inverted = false }: { inverted?: boolean }) {
  const i18n = useI18n();
  return (
    <span className="inline-flex items-center gap-2">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden>
        <rect width="32" height="32" rx="8" fill={inverted ? "#ffffff" : "#21467b"} />
        <path d="M8 22 16 8l8 14h-4.5L16 15.5 12.5 22Z" fill="#dfa834" />
      </svg>
      <span className={inverted ? "text-base font-bold text-white" : "text-base font-bold text-brand-900"}>
        {i18n._("Conference 2025")}
      </span>
    </span>
  );
}
