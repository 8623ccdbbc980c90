/**
 * In-page navigation of the landing page (spec 2: the Home, Agenda, Speakers and Register
 * anchors, "Meet the Speakers", "Join us", "Register Now"). The link updates the URL hash through
 * the router (so the registration widget's hash-synced tabs follow), scrolls the section into
 * view (smoothly unless reduced motion is preferred) and moves focus to it for keyboard users.
 */
import type { AnchorHTMLAttributes } from "react";
import { useNavigate } from "react-router";
import { prefersReducedMotion } from "./motion";

/** Section ids of the landing page; "register" doubles as the widget's default tab hash. */
export type LandingSection = "home" | "agenda" | "speakers" | "register";

/** Scrolls to the element with `id` and focuses it without a second scroll. No-op when absent. */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  target.focus({ preventScroll: true });
}

interface SectionLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  section: LandingSection;
  /** Runs before scrolling (the mobile menu closes itself here). */
  onNavigate?: () => void;
}

export function SectionLink({ section, onNavigate, onClick, ...props }: SectionLinkProps) {
  const navigate = useNavigate();
  return (
    <a
      href={`#${section}`}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onNavigate?.();
        void navigate({ hash: section }, { preventScrollReset: true });
        // After the menu (if any) has closed and released its scroll lock.
        requestAnimationFrame(() => scrollToSection(section));
      }}
      {...props}
    />
  );
}
