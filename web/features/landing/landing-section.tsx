/**
 * Frame of a landing page section with a heading row (docs/product.md#landing-page: the agenda and speakers
 * sections): a focusable target for `#id` links, the eyebrow and title, and an outline link to
 * the full page in the page's language (docs/i18n.md#where-the-language-comes-from).
 */
import ArrowRight from "lucide-react/icons/arrow-right";
import type { ReactNode } from "react";
import { localePagePath, type PublicPagePath } from "../../../worker/contract/public-pages";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { useI18n } from "../../lib/i18n";

interface LandingSectionProps {
  /** The section's hash target ("agenda", "speakers"). */
  id: string;
  /** The translated eyebrow and title. */
  eyebrow: string;
  title: string;
  /** The full page this section previews (its English path) and the translated link text. */
  more: { to: PublicPagePath; label: string };
  className?: string;
  children: ReactNode;
}

export function LandingSection({ id, eyebrow, title, more, className, children }: LandingSectionProps) {
  const { locale } = useI18n();
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className={cn("scroll-mt-16 focus:outline-none", className)}
    >
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-14">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            {/* Letter spacing would pull Arabic's joined letters apart. */}
            <p className="text-sm font-semibold uppercase tracking-widest text-accent-700 rtl:tracking-normal">
              {eyebrow}
            </p>
            <h2 id={`${id}-title`} className="text-3xl font-bold text-slate-900">
              {title}
            </h2>
          </div>
          <Button asChild variant="outline">
            <a href={localePagePath(more.to, locale)}>
              {more.label}
              <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden />
            </a>
          </Button>
        </div>
        {children}
      </div>
    </section>
  );
}
