/**
 * The app's language at start-up (./i18n.tsx, docs/i18n.md#where-the-language-comes-from): where it
 * comes from (a sign-in link's page, the chosen language, the Worker's `lang`, the browser's
 * languages), and Arabic with its catalogue, or English when the catalogue cannot load, rather than
 * a blank app.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { startupI18n, startupLocale } from "./i18n";

afterEach(() => {
  document.documentElement.lang = "";
  document.documentElement.dir = "";
  // biome-ignore lint/suspicious/noDocumentCookie: resets the cookie the tests write.
  document.cookie = "locale=; Max-Age=0; Path=/";
  window.history.replaceState(null, "", "/");
  vi.restoreAllMocks();
});

/** Opens `path` with the browser's `languages`, the cookie `locale` and the served `lang` (none: a static copy). */
function startAt(path: string, { languages = ["en-US"], cookie = "", served = "" } = {}) {
  window.history.replaceState(null, "", path);
  vi.spyOn(navigator, "languages", "get").mockReturnValue(languages);
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie the language switch writes.
  document.cookie = cookie ? `locale=${cookie}; Path=/` : "locale=; Max-Age=0; Path=/";
  document.documentElement.lang = served;
  return startupLocale();
}

describe("startupLocale", () => {
  it("takes the browser's languages on a static copy of the shell (an Arabic browser gets Arabic /auth)", () => {
    expect(startAt("/auth", { languages: ["ar-KW", "en-US"] })).toBe("ar");
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(["ar", "rtl"]);
    expect(startAt("/reset-password?token=x", { languages: ["fr-FR", "en-GB", "ar"] })).toBe("en");
    expect(startAt("/unsubscribe", { languages: ["fr-FR"] })).toBe("en");
  });

  it("prefers the chosen language, then the one the Worker served, to the browser's", () => {
    expect(startAt("/auth", { languages: ["ar-KW"], cookie: "en" })).toBe("en");
    expect(startAt("/no-such-page", { languages: ["en-US"], served: "ar" })).toBe("ar");
  });

  it("opens a sign-in link from an Arabic page in Arabic, keeps it as the choice and takes it out of the address", () => {
    expect(startAt("/login?lang=ar&next=%2Fapp%2Fqna#top", { languages: ["en-US"], cookie: "en" })).toBe("ar");
    expect(document.cookie).toContain("locale=ar");
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      "/login?next=%2Fapp%2Fqna#top",
    );
    // Reloaded (the language switch): the choice holds without the parameter.
    expect(startupLocale()).toBe("ar");
    expect(startAt("/auth?lang=xx", { languages: ["en-US"] })).toBe("en");
  });
});

describe("startupI18n", () => {
  it("starts in Arabic with the loaded catalogue", async () => {
    document.documentElement.dir = "rtl";
    const i18n = await startupI18n("ar", () => Promise.resolve({ Home: "الرئيسية" }));
    expect([i18n.locale, i18n._("Home"), document.documentElement.dir]).toEqual(["ar", "الرئيسية", "rtl"]);
  });

  it("starts in English, left to right, when the Arabic catalogue cannot load offline", async () => {
    document.documentElement.lang = "ar";
    document.documentElement.dir = "rtl";
    const i18n = await startupI18n("ar", () =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
    );
    expect([i18n.locale, i18n._("Home")]).toEqual(["en", "Home"]);
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(["en", "ltr"]);
  });
});
