/**
 * Previous / next controls of a list paged by the server (the admin user lists), in a
 * `nav` named "Pages" with "Page N of M" between the buttons; nothing when there is one page.
 */
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { FORMAT_LOCALE } from "../../../worker/contract/i18n";
import { useI18n } from "../../lib/i18n";
import { Button } from "./button";

/** `page` is 1-based; `onPage` receives the page to show. "Previous" points to the start side (right in Arabic). */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const i18n = useI18n();
  if (pages <= 1) return null;
  const current = Math.min(page, pages);
  const count = new Intl.NumberFormat(FORMAT_LOCALE[i18n.locale]);
  return (
    <nav className="mt-4 flex items-center justify-between gap-2" aria-label={i18n._("Pages")}>
      <Button
        variant="outline"
        size="sm"
        disabled={current <= 1}
        onClick={() => onPage(current - 1)}
        aria-label={i18n._("Previous page")}
      >
        <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden />
        {i18n._("Previous")}
      </Button>
      <span className="text-sm text-slate-700">
        {i18n._("Page {page} of {pages}", { page: count.format(current), pages: count.format(pages) })}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={current >= pages}
        onClick={() => onPage(current + 1)}
        aria-label={i18n._("Next page")}
      >
        {i18n._("Next")}
        <ChevronRight className="size-4 rtl:-scale-x-100" aria-hidden />
      </Button>
    </nav>
  );
}
