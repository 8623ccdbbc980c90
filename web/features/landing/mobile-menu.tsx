/**
 * The landing page's slide-out menu below the md breakpoint (docs/product.md#landing-page: a mobile
 * slide-out menu with the same links, and the language switch): a Radix dialog sheet with focus
 * trap, Escape, and focus return to the menu button. It slides in from the end of the line: the
 * right in English, the left in Arabic. Loaded on demand by ./site-header.tsx.
 */
import LogIn from "lucide-react/icons/log-in";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { LanguageSwitch } from "../../components/ui/language-switch";
import { cn } from "../../lib/cn";
import { useI18n } from "../../lib/i18n";
import { signInPath } from "../../../worker/contract/next-path";
import { SectionLink, type LandingSection } from "./section-link";

export interface MobileMenuDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The in-page links; `label` is the English text, translated here. */
  links: ReadonlyArray<{ section: LandingSection; label: string }>;
  linkClass: string;
}

export function MobileMenuDialog({ open, onOpenChange, links, linkClass }: MobileMenuDialogProps) {
  const i18n = useI18n();
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={i18n._("Menu")} side="end">
        <nav aria-label={i18n._("Site")} className="mt-4">
          <ul className="grid gap-1">
            {links.map(({ section, label }) => (
              <li key={section}>
                <SectionLink
                  section={section}
                  onNavigate={close}
                  className={cn(linkClass, "w-full text-slate-800 hover:bg-slate-100")}
                >
                  {i18n._(label)}
                </SectionLink>
              </li>
            ))}
            <li>
              <a
                href={signInPath({ locale: i18n.locale, page: "/login" })}
                className={cn(linkClass, "w-full gap-2 text-slate-800 hover:bg-slate-100")}
              >
                <LogIn className="size-4 rtl:-scale-x-100" aria-hidden />
                {i18n._("Login")}
              </a>
            </li>
            <li>
              <LanguageSwitch className="w-full text-slate-800 hover:bg-slate-100" />
            </li>
          </ul>
        </nav>
      </DialogContent>
    </Dialog>
  );
}
