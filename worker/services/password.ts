/**
 * Password hashing (docs/decisions/0004-pbkdf2-at-the-workers-ceiling.md): PBKDF2-SHA512 through WebCrypto, 100,000
 * iterations (the Workers runtime rejects more; local workerd does not enforce the cap), 16-byte
 * random salt, stored as `pbkdf2-sha512$<iterations>$<salt b64url>$<hash b64url>` so the
 * parameters can be raised on a later login ({@link needsRehash}). Also: the empty value of an
 * account without a password ({@link NO_PASSWORD}) and the refusal of common new passwords
 * ({@link assertUncommonPassword}).
 */
import { base64url } from "jose";
import { COMMON_PASSWORD_MESSAGE } from "../contract/auth";
import { timingSafeEqual } from "../lib/crypto";
import { InvalidInputError } from "./errors";

/** Production cap of the Workers runtime for PBKDF2 (platform limit). */
const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 512;
const SCHEME = "pbkdf2-sha512";

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-512", salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

/** Hashes a password with a fresh salt. Costs one PBKDF2 run (tens of ms of CPU). */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return `${SCHEME}$${PBKDF2_ITERATIONS}$${base64url.encode(salt)}$${base64url.encode(hash)}`;
}

/** Checks a password against a stored string in constant time; false for unknown formats. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterations, salt, hash] = stored.split("$");
  if (scheme !== SCHEME || !iterations || !salt || !hash) return false;
  const count = Number(iterations);
  if (!Number.isInteger(count) || count < 1 || count > PBKDF2_ITERATIONS) return false;
  const expected = base64url.decode(hash);
  const actual = await derive(password, base64url.decode(salt), count);
  return timingSafeEqual(actual, expected);
}

/** True when a stored hash uses weaker parameters than today's and should be replaced. */
export function needsRehash(stored: string): boolean {
  const [scheme, iterations] = stored.split("$");
  return scheme !== SCHEME || Number(iterations) < PBKDF2_ITERATIONS;
}

/**
 * The stored value of an account without a usable password (`users.password`): the first
 * confirmation of the address withdraws the password set before it, until the confirmed owner
 * chooses one (docs/decisions/0010-confirmation-proves-the-mailbox.md). {@link verifyPassword}
 * never accepts it.
 */
export const NO_PASSWORD = "";

/** True when `stored` is a password hash, false for {@link NO_PASSWORD}. */
export function hasPassword(stored: string): boolean {
  return stored !== NO_PASSWORD;
}

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/**
 * True when `password`, lower-cased, is on the common-password list of zxcvbn-ts
 * (`@zxcvbn-ts/language-common`, "passwords-common": about 49,000 of the most used passwords,
 * all lower case). NIST SP 800-63B section 3.1.1.2 asks verifiers to refuse passwords from such
 * lists. The list is loaded on first use and kept per isolate (a few ms once).
 */
async function isCommonPassword(password: string): Promise<boolean> {
  commonPasswords ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"]),
  );
  return (await commonPasswords).has(password.toLowerCase());
}

/**
 * Refuses a new password that is one of the most common ones (registration, password reset and
 * choosing a password after the confirmation; never at sign-in, so existing accounts keep working).
 * @throws DomainError 400 {@link COMMON_PASSWORD_MESSAGE}.
 */
export async function assertUncommonPassword(password: string): Promise<void> {
  if (await isCommonPassword(password)) throw new InvalidInputError(COMMON_PASSWORD_MESSAGE);
}
