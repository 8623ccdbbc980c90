/**
 * Files in R2 that the public may read (docs/architecture.md#files-in-r2): speaker photos and
 * sponsor logos. Object keys are made by the server (`speakers/<speakerId>/<uuid>.<ext>`,
 * `sponsors/<uuid>.<ext>`), never taken from a client file name, and the media routes serve only
 * keys of these shapes ({@link MEDIA_KINDS}), so nothing else in the bucket (the email outbox,
 * pass PDFs) is reachable through them. A key never changes content, so it may be cached for a
 * year. Only raster images are stored (sniffed from the bytes, {@link sniffImageType}): an SVG,
 * which can carry script, is refused, and every answer is sandboxed (worker/routes/media.ts).
 *
 * Resized copies (docs/architecture.md#performance-budget: "speaker photos are served at the size
 * shown") are made on first request with the Images binding and kept next to the original under
 * `<original key>/w<width>.webp`; they are deleted with it.
 */
import { IMAGE_MESSAGES, IMAGE_TYPES, MAX_IMAGE_BYTES, type ImageType } from "../contract/image-upload";
import { MEDIA_PATH_PREFIX, SPEAKER_PHOTO_WIDTHS } from "../contract/media";
import { SPONSOR_LOGO_WIDTHS } from "../contract/sponsors";
import { InvalidInputError, TooLargeError } from "./errors";

const UUID = "[0-9a-f-]{36}";
const EXTENSION = "(jpg|png|gif|webp)";

/**
 * The kinds of public media: the keys each serves, the widths it is served at and how a copy of a
 * width is made. Photos are square and cropped to fill (like the `object-cover` the app draws
 * them with); logos fit, never enlarged, within a box half as high as wide (the landing page's
 * logo boxes, drawn with `object-contain`).
 */
export const MEDIA_KINDS = {
  speakers: {
    key: new RegExp(`^speakers/\\d{1,12}/${UUID}\\.${EXTENSION}$`),
    widths: SPEAKER_PHOTO_WIDTHS,
    transform: (width: number): ImageTransform => ({ width, height: width, fit: "cover" }),
  },
  sponsors: {
    key: new RegExp(`^sponsors/${UUID}\\.${EXTENSION}$`),
    widths: SPONSOR_LOGO_WIDTHS,
    transform: (width: number): ImageTransform => ({ width, height: width / 2, fit: "scale-down" }),
  },
} as const;
export type MediaKind = keyof typeof MEDIA_KINDS;

const EXTENSIONS: Record<ImageType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
};

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * The image type of a file by its first bytes (magic numbers: JPEG FF D8 FF; PNG 89 50 4E 47 0D
 * 0A 1A 0A; GIF "GIF87a"/"GIF89a"; WebP "RIFF" size "WEBP"), or null for anything else (an SVG,
 * HTML, a PDF). The client's name and declared type are never trusted.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b))
    return "image/png";
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a")) return "image/gif";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  return null;
}

/** A fresh server-made key for a speaker photo of `type`. */
export function speakerImageKey(speakerId: number, type: ImageType): string {
  return `speakers/${speakerId}/${crypto.randomUUID()}.${EXTENSIONS[type]}`;
}

/** A fresh server-made key for a sponsor logo of `type`. */
export function sponsorLogoKey(type: ImageType): string {
  return `sponsors/${crypto.randomUUID()}.${EXTENSIONS[type]}`;
}

/** The same-origin URL of a media key, e.g. "/api/media/speakers/3/<uuid>.jpg". */
export function mediaUrl(key: string): string {
  return `${MEDIA_PATH_PREFIX}${key}`;
}

/** The kind of a key the media routes serve, or null. */
function mediaKindOf(key: string): MediaKind | null {
  for (const kind of Object.keys(MEDIA_KINDS) as MediaKind[]) if (MEDIA_KINDS[kind].key.test(key)) return kind;
  return null;
}

/** The key behind one of our media URLs, or null for any other URL (e.g. an imported Photo URL). */
export function mediaKeyOf(url: string | null | undefined): string | null {
  if (!url?.startsWith(MEDIA_PATH_PREFIX)) return null;
  const key = url.slice(MEDIA_PATH_PREFIX.length);
  return mediaKindOf(key) ? key : null;
}

/**
 * Stores an image under `key` with its Content-Type (sniffed, or WebP for a resized copy) and
 * returns the stored object (its `httpEtag` is the ETag served).
 * @throws TypeError when `type` is not an image type.
 */
export async function putMedia(bucket: R2Bucket, key: string, bytes: Uint8Array, type: ImageType): Promise<R2Object> {
  if (!IMAGE_TYPES.includes(type)) throw new TypeError(`Not a media type: ${type}`);
  // put() answers null only when an `onlyIf` condition fails; none is given.
  return (await bucket.put(key, bytes, { httpMetadata: { contentType: type, cacheControl: MEDIA_CACHE_CONTROL } }))!;
}

/** Deletes a stored image and every resized copy of it (one R2 call; missing keys are ignored). */
export async function deleteMedia(bucket: R2Bucket, key: string): Promise<void> {
  const kind = mediaKindOf(key);
  const widths: readonly number[] = kind ? MEDIA_KINDS[kind].widths : [];
  await bucket.delete([key, ...widths.map((width) => mediaVariantKey(key, width))]);
}

/**
 * The server-made key of the copy of image `key` at `width` px: "<key>/w<width>.webp". It never
 * matches a kind's key, so it is reachable only through `?w=` on its original's URL.
 */
export function mediaVariantKey(key: string, width: number): string {
  return `${key}/w${width}.webp`;
}

/** A resize of the Images binding: the box and how the image fits it. */
type ImageTransform = { width: number; height: number; fit: "cover" | "scale-down" };

/**
 * The image `bytes` as a WebP at `width` as its kind makes it ({@link MEDIA_KINDS}), made by the
 * Images binding.
 * @throws ImagesError when the bytes are not an image the binding can read (e.g. a truncated file
 *   that passed the upload's byte sniffing) or the binding fails.
 */
export async function resizeMedia(
  images: ImagesBinding,
  bytes: Uint8Array,
  kind: MediaKind,
  width: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const result = await images
    .input(new Blob([bytes]).stream())
    .transform(MEDIA_KINDS[kind].transform(width))
    .output({ format: "image/webp" });
  return new Uint8Array(await new Response(result.image()).arrayBuffer());
}

/** Objects never change under a key, so browsers and the edge may keep them for a year. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * Checks an uploaded image as every upload is checked (docs/api.md#speaker-administration, Photo):
 * at most {@link MAX_IMAGE_BYTES}, and a raster type by its bytes ({@link sniffImageType}).
 * @returns the sniffed type.
 * @throws TooLargeError (413) or InvalidInputError (400) with the messages of IMAGE_MESSAGES.
 */
export function checkedImageType(bytes: Uint8Array): ImageType {
  if (bytes.length > MAX_IMAGE_BYTES) throw new TooLargeError(IMAGE_MESSAGES.tooLarge);
  const type = sniffImageType(bytes);
  if (!type) throw new InvalidInputError(IMAGE_MESSAGES.notImage);
  return type;
}
