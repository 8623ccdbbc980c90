/**
 * The landing page's speakers carousel (spec 2, Landing page; timing in ./use-carousel.ts).
 * Accessible per the WAI-ARIA carousel pattern: the dots are buttons (Tab, Enter/Space) with the
 * current one marked, a Pause/Play button stops auto-advance (WCAG 2.2.2), hovering the slides
 * holds it, reduced motion turns it off, and the loop copies are hidden from assistive tech.
 */
import { Pause, Play } from "lucide-react";
import { useState } from "react";
import type { Speaker } from "../../../worker/contract/content";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { SpeakerPhoto } from "../../components/ui/speaker-photo";
import { usePrefersReducedMotion } from "./motion";
import { CAROUSEL, loopSlides, useCarousel } from "./use-carousel";

function Slide({ speaker, label, copy }: { speaker: Speaker; label: string; copy: boolean }) {
  return (
    <div
      role={copy ? undefined : "group"}
      aria-roledescription={copy ? undefined : "slide"}
      aria-label={copy ? undefined : label}
      aria-hidden={copy || undefined}
      inert={copy}
      style={{ width: CAROUSEL.cardPx }}
      className="flex shrink-0 flex-col items-center gap-3 rounded-2xl bg-white p-6 text-center shadow-md ring-1 ring-slate-200"
    >
      <SpeakerPhoto
        name={speaker.name}
        surname={speaker.surname}
        photoUrl={speaker.photoUrl}
        size={128}
        fallback="initials"
      />
      <p className="text-lg font-bold text-slate-900">
        {speaker.name} {speaker.surname}
      </p>
      <p className="text-sm font-medium text-brand-800">{speaker.position}</p>
      <p className="text-sm text-slate-600">{speaker.company}</p>
    </div>
  );
}

export function SpeakersCarousel({ speakers }: { speakers: readonly Speaker[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const autoplay = !reducedMotion && !stopped && !hovered;
  const { active, offsetPx, animated, goTo } = useCarousel(speakers.length, autoplay);
  const slides = loopSlides(speakers);

  return (
    <div role="region" aria-roledescription="carousel" aria-label="Speakers" className="grid gap-5">
      <div
        className="overflow-hidden py-2"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
      >
        {/* Slides are groups, not list items (WAI-ARIA APG, Carousel): a list may hold list items only. */}
        <div
          data-testid="carousel-track"
          aria-live={autoplay ? "off" : "polite"}
          className={cn("flex gap-5", animated && !reducedMotion && "transition-transform duration-500 ease-out")}
          style={{ transform: `translateX(-${offsetPx}px)` }}
        >
          {slides.map((speaker, index) => (
            <Slide
              key={`${speaker.id}-${index}`}
              speaker={speaker}
              copy={index >= speakers.length}
              label={`${index + 1} of ${speakers.length}`}
            />
          ))}
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-center gap-1">
        {!reducedMotion && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setStopped((s) => !s)}
            aria-label={stopped ? "Play carousel" : "Pause carousel"}
            className="mr-2"
          >
            {stopped ? <Play className="size-4" aria-hidden /> : <Pause className="size-4" aria-hidden />}
          </Button>
        )}
        <div className="flex flex-wrap justify-center" role="group" aria-label="Choose a speaker">
          {speakers.map((speaker, index) => (
            <button
              key={speaker.id}
              type="button"
              onClick={() => goTo(index)}
              aria-label={`Show ${speaker.name} ${speaker.surname}`}
              aria-current={index === active ? "true" : undefined}
              className="group inline-flex size-7 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span
                aria-hidden
                className={cn(
                  "block rounded-full transition-all",
                  index === active ? "h-2.5 w-6 bg-brand-700" : "size-2.5 bg-slate-300 group-hover:bg-slate-400",
                )}
              />
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
