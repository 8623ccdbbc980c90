/**
 * Sponsors (docs/api.md#sponsors; docs/product.md#sponsors): the organisers' calls (GET, POST,
 * PATCH and DELETE /api/admin/sponsors, the logo and the order), the public GET /api/sponsors and
 * the logos served from R2 through the photos' pipeline: refused when not a raster image (an SVG
 * with a script, HTML, a PDF) or too large, never served as active content.
 */
import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FORBIDDEN_MESSAGE, NOT_AUTHENTICATED_MESSAGE } from "../middleware/auth";
import { MAX_IMAGE_BYTES } from "../contract/image-upload";
import type { Sponsor } from "../contract/sponsors";
import { createDb } from "../db";
import { mediaKeyOf, mediaVariantKey } from "../services/media";
import { updateSponsorOrder } from "../services/sponsors";
import { fileOf, multipart } from "./admin-helpers";
import { pngOf, webpSize } from "./images";
import { answer, api, call, callJson, clearTables, expectJson, registerAdmin, registerDelegate } from "./helpers";
import { countingD1 } from "./query-counter";

let adminToken = "";
let delegateToken = "";
beforeAll(async () => {
  adminToken = (await registerAdmin()).authToken;
  delegateToken = (await registerDelegate()).authToken;
});
beforeEach(async () => {
  await clearTables("sponsors");
  const stored = await env.MEDIA.list({ prefix: "sponsors/" });
  if (stored.objects.length > 0) await env.MEDIA.delete(stored.objects.map((o) => o.key));
});

const SVG_WITH_SCRIPT = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
);

/** POST /api/admin/sponsors with multipart `fields`, as `token` (the admin by default). */
const postSponsor = (fields: Record<string, string | File>, token = adminToken) =>
  api(token).admin.sponsors.$post(undefined, multipart(fields));

/** Adds a sponsor with a real PNG logo and answers it. */
async function addSponsor(name: string, tier?: string, websiteUrl = ""): Promise<Sponsor> {
  const fields: Record<string, string | File> = {
    name,
    websiteUrl,
    logo: fileOf(await pngOf(60, 20), "logo.png", "image/png"),
  };
  if (tier) fields.tier = tier;
  return expectJson(postSponsor(fields), 201);
}

const publicList = () => expectJson(api().sponsors.$get(), 200);
const adminList = () => expectJson(api(adminToken).admin.sponsors.$get(), 200);
const patch = (id: number, json: Record<string, unknown>, token = adminToken) =>
  callJson(`/api/admin/sponsors/${id}`, { method: "PATCH", body: json, token });

/** What a refused call must leave: the rows and the stored objects as they were. */
async function state() {
  const { results } = await env.DB.prepare("SELECT * FROM sponsors ORDER BY id").all();
  const objects = await env.MEDIA.list({ prefix: "sponsors/" });
  return { rows: results, objects: objects.objects.map((o) => o.key).sort() };
}

describe("POST /api/admin/sponsors", () => {
  it("adds an active sponsor, last in its tier, with its logo stored under a server-made key", async () => {
    const first = await addSponsor("Gulf Bank", "gold", "https://www.gulfbank.example");
    expect(first).toMatchObject({
      name: "Gulf Bank",
      tier: "gold",
      websiteUrl: "https://www.gulfbank.example",
      isActive: true,
      displayOrder: 1,
    });
    expect(first.logoUrl).toMatch(/^\/api\/media\/sponsors\/[0-9a-f-]{36}\.png$/);
    expect(await env.MEDIA.head(mediaKeyOf(first.logoUrl)!)).not.toBeNull();
    expect((await addSponsor("Zain", "gold")).displayOrder).toBe(2);
    expect(await addSponsor("Kuwait Energy")).toMatchObject({ tier: "standard", websiteUrl: null, displayOrder: 1 });
  });

  it.each([
    ["no logo", { name: "Acme" }, 400, "Please choose a logo"],
    ["an empty logo", { name: "Acme", logo: fileOf(new Uint8Array(0), "l.png") }, 400, "Please choose a logo"],
    ["no name", { name: "  ", logo: "png" }, 400, "Sponsor name is required"],
    [
      "an unknown tier",
      { name: "Acme", tier: "diamond", logo: "png" },
      400,
      "Tier must be platinum, gold, silver or standard",
    ],
    [
      "a website that is not http(s)",
      { name: "Acme", websiteUrl: "javascript:alert(1)", logo: "png" },
      400,
      "Please enter a valid URL",
    ],
    [
      "an SVG logo with a script",
      { name: "Acme", logo: fileOf(SVG_WITH_SCRIPT, "logo.svg", "image/svg+xml") },
      400,
      "Please select an image file (JPEG, PNG, GIF or WebP)",
    ],
    [
      "HTML named logo.png",
      {
        name: "Acme",
        logo: fileOf(new TextEncoder().encode("<html><script>alert(1)</script>"), "logo.png", "image/png"),
      },
      400,
      "Please select an image file (JPEG, PNG, GIF or WebP)",
    ],
    [
      "a PDF",
      { name: "Acme", logo: fileOf(new TextEncoder().encode("%PDF-1.7\n"), "logo.pdf", "application/pdf") },
      400,
      "Please select an image file (JPEG, PNG, GIF or WebP)",
    ],
  ] as const)("refuses %s with a message and stores nothing", async (_name, fields, status, message) => {
    const form: Record<string, string | File> = { ...fields };
    if (form.logo === "png") form.logo = fileOf(await pngOf(4, 4), "l.png");
    const before = await state();
    expect(await answer(postSponsor(form))).toMatchObject({ status, body: { message } });
    expect(await state()).toEqual(before);
  });

  it("refuses a logo over 5 MB with 413 and stores nothing", async () => {
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(await pngOf(4, 4));
    const response = await postSponsor({ name: "Acme", logo: fileOf(big, "big.png") });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "The image is larger than 5 MB. Please choose a smaller file." });
    expect(await state()).toEqual({ rows: [], objects: [] });
  });

  it("refuses JSON instead of multipart", async () => {
    const response = await callJson("/api/admin/sponsors", { token: adminToken, body: { name: "Acme" } });
    expect(response).toMatchObject({ status: 400, body: { message: "Please send the file as multipart/form-data" } });
  });
});

describe("the logo as served", () => {
  it("is the raster file with its type, nosniff and a sandboxing CSP, and a WebP within a 2:1 box at ?w=", async () => {
    const png = await pngOf(600, 100);
    const sponsor = await expectJson(
      postSponsor({ name: "Wide", logo: fileOf(png, "../../x.svg", "image/svg+xml") }),
      201,
    );
    const served = await call(sponsor.logoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(served.headers.get("Content-Security-Policy")).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);

    const small = await call(`${sponsor.logoUrl}?w=240`);
    expect(small.headers.get("Content-Type")).toBe("image/webp");
    expect(small.headers.get("Content-Security-Policy")).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(webpSize(new Uint8Array(await small.arrayBuffer()))).toEqual({ width: 240, height: 40 });
    // The 2x box, 480 x 240: the 6:1 logo fills its width.
    expect(webpSize(new Uint8Array(await (await call(`${sponsor.logoUrl}?w=480`)).arrayBuffer()))).toEqual({
      width: 480,
      height: 80,
    });
    const bad = await callJson(`${sponsor.logoUrl}?w=96`);
    expect(bad).toMatchObject({ status: 400, body: { message: "w must be one of 240, 480" } });
  });

  it("is never enlarged, and nothing outside the sponsor logos is reachable", async () => {
    const sponsor = await expectJson(postSponsor({ name: "Small", logo: fileOf(await pngOf(100, 30), "s.png") }), 201);
    expect(webpSize(new Uint8Array(await (await call(`${sponsor.logoUrl}?w=480`)).arrayBuffer()))).toEqual({
      width: 100,
      height: 30,
    });
    await env.MEDIA.put("outbox/secret.eml", "Subject: reset link");
    expect((await call("/api/media/sponsors/..%2Foutbox%2Fsecret.eml")).status).toBe(404);
    expect((await call("/api/media/sponsors/00000000-0000-0000-0000-000000000000.png")).status).toBe(404);
  });
});

describe("GET /api/sponsors", () => {
  it("lists the active sponsors by tier, then display order, each with its logo URL, for anyone", async () => {
    const standard = await addSponsor("Standard One");
    const silver = await addSponsor("Silver One", "silver");
    const gold2 = await addSponsor("Gold Two", "gold");
    const platinum = await addSponsor("Platinum One", "platinum");
    const gold1 = await addSponsor("Gold One", "gold");
    const hidden = await addSponsor("Hidden", "platinum");
    expect((await patch(hidden.id, { isActive: false })).status).toBe(200);
    await expectJson(
      api(adminToken).admin.sponsors["update-order"].$post({
        json: {
          sponsors: [
            { id: gold1.id, displayOrder: 1 },
            { id: gold2.id, displayOrder: 2 },
          ],
        },
      }),
      200,
    );
    const response = await api().sponsors.$get();
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    const list = (await response.json()) as Sponsor[];
    expect(list.map((s) => s.name)).toEqual(["Platinum One", "Gold One", "Gold Two", "Silver One", "Standard One"]);
    expect(list[0]!.logoUrl).toBe(platinum.logoUrl);
    expect(list.every((s) => s.isActive)).toBe(true);
    expect([standard, silver].every((s) => list.some((l) => l.id === s.id))).toBe(true);
    // The admin list holds the inactive one too, and is never stored by a cache.
    const all = await api(adminToken).admin.sponsors.$get();
    expect(all.headers.get("Cache-Control")).toBe("private, no-store");
    expect(((await all.json()) as Sponsor[]).map((s) => s.name)).toContain("Hidden");
  });

  it("is kept at the edge and follows every organiser write at once", async () => {
    const sponsor = await addSponsor("Cached");
    expect((await publicList()).map((s) => s.name)).toEqual(["Cached"]);
    // A change behind the API's back is not seen: the answer comes from the edge cache.
    await env.DB.prepare("UPDATE sponsors SET name = 'Behind the back'").run();
    expect((await publicList()).map((s) => s.name)).toEqual(["Cached"]);
    expect((await patch(sponsor.id, { name: "Renamed" })).status).toBe(200);
    expect((await publicList()).map((s) => s.name)).toEqual(["Renamed"]);
    expect((await patch(sponsor.id, { isActive: false })).status).toBe(200);
    expect(await publicList()).toEqual([]);
  });
});

describe("PATCH /api/admin/sponsors/{id}", () => {
  it("changes the fields sent, clears the website with an empty text and puts a sponsor moved to another tier last", async () => {
    const gold = await addSponsor("Gold", "gold");
    const moving = await addSponsor("Moving", "silver", "https://moving.example");
    const saved = await patch(moving.id, { name: "  Moved  ", tier: "gold", websiteUrl: "" });
    expect(saved).toMatchObject({
      status: 200,
      body: { id: moving.id, name: "Moved", tier: "gold", websiteUrl: null, displayOrder: gold.displayOrder + 1 },
    });
    expect((await patch(moving.id, { isActive: false })).body).toMatchObject({ isActive: false, name: "Moved" });
    expect((await adminList()).find((s) => s.id === moving.id)).toMatchObject({ logoUrl: moving.logoUrl });
  });

  it.each([
    [{}, "Send at least one field to change"],
    [{ name: "" }, "Sponsor name is required"],
    [{ tier: "diamond" }, "Tier must be platinum, gold, silver or standard"],
    [{ websiteUrl: "ftp://files.example" }, "Please enter a valid URL"],
    [{ isActive: "false" }, "isActive must be true or false"],
  ])("refuses %j with 400 and changes nothing", async (body, message) => {
    const sponsor = await addSponsor("Steady", "gold", "https://steady.example");
    const before = await state();
    expect(await patch(sponsor.id, body)).toMatchObject({ status: 400, body: { message } });
    expect(await state()).toEqual(before);
  });

  it("answers 404 for an unknown sponsor", async () => {
    expect(await patch(987654, { name: "Nobody" })).toMatchObject({
      status: 404,
      body: { message: "Sponsor not found" },
    });
  });
});

describe("POST /api/admin/sponsors/{id}/logo", () => {
  const replace = (id: number, fields: Record<string, string | File>) =>
    api(adminToken).admin.sponsors[":id"].logo.$post({ param: { id: String(id) } }, multipart(fields));

  it("stores the new logo, then deletes the previous one with its resized copies", async () => {
    const sponsor = await addSponsor("Replaced");
    const oldKey = mediaKeyOf(sponsor.logoUrl)!;
    expect((await call(`${sponsor.logoUrl}?w=240`)).status).toBe(200);
    expect(await env.MEDIA.head(mediaVariantKey(oldKey, 240))).not.toBeNull();
    const next = await expectJson(replace(sponsor.id, { logo: fileOf(await pngOf(30, 10), "n.png") }), 200);
    expect(next.logoUrl).not.toBe(sponsor.logoUrl);
    expect(await env.MEDIA.head(oldKey)).toBeNull();
    expect(await env.MEDIA.head(mediaVariantKey(oldKey, 240))).toBeNull();
    expect((await call(next.logoUrl)).status).toBe(200);
  });

  it("refuses an SVG, a missing file and an unknown sponsor, and changes nothing", async () => {
    const sponsor = await addSponsor("Kept");
    const before = await state();
    expect(
      await answer(replace(sponsor.id, { logo: fileOf(SVG_WITH_SCRIPT, "l.svg", "image/svg+xml") })),
    ).toMatchObject({
      status: 400,
      body: { message: "Please select an image file (JPEG, PNG, GIF or WebP)" },
    });
    expect(await answer(replace(sponsor.id, {}))).toMatchObject({
      status: 400,
      body: { message: "Please choose a logo" },
    });
    expect(await answer(replace(987654, { logo: fileOf(await pngOf(4, 4), "l.png") }))).toMatchObject({
      status: 404,
      body: { message: "Sponsor not found" },
    });
    expect(await state()).toEqual(before);
  });
});

describe("DELETE /api/admin/sponsors/{id}", () => {
  const remove = (id: number) => api(adminToken).admin.sponsors[":id"].$delete({ param: { id: String(id) } });

  it("deletes the sponsor, then its logo and the logo's copies", async () => {
    const sponsor = await addSponsor("Leaving");
    const kept = await addSponsor("Staying");
    const key = mediaKeyOf(sponsor.logoUrl)!;
    await call(`${sponsor.logoUrl}?w=480`);
    expect(await expectJson(remove(sponsor.id), 200)).toEqual({ message: "Sponsor deleted" });
    expect((await adminList()).map((s) => s.id)).toEqual([kept.id]);
    expect((await env.MEDIA.list({ prefix: key })).objects).toEqual([]);
    expect((await call(sponsor.logoUrl)).status).toBe(404);
    expect((await call(kept.logoUrl)).status).toBe(200);
  });

  it("answers 404 for an unknown sponsor", async () => {
    expect(await answer(remove(987654))).toMatchObject({ status: 404, body: { message: "Sponsor not found" } });
  });
});

describe("POST /api/admin/sponsors/update-order", () => {
  const reorder = (sponsors: Array<{ id: number; displayOrder: number }>) =>
    answer(api(adminToken).admin.sponsors["update-order"].$post({ json: { sponsors } }));

  it("numbers a tier from 1 (one read and one batch), and changes nothing when an id is unknown or repeated", async () => {
    const [a, b, c] = [await addSponsor("A", "gold"), await addSponsor("B", "gold"), await addSponsor("C", "gold")];
    const counting = countingD1(env.DB);
    await updateSponsorOrder(createDb(counting.db), {
      sponsors: [
        { id: c.id, displayOrder: 1 },
        { id: a.id, displayOrder: 2 },
      ],
    });
    expect(counting.count.roundTrips).toBe(2);
    expect(await reorder([{ id: b.id, displayOrder: 3 }])).toMatchObject({
      status: 200,
      body: { message: "Sponsor order updated" },
    });
    expect((await publicList()).map((s) => s.name)).toEqual(["C", "A", "B"]);

    const before = await state();
    expect(
      await reorder([
        { id: a.id, displayOrder: 1 },
        { id: 987654, displayOrder: 2 },
      ]),
    ).toMatchObject({ status: 404, body: { message: "Sponsor not found: 987654" } });
    expect(
      await reorder([
        { id: a.id, displayOrder: 1 },
        { id: a.id, displayOrder: 2 },
      ]),
    ).toMatchObject({ status: 400, body: { message: "Each sponsor may appear only once" } });
    expect(await reorder([])).toMatchObject({ status: 400, body: { message: "sponsors must not be empty" } });
    expect(await state()).toEqual(before);
  });
});

describe("who may call", () => {
  const calls = (id: number) => [
    { method: "GET", path: "/api/admin/sponsors" },
    { method: "POST", path: "/api/admin/sponsors" },
    { method: "PATCH", path: `/api/admin/sponsors/${id}`, body: { isActive: false } },
    { method: "POST", path: `/api/admin/sponsors/${id}/logo` },
    { method: "DELETE", path: `/api/admin/sponsors/${id}` },
    { method: "POST", path: "/api/admin/sponsors/update-order", body: { sponsors: [{ id, displayOrder: 1 }] } },
  ];

  it("refuses every organiser call without a session (401) and for a delegate (403), changing nothing", async () => {
    const sponsor = await addSponsor("Guarded");
    const before = await state();
    for (const { method, path, body } of calls(sponsor.id)) {
      for (const [token, status, message] of [
        [undefined, 401, NOT_AUTHENTICATED_MESSAGE],
        [delegateToken, 403, FORBIDDEN_MESSAGE],
      ] as const) {
        const response = await callJson(path, { method, body, token });
        expect(response, `${method} ${path}`).toMatchObject({ status, body: { message } });
      }
    }
    expect(await state()).toEqual(before);
  });
});
