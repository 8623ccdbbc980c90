/**
 * Landing page top navigation (docs/product.md#landing-page): anchors Home, Agenda, Speakers and
 * Register plus the language switch and a Login link to /login; below the md breakpoint the same links sit in a
 * slide-out menu (./mobile-menu.tsx, loaded on demand).
 */
import LogIn from "lucide-react/icons/log-in";
import Menu from "lucide-react/icons/menu";
import { lazy, Suspense, useState } from "react";
import { Logo } from "../../components/ui/logo";
import { Button } from "../../components/ui/button";
import { LanguageSwitch } from "../../components/ui/language-switch";
import { cn } from "../../lib/cn";
import { useI18n } from "../../lib/i18n";
import { signInPath } from "../../../worker/contract/next-path";
import { SectionLink, type LandingSection } from "./section-link";

/** The landing page's in-page links, in order (labels translated where shown). */
const LANDING_LINKS: ReadonlyArray<{ section: LandingSection; label: string }> = [
  { section: "home", label: /*i18n*/ "Home" },
  { section: "agenda", label: /*i18n*/ "Agenda" },
  { section: "speakers", label: /*i18n*/ "Speakers" },
  { section: "register", label: /*i18n*/ "Register" },
];

const linkClass =
  "inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2";

const loadMenu = () => import("./mobile-menu");
const MobileMenuDialog = lazy(async () => ({ default: (await loadMenu()).MobileMenuDialog }));

/**
 * The menu button; the dialog's code (Radix Dialog and its focus and scroll locks) loads when the
 * button is first pointed at, focused or pressed, so it is not part of the page's start-up code.
 */
function MobileMenu() {
  const i18n = useI18n();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="text-white hover:bg-white/10 md:hidden"
        aria-label={i18n._("Open menu")}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Menu className="size-6" aria-hidden />
      </Button>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuDialog open={open} onOpenChange={setOpen} links={LANDING_LINKS} linkClass={linkClass} />
        </Suspense>
      )}
    </>
  );
}

export function SiteHeader() {
  const i18n = useI18n();
  return (
    <header className="surface-dark sticky top-0 z-40 border-b border-white/10 bg-brand-950/95 text-white backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <SectionLink section="home" className="me-auto rounded-md" aria-label={i18n._("Conference 2025, back to top")}>
          <Logo inverted />
        </SectionLink>
        <nav aria-label={i18n._("Site")} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {LANDING_LINKS.map(({ section, label }) => (
              <li key={section}>
                <SectionLink
                  section={section}
                  className={cn(linkClass, "text-white/90 hover:bg-white/10 hover:text-white")}
                >
                  {i18n._(label)}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch className="text-white/90 hover:bg-white/10 hover:text-white" />
        <Button asChild variant="accent" size="sm" className="hidden md:inline-flex">
          <a href={signInPath({ locale: i18n.locale, page: "/login" })}>
            <LogIn className="size-4 rtl:-scale-x-100" aria-hidden />
            {i18n._("Login")}
          </a>
        </Button>
        <MobileMenu />
      </div>
    </header>
  );
}
