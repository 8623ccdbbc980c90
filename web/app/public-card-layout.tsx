/**
 * Layout of the stand-alone public pages (docs/product.md#auth-page): the brand
 * gradient, the logo linking home, one white card holding the page, and the language switch
 * under it (docs/i18n.md#where-the-language-comes-from).
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "../lib/cn";
import { useI18n } from "../lib/i18n";
import { LanguageSwitch } from "../components/ui/language-switch";
import { Logo } from "../components/ui/logo";

interface PublicCardLayoutProps {
  /** Wider card for the auth tabs' two-column register form; the default suits one column. */
  wide?: boolean;
  children: ReactNode;
}

export function PublicCardLayout({ wide, children }: PublicCardLayoutProps) {
  const i18n = useI18n();
  return (
    <main className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-brand-950 to-brand-800 px-4 py-10">
      <div className="surface-dark mb-8">
        <Link to="/" className="rounded-md" aria-label={i18n._("Conference 2025, back to home")}>
          <Logo inverted />
        </Link>
      </div>
      <div className={cn("w-full rounded-2xl bg-white p-6 shadow-xl sm:p-8", wide ? "max-w-xl" : "max-w-md")}>
        {children}
      </div>
      {/* A dark surface sets its descendants' focus ring to white (web/styles.css, WCAG 1.4.11). */}
      <div className="surface-dark mt-6">
        <LanguageSwitch className="text-white hover:bg-white/10" />
      </div>
    </main>
  );
}
