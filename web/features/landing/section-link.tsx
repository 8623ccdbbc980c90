/**
 * In-page navigation of the landing page (docs/product.md#landing-page
 * anchors, "Meet the Speakers", "Join us", "Register Now"). The link puts the hash in the address
 * (pushState, announced with popstate so the registration widget's hash-synced tabs and, inside
 * the app, the router follow), scrolls the section into view (smoothly unless reduced motion is
 * preferred) and moves focus to it for keyboard users. No router needed.
 */
import type { AnchorHTMLAttributes } from "react";
import { prefersReducedMotion } from "./motion";

/** Section ids of the landing page; "register" doubles as the widget's default tab hash. */
export type LandingSection = "home" | "agenda" | "speakers" | "register";

/** The section a URL hash points at on arrival ("#forgot" is a tab of the registration widget). */
export function sectionOfHash(hash: string): LandingSection | null {
  const name = hash.replace(/^#/, "");
  if (name === "forgot") return "register";
  return (["home", "agenda", "speakers", "register"] as const).find((s) => s === name) ?? null;
}

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
  return (
    <a
      href={`#${section}`}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onNavigate?.();
        window.history.pushState(window.history.state, "", `#${section}`);
        window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
        // After the menu (if any) has closed and released its scroll lock.
        requestAnimationFrame(() => scrollToSection(section));
      }}
      {...props}
    />
  );
}
