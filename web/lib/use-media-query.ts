/**
 * Layouts that differ by more than CSS can say (a table on a desk, cards on a phone): the screen
 * renders one of them, not both, so a list's controls exist once.
 */
import { useSyncExternalStore } from "react";

/** Below Tailwind's `md` breakpoint (768 px): a phone (docs/product.md#shared-screen-behaviour). */
export const PHONE_QUERY = "(max-width: 767.98px)";

/**
 * True while the window matches `query` (a CSS media query), updated when it starts or stops
 * matching; false where there is no `matchMedia` (the server renderer, jsdom).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== "function") return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => typeof window.matchMedia === "function" && window.matchMedia(query).matches,
    () => false,
  );
}
