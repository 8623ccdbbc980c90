/**
 * Timing of the landing page's speakers carousel (spec 2, Landing page; spec 9, Timers):
 * advances one slide every 3 s and wraps around; picking a slide jumps there and pauses
 * auto-advance for 6 s (the 3 s rhythm then restarts, so the next step comes 9 s after the pick);
 * the step is 380 px for 360 px cards; the first 3 items are appended so the last real slide
 * scrolls on into copies of the first before the track snaps back without animation.
 */
import { useCallback, useEffect, useState } from "react";

export const CAROUSEL = {
  /** Auto-advance interval (ms). */
  advanceMs: 3_000,
  /** Auto-advance pause after a manual pick (ms). */
  pickPauseMs: 6_000,
  /** Track offset per slide (px). */
  stepPx: 380,
  /** Card width (px); the 20 px difference is the gap. */
  cardPx: 360,
  /** Items appended for the loop. */
  loopCopies: 3,
  /** Slide transition (ms); the snap back to the real first slide waits this long. */
  slideMs: 500,
} as const;

/** The items followed by copies of the first {@link CAROUSEL.loopCopies}. */
export function loopSlides<T>(items: readonly T[]): T[] {
  return [...items, ...items.slice(0, CAROUSEL.loopCopies)];
}

interface CarouselState {
  /** Slide at the left edge, 0..count (count = the copy of the first slide). */
  position: number;
  /** The real slide shown, 0..count-1 (the active dot). */
  active: number;
  /** Track offset in px (position × step). */
  offsetPx: number;
  /** False for the instant snap back from the copies. */
  animated: boolean;
  /** Jumps to a real slide and pauses auto-advance for {@link CAROUSEL.pickPauseMs}. */
  goTo: (index: number) => void;
}

/**
 * @param count number of real slides.
 * @param autoplay false stops auto-advance (reduced motion, the pause button).
 */
export function useCarousel(count: number, autoplay: boolean): CarouselState {
  const [position, setPosition] = useState(0);
  const [animated, setAnimated] = useState(true);
  const [pick, setPick] = useState(0);

  const pausedByPick = pick > 0;

  useEffect(() => {
    if (!autoplay || pausedByPick || count < 2) return;
    const timer = setInterval(() => {
      setAnimated(true);
      setPosition((p) => p + 1);
    }, CAROUSEL.advanceMs);
    return () => clearInterval(timer);
  }, [autoplay, pausedByPick, count]);

  useEffect(() => {
    if (count === 0 || position < count) return;
    const timer = setTimeout(() => {
      setAnimated(false);
      setPosition(position % count);
    }, CAROUSEL.slideMs);
    return () => clearTimeout(timer);
  }, [position, count]);

  useEffect(() => {
    if (!pausedByPick) return;
    // A new pick restarts the 6 s (the effect re-runs because `pick` changed).
    const timer = setTimeout(() => setPick(0), CAROUSEL.pickPauseMs);
    return () => clearTimeout(timer);
  }, [pick, pausedByPick]);

  const goTo = useCallback((index: number) => {
    setAnimated(true);
    setPosition(index);
    setPick((n) => n + 1);
  }, []);

  const active = count > 0 ? position % count : 0;
  return { position, active, offsetPx: position * CAROUSEL.stepPx, animated, goTo };
}
