/**
 * Local development settings: writes `.dev.vars` (git-ignored) once with development-only values
 * the Worker reads in `vite dev` / `vite preview`: the outbox email transport, the local origin,
 * and freshly generated secrets (an Ed25519 pass-signing key and an HMAC secret). Production
 * values are set with `wrangler secret put` instead (README, Deploying).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { generateKeyPairSync, randomBytes } from "node:crypto";

/** Generates an Ed25519 private key as a JWK JSON string (RFC 8037). */
export function generatePassSigningKey(): string {
  const { privateKey } = generateKeyPairSync("ed25519");
  return JSON.stringify({ ...privateKey.export({ format: "jwk" }), kid: `local-${randomBytes(4).toString("hex")}` });
}

/** Ensures `.dev.vars` exists at `path` with every local setting; keeps existing values. */
export async function ensureDevVars(path: string, origin: string): Promise<void> {
  const existing = existsSync(path) ? readFileSync(path, "utf8") : "";
  const has = (name: string) => new RegExp(`^${name}=`, "m").test(existing);
  const lines: string[] = [];
  if (!has("EMAIL_TRANSPORT")) lines.push('EMAIL_TRANSPORT="outbox"');
  if (!has("PUBLIC_ORIGIN")) lines.push(`PUBLIC_ORIGIN="${origin}"`);
  if (!has("TOKEN_SIGNING_SECRET")) lines.push(`TOKEN_SIGNING_SECRET="${randomBytes(32).toString("base64url")}"`);
  if (!has("PASS_SIGNING_KEY")) lines.push(`PASS_SIGNING_KEY='${generatePassSigningKey()}'`);
  if (lines.length > 0) {
    const header = existing ? "" : "# Local development only (written by `npm start`). Never used in production.\n";
    writeFileSync(path, `${existing}${existing && !existing.endsWith("\n") ? "\n" : ""}${header}${lines.join("\n")}\n`);
  }
}
