/**
 * Media URLs shared by the Worker (worker/routes/media.ts, worker/services/media.ts) and the web
 * app (web/components/domain/speaker-photo.tsx): where media is served and the widths a speaker photo
 * is served at (docs/architecture.md#files-in-r2). Light on purpose: every public page imports it
 * (what an upload may be is in ./image-upload.ts, a sponsor logo's widths in ./sponsors.ts).
 */

/** Where the Worker serves media (under /api so it reaches the Worker: wrangler.toml run_worker_first). */
export const MEDIA_PATH_PREFIX = "/api/media/";

/**
 * The widths in px, square, a speaker photo is served at (`?w=`): 1x and 2x of the sizes the app
 * renders (32, 36, 44, 56, 80, 96 and 128 CSS px; the `size` props of SpeakerPhoto and
 * SpeakerAvatarStack). Kept short: each width of each photo is one Images transformation, billed
 * once, and one more object in R2.
 */
export const SPEAKER_PHOTO_WIDTHS = [48, 96, 128, 192, 256] as const;

/** One of {@link SPEAKER_PHOTO_WIDTHS}. */
export type SpeakerPhotoWidth = (typeof SPEAKER_PHOTO_WIDTHS)[number];

/** The query parameter naming the served width. */
export const PHOTO_WIDTH_PARAM = "w";

/** The answer (400) to a width that is not one of `widths`, e.g. "w must be one of 240, 480". */
export function widthMessage(widths: readonly number[]): string {
  return `${PHOTO_WIDTH_PARAM} must be one of ${widths.join(", ")}`;
}

/** The answer (400) to a width that is not one of {@link SPEAKER_PHOTO_WIDTHS}. */
export const PHOTO_WIDTH_MESSAGE = /* @__PURE__ */ widthMessage(SPEAKER_PHOTO_WIDTHS);

/** The width of `widths` named by a query value, written exactly as in the list ("96"), or null. */
export function parseWidth<W extends number>(value: string, widths: readonly W[]): W | null {
  return widths.find((width) => String(width) === value) ?? null;
}

/** The served photo width named by a query value, written exactly as in the list ("96"), or null. */
export function parsePhotoWidth(value: string): SpeakerPhotoWidth | null {
  return parseWidth(value, SPEAKER_PHOTO_WIDTHS);
}

/** The smallest served width of at least `px` device pixels, or the largest for bigger sizes. */
export function photoWidthFor(px: number): SpeakerPhotoWidth {
  return SPEAKER_PHOTO_WIDTHS.find((width) => width >= px) ?? SPEAKER_PHOTO_WIDTHS[SPEAKER_PHOTO_WIDTHS.length - 1]!;
}

/**
 * The URL of one of our media photos (`/api/media/...`) at the served width covering `px` device
 * pixels, e.g. "/api/media/speakers/3/<uuid>.jpg?w=96".
 */
export function sizedPhotoUrl(mediaPhotoUrl: string, px: number): string {
  return `${mediaPhotoUrl}?${PHOTO_WIDTH_PARAM}=${photoWidthFor(px)}`;
}
