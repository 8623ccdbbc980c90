import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_SETTINGS, venueLine } from "../../worker/contract/event";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("EVENT_SETTINGS", () => {
  it("merges the override the build compiled in over the defaults", async () => {
    vi.stubGlobal(
      "__EVENT_SETTINGS_JSON__",
      JSON.stringify({ socialEmbedUrl: "https://feed.example/embed", events: { AC2025: { startTime: "09:00" } } }),
    );
    const { EVENT_SETTINGS } = await import("./settings");
    expect(EVENT_SETTINGS.socialEmbedUrl).toBe("https://feed.example/embed");
    expect(EVENT_SETTINGS.events.AC2025).toEqual({ ...DEFAULT_SETTINGS.events.AC2025, startTime: "09:00" });
  });

  it("is the defaults where nothing is compiled in (component tests)", async () => {
    const { EVENT_SETTINGS } = await import("./settings");
    expect(EVENT_SETTINGS).toEqual(DEFAULT_SETTINGS);
  });
});

describe("venueLine", () => {
  it("joins the venue's parts and skips the empty ones instead of leaving ', ,'", () => {
    const venue = { name: "Hall A", address: " ", city: "Kuwait City", country: "Kuwait" };
    expect(venueLine(venue)).toBe("Hall A, Kuwait City, Kuwait");
    expect(venueLine(venue, { withName: false })).toBe("Kuwait City, Kuwait");
    expect(venueLine(DEFAULT_SETTINGS.venue)).toBe(
      "JW Marriott Hotel Kuwait City, Al Shuhada Street, Salhiya Complex, Kuwait City, Kuwait",
    );
  });
});
