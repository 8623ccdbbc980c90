/** A value that follows another after it has stopped changing for a while (typing into a search box). */
import { useEffect, useState } from "react";

/**
 * `value`, updated only once it has stayed the same for `delayMs` milliseconds; the first render
 * returns it at once.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
