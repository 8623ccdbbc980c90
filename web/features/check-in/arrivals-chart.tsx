/**
 * Arrivals per 10 minutes of one event (docs/product.md#door-check-in), drawn with uPlot, which is
 * loaded only when this chart mounts (it is on the check-in screen alone). Bars at Kuwait time
 * (UTC+03:00); intervals without arrivals count 0. The canvas is hidden from assistive technology:
 * the text alternative names the busiest interval and the total.
 *
 * The time axis runs left to right in Arabic too: a clock-time axis is commonly kept left to right
 * in Arabic interfaces, as the times themselves are written with Latin digits
 * (docs/decisions/0016-arabic.md), and uPlot has no right-to-left mode (it places its axes and
 * labels by physical left offsets). The chart's box is therefore `dir="ltr"`; in Arabic its time
 * labels are the desk's other times, "08:20" (Kuwait, 24 hours), and the caption and text
 * alternative around it follow the page's direction.
 */
import { useEffect, useRef } from "react";
import { ARRIVAL_BUCKET_MS, type ArrivalBucket } from "../../../worker/contract/check-in";
import { KUWAIT_TIME_ZONE } from "../../../worker/contract/event";
import type { I18n } from "../../../worker/contract/i18n";
import { kuwaitTime } from "../../../worker/contract/time";
import { useI18n } from "../../lib/i18n";

/** Chart height, px. */
const HEIGHT = 160;

/**
 * Every 10-minute interval from the one before the first arrival to the one after the last (so a
 * single interval still spans a readable time of day), zero for intervals without arrivals; x in
 * seconds (uPlot's time scale).
 */
function series(arrivals: readonly ArrivalBucket[]): [number[], number[]] {
  if (arrivals.length === 0) return [[], []];
  const counts = new Map(arrivals.map((bucket) => [bucket.start, bucket.count]));
  const xs: number[] = [];
  const ys: number[] = [];
  const last = arrivals[arrivals.length - 1]!.start + ARRIVAL_BUCKET_MS;
  for (let start = arrivals[0]!.start - ARRIVAL_BUCKET_MS; start <= last; start += ARRIVAL_BUCKET_MS) {
    xs.push(start / 1000);
    ys.push(counts.get(start) ?? 0);
  }
  return [xs, ys];
}

function summary(i18n: I18n, arrivals: readonly ArrivalBucket[]): string {
  if (arrivals.length === 0) return i18n._("No arrivals yet.");
  const busiest = arrivals.reduce((a, b) => (b.count > a.count ? b : a));
  const total = arrivals.reduce((sum, bucket) => sum + bucket.count, 0);
  return i18n._("{total} arrivals; busiest 10 minutes from {time}: {count}.", {
    total,
    time: kuwaitTime(new Date(busiest.start)),
    count: busiest.count,
  });
}

export function ArrivalsChart({ arrivals, label }: { arrivals: readonly ArrivalBucket[]; label: string }) {
  const i18n = useI18n();
  const box = useRef<HTMLDivElement>(null);
  const data = series(arrivals);
  const key = JSON.stringify(data);

  useEffect(() => {
    const target = box.current;
    const points = JSON.parse(key) as [number[], number[]];
    if (!target || points[0].length === 0) return;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | undefined;
    // The chart follows the width of its box (a phone turned, a window resized).
    const resize = new ResizeObserver(() =>
      chart?.setSize({ width: Math.max(target.clientWidth, 200), height: HEIGHT }),
    );
    resize.observe(target);
    let cancelled = false;
    // Arabic time labels as the desk's other times ("08:20", no English "am"); English keeps uPlot's own.
    const arabic = i18n.locale === "ar";
    void Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")]).then(([{ default: UPlot }]) => {
      if (cancelled) return;
      chart = new UPlot(
        {
          width: Math.max(target.clientWidth, 200),
          height: HEIGHT,
          legend: { show: false },
          cursor: { show: false },
          tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), KUWAIT_TIME_ZONE),
          scales: { y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
          series: [
            {},
            {
              label: i18n._("Arrivals"),
              stroke: "#3c6fb4",
              fill: "#83a8d9",
              points: { show: false },
              // A bar covers its interval: it starts at the interval's start.
              paths: UPlot.paths.bars?.({ size: [0.8], align: 1 }),
            },
          ],
          axes: [
            arabic ? { values: (_u, splits) => splits.map((s) => kuwaitTime(new Date(s * 1000))) } : {},
            { incrs: [1, 2, 5, 10, 20, 50, 100] },
          ],
        },
        points,
        target,
      );
    });
    return () => {
      cancelled = true;
      resize.disconnect();
      chart?.destroy();
    };
    // Redrawn when the data (`key`, its JSON) or the language changes, not on each render's new arrays.
  }, [key, i18n]);

  return (
    <figure className="grid gap-1">
      <figcaption className="text-sm font-medium text-slate-800">{label}</figcaption>
      <div
        ref={box}
        aria-hidden
        dir="ltr"
        className="w-full overflow-hidden"
        style={{ minHeight: data[0].length ? HEIGHT : 0 }}
      />
      <p className="text-sm text-slate-600">{summary(i18n, arrivals)}</p>
    </figure>
  );
}
