/**
 * The pass (docs/api.md#pass; docs/decisions/0005-pass-token-and-check-in.md):
 * - GET /api/qrcode/{userId}?v=: the QR code as SVG (`v` only busts browser caches);
 * - GET /api/pass-pdf/{userId}: the PDF pass as an attachment `{FirstName}-{LastName}-event-pass.pdf`;
 * - GET /api/pass/public-key: the JWK Set that verifies pass tokens (public). Not kept in the
 *   edge cache of the public content (middleware/cache.ts is keyed on the content version, which
 *   a key rotation does not change): it is computed once per isolate from PASS_SIGNING_KEY and
 *   sent `public, max-age=300` with an ETag derived from the set, so after a rotation browsers
 *   and scanners hold the old key for at most 5 minutes and then revalidate to the new one.
 * The files are for the owner or an admin only: 401 without a session, 403 for anyone else
 * (also for ids that do not exist, so ids reveal nothing), 404 for an admin asking for an
 * unknown id. They are sent `private, no-cache` with an ETag, so a shared device never shows a
 * previous user's pass from cache, while an unchanged pass revalidates with a 304.
 */
import { Hono, type Context } from "hono";
import { z } from "../contract/zod";
import type { AppEnv } from "../app-env";
import type { ServerSettings } from "../settings";
import { idText } from "../contract/fields";
import { currentUser, requireUser, sessionIsAdmin } from "../middleware/auth";
import { validate } from "../middleware/validate";
import { FILE_CSP } from "../middleware/security-headers";
import {
  attachmentDisposition,
  passFilesHash,
  passPdfFile,
  passQrFile,
  type PassFile,
  type PassUser,
} from "../services/pass-files";
import { passPublicJwks } from "../services/pass-token";
import { findUserById } from "../services/users";
import { ForbiddenError, NotFoundError } from "../services/errors";

export const PASS_FORBIDDEN_MESSAGE = /*i18n*/ "You can only access your own pass";
const PASS_NOT_FOUND_MESSAGE = /*i18n*/ "Pass not found";

const PRIVATE_CACHE_CONTROL = "private, no-cache";

const userIdParam = z.object({ userId: idText(/*i18n*/ "Invalid user id") });

/**
 * The pass owner when the caller is that user or an admin.
 * @throws ForbiddenError (403) {@link PASS_FORBIDDEN_MESSAGE} for anyone else, whether or not the
 *   id exists; NotFoundError (404) for an admin asking for an unknown id.
 */
async function passOwner(c: Context<AppEnv>, userId: number) {
  const caller = currentUser(c);
  if (caller.id === userId) return caller;
  if (!sessionIsAdmin(c)) throw new ForbiddenError(PASS_FORBIDDEN_MESSAGE);
  const owner = await findUserById(c.get("db"), userId);
  if (!owner) throw new NotFoundError(PASS_NOT_FOUND_MESSAGE);
  return owner;
}

/** Cache-Control of the published pass key: how long a rotated-out key may still be used, 5 minutes. */
export const PASS_KEY_CACHE_CONTROL = "public, max-age=300";

/** 304 when the client holds the current version (RFC 9110 section 13.1.2). */
function notModified(c: Context<AppEnv>, etag: string, cacheControl = PRIVATE_CACHE_CONTROL): Response | null {
  const header = c.req.header("If-None-Match");
  if (!header?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) return null;
  return c.body(null, 304, { ETag: etag, "Cache-Control": cacheControl });
}

/**
 * The answer to GET of one pass file of the user in the `userId` parameter: 304 when the client
 * holds the current version, else the file made by `make` with `headers(file)` added.
 */
async function passFileResponse<File extends PassFile>(
  c: Context<AppEnv>,
  userId: number,
  make: (env: AppEnv["Bindings"], settings: ServerSettings, owner: PassUser) => Promise<File>,
  headers: (file: File) => Record<string, string>,
): Promise<Response> {
  const owner = await passOwner(c, userId);
  const etag = `"${await passFilesHash(c.env, c.get("settings"), owner)}"`;
  const cached = notModified(c, etag);
  if (cached) return cached;
  const file = await make(c.env, c.get("settings"), owner);
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      ETag: file.etag,
      "Cache-Control": PRIVATE_CACHE_CONTROL,
      "X-Content-Type-Options": "nosniff",
      ...headers(file),
    },
  });
}

/** An SVG opened on its own must not run anything (it never contains scripts anyway). */
const SVG_HEADERS = { "Content-Security-Policy": `${FILE_CSP}; style-src 'unsafe-inline'` };

export const passRoutes = new Hono<AppEnv>()
  .get("/pass/public-key", async (c) => {
    const { jwks, etag } = await passPublicJwks(c.env);
    const cached = notModified(c, etag, PASS_KEY_CACHE_CONTROL);
    if (cached) return cached;
    return c.json(jwks, 200, { ETag: etag, "Cache-Control": PASS_KEY_CACHE_CONTROL });
  })
  .get("/qrcode/:userId", requireUser, validate("param", userIdParam), (c) =>
    passFileResponse(c, c.req.valid("param").userId, passQrFile, () => SVG_HEADERS),
  )
  .get("/pass-pdf/:userId", requireUser, validate("param", userIdParam), (c) =>
    passFileResponse(c, c.req.valid("param").userId, passPdfFile, (file) => ({
      "Content-Disposition": attachmentDisposition(file.fileName),
    })),
  );
