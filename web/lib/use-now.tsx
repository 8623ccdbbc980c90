/**
 * The current time for time-dependent screens (countdown, event-day banner, live sessions).
 * Components call {@link useNow}; tests inject a fixed clock with {@link NowProvider}.
 *
 * The public pages are rendered on a server (by the Worker, cached per content version, or at
 * build time: web/entry-server.tsx) and hydrated later, so a time rendered there can never
 * equal the visit's time, and React 19 discards server HTML that differs from the hydrating
 * render. {@link useNow} therefore answers null in the
 * server render and in the hydrating render (both show a time-independent placeholder) and the
 * time from the first client render after that; screens rendered on the client alone get the
 * time at once.
 */
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from "react";

const ClockContext = createContext<() => Date>(() => new Date());

/** Supplies the clock to its subtree (tests pass a fixed `now`). */
export function NowProvider({ now, children }: { now: () => Date; children: ReactNode }) {
  return <ClockContext.Provider value={now}>{children}</ClockContext.Provider>;
}

const subscribeNever = () => () => undefined;

/**
 * False in the server render and the hydrating render, true in every other client render: React
 * hydrates with the server snapshot, then re-renders with the client one.
 */
function useIsClientRender(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * The current time, refreshed every `intervalMs` (default 1,000 ms; docs/data-model.md#countdown
 * every second); null while server-rendering or hydrating (see the module comment).
 * @param until instant after which the time no longer matters (docs/product.md#route-map: "The countdown stops
 *   updating once passed"): once the clock reaches it the refresh stops, and the last value
 *   (at or after `until`) stays.
 */
export function useNow(intervalMs = 1_000, until?: Date): Date | null {
  const clock = useContext(ClockContext);
  const clientRender = useIsClientRender();
  const [now, setNow] = useState<Date | null>(() => (clientRender ? clock() : null));
  const untilMs = until?.getTime();
  useEffect(() => {
    /** Reads the clock; true once `until` is reached. */
    const tick = () => {
      const current = clock();
      setNow(current);
      return untilMs !== undefined && current.getTime() >= untilMs;
    };
    if (tick()) return;
    const timer = setInterval(() => {
      if (tick()) clearInterval(timer);
    }, intervalMs);
    return () => clearInterval(timer);
  }, [clock, intervalMs, untilMs]);
  return now;
}
