/**
 * The current time for time-dependent screens (countdown, event-day banner, live sessions).
 * Components call {@link useNow}; tests inject a fixed clock with {@link NowProvider}.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";

const ClockContext = createContext<() => Date>(() => new Date());

/** Supplies the clock to its subtree (tests pass a fixed `now`). */
export function NowProvider({ now, children }: { now: () => Date; children: ReactNode }) {
  return <ClockContext.Provider value={now}>{children}</ClockContext.Provider>;
}

/** The current time, refreshed every `intervalMs` (default 1,000 ms; spec 4: ticks every second). */
export function useNow(intervalMs = 1_000): Date {
  const clock = useContext(ClockContext);
  const [now, setNow] = useState(clock);
  useEffect(() => {
    setNow(clock());
    const timer = setInterval(() => setNow(clock()), intervalMs);
    return () => clearInterval(timer);
  }, [clock, intervalMs]);
  return now;
}
