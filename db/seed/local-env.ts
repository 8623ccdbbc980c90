/**
 * Local development settings: writes `.dev.vars` (git-ignored) once with development-only values
 * the Worker reads in `vite dev` / `vite preview`: the outbox email transport, the local origin,
 * and freshly generated secrets (an Ed25519 pass-signing key, an HMAC secret and the Web Push
 * key pair). The same
 * generators make the deployed values: `npm run deploy` (scripts/deploy.ts) sets them on a Worker
 * that lacks them (README, Deploying to Cloudflare).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { generateKeyPairSync, randomBytes } from "node:crypto";

/**
 * Generates a `PASS_SIGNING_KEY`: an Ed25519 private key as a JWK JSON string (RFC 8037) whose
 * `kid` is `<kidPrefix>-<8 random hex digits>` (the key id published with the public half,
 * worker/services/pass-token.ts).
 */
export function generatePassSigningKey(kidPrefix = "local"): string {
  const { privateKey } = generateKeyPairSync("ed25519");
  return JSON.stringify({
    ...privateKey.export({ format: "jwk" }),
    kid: `${kidPrefix}-${randomBytes(4).toString("hex")}`,
  });
}

/**
 * Generates a `TOKEN_SIGNING_SECRET`: 32 random bytes, base64url (43 characters), the HMAC-SHA256
 * key of unsubscribe links (worker/services/unsubscribe.ts); RFC 2104, section 3, discourages keys
 * shorter than the hash's 32-byte output.
 */
export function generateTokenSigningSecret(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * Generates `VAPID_KEYS`, the application server's key pair of Web Push (RFC 8292): JSON
 * `{ publicKey, privateKey }`, the uncompressed P-256 public point (65 bytes) and the private
 * scalar `d` (32 bytes), both base64url without padding, as browsers' `applicationServerKey` and
 * @block65/webcrypto-web-push read them. One secret holds both so the halves always pair.
 */
export function generateVapidKeys(): string {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const point = publicKey.export({ format: "der", type: "spki" }).subarray(-65);
  return JSON.stringify({ publicKey: point.toString("base64url"), privateKey: privateKey.export({ format: "jwk" }).d });
}

/**
 * The settings of a `.dev.vars` file (`NAME="value"`, `NAME='value'` or `NAME=value` lines; `#`
 * comments), in order. Values are kept as written, quotes included, to be written back unchanged.
 */
function readDevVars(text: string): Map<string, string> {
  const settings = new Map<string, string>();
  for (const line of text.split("\n")) {
    const setting = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=(.*)$/.exec(line);
    if (setting) settings.set(setting[1]!, setting[2]!.trim());
  }
  return settings;
}

/**
 * Writes the `.dev.vars` that `vite preview` reads beside the build (`buildPath`, in
 * dist/<worker>/): every setting of the project's own `.dev.vars` (`projectPath`), so a setting
 * changed there (`EMAIL_TRANSPORT="failing"`, README) takes effect, over the secrets the build
 * copied, with `PUBLIC_ORIGIN` set to this run's `origin` (the links in emails point at the port
 * this run serves, whichever port the last run used).
 */
export function writeBuildDevVars(buildPath: string, projectPath: string, origin: string): void {
  const settings = readDevVars(existsSync(buildPath) ? readFileSync(buildPath, "utf8") : "");
  for (const [name, value] of readDevVars(readFileSync(projectPath, "utf8"))) settings.set(name, value);
  settings.set("PUBLIC_ORIGIN", `"${origin}"`);
  const lines = [...settings].map(([name, value]) => `${name}=${value}`);
  writeFileSync(
    buildPath,
    `# Written by \`npm start\` from .dev.vars for this run. Local only.\n${lines.join("\n")}\n`,
  );
}

/** Ensures `.dev.vars` exists at `path` with every local setting; keeps existing values. */
export async function ensureDevVars(path: string, origin: string): Promise<void> {
  const existing = existsSync(path) ? readFileSync(path, "utf8") : "";
  const has = (name: string) => new RegExp(`^${name}=`, "m").test(existing);
  const lines: string[] = [];
  if (!has("EMAIL_TRANSPORT")) lines.push('EMAIL_TRANSPORT="outbox"');
  if (!has("PUBLIC_ORIGIN")) lines.push(`PUBLIC_ORIGIN="${origin}"`);
  // The printed admin sign-in works without a second factor locally (README, Security).
  if (!has("ADMIN_REQUIRE_MFA")) lines.push('ADMIN_REQUIRE_MFA="false"');
  if (!has("TOKEN_SIGNING_SECRET")) lines.push(`TOKEN_SIGNING_SECRET="${generateTokenSigningSecret()}"`);
  if (!has("PASS_SIGNING_KEY")) lines.push(`PASS_SIGNING_KEY='${generatePassSigningKey()}'`);
  if (!has("VAPID_KEYS")) lines.push(`VAPID_KEYS='${generateVapidKeys()}'`);
  if (lines.length > 0) {
    const header = existing ? "" : "# Local development only (written by `npm start`). Never used in production.\n";
    writeFileSync(path, `${existing}${existing && !existing.endsWith("\n") ? "\n" : ""}${header}${lines.join("\n")}\n`);
  }
}
