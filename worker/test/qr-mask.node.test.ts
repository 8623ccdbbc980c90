/**
 * worker/lib/qr.ts replaces qrcode-svg's mask choice with a faster computation of the same
 * penalty. This runs in Node (the "node" vitest project) because it needs a second, untouched copy
 * of the library, evaluated from its own source, which workerd's ban on code from strings forbids.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type QRCode from "qrcode-svg";
import { describe, expect, it } from "vitest";
import { qrMatrix } from "../lib/qr";

/** qrcode-svg as published: its source evaluated into a fresh module, so no change reaches it. */
function untouchedQrCode(): typeof QRCode {
  const source = readFileSync(createRequire(import.meta.url).resolve("qrcode-svg"), "utf8");
  const module = { exports: {} as unknown };
  new Function("module", "exports", source)(module, module.exports);
  return module.exports as typeof QRCode;
}

/** Deterministic text of `length` characters drawn from `alphabet` (a linear congruential walk). */
function text(length: number, seed: number, alphabet: string): string {
  let state = seed;
  let out = "";
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    out += alphabet[state % alphabet.length];
  }
  return out;
}

/**
 * The untouched library draws 72 codes, up to version 40, at its own speed: 3.5 to 8 s on a busy
 * 2-core machine, over vitest's default 5 s.
 */
const DRAWING_TIMEOUT_MS = 30_000;

describe("qrMatrix's mask choice (worker/lib/qr.ts)", () => {
  it("draws exactly the code qrcode-svg draws, at sizes from version 1 to 40", { timeout: DRAWING_TIMEOUT_MS }, () => {
    const Library = untouchedQrCode();
    const tokenAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.";
    const cases = [
      ...[1, 5, 17, 40, 90, 150, 270, 400, 700, 1200, 2328].map((length, i) => text(length, i + 1, tokenAlphabet)),
      ...Array.from({ length: 60 }, (_, i) => text(200 + i * 3, 100 + i, tokenAlphabet)),
      text(120, 7, "مريم الحداد Núñez 0123"),
    ];
    const versions = new Set<number>();
    for (const content of cases) {
      const expected = new Library({ content, ecl: "M" }).qrcode;
      versions.add(expected.typeNumber);
      expect(qrMatrix(content)).toEqual(expected.modules.map((row) => row.map(Boolean)));
    }
    expect(versions.size).toBeGreaterThan(10);
  });
});
