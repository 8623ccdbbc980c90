/**
 * Public media (design.md, `media` router; decisions.md, Files): GET /api/media/speakers/{id}/{file}
 * serves an uploaded speaker photo from R2 with its Content-Type, ETag (If-None-Match answers
 * 304) and a one-year immutable Cache-Control (a key never changes content). Only keys of
 * SPEAKER_MEDIA_KEY are served: the rest of the bucket (email outbox, pass PDFs) stays private.
 */
import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { HttpError } from "../middleware/errors";
import { MEDIA_CACHE_CONTROL, SPEAKER_MEDIA_KEY } from "../services/media";

export const mediaRoutes = new Hono<AppEnv>().get("/media/speakers/:speakerId/:file", async (c) => {
  const key = `speakers/${c.req.param("speakerId")}/${c.req.param("file")}`;
  if (!SPEAKER_MEDIA_KEY.test(key)) throw new HttpError(404, "Not found");
  const object = await c.env.MEDIA.get(key, { onlyIf: c.req.raw.headers });
  if (!object) throw new HttpError(404, "Not found");
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", MEDIA_CACHE_CONTROL);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Content-Security-Policy", "default-src 'none'; sandbox");
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  return new Response(object.body, { status: 200, headers });
});
