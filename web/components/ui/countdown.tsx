/**
 * Live countdown to the main conference's start, 13 Oct 2025 08:00 +03:00 (spec 4, Countdown):
 * days, hours, minutes and seconds, ticking every second, all zeros once passed. Shared by the
 * landing page and the dashboard.
 */
import { DEFAULT_SETTINGS } from "../../../worker/contract/event";
import { countdown, kuwaitInstant } from "../../../worker/contract/time";
import { cn } from "../../lib/cn";
import { useNow } from "../../lib/use-now";

const main = DEFAULT_SETTINGS.events.AC2025;
/** The countdown target as a UTC instant. */
const EVENT_START = kuwaitInstant(main.date, main.startTime);

const UNITS = [
  ["days", "Days"],
  ["hours", "Hours"],
  ["minutes", "Minutes"],
  ["seconds", "Seconds"],
] as const;

export function Countdown({ className, tone = "dark" }: { className?: string; tone?: "dark" | "light" }) {
  const parts = countdown(EVENT_START, useNow());
  return (
    <div className={cn("grid grid-cols-4 gap-2", className)} role="timer" aria-label="Time until the conference starts">
      {UNITS.map(([key, label]) => (
        <div
          key={key}
          className={cn(
            "flex flex-col items-center rounded-lg px-2 py-3",
            tone === "dark" ? "bg-white/10 text-white" : "bg-brand-50 text-brand-900",
          )}
        >
          <span className="text-2xl font-bold tabular-nums sm:text-3xl" data-testid={`countdown-${key}`}>
            {String(parts[key]).padStart(2, "0")}
          </span>
          <span className="text-xs font-medium uppercase tracking-wide opacity-90">{label}</span>
        </div>
      ))}
    </div>
  );
}
