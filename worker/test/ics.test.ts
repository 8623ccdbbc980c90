import { env } from "cloudflare:workers";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoContent } from "../../db/seed/seed";
import { DEFAULT_SETTINGS } from "../contract/default-settings";
import { createDb } from "../db";
import { buildCalendar } from "../services/ics";
import { api, callJson, clearTables, testFile } from "./helpers";

beforeAll(async () => {
  await clearTables("agenda_item_speakers", "agenda_items", "speakers");
  await seedDemoContent(createDb(env.DB), {
    AC2025: testFile("speakers-ac2025.xlsx"),
    GC_POWERLIST: testFile("speakers-gc-powerlist.xlsx"),
  });
});

/** Parses iCalendar text with ical.js and returns its VEVENTs. */
function parseEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent)),
  };
}

const octets = (line: string) => new TextEncoder().encode(line).length;

describe("GET /api/agenda.ics", () => {
  it("serves both events as a parseable RFC 5545 calendar with the real UTC times", async () => {
    const response = await api()["agenda.ics"].$get({ query: {} });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="conference-2025-programme.ics"');
    const text = await response.text();

    const { calendar, events } = parseEvents(text);
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(events.map((e) => e.summary)).toEqual(["Conference 2025", "GC Powerlist"]);

    const [main, gc] = events;
    // 13 Oct 2025 08:00-12:30 +03:00 and 18:30-21:30 +03:00, written in UTC.
    expect(main!.startDate.toJSDate().toISOString()).toBe("2025-10-13T05:00:00.000Z");
    expect(main!.endDate.toJSDate().toISOString()).toBe("2025-10-13T09:30:00.000Z");
    expect(main!.startDate.zone.tzid).toBe("UTC");
    expect(gc!.startDate.toJSDate().toISOString()).toBe("2025-10-13T15:30:00.000Z");
    expect(gc!.endDate.toJSDate().toISOString()).toBe("2025-10-13T18:30:00.000Z");
    expect(text).toContain("DTSTART:20251013T050000Z\r\n");

    expect(main!.location).toBe(
      "JW Marriott Hotel Kuwait City, Al Shuhada Street, Salhiya Complex, Kuwait City, Kuwait",
    );
    // The sessions ride in the description, unescaped again by the parser.
    expect(main!.description).toContain("9:20 AM - 10:10 AM  Panel: Kuwait at the Crossroads");
    expect(main!.description).toContain("Fatima Al-Sabah, Khaled Al-Mutairi");
    expect(main!.description).not.toContain("GC Powerlist Recognition");
    expect(gc!.description).toContain("8:30 PM - 9:30 PM  GC Powerlist Recognition & Dinner");
    for (const vevent of calendar.getAllSubcomponents("vevent")) {
      expect(vevent.getFirstPropertyValue("dtstamp")).not.toBeNull();
    }

    // CRLF everywhere and no content line longer than 75 octets.
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it("keeps the same UIDs across downloads and between the full and per-event files", async () => {
    const first = parseEvents(await (await api()["agenda.ics"].$get({ query: {} })).text()).events;
    const again = parseEvents(await (await api()["agenda.ics"].$get({ query: {} })).text()).events;
    const gcOnly = parseEvents(
      await (await api()["agenda.ics"].$get({ query: { event: "GC_POWERLIST" } })).text(),
    ).events;
    expect(first.map((e) => e.uid)).toEqual(["ac2025@conference2025.com", "gc_powerlist@conference2025.com"]);
    expect(again.map((e) => e.uid)).toEqual(first.map((e) => e.uid));
    expect(gcOnly.map((e) => e.uid)).toEqual(["gc_powerlist@conference2025.com"]);
  });

  it("serves one event with its own file name", async () => {
    const response = await api()["agenda.ics"].$get({ query: { event: "AC2025" } });
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="conference-2025.ics"');
    const { events } = parseEvents(await response.text());
    expect(events).toHaveLength(1);
    expect(events[0]!.summary).toBe("Conference 2025");
  });

  it("rejects an unknown event with a JSON message", async () => {
    // Raw: "NOPE" is not one of the query type's events, which the client does not allow.
    const { status, body } = await callJson("/api/agenda.ics?event=NOPE");
    expect(status).toBe(400);
    expect(body).toEqual({ message: "event must be AC2025 or GC_POWERLIST" });
  });
});

describe("iCalendar text rules", () => {
  it("round-trips special characters and non-ASCII text through a real parser", () => {
    const summary = "Panel; Kuwait, Energy \\ Finance – الطاقة";
    const text = buildCalendar({
      name: "Test",
      now: new Date("2025-09-01T10:00:00Z"),
      entries: [
        {
          uid: "x@conference2025.com",
          summary,
          description: `Line one\nLine two, with ${"long text ".repeat(20)}`,
          location: DEFAULT_SETTINGS.venue.name,
          start: new Date("2025-10-13T05:00:00Z"),
          end: new Date("2025-10-13T09:30:00Z"),
          url: "https://conference2025.com/agenda",
        },
      ],
    });
    const { calendar, events } = parseEvents(text);
    expect(events[0]!.summary).toBe(summary);
    expect(events[0]!.description).toBe(`Line one\nLine two, with ${"long text ".repeat(20)}`);
    const dtstamp = calendar.getFirstSubcomponent("vevent")!.getFirstPropertyValue("dtstamp") as ICAL.Time;
    expect(dtstamp.toJSDate().toISOString()).toBe("2025-09-01T10:00:00.000Z");
  });

  it("folds long Arabic lines at 75 octets without splitting a character", () => {
    const summary = "مؤتمر الشراكة ".repeat(10).trim();
    const text = buildCalendar({
      name: "Test",
      now: new Date("2025-09-01T10:00:00Z"),
      entries: [
        {
          uid: "ar@conference2025.com",
          summary,
          description: "",
          location: "",
          start: new Date("2025-10-13T05:00:00Z"),
          end: new Date("2025-10-13T09:30:00Z"),
          url: "https://conference2025.com/agenda",
        },
      ],
    });
    const lines = text.split("\r\n");
    const start = lines.findIndex((line) => line.startsWith("SUMMARY:"));
    expect(lines[start + 1]!.startsWith(" ")).toBe(true);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    // Unfolding (RFC 5545 3.1) restores the value exactly: no character was cut in two.
    expect(parseEvents(text).events[0]!.summary).toBe(summary);
  });
});
