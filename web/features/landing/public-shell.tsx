/**
 * Frame of the public /agenda and /speakers pages (docs/product.md#route-map): "Back to Home" and a link to the
 * other page, the page title and the content.
 */
import { ArrowLeft, ArrowRight } from "lucide-react";
import type { ReactNode } from "react";

interface PublicShellProps {
  title: string;
  subtitle: string;
  /** The sibling page: Speakers on /agenda, Agenda on /speakers. */
  other: { to: string; label: string };
  children: ReactNode;
}

const navLink =
  "inline-flex min-h-11 items-center gap-2 rounded-md px-2 text-sm font-semibold text-white/90 hover:bg-white/10 hover:text-white";

export function PublicShell({ title, subtitle, other, children }: PublicShellProps) {
  return (
    <div className="min-h-dvh">
      <header className="surface-dark bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
        <nav aria-label="Site" className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
          <a href="/" className={navLink}>
            <ArrowLeft className="size-4" aria-hidden />
            Back to Home
          </a>
          <a href={other.to} className={navLink}>
            {other.label}
            <ArrowRight className="size-4" aria-hidden />
          </a>
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
