/**
 * Speaker photos, shared by the agenda, speakers, dashboard, landing and admin screens:
 * - {@link SpeakerPhoto}: one round photo with fallbacks (spec 2 and 8: a failed or missing photo
 *   shows a placeholder; the landing agenda uses initials). Always sized, lazy below the fold, and
 *   an uploaded photo is fetched at the width shown (issue "Production readiness": "speaker
 *   photos are served at the size shown"; worker/routes/media.ts).
 * - {@link SpeakerAvatarStack}: up to 5 overlapping photos and a "+N" counter (spec 9, List sizes).
 */
import { UserRound } from "lucide-react";
import { useState } from "react";
import { MEDIA_PATH_PREFIX, sizedPhotoUrl } from "../../../worker/contract/media";
import { cn } from "../../lib/cn";

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
  /** "icon" (person icon) or "initials" when there is no usable photo. */
  fallback?: "icon" | "initials";
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

export function SpeakerPhoto({
  name,
  surname,
  photoUrl,
  size,
  fallback = "icon",
  eager,
  className,
}: SpeakerPhotoProps) {
  const [failed, setFailed] = useState(false);
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
        {fallback === "initials" ? (
          <span style={{ fontSize: Math.max(10, size * 0.36) }}>
            {`${name.charAt(0)}${surname.charAt(0)}`.toUpperCase()}
          </span>
        ) : (
          <UserRound aria-hidden style={{ width: size * 0.55, height: size * 0.55 }} />
        )}
      </span>
    );
  }
  return (
    <img
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

/** Agenda and admin cards show at most this many speaker photos (spec 9, List sizes). */
const MAX_SPEAKER_PHOTOS = 5;

/** Overlapping round photos of a session's speakers, then "+N" for the ones not shown. */
export function SpeakerAvatarStack({
  speakers,
  size = 36,
  fallback = "icon",
}: {
  speakers: readonly PhotoPerson[];
  /** Photo size in CSS pixels. */
  size?: number;
  fallback?: "icon" | "initials";
}) {
  const shown = speakers.slice(0, MAX_SPEAKER_PHOTOS);
  const hidden = speakers.length - shown.length;
  return (
    <div className="flex items-center" data-testid="speaker-avatars">
      <ul className="flex -space-x-2" aria-label="Speakers">
        {shown.map((s) => (
          <li key={s.id}>
            <SpeakerPhoto
              name={s.name}
              surname={s.surname}
              photoUrl={s.photoUrl}
              size={size}
              fallback={fallback}
              className="ring-2 ring-white"
            />
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <span
          className="-ml-2 inline-flex items-center justify-center rounded-full bg-slate-700 text-xs font-semibold text-white ring-2 ring-white"
          style={{ width: size, height: size }}
          aria-label={`${hidden} more speaker${hidden === 1 ? "" : "s"}`}
        >
          +{hidden}
        </span>
      )}
    </div>
  );
}
