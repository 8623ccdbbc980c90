/**
 * One-time secrets sent by email (password reset and login links). The email carries the token;
 * the database keeps only its SHA-256 (hex), so a leaked table cannot be replayed. Tokens are
 * 32 random bytes as base64url (43 characters, ONE_TIME_TOKEN_PATTERN in contract/account.ts).
 */
import { randomToken, sha256Hex } from "../lib/crypto";

/** A fresh token and the hash to store. The token is returned once: never log it. */
export async function newOneTimeToken(): Promise<{ token: string; hash: string }> {
  const token = randomToken(32);
  return { token, hash: await sha256Hex(token) };
}

/**
 * True when an insert failed because the referenced user no longer exists (D1 enforces foreign
 * keys: "FOREIGN KEY constraint failed").
 */
export function isMissingUser(error: unknown): boolean {
  return String(error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : error).includes(
    "FOREIGN KEY constraint failed",
  );
}
