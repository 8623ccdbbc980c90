/**
 * The public pages in Arabic (worker/routes/pages.ts; docs/i18n.md#where-the-language-comes-from):
 * /ar, /ar/agenda and /ar/speakers rendered in Arabic with the translations they used, the
 * language a visitor chose or their browser asks for, the sitemap's alternates and the app shell's
 * language.
 */
import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { I18N_MESSAGES_ELEMENT_ID } from "../contract/public-pages";
import { acceptedLocale } from "../lib/locale";
import { embeddedJson, getDocument, loadPageRenderer, rootOf } from "./documents";
import { clearTables } from "./helpers";

async function insertSession(title: string, titleAr: string | null): Promise<void> {
  await env.DB.prepare(
    "INSERT INTO agenda_items (title, title_ar, start_time, end_time, date, event_type) VALUES (?, ?, '08:30', '09:00', '2025-10-13', 'AC2025')",
  )
    .bind(title, titleAr)
    .run();
}

/** The markup of #root and the embedded translations of a served document. */
async function page(path: string, headers: HeadersInit = {}) {
  const response = await getDocument(path, { headers });
  const text = await response.text();
  const root = rootOf(text);
  const messages = embeddedJson<Record<string, unknown>>(text, I18N_MESSAGES_ELEMENT_ID);
  return { response, text, root, messages };
}

beforeAll(loadPageRenderer, 60_000);

beforeEach(() => clearTables("agenda_item_speakers", "agenda_items", "speakers"));

describe("the Arabic public pages", () => {
  it("render /ar/agenda in Arabic, with an organiser's Arabic title and the translations used", async () => {
    await insertSession("Opening keynote", "الكلمة الافتتاحية");
    const { response, root, messages } = await page("/ar/agenda");
    expect(response.status).toBe(200);
    expect(root).toContain("الكلمة الافتتاحية");
    expect(root).not.toContain("Opening keynote");
    // Session times in Arabic, with Latin digits.
    expect(root).toContain("8:30 ص");
    // Only translations the page used, each compiled; English words that have one are not left.
    expect(messages).not.toBeNull();
    expect(Object.keys(messages!).length).toBeGreaterThan(0);
    for (const id of Object.keys(messages!)) expect(root).not.toContain(`>${id}<`);
  });

  it("keep the English page in English, with the same session's English title", async () => {
    await insertSession("Opening keynote", "الكلمة الافتتاحية");
    // Rendered after the Arabic one in the same content version: the renderings are kept apart.
    await page("/ar/agenda");
    const { root, messages, response } = await page("/agenda");
    expect(root).toContain("Opening keynote");
    expect(root).not.toContain("الكلمة الافتتاحية");
    expect(messages).toBeNull();
    expect(response.headers.get("Vary")).toBe("Cookie, Accept-Language");
  });

  it("fall back to the English text of a session without an Arabic title", async () => {
    await insertSession("Networking lunch", null);
    expect((await page("/ar/agenda")).root).toContain("Networking lunch");
  });

  it("describe the events in Arabic in the JSON-LD, linking to the Arabic pages", async () => {
    const { text } = await page("/ar");
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(text)?.[1];
    const events = JSON.parse(jsonLd!) as Array<{ inLanguage: string; url: string }>;
    expect(events.map((e) => e.inLanguage)).toEqual(["ar", "ar"]);
    expect(events[0]!.url).toBe("http://localhost:8787/ar/agenda");
  });
});

describe("which language a visitor gets", () => {
  it.each([
    ["/", "/ar"],
    ["/agenda", "/ar/agenda"],
    ["/speakers?event=GC_POWERLIST", "/ar/speakers?event=GC_POWERLIST"],
  ])("sends a visitor who chose Arabic from %s to %s, privately", async (path, arabic) => {
    const { response } = await page(path, { Cookie: "locale=ar" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(arabic);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Vary")).toBe("Cookie, Accept-Language");
  });

  it("sends a first visit whose browser asks for Arabic first to the Arabic page", async () => {
    const { response } = await page("/agenda", { "Accept-Language": "ar-KW,ar;q=0.9,en;q=0.8" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/ar/agenda");
  });

  it("keeps a visitor who chose English on the English page, whatever the browser asks", async () => {
    const { response } = await page("/", { Cookie: "locale=en", "Accept-Language": "ar" });
    expect(response.status).toBe(200);
  });

  it("never sends anyone away from an Arabic address", async () => {
    const { response } = await page("/ar/speakers", { Cookie: "locale=en", "Accept-Language": "en" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Vary")).toBe("Cookie");
  });

  it("gives an Arabic page the typeface at its first paint only once the visitor's cache holds it", async () => {
    const first = await page("/ar/agenda");
    expect(first.text).toMatch(/<html lang="ar" dir="rtl" data-typeface="deferred">/);
    const cached = await page("/ar/agenda", { Cookie: "locale=ar; typeface=cached" });
    expect(cached.text).toMatch(/<html lang="ar" dir="rtl">/);
    expect(cached.root).not.toBe("");
    // Any other value is not the boot script's (web/site/boot.ts): the page waits, as on a first visit.
    const other = await page("/ar", { Cookie: "typeface=yes" });
    expect(other.text).toMatch(/data-typeface="deferred"/);
  });

  it("writes the app shell's language from the choice, else the browser's", async () => {
    const chosen = await page("/app/dashboard", { Cookie: "locale=ar", "Accept-Language": "en" });
    expect(chosen.text).toMatch(/<html[^>]* lang="ar" dir="rtl"/);
    const accepted = await page("/app/dashboard", { "Accept-Language": "ar;q=0.9, en;q=0.5" });
    expect(accepted.text).toMatch(/<html[^>]* lang="ar" dir="rtl"/);
    const english = await page("/app/dashboard", { Cookie: "locale=xx", "Accept-Language": "fr, ar;q=0" });
    expect(english.text).toMatch(/<html[^>]* lang="en" dir="ltr"/);
    expect(english.response.headers.get("Vary")).toBe("Cookie, Accept-Language");
  });

  it("writes the 404 page's language the same way: an Arabic browser gets it in Arabic", async () => {
    const arabic = await page("/no-such-page", { "Accept-Language": "ar-KW,ar;q=0.9,en;q=0.8" });
    expect(arabic.response.status).toBe(404);
    expect(arabic.text).toMatch(/<html[^>]* lang="ar" dir="rtl"/);
    const chosen = await page("/app/nope", { Cookie: "locale=en", "Accept-Language": "ar-KW" });
    expect(chosen.response.status).toBe(404);
    expect(chosen.text).toMatch(/<html[^>]* lang="en" dir="ltr"/);
  });

  it.each([
    ["ar", "ar"],
    ["en-GB,en;q=0.9,ar;q=0.8", "en"],
    ["fr-FR, ar-KW;q=0.7, en;q=0.6", "ar"],
    ["en;q=0.2, ar;q=0.8", "ar"],
    ["ar;q=0, en", "en"],
    ["*", null],
    ["", null],
  ])("reads Accept-Language %j as %s", (header, locale) => {
    expect(acceptedLocale(header)).toBe(locale);
  });
});

describe("the sitemap", () => {
  it("lists every public page in both languages, each with both alternates and English as the default", async () => {
    const response = await getDocument("/sitemap.xml");
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/^https?:\/\/[^/]+/, ""));
    expect(locs.sort()).toEqual(["/", "/agenda", "/ar", "/ar/agenda", "/ar/speakers", "/speakers"]);
    const arabicAgenda = /<url><loc>[^<]+\/ar\/agenda<\/loc>(.*?)<\/url>/.exec(xml)?.[1] ?? "";
    expect(arabicAgenda).toContain('hreflang="en" href="http://localhost:8787/agenda"');
    expect(arabicAgenda).toContain('hreflang="ar" href="http://localhost:8787/ar/agenda"');
    expect(arabicAgenda).toContain('hreflang="x-default" href="http://localhost:8787/agenda"');
  });
});
