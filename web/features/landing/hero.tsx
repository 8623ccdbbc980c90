/**
 * Landing hero (docs/product.md#landing-page): header video (still fallback), headline, "Meet the
 * Speakers" (scrolls to the speakers section) and the speaker avatars — on mobile the first 6,
 * then a second row, "+N" for the rest. The counts line uses GET /api/stats (docs/api.md).
 */
import { useQuery } from "@tanstack/react-query";
import ArrowDown from "lucide-react/icons/arrow-down";
import type { Speaker } from "../../../worker/contract/content";
import { Button } from "../../components/ui/button";
import { EventFacts } from "../../components/domain/event-details";
import { statsQuery } from "../../lib/content";
import { useEventSettings } from "../../lib/event-settings";
import { useI18n } from "../../lib/i18n";
import { MoreSpeakers, SpeakerPhoto } from "../../components/domain/speaker-photo";
import { HeaderVideo } from "./header-video";
import { SectionLink } from "./section-link";

/** Avatars per row on a phone: the first 6, then a second row (docs/product.md, Landing page). */
const AVATARS_PER_ROW = 6;
/** Rows of avatars at most: the rest are counted in a "+N" circle that ends the second row. */
const AVATAR_ROWS = 2;
const AVATAR_PX = 44;

/**
 * The speakers' avatars in at most two rows of 6 (side by side from the `md` breakpoint), so the
 * hero keeps its height whatever the number of speakers; past 12, the last place shows "+N".
 */
function AvatarRows({ speakers }: { speakers: readonly Speaker[] }) {
  const i18n = useI18n();
  const places = AVATARS_PER_ROW * AVATAR_ROWS;
  const shown = speakers.length > places ? speakers.slice(0, places - 1) : speakers;
  const more = speakers.length - shown.length;
  const rows = Array.from({ length: AVATAR_ROWS }, (_, row) =>
    shown.slice(row * AVATARS_PER_ROW, (row + 1) * AVATARS_PER_ROW),
  ).filter((row) => row.length > 0);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of avatars; fieldset is for forms.
    <div className="flex flex-col gap-2 md:flex-row" aria-label={i18n._("Speakers")} role="group">
      {rows.map((row, index) => (
        <ul key={index} className="flex gap-2" data-testid="avatar-row">
          {row.map((s) => (
            <li key={s.id}>
              <SpeakerPhoto
                name={s.name}
                surname={s.surname}
                photoUrl={s.photoUrl}
                size={AVATAR_PX}
                eager
                className="ring-2 ring-white/80"
              />
            </li>
          ))}
          {more > 0 && index === rows.length - 1 && (
            <li>
              <MoreSpeakers count={more} size={AVATAR_PX} className="ring-2 ring-white/80" />
            </li>
          )}
        </ul>
      ))}
    </div>
  );
}

function Counts() {
  const i18n = useI18n();
  const { data } = useQuery(statsQuery);
  if (!data) return null;
  const sessions = data.sessions.AC2025 + data.sessions.GC_POWERLIST;
  return (
    <p className="text-sm font-medium text-white/85">
      {i18n._(
        "{sessions, plural, one {# session} other {# sessions}} · {speakers, plural, one {# speaker} other {# speakers}} · 2 events",
        { sessions, speakers: data.speakers },
      )}
    </p>
  );
}

export function Hero({ speakers }: { speakers: readonly Speaker[] | undefined }) {
  const i18n = useI18n();
  const { hero } = useEventSettings();
  return (
    <section
      id="home"
      tabIndex={-1}
      aria-labelledby="hero-title"
      className="surface-dark relative isolate scroll-mt-16 overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white focus:outline-none"
    >
      <HeaderVideo className="-z-20 opacity-60" />
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-t from-brand-950 via-brand-950/60 to-brand-950/20"
        aria-hidden
      />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 pb-14 pt-16 sm:pb-20 sm:pt-24">
        {/* The organiser's texts (English for now) keep their own direction inside an Arabic page. */}
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent-300">
          <bdi>{hero.tagline}</bdi>
        </p>
        <h1 id="hero-title" className="max-w-3xl text-4xl font-extrabold leading-tight sm:text-5xl lg:text-6xl">
          <bdi>{hero.headline}</bdi>
        </h1>
        <p className="max-w-2xl text-lg text-white/90">
          <bdi>{hero.lead}</bdi>
        </p>
        <EventFacts />
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="accent" size="lg">
            <SectionLink section="speakers">
              {i18n._("Meet the Speakers")}
              <ArrowDown className="size-4" aria-hidden />
            </SectionLink>
          </Button>
          <Button
            asChild
            variant="outline"
            size="lg"
            className="border-white/60 bg-transparent text-white hover:bg-white/10"
          >
            <SectionLink section="register">{i18n._("Register")}</SectionLink>
          </Button>
        </div>
        {speakers && speakers.length > 0 && <AvatarRows speakers={speakers} />}
        <Counts />
      </div>
    </section>
  );
}
