/**
 * Files in R2 that the public may read (docs/architecture.md#files-in-r2): speaker photos. Object keys are
 * made by the server (`speakers/<speakerId>/<uuid>.<ext>`), never taken from a client file name,
 * and the media route serves only keys of this shape, so nothing else in the bucket (the email
 * outbox, pass PDFs) is reachable through it. A key never changes content, so it may be cached
 * for a year.
 *
 * Resized copies of a photo (docs/architecture.md#performance-budget: "speaker photos are served at the
 * size shown") are made on first request with the Images binding and kept next to the original
 * under `<original key>/w<width>.webp`; they are deleted with it.
 */
import { SPEAKER_IMAGE_TYPES, type SpeakerImageType } from "../contract/admin-speakers";
import { MEDIA_PATH_PREFIX, SPEAKER_PHOTO_WIDTHS, type SpeakerPhotoWidth } from "../contract/media";

/** A key the media route may serve: `speakers/<id>/<uuid>.<ext>`. */
export const SPEAKER_MEDIA_KEY = /^speakers\/\d{1,12}\/[0-9a-f-]{36}\.(jpg|png|gif|webp)$/;

const EXTENSIONS: Record<SpeakerImageType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
};

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * The image type of a file by its first bytes (magic numbers: JPEG FF D8 FF; PNG 89 50 4E 47 0D
 * 0A 1A 0A; GIF "GIF87a"/"GIF89a"; WebP "RIFF" size "WEBP"), or null for anything else. The
 * client's name and declared type are never trusted.
 */
export function sniffImageType(bytes: Uint8Array): SpeakerImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b))
    return "image/png";
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a")) return "image/gif";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  return null;
}

/** A fresh server-made key for a speaker photo of `type`. */
export function speakerImageKey(speakerId: number, type: SpeakerImageType): string {
  return `speakers/${speakerId}/${crypto.randomUUID()}.${EXTENSIONS[type]}`;
}

/** The same-origin URL of a media key, e.g. "/api/media/speakers/3/<uuid>.jpg". */
export function mediaUrl(key: string): string {
  return `${MEDIA_PATH_PREFIX}${key}`;
}

/** The key behind one of our media URLs, or null for any other URL (e.g. an imported Photo URL). */
export function mediaKeyOf(url: string | null | undefined): string | null {
  if (!url?.startsWith(MEDIA_PATH_PREFIX)) return null;
  const key = url.slice(MEDIA_PATH_PREFIX.length);
  return SPEAKER_MEDIA_KEY.test(key) ? key : null;
}

/**
 * Stores an image under `key` with its Content-Type (sniffed, or WebP for a resized copy) and
 * returns the stored object (its `httpEtag` is the ETag served).
 * @throws TypeError when `type` is not an image type.
 */
export async function putMedia(
  bucket: R2Bucket,
  key: string,
  bytes: Uint8Array,
  type: SpeakerImageType,
): Promise<R2Object> {
  if (!SPEAKER_IMAGE_TYPES.includes(type)) throw new TypeError(`Not a media type: ${type}`);
  // put() answers null only when an `onlyIf` condition fails; none is given.
  return (await bucket.put(key, bytes, { httpMetadata: { contentType: type, cacheControl: MEDIA_CACHE_CONTROL } }))!;
}

/** Deletes a photo and every resized copy of it (one R2 call; missing keys are ignored). */
export async function deleteMedia(bucket: R2Bucket, key: string): Promise<void> {
  await bucket.delete([key, ...SPEAKER_PHOTO_WIDTHS.map((width) => photoVariantKey(key, width))]);
}

/**
 * The server-made key of the copy of photo `key` at `width` px: "<key>/w<width>.webp". It never
 * matches SPEAKER_MEDIA_KEY, so it is reachable only through `?w=` on its original's URL.
 */
export function photoVariantKey(key: string, width: SpeakerPhotoWidth): string {
  return `${key}/w${width}.webp`;
}

/**
 * The photo `bytes` as a `width` x `width` px WebP, cropped to fill the square around the centre
 * (like the `object-cover` the app draws photos with) and enlarged when smaller, made by the
 * Images binding.
 * @throws ImagesError when the bytes are not an image the binding can read (e.g. a truncated file
 *   that passed the upload's byte sniffing) or the binding fails.
 */
export async function resizePhoto(
  images: ImagesBinding,
  bytes: Uint8Array,
  width: SpeakerPhotoWidth,
): Promise<Uint8Array<ArrayBuffer>> {
  const result = await images
    .input(new Blob([bytes]).stream())
    .transform({ width, height: width, fit: "cover" })
    .output({ format: "image/webp" });
  return new Uint8Array(await new Response(result.image()).arrayBuffer());
}

/** Objects never change under a key, so browsers and the edge may keep them for a year. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";
