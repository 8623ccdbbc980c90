/**
 * Password hashes (docs/decisions/0004-pbkdf2-at-the-workers-ceiling.md): the stored format,
 * verification in constant time, and refusal of anything else.
 */
import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, verifyPassword } from "../services/password";

describe("password hashes", () => {
  it("verifies the password it hashed and nothing else", async () => {
    const stored = await hashPassword("Falcon-Harbour-91");
    expect(stored).toMatch(/^pbkdf2-sha512\$100000\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(await verifyPassword("Falcon-Harbour-91", stored)).toBe(true);
    expect(await verifyPassword("Falcon-Harbour-92", stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it("refuses a stored hash of another length, scheme or iteration count instead of throwing", async () => {
    const stored = await hashPassword("Falcon-Harbour-91");
    const [scheme, iterations, salt, hash] = stored.split("$");
    expect(await verifyPassword("Falcon-Harbour-91", [scheme, iterations, salt, hash!.slice(0, 40)].join("$"))).toBe(
      false,
    );
    expect(await verifyPassword("Falcon-Harbour-91", ["bcrypt", iterations, salt, hash].join("$"))).toBe(false);
    expect(await verifyPassword("Falcon-Harbour-91", [scheme, "200000", salt, hash].join("$"))).toBe(false);
    expect(needsRehash([scheme, "10000", salt, hash].join("$"))).toBe(true);
  });
});
