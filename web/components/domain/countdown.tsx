/**
 * Live countdown to the main conference's start (docs/data-model.md#countdown: 13 Oct 2025 08:00 +03:00 by
 * default; the date and time come from the event settings, web/lib/event-settings.ts): days, hours,
 * minutes and seconds, ticking every second, all zeros once passed, when it stops updating
 * (docs/product.md#route-map). Shared by the landing page and the dashboard. While the landing page is
 * server-rendered and hydrated the digits show "--" ({@link useNow} is null then), so the
 * hydrating render matches the server HTML; the boxes keep their size (no layout shift).
 */
import { countdown, kuwaitInstant } from "../../../worker/contract/time";
import { cn } from "../../lib/cn";
import { useEventSettings } from "../../lib/event-settings";
import { useI18n } from "../../lib/i18n";
import { useNow } from "../../lib/use-now";

/** Shown instead of each number until the time is known. */
const PLACEHOLDER = "--";

/** The units in reading order, with their labels (docs/i18n.md: translated where shown). */
const UNITS = [
  ["days", /*i18n*/ "Days"],
  ["hours", /*i18n*/ "Hours"],
  ["minutes", /*i18n*/ "Minutes"],
  ["seconds", /*i18n*/ "Seconds"],
] as const;

export function Countdown({ className, tone = "dark" }: { className?: string; tone?: "dark" | "light" }) {
  const i18n = useI18n();
  const main = useEventSettings().events.AC2025;
  // The target as a UTC instant.
  const start = kuwaitInstant(main.date, main.startTime);
  const now = useNow(1_000, start);
  const parts = now && countdown(start, now);
  return (
    <div
      className={cn("grid grid-cols-4 gap-2", className)}
      role="timer"
      aria-label={i18n._("Time until the conference starts")}
    >
      {UNITS.map(([key, label]) => (
        <div
          key={key}
          className={cn(
            "flex flex-col items-center rounded-lg px-2 py-3",
            tone === "dark" ? "bg-white/10 text-white" : "bg-brand-50 text-brand-900",
          )}
        >
          <span className="text-2xl font-bold tabular-nums sm:text-3xl" data-testid={`countdown-${key}`}>
            {parts ? String(parts[key]).padStart(2, "0") : PLACEHOLDER}
          </span>
          {/* Letter spacing would pull Arabic's joined letters apart. */}
          <span className="text-xs font-medium uppercase tracking-wide opacity-90 rtl:tracking-normal">
            {i18n._(label)}
          </span>
        </div>
      ))}
    </div>
  );
}
