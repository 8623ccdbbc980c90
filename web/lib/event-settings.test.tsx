import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { venueLine, venueMapUrl, type EventSettings } from "../../worker/contract/event";
import { DEFAULT_SETTINGS } from "../../worker/contract/default-settings";
import { EVENT_SETTINGS_ELEMENT_ID } from "../../worker/contract/public-pages";
import { json, mockFetch } from "../test/render";
import { I18NS, LOCALES } from "../test/arabic-screen";
import { eventSettingsKey, seedEventSettings, useEventSettings } from "./event-settings";
import { I18nProvider } from "./i18n";
import { createQueryClient } from "./query-client";

afterEach(() => document.getElementById(EVENT_SETTINGS_ELEMENT_ID)?.remove());

/** The venue's name and city as a screen shows them. */
function VenueParts() {
  const { venue } = useEventSettings();
  return (
    <>
      <p data-testid="name">{venue.name}</p>
      <p data-testid="city">{venue.city}</p>
    </>
  );
}

function VenueName() {
  return <p>{useEventSettings().venue.name}</p>;
}

/** Renders the venue's name with a query client seeded as an entry seeds it. */
function renderVenue(fallback?: EventSettings) {
  const client = createQueryClient();
  seedEventSettings(client, fallback);
  return render(
    <QueryClientProvider client={client}>
      <VenueName />
    </QueryClientProvider>,
  );
}

const stored: EventSettings = { ...DEFAULT_SETTINGS, venue: { ...DEFAULT_SETTINGS.venue, name: "Hall B" } };

describe("seedEventSettings and useEventSettings", () => {
  it("show the settings the Worker embedded in the document on the first render, without a request", () => {
    const calls = mockFetch(() => json(DEFAULT_SETTINGS));
    const element = document.createElement("script");
    element.type = "application/json";
    element.id = EVENT_SETTINGS_ELEMENT_ID;
    element.textContent = JSON.stringify(stored);
    document.head.append(element);
    renderVenue(DEFAULT_SETTINGS);
    expect(screen.getByText("Hall B")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("show the app's fallback in a document without them, then the answer of GET /api/event-settings", async () => {
    const calls = mockFetch(() => json(stored));
    renderVenue(DEFAULT_SETTINGS);
    expect(screen.getByText(DEFAULT_SETTINGS.venue.name)).toBeInTheDocument();
    expect(await screen.findByText("Hall B")).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(["/api/event-settings"]);
  });
});

describe.each(LOCALES)("useEventSettings in %s, with an Arabic version that may be out of date", (locale) => {
  /** The venue renamed in English only: its Arabic name may be out of date, its Arabic city is not. */
  const renamed: EventSettings = { ...stored, arabicOutOfDate: { "venue.nameAr": DEFAULT_SETTINGS.venue.name } };

  it("shows the English text in place of that version, and the other Arabic versions", () => {
    const client = createQueryClient();
    client.setQueryData(eventSettingsKey(), renamed);
    render(
      <I18nProvider i18n={I18NS[locale]}>
        <QueryClientProvider client={client}>
          <VenueParts />
        </QueryClientProvider>
      </I18nProvider>,
    );
    expect(screen.getByTestId("name")).toHaveTextContent("Hall B");
    expect(screen.getByTestId("city")).toHaveTextContent(
      locale === "ar" ? DEFAULT_SETTINGS.venue.cityAr! : DEFAULT_SETTINGS.venue.city,
    );
  });
});

describe("venueLine and venueMapUrl", () => {
  const venue = { name: "Hall A", address: " ", city: "Kuwait City", country: "Kuwait", mapUrl: "" };

  it("joins the venue's parts and skips the empty ones instead of leaving ', ,'", () => {
    expect(venueLine(venue)).toBe("Hall A, Kuwait City, Kuwait");
    expect(venueLine(venue, { withName: false })).toBe("Kuwait City, Kuwait");
  });

  it("links the venue's own map link, else a map search for its address", () => {
    expect(venueMapUrl({ ...venue, mapUrl: "https://maps.example/hall-a" })).toBe("https://maps.example/hall-a");
    expect(venueMapUrl(venue)).toBe(
      "https://www.google.com/maps/search/?api=1&query=Hall%20A%2C%20Kuwait%20City%2C%20Kuwait",
    );
  });
});
