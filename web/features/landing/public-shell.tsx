/**
 * Frame of the public /agenda and /speakers pages (docs/product.md#route-map): "Back to Home", the
 * language switch and a link to the other page, both to the page's language version (docs/i18n.md#where-the-language-comes-from), the page
 * title and the content.
 */
import ArrowLeft from "lucide-react/icons/arrow-left";
import ArrowRight from "lucide-react/icons/arrow-right";
import type { ReactNode } from "react";
import { localePagePath, type PublicPagePath } from "../../../worker/contract/public-pages";
import { LanguageSwitch } from "../../components/ui/language-switch";
import { useI18n } from "../../lib/i18n";

interface PublicShellProps {
  /** The translated title and subtitle. */
  title: string;
  subtitle: string;
  /** The sibling page by its English path (Speakers on /agenda, Agenda on /speakers) and the translated link text. */
  other: { to: PublicPagePath; label: string };
  children: ReactNode;
}

const navLink =
  "inline-flex min-h-11 items-center gap-2 rounded-md px-2 text-sm font-semibold text-white/90 hover:bg-white/10 hover:text-white";

export function PublicShell({ title, subtitle, other, children }: PublicShellProps) {
  const i18n = useI18n();
  return (
    <div className="min-h-dvh">
      <header className="surface-dark bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
        <nav aria-label={i18n._("Site")} className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
          <a href={localePagePath("/", i18n.locale)} className={navLink}>
            <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
            {i18n._("Back to Home")}
          </a>
          <div className="flex items-center gap-1">
            <LanguageSwitch className="px-2 text-white/90 hover:bg-white/10 hover:text-white" />
            <a href={localePagePath(other.to, i18n.locale)} className={navLink}>
              {other.label}
              <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden />
            </a>
          </div>
        </nav>
        <div className="mx-auto grid max-w-6xl gap-2 px-4 pb-12 pt-6">
          <h1 className="text-3xl font-extrabold sm:text-4xl">{title}</h1>
          <p className="max-w-2xl text-white/85">{subtitle}</p>
        </div>
      </header>
      <main id="main" className="mx-auto grid max-w-6xl gap-8 px-4 py-8">
        {children}
      </main>
    </div>
  );
}
