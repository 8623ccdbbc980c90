/**
 * Scrolls smoothly to the card named by a `#question-{id}` hash once the list has rendered, after
 * 100 ms (docs/product.md#curated-qa; docs/messages.md#timers-and-durations: hash scroll delay).
 */
import { useEffect } from "react";
import { useLocation } from "react-router";

const HASH_SCROLL_DELAY_MS = 100;

/** The question id of a `#question-{id}` hash, or null. */
function questionIdOfHash(hash: string): number | null {
  const match = /^#question-(\d+)$/.exec(hash);
  return match ? Number(match[1]) : null;
}

/** @param ready true once the cards are in the DOM. @returns the targeted question id, or null. */
export function useHashScroll(ready: boolean): number | null {
  const { hash } = useLocation();
  const target = questionIdOfHash(hash);
  useEffect(() => {
    if (!ready || target === null) return;
    const timer = setTimeout(() => {
      document.getElementById(`question-${target}`)?.scrollIntoView({ behavior: "smooth", block: "start" });
    }, HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready, target]);
  return target;
}
