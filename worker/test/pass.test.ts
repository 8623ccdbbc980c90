import { env } from "cloudflare:workers";
import type { ClientResponse } from "hono/client";
import { createLocalJWKSet, exportJWK, generateKeyPair, jwtVerify } from "jose";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { PASS_KEY_CACHE_CONTROL } from "../routes/pass";
import { attachmentDisposition } from "../services/pass-files";
import type { PassPublicKeySet } from "../services/pass-token";
import { answer, api, expectJson, registerAdmin, registerDelegate } from "./helpers";
import { decodePdfQr, decodeQrSvg, pageTexts } from "./pass-helpers";

/**
 * GET /api/pass/public-key's JWK Set. The route also answers 304 with a plain Response, so Hono
 * does not type its JSON: the body is read as the service's type.
 */
async function publishedKeys(response?: ClientResponse<unknown, number, string>): Promise<PassPublicKeySet> {
  return (await expectJson(response ?? api().pass["public-key"].$get(), 200)) as PassPublicKeySet;
}

/** GET of one of the two pass files of `userId`, as `token`. */
const passFile = {
  qrcode: (userId: number | string, token?: string) =>
    api(token).qrcode[":userId"].$get({ param: { userId: String(userId) } }),
  "pass-pdf": (userId: number | string, token?: string) =>
    api(token)["pass-pdf"][":userId"].$get({ param: { userId: String(userId) } }),
};

async function qrOf(userId: number, token: string) {
  const response = await passFile.qrcode(userId, token);
  expect(response.status).toBe(200);
  return { response, svg: await response.text() };
}

async function pdfOf(userId: number, token: string) {
  const response = await passFile["pass-pdf"](userId, token);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("application/pdf");
  const doc = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
  return { response, doc, texts: pageTexts(doc, doc.getPage(0)) };
}

async function passObjects(userId: number): Promise<string[]> {
  return (await env.MEDIA.list({ prefix: `passes/${userId}/` })).objects.map((o) => o.key).sort();
}

describe("GET /api/pass/public-key", () => {
  it("publishes the Ed25519 public key as a JWK Set without the private part", async () => {
    const { keys } = await publishedKeys();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: "OKP", crv: "Ed25519", alg: "EdDSA", use: "sig" });
    expect(keys[0]).not.toHaveProperty("d");
    expect(keys[0]!.kid).toBe(JSON.parse(env.PASS_SIGNING_KEY).kid);
  });

  it("is sent with a short public max-age and an ETag of the set, and revalidates to 304", async () => {
    const response = await api().pass["public-key"].$get();
    expect(response.headers.get("Cache-Control")).toBe(PASS_KEY_CACHE_CONTROL);
    const etag = response.headers.get("ETag");
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const revalidated = await api().pass["public-key"].$get(undefined, { headers: { "If-None-Match": etag! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("ETag")).toBe(etag);
    expect(revalidated.headers.get("Cache-Control")).toBe(PASS_KEY_CACHE_CONTROL);
  });

  it("publishes a rotated key at once, with a different ETag, even right after the old one was served", async () => {
    const before = await api().pass["public-key"].$get();
    const oldKey = (await publishedKeys(before)).keys[0]!;
    const { privateKey } = await generateKeyPair("EdDSA", { crv: "Ed25519", extractable: true });
    const rotated = JSON.stringify({ ...(await exportJWK(privateKey)), kid: "rotated-key" });

    const after = await api(undefined, { bindings: { PASS_SIGNING_KEY: rotated } }).pass["public-key"].$get(undefined, {
      headers: { "If-None-Match": before.headers.get("ETag")! },
    });
    const { keys } = await publishedKeys(after);
    expect(after.headers.get("ETag")).toMatch(/^"[0-9a-f]{64}"$/);
    expect(after.headers.get("ETag")).not.toBe(before.headers.get("ETag"));
    expect(keys).toEqual([
      { kty: "OKP", crv: "Ed25519", x: JSON.parse(rotated).x, kid: "rotated-key", alg: "EdDSA", use: "sig" },
    ]);
    expect(keys[0]!.x).not.toBe(oldKey.x);
  });
});

describe("GET /api/qrcode/{userId}", () => {
  it("serves an SVG whose QR code decodes to a token that verifies with the published key", async () => {
    const user = await registerDelegate({ firstName: "Layla", lastName: "Haddad" });
    const { response, svg } = await qrOf(user.id, user.authToken);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(response.headers.get("Content-Security-Policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'; sandbox; style-src 'unsafe-inline'",
    );
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|href=/i);

    const token = decodeQrSvg(svg);
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const { payload, protectedHeader } = await jwtVerify(token!, createLocalJWKSet(await publishedKeys()), {
      algorithms: ["EdDSA"],
    });
    expect(protectedHeader.alg).toBe("EdDSA");
    expect(payload).toEqual({
      sub: String(user.id),
      cn: user.candidateNumber,
      name: "Layla Haddad",
      ev: ["AC2025", "GC_POWERLIST"],
      pv: 1,
    });
  });

  it("stores the file in R2, reuses it while the details are unchanged and regenerates it after an edit", async () => {
    const user = await registerDelegate({ firstName: "Omar", lastName: "Khalid" });
    const first = await qrOf(user.id, user.authToken);
    const etag = first.response.headers.get("ETag");
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const stored = await passObjects(user.id);
    expect(stored).toEqual([`passes/${user.id}/${etag!.slice(1, -1)}/qr.svg`]);

    const again = await qrOf(user.id, user.authToken);
    expect(again.response.headers.get("ETag")).toBe(etag);
    expect(again.svg).toBe(first.svg);
    const revalidated = await api(user.authToken).qrcode[":userId"].$get(
      { param: { userId: String(user.id) } },
      { headers: { "If-None-Match": etag! } },
    );
    expect(revalidated.status).toBe(304);

    const edit = { firstName: "Omar", lastName: "Al-Khalid", title: "Partner", company: "New Co" };
    expect((await api(user.authToken).profile.$patch({ json: edit })).status).toBe(200);
    const edited = await qrOf(user.id, user.authToken);
    const newEtag = edited.response.headers.get("ETag")!;
    expect(newEtag).not.toBe(etag);
    expect(await passObjects(user.id)).toEqual([`passes/${user.id}/${newEtag.slice(1, -1)}/qr.svg`]);
    const { payload } = await jwtVerify(decodeQrSvg(edited.svg)!, createLocalJWKSet(await publishedKeys()));
    expect(payload.name).toBe("Omar Al-Khalid");
  });
});

describe("GET /api/pass-pdf/{userId}", () => {
  it("is a one-page 2:3 PDF with the pass fields, the event and the QR code", async () => {
    const user = await registerDelegate({ firstName: "Layla", lastName: "Haddad", company: "Gulf Energy Partners" });
    const { response, doc, texts } = await pdfOf(user.id, user.authToken);
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="Layla-Haddad-event-pass.pdf"');
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect(width / height).toBeCloseTo(2 / 3, 5);
    expect(doc.getTitle()).toContain("Layla Haddad");
    const number = `#${String(user.candidateNumber).padStart(2, "0")}`;
    for (const text of [
      "Layla",
      "Haddad",
      "Gulf Energy Partners",
      "DELEGATE",
      number,
      "Conference 2025",
      "Monday, October 13, 2025",
    ]) {
      expect(texts).toContain(text);
    }
    expect(texts.join("\n")).toContain("8:00 AM - 12:30 PM");
    expect(texts.join("\n")).toContain("JW Marriott Hotel Kuwait City");
    // The printed QR code reads back as the pass token the QR image carries.
    const token = decodeQrSvg((await qrOf(user.id, user.authToken)).svg);
    expect(token).toMatch(/^ey/);
    expect(decodePdfQr(doc, doc.getPage(0))).toBe(token);
  });

  it("renders Arabic and accented names without failing", async () => {
    const user = await registerDelegate({ firstName: "مريم", lastName: "Núñez-Gómez", company: "شركة الطاقة" });
    const { response, doc, texts } = await pdfOf(user.id, user.authToken);
    expect(doc.getPageCount()).toBe(1);
    expect(texts).toContain("Núñez-Gómez");
    expect(doc.getTitle()).toContain("مريم Núñez-Gómez");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="_-Nunez-Gomez-event-pass.pdf"; filename*=UTF-8''${encodeURIComponent("مريم-Núñez-Gómez-event-pass.pdf")}`,
    );
  });

  it("follows the holder's language: after a switch to Arabic, a new file with Arabic labels, right to left", async () => {
    const user = await registerDelegate({ firstName: "Layla", lastName: "Haddad", company: "Gulf Energy Partners" });
    const english = await pdfOf(user.id, user.authToken);
    await expectJson(api(user.authToken).user.locale.$put({ json: { locale: "ar" } }), 200);
    const { response, doc, texts } = await pdfOf(user.id, user.authToken);
    expect(response.headers.get("ETag")).not.toBe(english.response.headers.get("ETag"));
    expect(doc.getTitle()).toBe("بطاقة مؤتمر 2025 – Layla Haddad");
    expect(doc.getSubject()).toBe(`بطاقة حضور مؤتمر 2025 رقم #${String(user.candidateNumber).padStart(2, "0")}`);
    // Names, company and the Latin runs of the Arabic lines are drawn as they are: "8:00 ص - 12:30 م"
    // is drawn in visual order, its times as runs of their own (worker/services/pass-bidi.ts).
    for (const text of ["Layla", "Haddad", "Gulf Energy Partners", "8:00", "12:30", "2025"])
      expect(texts).toContain(text);
    expect(texts).not.toContain("DELEGATE");
    expect(texts.join("\n")).not.toContain("Monday");
    expect(texts.join("\n")).not.toContain("Admits");
    expect(decodePdfQr(doc, doc.getPage(0))).toBe(decodePdfQr(english.doc, english.doc.getPage(0)));
  });

  it("stores the PDF next to the QR code and serves the stored copy again", async () => {
    const user = await registerDelegate();
    const first = await pdfOf(user.id, user.authToken);
    const hash = first.response.headers.get("ETag")!.slice(1, -1);
    await qrOf(user.id, user.authToken);
    expect(await passObjects(user.id)).toEqual([
      `passes/${user.id}/${hash}/pass.pdf`,
      `passes/${user.id}/${hash}/qr.svg`,
    ]);
    const again = await pdfOf(user.id, user.authToken);
    expect(again.response.headers.get("ETag")).toBe(`"${hash}"`);
    expect(again.doc.getTitle()).toBe(first.doc.getTitle());
  });
});

describe("pass access", () => {
  it.each(["qrcode", "pass-pdf"] as const)(
    "/api/%s: 401 anonymous, 403 for another delegate, 200 for the owner and an admin",
    async (path) => {
      const owner = await registerDelegate();
      const other = await registerDelegate();
      const admin = await registerAdmin();
      const anonymous = await answer(passFile[path](owner.id));
      expect(anonymous.status).toBe(401);
      const forbidden = await answer(passFile[path](owner.id, other.authToken));
      expect(forbidden).toMatchObject({ status: 403, body: { message: "You can only access your own pass" } });
      expect((await passFile[path](owner.id, owner.authToken)).status).toBe(200);
      expect((await passFile[path](owner.id, admin.authToken)).status).toBe(200);
    },
  );

  it("answers 403 for unknown ids to delegates, 404 to admins and 400 for malformed ids", async () => {
    const delegate = await registerDelegate();
    const admin = await registerAdmin();
    expect((await answer(passFile.qrcode(999999, delegate.authToken))).status).toBe(403);
    expect(await answer(passFile["pass-pdf"](999999, admin.authToken))).toMatchObject({
      status: 404,
      body: { message: "Pass not found" },
    });
    for (const id of ["abc", "07", "9999999999999999"]) {
      // 16 digits reach past Number.MAX_SAFE_INTEGER: refused like any other malformed id.
      expect(await answer(passFile.qrcode(id, admin.authToken))).toMatchObject({
        status: 400,
        body: { message: "Invalid user id" },
      });
    }
  });

  it("accepts the HttpOnly session cookie for these GET requests (images and downloads)", async () => {
    const owner = await registerDelegate();
    const response = await api().qrcode[":userId"].$get(
      { param: { userId: String(owner.id) } },
      { headers: { Cookie: `__Host-session=${owner.authToken}` } },
    );
    expect(response.status).toBe(200);
  });
});

describe("attachmentDisposition (RFC 6266)", () => {
  it("keeps ASCII names, and adds filename* for others with a safe ASCII fallback", () => {
    expect(attachmentDisposition("A-B-event-pass.pdf")).toBe('attachment; filename="A-B-event-pass.pdf"');
    expect(attachmentDisposition("José-D'Souza (x).pdf")).toBe(
      `attachment; filename="Jose-D'Souza (x).pdf"; filename*=UTF-8''Jos%C3%A9-D%27Souza%20%28x%29.pdf`,
    );
  });
});
