/**
 * Arrivals per 10 minutes of one event (docs/product.md#door-check-in), drawn with uPlot, which is
 * loaded only when this chart mounts (it is on the check-in screen alone). Bars at Kuwait time
 * (UTC+03:00); intervals without arrivals count 0. The canvas is hidden from assistive technology:
 * the text alternative names the busiest interval and the total.
 */
import { useEffect, useRef } from "react";
import { ARRIVAL_BUCKET_MS, type ArrivalBucket } from "../../../worker/contract/check-in";
import { kuwaitTime } from "../../../worker/contract/time";

/** Chart height, px. */
const HEIGHT = 160;
const KUWAIT_ZONE = "Asia/Kuwait";

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

function summary(arrivals: readonly ArrivalBucket[]): string {
  if (arrivals.length === 0) return "No arrivals yet.";
  const busiest = arrivals.reduce((a, b) => (b.count > a.count ? b : a));
  const total = arrivals.reduce((sum, bucket) => sum + bucket.count, 0);
  return `${total} arrivals; busiest 10 minutes from ${kuwaitTime(new Date(busiest.start))}: ${busiest.count}.`;
}

export function ArrivalsChart({ arrivals, label }: { arrivals: readonly ArrivalBucket[]; label: string }) {
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
    void Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")]).then(([{ default: UPlot }]) => {
      if (cancelled) return;
      chart = new UPlot(
        {
          width: Math.max(target.clientWidth, 200),
          height: HEIGHT,
          legend: { show: false },
          cursor: { show: false },
          tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), KUWAIT_ZONE),
          scales: { y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
          series: [
            {},
            {
              label: "Arrivals",
              stroke: "#3c6fb4",
              fill: "#83a8d9",
              points: { show: false },
              // A bar covers its interval: it starts at the interval's start.
              paths: UPlot.paths.bars?.({ size: [0.8], align: 1 }),
            },
          ],
          axes: [{}, { incrs: [1, 2, 5, 10, 20, 50, 100] }],
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
    // Redrawn when the data changes (`key`, its JSON), not on each render's new arrays.
  }, [key]);

  return (
    <figure className="grid gap-1">
      <figcaption className="text-sm font-medium text-slate-800">{label}</figcaption>
      <div
        ref={box}
        aria-hidden
        className="w-full overflow-hidden"
        style={{ minHeight: data[0].length ? HEIGHT : 0 }}
      />
      <p className="text-sm text-slate-600">{summary(arrivals)}</p>
    </figure>
  );
}
