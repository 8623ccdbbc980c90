/**
 * The head tags the Worker writes from the current settings (./seo.ts publicPageMeta): an Arabic
 * page names the event and the venue by their Arabic versions; an English page keeps the English.
 */
import { describe, expect, it } from "vitest";
import arabic from "../../locales/ar.po?catalog";
import { DEFAULT_SETTINGS } from "../../worker/contract/default-settings";
import { createI18n } from "../../worker/contract/i18n";
import { publicPageMeta } from "./seo";

const { AC2025 } = DEFAULT_SETTINGS.events;
const { venue } = DEFAULT_SETTINGS;

describe("publicPageMeta", () => {
  it("names the event and the venue in Arabic on an Arabic page", () => {
    const meta = publicPageMeta("/", DEFAULT_SETTINGS, createI18n("ar", arabic));
    expect(AC2025.nameAr).toMatch(/[\u0600-\u06FF]/);
    expect(meta.siteName).toBe(AC2025.nameAr);
    expect(meta.description).toContain(venue.nameAr);
    expect(meta.description).not.toContain(venue.name);
  });

  it("keeps the English names on an English page", () => {
    const meta = publicPageMeta("/agenda", DEFAULT_SETTINGS);
    expect(meta.siteName).toBe(AC2025.name);
    expect(meta.description).toContain(venue.city);
    expect(meta.description).not.toMatch(/[\u0600-\u06FF]/);
  });
});
