/**
 * Heading row of a page section (dashboard previews) with an optional "more" link at its end (the
 * right in English, the left in Arabic). `more.label` is already translated.
 */
import ArrowRight from "lucide-react/icons/arrow-right";
import type { ReactNode } from "react";
import { Link } from "react-router";

export function SectionHeader({
  id,
  title,
  more,
}: {
  id: string;
  title: ReactNode;
  more?: { to: string; label: string };
}) {
  return (
    <div className="mb-3 flex flex-wrap items-end justify-between gap-2">
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      {more && (
        <Link
          to={more.to}
          className="inline-flex min-h-11 items-center gap-1 rounded-md text-sm font-semibold text-brand-700 hover:underline"
        >
          {more.label}
          <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden />
        </Link>
      )}
    </div>
  );
}
