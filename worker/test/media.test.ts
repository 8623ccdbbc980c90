/**
 * Speaker photos at the size shown (docs/architecture.md#performance-budget: "speaker photos are served at
 * the size shown"): GET /api/media/speakers/{id}/{file}?w=<px> answers a square WebP made by the
 * Images binding (miniflare runs it locally with sharp), stored in R2 and read from there later.
 * Photos are read raw (`call`) at the URLs the API answered, as a browser follows them: the media
 * route reads `?w=` itself, so the typed client has no query to send it with.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  PHOTO_WIDTH_MESSAGE,
  SPEAKER_PHOTO_WIDTHS,
  parsePhotoWidth,
  photoWidthFor,
  sizedPhotoUrl,
} from "../contract/media";
import { mediaKeyOf, mediaVariantKey } from "../services/media";
import { fileOf, multipart } from "./admin-helpers";
import { pngOf, webpSize } from "./images";
import { api, call, clearTables, expectJson, registerAdmin } from "./helpers";

let adminToken = "";
let speakerId = 0;
beforeAll(async () => {
  adminToken = (await registerAdmin()).authToken;
});
beforeEach(async () => {
  await clearTables("agenda_item_speakers", "agenda_items", "speakers");
  const row = await env.DB.prepare(
    "INSERT INTO speakers (name, surname, company, position) VALUES ('Dana', 'Al-Sayer', 'ASAR', 'Partner') RETURNING id",
  ).first<{ id: number }>();
  speakerId = row!.id;
});
afterEach(() => vi.restoreAllMocks());

/** Uploads `bytes` as the speaker's photo through the admin route and returns its URL. */
async function upload(bytes: Uint8Array): Promise<string> {
  const fields = { speakerId: String(speakerId), image: fileOf(bytes, "photo.png") };
  const { photoUrl } = await expectJson(
    api(adminToken).admin["upload-speaker-image"].$post(undefined, multipart(fields)),
    200,
  );
  return photoUrl;
}

/** The Images binding with its transformations counted. */
function countingImages(): { images: ImagesBinding; inputs: () => number } {
  let inputs = 0;
  const images = new Proxy(env.IMAGES, {
    get(target, property) {
      if (property !== "input") return Reflect.get(target, property);
      return (...args: Parameters<ImagesBinding["input"]>) => {
        inputs += 1;
        return target.input(...args);
      };
    },
  });
  return { images, inputs: () => inputs };
}

const IMMUTABLE = "public, max-age=31536000, immutable";

describe("served widths", () => {
  it("cover 1x and 2x of every size the app renders with the smallest listed width", () => {
    expect([32, 36, 44, 56, 80, 96, 128].map((px) => [photoWidthFor(px), photoWidthFor(2 * px)])).toEqual([
      [48, 96],
      [48, 96],
      [48, 96],
      [96, 128],
      [96, 192],
      [96, 192],
      [128, 256],
    ]);
    expect(photoWidthFor(400)).toBe(256);
    expect(sizedPhotoUrl("/api/media/speakers/3/x.jpg", 88)).toBe("/api/media/speakers/3/x.jpg?w=96");
  });

  it("are read only as written in the list", () => {
    expect(SPEAKER_PHOTO_WIDTHS.map((w) => parsePhotoWidth(String(w)))).toEqual([...SPEAKER_PHOTO_WIDTHS]);
    for (const value of ["", "100", "096", "96.0", " 96", "9e1", "abc", "-96"])
      expect(parsePhotoWidth(value)).toBeNull();
  });
});

describe("GET /api/media/speakers/{id}/{file}?w=", () => {
  it("makes a square WebP of the width once, stores it next to the original and serves it from R2 afterwards", async () => {
    const png = await pngOf(40, 30);
    const photoUrl = await upload(png);
    const variantKey = mediaVariantKey(mediaKeyOf(photoUrl)!, 96);
    const { images, inputs } = countingImages();

    const first = await call(`${photoUrl}?w=96`, { bindings: { IMAGES: images } });
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toBe("image/webp");
    expect(first.headers.get("Cache-Control")).toBe(IMMUTABLE);
    expect(first.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(first.headers.get("Content-Security-Policy")).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    const body = new Uint8Array(await first.arrayBuffer());
    expect(webpSize(body)).toEqual({ width: 96, height: 96 });
    expect(inputs()).toBe(1);

    const stored = await env.MEDIA.get(variantKey);
    expect(variantKey).toBe(`${mediaKeyOf(photoUrl)}/w96.webp`);
    expect(stored?.httpMetadata?.contentType).toBe("image/webp");
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(body);
    expect(first.headers.get("ETag")).toBe(stored!.httpEtag);

    const second = await call(`${photoUrl}?w=96`, { bindings: { IMAGES: images } });
    expect(second.status).toBe(200);
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(body);
    expect(second.headers.get("ETag")).toBe(stored!.httpEtag);
    expect(second.headers.get("Cache-Control")).toBe(IMMUTABLE);
    expect(inputs()).toBe(1);

    const revalidated = await call(`${photoUrl}?w=96`, { headers: { "If-None-Match": stored!.httpEtag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("ETag")).toBe(stored!.httpEtag);
    expect(revalidated.headers.get("Cache-Control")).toBe(IMMUTABLE);

    // Each width is its own object; without `w` the original is served as uploaded.
    expect(webpSize(new Uint8Array(await (await call(`${photoUrl}?w=256`)).arrayBuffer()))).toEqual({
      width: 256,
      height: 256,
    });
    const original = await call(photoUrl);
    expect(original.headers.get("Content-Type")).toBe("image/png");
    expect(new Uint8Array(await original.arrayBuffer())).toEqual(png);
  });

  it("refuses a width that is not listed with 400 and answers 404 for a photo that does not exist", async () => {
    const photoUrl = await upload(await pngOf(8, 8));
    for (const w of ["100", "", "96.0", "abc"]) {
      const response = await call(`${photoUrl}?w=${w}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: "w must be one of 48, 96, 128, 192, 256" });
    }
    expect(PHOTO_WIDTH_MESSAGE).toBe("w must be one of 48, 96, 128, 192, 256");
    expect((await env.MEDIA.list({ prefix: `${mediaKeyOf(photoUrl)}/` })).objects).toEqual([]);

    const missing = await call(`/api/media/speakers/${speakerId}/00000000-0000-0000-0000-000000000000.png?w=96`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Not found" });
    await env.MEDIA.put("outbox/secret.eml", "Subject: reset link");
    expect((await call("/api/media/outbox/secret.eml?w=96")).status).toBe(404);
  });

  it("answers the original, not kept, when the stored file cannot be read as an image", async () => {
    // Passes the upload's byte sniffing (JPEG magic number) but holds no image.
    const truncated = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
    const photoUrl = await upload(truncated);
    const logged: unknown[][] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(args));

    const response = await call(`${photoUrl}?w=96`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/jpeg");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("ETag")).toBeNull();
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(truncated);
    expect(await env.MEDIA.head(mediaVariantKey(mediaKeyOf(photoUrl)!, 96))).toBeNull();
    expect(logged).toHaveLength(1);
    expect(logged[0]!.slice(0, 2)).toEqual(["image not resized", mediaVariantKey(mediaKeyOf(photoUrl)!, 96)]);
  });

  it("deletes the resized copies with the photo they were made from when a new photo replaces it", async () => {
    const first = await upload(await pngOf(20, 20));
    expect((await call(`${first}?w=48`)).status).toBe(200);
    expect((await call(`${first}?w=96`)).status).toBe(200);
    const copies = `${mediaKeyOf(first)}/`;
    expect((await env.MEDIA.list({ prefix: copies })).objects.map((o) => o.key).sort()).toEqual([
      `${copies}w48.webp`,
      `${copies}w96.webp`,
    ]);

    const second = await upload(await pngOf(20, 20));
    expect((await env.MEDIA.list({ prefix: copies })).objects).toEqual([]);
    expect(await env.MEDIA.head(mediaKeyOf(first)!)).toBeNull();
    expect((await call(`${first}?w=48`)).status).toBe(404);
    expect((await call(`${second}?w=48`)).status).toBe(200);
  });
});
