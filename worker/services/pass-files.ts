/**
 * Generated pass files in R2 (docs/architecture.md#files-in-r2): the QR code SVG and the PDF pass of a user,
 * stored under server-made keys `passes/{userId}/{hash}/qr.svg` and `.../pass.pdf`. The hash
 * covers everything the files show (the pass fields and version, the holder's language, the event settings, the signing
 * key id and {@link PASS_FILES_VERSION}), so a file is reused while the details are unchanged and
 * made anew after an edit or a reissue; files of older hashes are deleted when a new one is
 * stored (a reissue deletes them at once: ./pass-reissue.ts).
 */
import type { UserRow } from "../../db/schema";
import { localizeSettings } from "../contract/event";
import { passPdfFileName } from "../contract/pass-file";
import type { ServerSettings } from "../settings";
import { sha256Hex } from "../lib/crypto";
import { renderPassPdf } from "./pass-pdf";
import { passSigningKeyId, signPassToken } from "./pass-token";
import { qrSvg } from "../lib/qr";

/** Bump when the layout of the files changes, so stored copies are regenerated. */
const PASS_FILES_VERSION = 1;

/** The user fields a pass shows. */
export type PassUser = Pick<
  UserRow,
  "id" | "candidateNumber" | "firstName" | "lastName" | "company" | "userType" | "passVersion" | "locale"
>;

/** A stored or fresh pass file. */
export interface PassFile {
  body: ReadableStream | Uint8Array;
  contentType: string;
  /** Strong entity tag (RFC 9110 section 8.8.3), quoted: the same for the same details. */
  etag: string;
}

const QR_CONTENT_TYPE = "image/svg+xml";
const PDF_CONTENT_TYPE = "application/pdf";

type FileEnv = Pick<Env, "MEDIA" | "PASS_SIGNING_KEY">;

const prefix = (userId: number) => `passes/${userId}/`;

/**
 * The hash naming the current version of a user's pass files (lower-case hex SHA-256), also
 * their ETag. Cheap: no R2 access, so conditional requests can be answered first.
 */
export async function passFilesHash(env: FileEnv, settings: ServerSettings, user: PassUser): Promise<string> {
  const kid = await passSigningKeyId(env);
  return sha256Hex(
    JSON.stringify([
      PASS_FILES_VERSION,
      kid,
      user.id,
      user.candidateNumber,
      user.firstName,
      user.lastName,
      user.company,
      user.userType,
      user.passVersion,
      user.locale,
      settings.event,
    ]),
  );
}

/**
 * Deletes a user's stored pass files, except those of `keepHash` when given. Call it when a
 * registration is deleted (R2 list pages hold up to 1,000 keys; a user has a handful).
 */
export async function deletePassFiles(bucket: R2Bucket, userId: number, keepHash?: string): Promise<void> {
  const keep = keepHash ? `${prefix(userId)}${keepHash}/` : undefined;
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: prefix(userId), cursor });
    const stale = page.objects.map((o) => o.key).filter((key) => !keep || !key.startsWith(keep));
    if (stale.length > 0) await bucket.delete(stale);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

async function storedOrMade(
  env: FileEnv,
  user: PassUser,
  hash: string,
  name: string,
  contentType: string,
  make: () => Promise<Uint8Array>,
): Promise<PassFile> {
  const key = `${prefix(user.id)}${hash}/${name}`;
  const etag = `"${hash}"`;
  const stored = await env.MEDIA.get(key);
  if (stored) return { body: stored.body, contentType, etag };
  const bytes = await make();
  await env.MEDIA.put(key, bytes, { httpMetadata: { contentType } });
  await deletePassFiles(env.MEDIA, user.id, hash);
  return { body: bytes, contentType, etag };
}

/** The user's QR code as SVG (the signed pass token), from R2 or made and stored. */
export async function passQrFile(env: FileEnv, settings: ServerSettings, user: PassUser): Promise<PassFile> {
  const hash = await passFilesHash(env, settings, user);
  return storedOrMade(env, user, hash, "qr.svg", QR_CONTENT_TYPE, async () =>
    new TextEncoder().encode(qrSvg(await signPassToken(env, user))),
  );
}

/**
 * The user's PDF pass in their language (the event settings' Arabic versions on an Arabic pass), from
 * R2 or made and stored, with its download name.
 */
export async function passPdfFile(
  env: FileEnv,
  settings: ServerSettings,
  user: PassUser,
): Promise<PassFile & { fileName: string }> {
  const hash = await passFilesHash(env, settings, user);
  const file = await storedOrMade(env, user, hash, "pass.pdf", PDF_CONTENT_TYPE, async () => {
    const [{ passFonts }, qrText] = await Promise.all([import("./pass-fonts"), signPassToken(env, user)]);
    const locale = user.locale ?? "en";
    return renderPassPdf({ ...user, qrText, event: localizeSettings(settings.event, locale), locale }, passFonts());
  });
  return { ...file, fileName: passPdfFileName(user.firstName, user.lastName) };
}

/**
 * `Content-Disposition: attachment` for a file name (RFC 6266): an ASCII `filename` fallback
 * (accents removed, runs of other characters replaced by one "_") and, when the name is not plain ASCII,
 * `filename*` in UTF-8 (RFC 8187).
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]|["\\]/g, "_")
    .replace(/_+/g, "_");
  if (ascii === fileName) return `attachment; filename="${fileName}"`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
