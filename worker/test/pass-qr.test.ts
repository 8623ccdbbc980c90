import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { passPdfFileName } from "../contract/pass-file";
import { signPassToken, verifyPassToken } from "../services/pass-token";
import { QR_QUIET_ZONE, qrMatrix, qrPng, qrRuns, qrSvg } from "../lib/qr";
import { decodeQrPng, decodeQrSvg } from "./pass-helpers";

const subject = { id: 42, candidateNumber: 7, firstName: "Layla", lastName: "Haddad", passVersion: 1 };

describe("QR codes for other features (worker/lib/qr.ts)", () => {
  it("qrSvg encodes any text that a QR decoder reads back", () => {
    expect(decodeQrSvg(qrSvg("https://conference2025.com/app/my-pass"))).toBe("https://conference2025.com/app/my-pass");
  });

  it("qrPng is a greyscale PNG with whole pixels per module that decodes to the text", async () => {
    const token = await signPassToken(env, subject);
    const png = qrPng(token, { scale: 4 });
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const decoded = await decodeQrPng(png);
    expect(decoded.width).toBe((qrMatrix(token).length + 2 * QR_QUIET_ZONE) * 4);
    expect(decoded.text).toBe(token);
  });

  it("qrRuns lists exactly the dark modules, one run per stretch of a row", () => {
    const matrix = [
      [true, true, false, true],
      [false, true, true, true],
      [false, false, false, false],
    ];
    expect(qrRuns(matrix)).toEqual([
      { row: 0, start: 0, end: 2 },
      { row: 0, start: 3, end: 4 },
      { row: 1, start: 1, end: 4 },
    ]);
  });

  it("encodes UTF-8 text and the longest pass token alike", async () => {
    // qrcode-svg marks non-ASCII text as UTF-8 with a byte-order mark (worker/lib/qr.ts).
    expect(decodeQrSvg(qrSvg("مريم Núñez"))).toBe("\uFEFFمريم Núñez");
    const token = await signPassToken(env, { ...subject, firstName: "ن".repeat(100), lastName: "ß".repeat(100) });
    expect(decodeQrSvg(qrSvg(token))).toBe(token);
  });

  it("rejects empty text", () => {
    expect(() => qrSvg("")).toThrow();
  });
});

describe("pass tokens (worker/services/pass-token.ts)", () => {
  it("signs deterministically and verifies its own tokens only", async () => {
    const token = await signPassToken(env, subject);
    expect(await signPassToken(env, subject)).toBe(token);
    expect(await verifyPassToken(env, token)).toEqual({
      sub: "42",
      cn: 7,
      name: "Layla Haddad",
      ev: ["AC2025", "GC_POWERLIST"],
      pv: 1,
    });
    const [header, payload, signature] = token.split(".");
    const altered = btoa(
      JSON.stringify({ sub: "43", cn: 7, name: "Layla Haddad", ev: ["AC2025", "GC_POWERLIST"] }),
    ).replace(/=+$/, "");
    expect(await verifyPassToken(env, `${header}.${altered}.${signature}`)).toBeNull();
    const flipped = `${signature!.slice(0, 10)}${signature![10] === "A" ? "B" : "A"}${signature!.slice(11)}`;
    expect(await verifyPassToken(env, `${header}.${payload}.${flipped}`)).toBeNull();
    expect(await verifyPassToken(env, "not-a-token")).toBeNull();
  });

  it("cuts long names so the code stays scannable", async () => {
    const long = { ...subject, firstName: "A".repeat(100), lastName: "B".repeat(100) };
    const claims = await verifyPassToken(env, await signPassToken(env, long));
    expect(claims?.name).toHaveLength(60);
  });
});

describe("passPdfFileName (docs/api.md)", () => {
  it.each([
    ["Layla", "Haddad", "Layla-Haddad-event-pass.pdf"],
    [" Mary Ann ", "O'Neil", "Mary-Ann-ONeil-event-pass.pdf"],
    ["../etc", "pa\\ss\u0000wd", "..etc-passwd-event-pass.pdf"],
    ["مريم", "Núñez", "مريم-Núñez-event-pass.pdf"],
    ["***", "", "event-pass.pdf"],
  ])("%j %j -> %s", (first, last, expected) => {
    expect(passPdfFileName(first, last)).toBe(expected);
  });
});
