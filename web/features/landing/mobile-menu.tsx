/**
 * The landing page's slide-out menu below the md breakpoint (docs/product.md#landing-page: a mobile
 * slide-out menu with the same links): a Radix dialog sheet with focus trap, Escape, and focus
 * return to the menu button. Loaded on demand by ./site-header.tsx.
 */
import { LogIn } from "lucide-react";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { cn } from "../../lib/cn";
import { SectionLink, type LandingSection } from "./section-link";

export interface MobileMenuDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  links: ReadonlyArray<{ section: LandingSection; label: string }>;
  linkClass: string;
}

export function MobileMenuDialog({ open, onOpenChange, links, linkClass }: MobileMenuDialogProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Menu" side="right">
        <nav aria-label="Site" className="mt-4">
          <ul className="grid gap-1">
            {links.map(({ section, label }) => (
              <li key={section}>
                <SectionLink
                  section={section}
                  onNavigate={close}
                  className={cn(linkClass, "w-full text-slate-800 hover:bg-slate-100")}
                >
                  {label}
                </SectionLink>
              </li>
            ))}
            <li>
              <a href="/login" className={cn(linkClass, "w-full gap-2 text-slate-800 hover:bg-slate-100")}>
                <LogIn className="size-4" aria-hidden />
                Login
              </a>
            </li>
          </ul>
        </nav>
      </DialogContent>
    </Dialog>
  );
}
