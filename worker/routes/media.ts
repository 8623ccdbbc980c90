/**
 * Public media (docs/api.md#media; docs/architecture.md#files-in-r2): GET
 * /api/media/speakers/{id}/{file} serves an uploaded speaker photo and GET
 * /api/media/sponsors/{file} an uploaded sponsor logo from R2 with its Content-Type, ETag
 * (If-None-Match answers 304), a one-year immutable Cache-Control (a key never changes content),
 * `X-Content-Type-Options: nosniff` and a sandboxing CSP, so nothing served here can run as a
 * document. Only keys of services/media.ts MEDIA_KINDS are served: the rest of the bucket (email
 * outbox, pass PDFs) stays private.
 *
 * `?w=<px>` (one of the kind's widths, else 400) serves the image as a WebP of that width
 * (docs/architecture.md#files-in-r2): made by the Images binding on first request, stored in R2
 * (services/media.ts, mediaVariantKey) and read from there afterwards, with the same headers. When
 * the Images binding cannot read the stored file, the original is answered instead with
 * `Cache-Control: no-store`, so the next request tries again.
 */
import { Hono, type Context } from "hono";
import type { AppEnv } from "../app-env";
import { PHOTO_WIDTH_PARAM, parseWidth, widthMessage } from "../contract/media";
import { NOT_FOUND_MESSAGE } from "../middleware/errors";
import { FILE_CSP } from "../middleware/security-headers";
import { InvalidInputError, NotFoundError } from "../services/errors";
import { errorSummary } from "../lib/log";
import {
  MEDIA_CACHE_CONTROL,
  MEDIA_KINDS,
  mediaVariantKey,
  putMedia,
  resizeMedia,
  type MediaKind,
} from "../services/media";

/** Headers of every media answer: the object's Content-Type, then caching and lock-down. */
function mediaHeaders(object: R2Object, cacheControl: string): Headers {
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("Cache-Control", cacheControl);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Content-Security-Policy", FILE_CSP);
  return headers;
}

/**
 * A stored object as a cacheable answer: 200 with `body` (by default the object's), or 304 when
 * R2's `onlyIf` matched the request's If-None-Match and no body was read.
 */
function cachedAnswer(
  object: R2Object | R2ObjectBody,
  body: BodyInit | null = "body" in object ? object.body : null,
): Response {
  const headers = mediaHeaders(object, MEDIA_CACHE_CONTROL);
  headers.set("ETag", object.httpEtag);
  if (body === null) return new Response(null, { status: 304, headers });
  return new Response(body, { status: 200, headers });
}

/** Answers the media object `key` of `kind`, or its copy at the width `?w=` names. */
async function serveMedia(c: Context<AppEnv>, kind: MediaKind, key: string): Promise<Response> {
  const { key: shape, widths } = MEDIA_KINDS[kind];
  if (!shape.test(key)) throw new NotFoundError(NOT_FOUND_MESSAGE);
  const bucket = c.env.MEDIA;
  const w = c.req.query(PHOTO_WIDTH_PARAM);
  if (w === undefined) {
    const object = await bucket.get(key, { onlyIf: c.req.raw.headers });
    if (!object) throw new NotFoundError(NOT_FOUND_MESSAGE);
    return cachedAnswer(object);
  }

  const width = parseWidth(w, widths);
  if (!width) throw new InvalidInputError(widthMessage(widths));
  const variantKey = mediaVariantKey(key, width);
  const stored = await bucket.get(variantKey, { onlyIf: c.req.raw.headers });
  if (stored) return cachedAnswer(stored);

  const original = await bucket.get(key);
  if (!original) throw new NotFoundError(NOT_FOUND_MESSAGE);
  const bytes = new Uint8Array(await original.arrayBuffer());
  let resized: Uint8Array<ArrayBuffer>;
  try {
    resized = await resizeMedia(c.env.IMAGES, bytes, kind, width);
  } catch (error) {
    console.error("image not resized", variantKey, errorSummary(error));
    return new Response(bytes, { status: 200, headers: mediaHeaders(original, "no-store") });
  }
  const object = await putMedia(bucket, variantKey, resized, "image/webp");
  return cachedAnswer(object, resized);
}

export const mediaRoutes = new Hono<AppEnv>()
  .get("/media/speakers/:speakerId/:file", (c) =>
    serveMedia(c, "speakers", `speakers/${c.req.param("speakerId")}/${c.req.param("file")}`),
  )
  .get("/media/sponsors/:file", (c) => serveMedia(c, "sponsors", `sponsors/${c.req.param("file")}`));
