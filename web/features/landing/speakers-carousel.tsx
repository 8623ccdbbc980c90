/**
 * The landing page's speakers carousel (docs/product.md, Landing page; timers in
 * docs/messages.md), on Embla Carousel with its Autoplay plugin: it advances every 3 s and wraps
 * around (Embla's loop), swipes and drags, and a dot or arrow jumps to a slide and pauses
 * auto-advance for 6 s (the 3 s rhythm then restarts, so the next step comes 9 s after the pick;
 * a swipe counts as a pick). Cards are 360 px wide, 380 px apart; on a screen narrower than that
 * a card takes the width there is.
 *
 * Accessible per the WAI-ARIA APG carousel pattern: slides are groups ("3 of 17"), the dots and
 * arrows are buttons with the current dot marked (on a phone, narrower than Tailwind's `sm`, 640 px,
 * the controls keep one row and show the position, "3 of 17", instead of the dots), a Pause/Play button stops auto-advance (WCAG
 * 2.2.2), hovering the slides holds it, reduced motion turns it off and jumps instead of sliding,
 * and the slide changes are announced politely only while it is not auto-advancing.
 *
 * In Arabic the carousel runs right to left (Embla's `direction: "rtl"`): the first slide is at the
 * right, "previous" points right and "next" left.
 *
 * The page renders this on the server and hydrates it later (web/lib/hydration.ts): until Embla
 * is wired up the controls keep their place but stay hidden, so every tap on a visible control
 * works.
 */
import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import { useCallback, useEffect, useState } from "react";
import type { Speaker } from "../../../worker/contract/content";
import { Button } from "../../components/ui/button";
import { SpeakerPhoto } from "../../components/domain/speaker-photo";
import { cn } from "../../lib/cn";
import { useI18n } from "../../lib/i18n";
import { usePrefersReducedMotion } from "./motion";

const CAROUSEL = {
  /** Auto-advance interval (ms). */
  advanceMs: 3_000,
  /** Auto-advance pause after a manual pick (ms). */
  pickPauseMs: 6_000,
  /** Card width (px). */
  cardPx: 360,
  /** Distance from one card to the next (px); the 20 px difference is the gap. */
  stepPx: 380,
} as const;

/**
 * Every slide is a snap point, with or without the loop (few slides cannot loop). Right to left
 * in Arabic: Embla then lays the slides out from the right, as the document's `dir` does.
 */
const EMBLA_OPTIONS = {
  ltr: { loop: true, align: "start", containScroll: false, direction: "ltr" },
  rtl: { loop: true, align: "start", containScroll: false, direction: "rtl" },
} as const;

function Slide({ speaker, label, roleDescription }: { speaker: Speaker; label: string; roleDescription: string }) {
  return (
    // The slide's padding at its start is the gap (the track's negative margin cancels the first one).
    // biome-ignore lint/a11y/useSemanticElements: a slide is a group (WAI-ARIA APG, Carousel); fieldset is for forms.
    <div
      role="group"
      aria-roledescription={roleDescription}
      aria-label={label}
      className="min-w-0 shrink-0 grow-0"
      style={{ flexBasis: `min(${CAROUSEL.stepPx}px, 100%)`, paddingInlineStart: CAROUSEL.stepPx - CAROUSEL.cardPx }}
    >
      <div className="flex h-full flex-col items-center gap-3 rounded-2xl bg-white p-6 text-center shadow-md ring-1 ring-slate-200">
        <SpeakerPhoto name={speaker.name} surname={speaker.surname} photoUrl={speaker.photoUrl} size={128} />
        <p dir="auto" className="text-lg font-bold text-slate-900">
          {speaker.name} {speaker.surname}
        </p>
        <p dir="auto" className="text-sm font-medium text-brand-800">
          {speaker.position}
        </p>
        <p dir="auto" className="text-sm text-slate-600">
          {speaker.company}
        </p>
      </div>
    </div>
  );
}

export function SpeakersCarousel({ speakers }: { speakers: readonly Speaker[] }) {
  const i18n = useI18n();
  const reducedMotion = usePrefersReducedMotion();
  // One plugin instance for the carousel's life: Embla keeps the first one it was given.
  const [plugins] = useState(() => [
    Autoplay({ delay: CAROUSEL.advanceMs, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false }),
  ]);
  const [viewportRef, embla] = useEmblaCarousel(EMBLA_OPTIONS[i18n.locale === "ar" ? "rtl" : "ltr"], plugins);
  const [active, setActive] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  /** Counts manual picks; non-zero while the 6 s pause after the last one runs. */
  const [pick, setPick] = useState(0);
  const autoplay = !reducedMotion && !stopped && !hovered && pick === 0 && speakers.length > 1;

  useEffect(() => {
    if (!embla) return;
    const select = () => setActive(embla.selectedScrollSnap());
    // A swipe or drag is a pick too (the plugin stops on it; the pause below restarts it).
    const picked = () => setPick((n) => n + 1);
    // A pointer resting on the slides holds auto-advance.
    const root = embla.rootNode();
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    select();
    embla.on("select", select).on("reInit", select).on("pointerDown", picked);
    root.addEventListener("mouseenter", enter);
    root.addEventListener("mouseleave", leave);
    return () => {
      embla.off("select", select).off("reInit", select).off("pointerDown", picked);
      root.removeEventListener("mouseenter", enter);
      root.removeEventListener("mouseleave", leave);
    };
  }, [embla]);

  useEffect(() => {
    const plugin = embla?.plugins().autoplay;
    if (!plugin) return;
    // play() arms a fresh 3 s timer, so the next step comes a full interval after a pause.
    if (autoplay) plugin.play();
    else plugin.stop();
  }, [embla, autoplay]);

  useEffect(() => {
    if (pick === 0) return;
    // A new pick restarts the 6 s (the effect re-runs because `pick` changed).
    const timer = setTimeout(() => setPick(0), CAROUSEL.pickPauseMs);
    return () => clearTimeout(timer);
  }, [pick]);

  const goTo = useCallback(
    (move: (api: NonNullable<typeof embla>) => void) => {
      if (!embla) return;
      setPick((n) => n + 1);
      move(embla);
    },
    [embla],
  );

  const count = speakers.length;
  return (
    <section aria-roledescription={i18n._("carousel")} aria-label={i18n._("Speakers")} className="grid gap-5">
      <div ref={viewportRef} className="overflow-hidden py-2">
        {/* Slides are groups, not list items (WAI-ARIA APG, Carousel): a list may hold list items only. */}
        <div
          data-testid="carousel-track"
          aria-live={autoplay ? "off" : "polite"}
          className="flex touch-pan-y"
          style={{ marginInlineStart: CAROUSEL.cardPx - CAROUSEL.stepPx }}
        >
          {speakers.map((speaker, index) => (
            <Slide
              key={speaker.id}
              speaker={speaker}
              label={i18n._("{number} of {count}", { number: index + 1, count })}
              roleDescription={i18n._("slide")}
            />
          ))}
        </div>
      </div>
      {/* Hidden, in place, until Embla is wired up: a visible control always answers a tap. */}
      <div
        className={cn("flex flex-nowrap items-center justify-center gap-1 sm:flex-wrap", !embla && "invisible")}
        data-testid="carousel-controls"
      >
        {!reducedMotion && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setStopped((s) => !s)}
            aria-label={stopped ? i18n._("Play carousel") : i18n._("Pause carousel")}
            className="me-1"
          >
            {stopped ? <Play className="size-4" aria-hidden /> : <Pause className="size-4" aria-hidden />}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => goTo((api) => api.scrollPrev(reducedMotion))}
          aria-label={i18n._("Previous speaker")}
        >
          <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden />
        </Button>
        {/* On a phone a dot per speaker would not fit one row: the position instead ("3 of 17"). */}
        <p className="min-w-20 text-center text-sm font-medium text-slate-700 tabular-nums sm:hidden">
          {i18n._("{number} of {count}", { number: active + 1, count })}
        </p>
        {/* biome-ignore lint/a11y/useSemanticElements: buttons that pick a slide (WAI-ARIA APG, Carousel), not a form. */}
        <div className="hidden flex-wrap justify-center sm:flex" role="group" aria-label={i18n._("Choose a speaker")}>
          {speakers.map((speaker, index) => (
            <button
              key={speaker.id}
              type="button"
              onClick={() => goTo((api) => api.scrollTo(index, reducedMotion))}
              aria-label={i18n._("Show {name} {surname}", { name: speaker.name, surname: speaker.surname })}
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
        <Button
          variant="ghost"
          size="sm"
          onClick={() => goTo((api) => api.scrollNext(reducedMotion))}
          aria-label={i18n._("Next speaker")}
        >
          <ChevronRight className="size-4 rtl:-scale-x-100" aria-hidden />
        </Button>
      </div>
    </section>
  );
}
