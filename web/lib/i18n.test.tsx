/**
 * The signed-in app's language at start-up (./i18n.tsx): Arabic with its catalogue, or English
 * when the catalogue cannot load, rather than a blank app (docs/i18n.md).
 */
import { afterEach, describe, expect, it } from "vitest";
import { startupI18n } from "./i18n";

afterEach(() => {
  document.documentElement.lang = "";
  document.documentElement.dir = "";
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
