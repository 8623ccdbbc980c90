/**
 * @vitest-environment node
 * (wrangler, which reads the config, needs Node's own TextEncoder; jsdom replaces it.)
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, mergeEventSettings } from "../../worker/contract/default-settings";
import { buildEventSettings, readEventSettingsOverride } from "./event-settings";

/** A wrangler.toml whose [vars] hold `EVENT_SETTINGS_JSON = <value>` (a TOML literal). */
function wranglerToml(value: string): string {
  const file = join(mkdtempSync(join(tmpdir(), "event-settings-")), "wrangler.toml");
  writeFileSync(
    file,
    `name = "test"\nmain = "index.ts"\ncompatibility_date = "2025-01-01"\n\n[vars]\nEVENT_SETTINGS_JSON = ${value}\n`,
  );
  return file;
}

describe("mergeEventSettings", () => {
  it("keeps the defaults without an override", () => {
    expect(mergeEventSettings(undefined)).toEqual(DEFAULT_SETTINGS);
    expect(mergeEventSettings("")).toEqual(DEFAULT_SETTINGS);
  });

  it("replaces top-level keys and merges each event's, the venue's, the Wi-Fi's and the hero's fields", () => {
    const settings = mergeEventSettings(
      JSON.stringify({
        wifi: { network: "Expo" },
        socialEmbedUrl: "https://feed.example/embed",
        events: { AC2025: { date: "2026-10-12" } },
        hero: { headline: "New" },
      }),
    );
    expect(settings.wifi).toEqual({ network: "Expo", password: DEFAULT_SETTINGS.wifi.password });
    // The default Arabic headline translated the old English one: dropped with it.
    const { headlineAr: _, ...hero } = DEFAULT_SETTINGS.hero;
    expect(settings.hero).toEqual({ ...hero, headline: "New" });
    expect(settings.socialEmbedUrl).toBe("https://feed.example/embed");
    expect(settings.events.AC2025).toEqual({ ...DEFAULT_SETTINGS.events.AC2025, date: "2026-10-12" });
    expect(settings.events.GC_POWERLIST).toEqual(DEFAULT_SETTINGS.events.GC_POWERLIST);
    expect(settings.venue).toEqual(DEFAULT_SETTINGS.venue);
  });

  it("rejects an override that is not JSON", () => {
    expect(() => mergeEventSettings("{venue:")).toThrow(SyntaxError);
  });
});

describe("build-time event settings", () => {
  it("takes EVENT_SETTINGS_JSON from the environment first, even when empty", () => {
    const config = wranglerToml(`'{"helpline":"+96500000000"}'`);
    expect(readEventSettingsOverride({ EVENT_SETTINGS_JSON: '{"helpline":"+96511111111"}' }, config)).toBe(
      '{"helpline":"+96511111111"}',
    );
    expect(readEventSettingsOverride({ EVENT_SETTINGS_JSON: "" }, config)).toBe("");
  });

  it("else reads the var from wrangler.toml [vars]", () => {
    expect(readEventSettingsOverride({}, wranglerToml(`'{"helpline":"+96500000000"}'`))).toBe(
      '{"helpline":"+96500000000"}',
    );
  });

  it("finds no override in the project's wrangler.toml", () => {
    expect(readEventSettingsOverride({})).toBe("");
    expect(buildEventSettings({})).toEqual(DEFAULT_SETTINGS);
  });

  it("merges the override over the defaults, and fails the build on bad JSON", () => {
    const override = JSON.stringify({ venue: { name: 'Hall "A"' } });
    const { nameAr: _, ...venue } = DEFAULT_SETTINGS.venue;
    expect(buildEventSettings({ EVENT_SETTINGS_JSON: override }).venue).toEqual({ ...venue, name: 'Hall "A"' });
    expect(() => buildEventSettings({ EVENT_SETTINGS_JSON: "{venue:" })).toThrow(SyntaxError);
  });
});
