/**
 * The hero's header video with its still image (docs/product.md#landing-page; docs/messages.md#toasts-and-the-error-catalogue: "Video load
 * failure shows a still image"). The repository ships no video: the source is the optional build
 * variable VITE_HERO_VIDEO_URL (e.g. an R2 or CDN URL). Without it, on a load error, or when the
 * visitor prefers reduced motion, only the still shows. The still is a small SVG used as the
 * video's poster too, so the first paint never waits for the video (which loads metadata only).
 */
import { useState } from "react";
import { cn } from "../../lib/cn";
import { usePrefersReducedMotion } from "./motion";

/** The still image (web/public/images/hero-still.svg). */
export const HERO_STILL_URL = "/images/hero-still.svg";
/** Its intrinsic size in px (the SVG's viewBox), so the browser knows its ratio before it loads. */
const HERO_STILL_WIDTH = 1600;
const HERO_STILL_HEIGHT = 900;

/** The configured video URL, or "" for none. */
const HERO_VIDEO_URL: string = (import.meta.env.VITE_HERO_VIDEO_URL as string | undefined) ?? "";

export function HeaderVideo({ src = HERO_VIDEO_URL, className }: { src?: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const media = cn("absolute inset-0 size-full object-cover", className);
  if (!src || failed || reducedMotion) {
    return (
      <img
        src={HERO_STILL_URL}
        alt=""
        aria-hidden
        width={HERO_STILL_WIDTH}
        height={HERO_STILL_HEIGHT}
        className={media}
        fetchPriority="high"
        decoding="async"
        data-testid="hero-still"
      />
    );
  }
  return (
    <video
      src={src}
      poster={HERO_STILL_URL}
      autoPlay
      muted
      loop
      playsInline
      preload="metadata"
      aria-hidden
      onError={() => setFailed(true)}
      className={media}
      data-testid="hero-video"
    />
  );
}
