/**
 * Previous / next controls of a list paged by the server (the admin user lists), in a
 * `nav` named "Pages" with "Page N of M" between the buttons; nothing when there is one page.
 */
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "./button";

const count = new Intl.NumberFormat("en");

/** `page` is 1-based; `onPage` receives the page to show. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  const current = Math.min(page, pages);
  return (
    <nav className="mt-4 flex items-center justify-between gap-2" aria-label="Pages">
      <Button
        variant="outline"
        size="sm"
        disabled={current <= 1}
        onClick={() => onPage(current - 1)}
        aria-label="Previous page"
      >
        <ChevronLeft className="size-4" aria-hidden />
        Previous
      </Button>
      <span className="text-sm text-slate-700">
        Page {count.format(current)} of {count.format(pages)}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={current >= pages}
        onClick={() => onPage(current + 1)}
        aria-label="Next page"
      >
        Next
        <ChevronRight className="size-4" aria-hidden />
      </Button>
    </nav>
  );
}
