/**
 * The message runtime inside workerd, where the server renders, mails and prints in Arabic
 * (docs/i18n.md): Arabic's plural rules and Kuwait's date format with Latin digits must be in the
 * runtime's ICU data, and the compiled Arabic catalogue must load through the bundler.
 */
import { describe, expect, it } from "vitest";
import arabic from "../../locales/ar.po?catalog";
import { createI18n, FORMAT_LOCALE } from "../contract/i18n";
import { formatLongDate, formatTime12h, formatUsDate } from "../contract/time";

describe("Arabic in workerd", () => {
  it("selects all six plural categories", () => {
    const rules = new Intl.PluralRules(FORMAT_LOCALE.ar);
    expect([0, 1, 2, 3, 11, 100].map((n) => rules.select(n))).toEqual(["zero", "one", "two", "few", "many", "other"]);
  });

  it("writes a Kuwait date with Latin digits and Arabic month names", () => {
    const date = new Intl.DateTimeFormat(FORMAT_LOCALE.ar, { dateStyle: "long", timeZone: "Asia/Kuwait" });
    expect(date.format(new Date("2025-10-13T05:00:00Z"))).toBe("13 أكتوبر 2025");
  });

  it("translates with the compiled catalogue", () => {
    expect(createI18n("ar", arabic)._("Back to Home")).toBe("العودة إلى الصفحة الرئيسية");
  });

  it("keeps each language's plural rules apart when they are reused", () => {
    const message = "{count, plural, one {one #} few {few #} other {other #}}";
    const english = createI18n("en", {});
    const arabicI18n = createI18n("ar", {});
    expect([english._(message, { count: 3 }), arabicI18n._(message, { count: 3 })]).toEqual(["other 3", "few 3"]);
    expect([arabicI18n._(message, { count: 1 }), english._(message, { count: 3 })]).toEqual(["one 1", "other 3"]);
  });

  it("keeps each language's date and time formats apart when they are reused", () => {
    expect([formatLongDate("2025-10-13", "ar"), formatLongDate("2025-10-13", "en")]).toEqual([
      "الاثنين، 13 أكتوبر 2025",
      "Monday, October 13, 2025",
    ]);
    expect([formatUsDate("2025-10-13T05:00:00Z", "en"), formatUsDate("2025-10-13T05:00:00Z", "ar")]).toEqual([
      "October 13, 2025",
      "13 أكتوبر 2025",
    ]);
    expect([formatTime12h("13:30", "ar"), formatTime12h("13:30", "en")]).toEqual(["1:30 م", "1:30 PM"]);
  });
});
