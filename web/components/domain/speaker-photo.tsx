/**
 * Speaker avatars, the one component for every speaker photo (landing hero and carousel, agenda,
 * speakers, dashboard and admin screens):
 * - {@link SpeakerPhoto}: one round photo; a missing or failed photo shows the speaker's initials
 *   in a circle of the same size (docs/product.md, Speakers). Always sized, lazy below the fold,
 *   and an uploaded photo is fetched at the width shown (worker/routes/media.ts).
 * - {@link SpeakerAvatarStack}: up to 5 overlapping photos and a "+N" counter
 *   (docs/data-model.md, list sizes).
 * - {@link MoreSpeakers}: the "+N" counter itself.
 */
import { useCallback, useState } from "react";
import { MEDIA_PATH_PREFIX, sizedPhotoUrl } from "../../../worker/contract/media";
import { cn } from "../../lib/cn";
import { useI18n } from "../../lib/i18n";
import { initials } from "../../lib/initials";

/** Who a photo shows: a speaker or a session speaker (only these fields are read). */
interface PhotoPerson {
  id: number;
  name: string;
  surname: string;
  photoUrl: string | null;
}

interface SpeakerPhotoProps extends Omit<PhotoPerson, "id"> {
  /** Rendered size in CSS pixels (width = height). */
  size: number;
  /** Set for above-the-fold photos. */
  eager?: boolean;
  className?: string;
}

/**
 * `src` and `srcSet` of a photo shown at `size` CSS px: for our uploads (`/api/media/...`) the
 * served widths covering 1x and 2x screens; any other URL (an imported "Photo URL") as it is.
 */
function photoSources(photoUrl: string, size: number): { src: string; srcSet?: string } {
  if (!photoUrl.startsWith(MEDIA_PATH_PREFIX)) return { src: photoUrl };
  const src = sizedPhotoUrl(photoUrl, size);
  return { src, srcSet: `${src} 1x, ${sizedPhotoUrl(photoUrl, 2 * size)} 2x` };
}

export function SpeakerPhoto({ name, surname, photoUrl, size, eager, className }: SpeakerPhotoProps) {
  const [failed, setFailed] = useState(false);
  // A server-rendered photo may fail before React attaches onError (the event is not replayed):
  // a finished image without pixels is a failed one.
  const checkLoaded = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  const style = { width: size, height: size };
  if (!photoUrl || failed) {
    return (
      <span
        role="img"
        aria-label={`${name} ${surname}`}
        style={style}
        className={cn(
          "inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800",
          className,
        )}
      >
        {/* The letters are drawn by CSS, as part of the picture: they are not text, so a link or
            button around the avatar is named by the speaker's name alone (WCAG 2.5.3). */}
        <span
          aria-hidden
          data-initials={initials(name, surname)}
          className="before:content-[attr(data-initials)]"
          style={{ fontSize: Math.max(10, size * 0.36) }}
        />
      </span>
    );
  }
  return (
    <img
      ref={checkLoaded}
      {...photoSources(photoUrl, size)}
      alt={`${name} ${surname}`}
      width={size}
      height={size}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      onError={() => setFailed(true)}
      style={style}
      className={cn("shrink-0 rounded-full bg-slate-200 object-cover", className)}
    />
  );
}

/** Agenda and admin cards show at most this many speaker photos (docs/data-model.md#list-sizes). */
const MAX_SPEAKER_PHOTOS = 5;

/** The "+N" circle for speakers not shown, `size` CSS px wide, named "N more speakers". */
export function MoreSpeakers({ count, size, className }: { count: number; size: number; className?: string }) {
  const i18n = useI18n();
  return (
    <span
      role="img"
      aria-label={i18n._("{count, plural, one {# more speaker} other {# more speakers}}", { count })}
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-full bg-slate-700 text-xs font-semibold text-white",
        className,
      )}
      style={{ width: size, height: size }}
    >
      <span aria-hidden>+{count}</span>
    </span>
  );
}

/** Overlapping round photos of a session's speakers, then "+N" for the ones not shown. */
export function SpeakerAvatarStack({
  speakers,
  size = 36,
}: {
  speakers: readonly PhotoPerson[];
  /** Photo size in CSS pixels. */
  size?: number;
}) {
  const shown = speakers.slice(0, MAX_SPEAKER_PHOTOS);
  const hidden = speakers.length - shown.length;
  const i18n = useI18n();
  return (
    <div className="flex items-center" data-testid="speaker-avatars">
      <ul className="flex -space-x-2" aria-label={i18n._("Speakers")}>
        {shown.map((s) => (
          <li key={s.id}>
            <SpeakerPhoto
              name={s.name}
              surname={s.surname}
              photoUrl={s.photoUrl}
              size={size}
              className="ring-2 ring-white"
            />
          </li>
        ))}
      </ul>
      {hidden > 0 && <MoreSpeakers count={hidden} size={size} className="-ms-2 ring-2 ring-white" />}
    </div>
  );
}
