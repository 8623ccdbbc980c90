/**
 * The agenda screens (docs/product.md; docs/i18n.md): live and upcoming marks in Kuwait time, the
 * session cards, the agenda board and Add to Calendar. What a screen writes is tested once per
 * language: every text is in the page's language, an Arabic page shows the organisers' Arabic
 * titles, places and descriptions where entered, dates and times are written for Kuwait with Latin
 * digits, and only data (names, event names, content with no Arabic version) stays Latin.
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "../../../worker/contract/default-settings";
import type { Locale } from "../../../worker/contract/i18n";
import PublicAgendaPage from "../../routes/public-agenda";
import { foreignWords, I18NS, LOCALES } from "../../test/arabic-screen";
import { agendaItem, OPENING_REMARKS, sessionSpeaker } from "../../test/fixtures";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { AddToCalendar } from "./add-to-calendar";
import { AgendaBoard } from "./agenda-board";
import { AgendaDays } from "./agenda-days";
import { googleCalendarUrl } from "./calendar-links";
import { SessionCard } from "./session-card";

const day = [
  agendaItem(1, { title: "Registration & Welcome Coffee", startTime: "08:00", endTime: "08:45" }),
  agendaItem(3, { title: "Delivering Power Projects", startTime: "10:30", endTime: "11:20" }),
  agendaItem(2, { title: "Kuwait at the Crossroads", startTime: "09:20", endTime: "10:10" }),
];

const timingOf = (title: string) => screen.getByRole("article", { name: title }).getAttribute("data-timing");

describe("live and upcoming highlighting (Kuwait time)", () => {
  it("marks the running session live (red), later ones upcoming (green) and earlier ones past", () => {
    // 06:30 UTC is 09:30 in Kuwait, during the 09:20-10:10 panel.
    renderWithApp(<AgendaDays items={day} />, { now: new Date("2025-10-13T06:30:00Z") });
    expect(timingOf("Registration & Welcome Coffee")).toBe("past");
    expect(timingOf("Kuwait at the Crossroads")).toBe("live");
    expect(timingOf("Delivering Power Projects")).toBe("upcoming");
    const live = screen.getByRole("article", { name: "Kuwait at the Crossroads" });
    expect(live).toHaveClass("border-red-500");
    expect(within(live).getByText("Live Now")).toBeInTheDocument();
    const upcoming = screen.getByRole("article", { name: "Delivering Power Projects" });
    expect(upcoming).toHaveClass("border-emerald-500");
    expect(within(upcoming).getByText("Upcoming")).toBeInTheDocument();
    expect(screen.getAllByText("Live Now")).toHaveLength(1);
  });

  it("uses Kuwait's date, not UTC's: 22:30 UTC on the 12th is already the event day in Kuwait", () => {
    // 2025-10-12T22:30Z = 01:30 on 13 Oct in Kuwait: every session is later that day.
    renderWithApp(<AgendaDays items={day} />, { now: new Date("2025-10-12T22:30:00Z") });
    expect(day.map((item) => timingOf(item.title))).toEqual(["upcoming", "upcoming", "upcoming"]);
  });

  it("shows nothing live or upcoming once the day is over", () => {
    renderWithApp(<AgendaDays items={day} />, { now: new Date("2025-10-13T21:00:00Z") });
    expect(day.map((item) => timingOf(item.title))).toEqual(["past", "past", "past"]);
    expect(screen.queryByText("Live Now")).not.toBeInTheDocument();
    expect(screen.queryByText("Upcoming")).not.toBeInTheDocument();
  });
});

describe("session card", () => {
  it("shows up to 5 speaker photos with +N and the named panel's fixed order", () => {
    const panel = agendaItem(4, {
      title: "Panel: Kuwait at the Crossroads – Policy",
      startTime: "09:20",
      endTime: "10:10",
      speakers: [
        sessionSpeaker(11, "Yousef", "Al-Ghanim"),
        sessionSpeaker(12, "Guest", "One"),
        sessionSpeaker(13, "Sarah", "Whitfield"),
        sessionSpeaker(14, "Fatima", "Al-Sabah", { role: "Moderator" }),
        sessionSpeaker(15, "Khaled", "Al-Mutairi"),
        sessionSpeaker(16, "Guest", "Two"),
        sessionSpeaker(17, "Guest", "Three"),
      ],
    });
    renderWithApp(<SessionCard item={panel} />);
    expect(screen.getByText("9:20 AM - 10:10 AM")).toBeInTheDocument();
    const photos = within(screen.getByRole("list", { name: "Speakers" })).getAllByRole("img");
    expect(photos.map((p) => p.getAttribute("aria-label"))).toEqual([
      "Fatima Al-Sabah",
      "Khaled Al-Mutairi",
      "Sarah Whitfield",
      "Yousef Al-Ghanim",
      "Guest One",
    ]);
    expect(screen.getByRole("img", { name: "2 more speakers" })).toHaveTextContent("+2");
    expect(screen.getByText("Moderator")).toBeInTheDocument();
  });

  /** The initials an avatar without a photo draws (CSS content, components/domain/speaker-photo.tsx). */
  const initialsShown = (name: string) =>
    screen.getByRole("img", { name }).querySelector("[data-initials]")?.getAttribute("data-initials");

  it("summarises one speaker with company and several as names beside initials", () => {
    const { unmount } = renderWithApp(
      <SessionCard
        item={agendaItem(5, { speakers: [sessionSpeaker(1, "Dana", "Al-Marzouq", { company: "ASAR" })] })}
        speakerLayout="summary"
      />,
    );
    expect(screen.getByText("ASAR")).toBeInTheDocument();
    expect(initialsShown("Dana Al-Marzouq")).toBe("DA");
    unmount();
    renderWithApp(
      <SessionCard
        item={agendaItem(6, {
          speakers: [sessionSpeaker(1, "Reem", "Al-Saleh"), sessionSpeaker(2, "Hamad", "Al-Rashed")],
        })}
        speakerLayout="summary"
      />,
    );
    expect(screen.getByText("Reem Al-Saleh, Hamad Al-Rashed")).toBeInTheDocument();
    expect(initialsShown("Reem Al-Saleh")).toBe("RA");
    expect(initialsShown("Hamad Al-Rashed")).toBe("HA");
  });
});

describe("agenda board", () => {
  it("shows 4 skeletons, then the selected event's sessions without other events' items", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const calls = mockFetch(async (url) => {
      if (url === "/api/agenda?event=AC2025") {
        await gate;
        return json([
          agendaItem(1, { title: "Opening" }),
          agendaItem(2, { title: "Stray evening item", eventType: "GC_POWERLIST" }),
        ]);
      }
      if (url === "/api/agenda?event=GC_POWERLIST") return json([]);
      return json({ message: "unexpected" }, 500);
    });
    renderWithApp(<AgendaBoard events={["AC2025", "GC_POWERLIST"]} />, { now: new Date("2025-10-01T00:00:00Z") });
    expect(screen.getAllByTestId("session-skeleton")).toHaveLength(4);
    release();
    expect(await screen.findByRole("article", { name: "Opening" })).toBeInTheDocument();
    expect(screen.queryByText("Stray evening item")).not.toBeInTheDocument();
    expect(screen.getByTestId("stat-sessions")).toHaveTextContent("1");
    expect(screen.getByTestId("stat-events")).toHaveTextContent("2");
    expect(screen.getByTestId("stat-hours")).toHaveTextContent("12+");

    await userEvent.click(screen.getByRole("tab", { name: "GC Powerlist" }));
    expect(await screen.findByText("No Sessions Available")).toBeInTheDocument();
    expect(
      screen.getByText("The schedule for GC Powerlist will be updated soon. Stay tuned for exciting sessions!"),
    ).toBeInTheDocument();
    expect(screen.getByTestId("stat-sessions")).toHaveTextContent("0");
    expect(calls.map((c) => c.url)).toEqual(["/api/agenda?event=AC2025", "/api/agenda?event=GC_POWERLIST"]);
  });
});

describe("add to calendar", () => {
  it("links Google Calendar to 13 Oct 2025 08:00-12:30 +03:00 in UTC", () => {
    const url = new URL(googleCalendarUrl("AC2025", "https://conference2025.com", DEFAULT_SETTINGS));
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe("Conference 2025");
    expect(url.searchParams.get("dates")).toBe("20251013T050000Z/20251013T093000Z");
    expect(url.searchParams.get("details")).toContain("https://conference2025.com/agenda");
    const gc = new URL(googleCalendarUrl("GC_POWERLIST", "https://conference2025.com", DEFAULT_SETTINGS));
    expect(gc.searchParams.get("dates")).toBe("20251013T153000Z/20251013T183000Z");
  });
});

const opening = agendaItem(1, {
  ...OPENING_REMARKS,
  startTime: "08:00",
  endTime: "08:30",
  speakers: [sessionSpeaker(11, "Fatima", "Al-Sabah", { role: "Moderator", company: "KIA" })],
});
const panel = agendaItem(2, {
  title: "Kuwait at the Crossroads",
  titleAr: "الكويت على مفترق طرق",
  startTime: "09:20",
  endTime: "10:10",
  speakers: [sessionSpeaker(12, "Omar", "Farouk", { role: "Rapporteur", company: "KIA" })],
});
const workshop = agendaItem(3, { title: "Contracts Workshop", startTime: "09:45", endTime: "10:30" });
const dayTwo = agendaItem(4, { title: "Site Visit", titleAr: "زيارة ميدانية", date: "2025-10-14", startTime: "09:00" });

/** Data that stays as written: event and venue names, speaker names and companies, English-only content. */
const DATA = [
  "Conference 2025",
  "GC Powerlist",
  "JW Marriott Hotel Kuwait City",
  "Fatima Al-Sabah",
  "Omar Farouk",
  // A role other than the usual ones is the organiser's text, shown as typed.
  "Rapporteur",
  "KIA",
  "Contracts Workshop",
  "Grand Ballroom",
  "UTC+3",
];

/** What each language shows. */
const TEXT = {
  en: {
    heading: "Conference Agenda",
    /** The language switch of the public header names the other language in that language. */
    otherLanguage: "العربية",
    opening: "Opening Remarks",
    dayOne: "Monday, October 13, 2025",
    dayTwo: "Tuesday, October 14, 2025",
    sessions: (count: number) => (count === 1 ? "1 session" : `${count} sessions`),
    location: "Main Hall",
    description: "Welcome by the organisers.",
    time: "8:00 AM - 8:30 AM",
    moderator: "Moderator",
    events: "Events",
    statSessions: "Sessions",
    statHours: "Hours",
    noSessions: "No Sessions Available",
    powerlistSoon: "The schedule for GC Powerlist will be updated soon. Stay tuned for exciting sessions!",
    loadFailed: "Could not load the agenda",
    tryAgain: "Try again",
    addToCalendar: "Add to Calendar",
    when: "Monday, October 13, 2025, 8:00 AM - 12:30 PM (Kuwait time)",
    google: "Google Calendar: Conference 2025 (opens in a new tab)",
    googlePrefix: /^Google Calendar/,
    eventName: DEFAULT_SETTINGS.events.AC2025.name,
    eventDetails: `${DEFAULT_SETTINGS.events.AC2025.description}\n\nAgenda: ${window.location.origin}/agenda`,
    venue: DEFAULT_SETTINGS.venue.name,
  },
  ar: {
    heading: "جدول أعمال المؤتمر",
    otherLanguage: "English",
    opening: "الكلمة الافتتاحية",
    dayOne: "الاثنين، 13 أكتوبر 2025",
    dayTwo: "الثلاثاء، 14 أكتوبر 2025",
    sessions: (count: number) => (count === 1 ? "جلسة واحدة" : count === 2 ? "جلستان" : `${count} جلسات`),
    location: "القاعة الرئيسية",
    description: "كلمة ترحيب من المنظمين.",
    time: "8:00 ص - 8:30 ص",
    moderator: "مدير الجلسة",
    events: "الفعاليات",
    statSessions: "الجلسات",
    statHours: "ساعات",
    noSessions: "لا توجد جلسات متاحة",
    powerlistSoon: "سيتم تحديث جدول GC Powerlist قريبًا. ترقّبوا جلسات مميزة!",
    loadFailed: "تعذّر تحميل جدول الأعمال",
    tryAgain: "إعادة المحاولة",
    addToCalendar: "إضافة إلى التقويم",
    when: "الاثنين، 13 أكتوبر 2025، 8:00 ص - 12:30 م (بتوقيت الكويت)",
    google: "تقويم Google: مؤتمر 2025 (يُفتح في علامة تبويب جديدة)",
    googlePrefix: /^تقويم Google/,
    eventName: DEFAULT_SETTINGS.events.AC2025.nameAr,
    eventDetails: `${DEFAULT_SETTINGS.events.AC2025.descriptionAr}\n\nجدول الأعمال: ${window.location.origin}/ar/agenda`,
    venue: DEFAULT_SETTINGS.venue.nameAr,
  },
} satisfies Record<Locale, unknown>;

describe.each(LOCALES)("the agenda's days (%s)", (locale) => {
  const text = TEXT[locale];

  it("groups by date with long-date headings and counts, sorted by start time", () => {
    const items = [...day, agendaItem(9, { title: "Day two", date: "2025-10-14", startTime: "09:00" })];
    renderWithApp(<AgendaDays items={items} />, { now: new Date("2025-10-01T00:00:00Z"), i18n: I18NS[locale] });
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([text.dayOne, text.dayTwo]);
    const first = screen.getByRole("region", { name: text.dayOne });
    expect(within(first).getByText(text.sessions(3))).toBeInTheDocument();
    expect(
      within(first)
        .getAllByRole("article")
        .map((a) => a.getAttribute("aria-label")),
    ).toEqual(["Registration & Welcome Coffee", "Kuwait at the Crossroads", "Delivering Power Projects"]);
    expect(within(screen.getByRole("region", { name: text.dayTwo })).getByText(text.sessions(1))).toBeInTheDocument();
  });
});

describe.each(LOCALES)("the public agenda (%s)", (locale) => {
  const text = TEXT[locale];
  const render = () =>
    renderWithApp(<PublicAgendaPage />, { now: new Date("2025-10-01T00:00:00Z"), i18n: I18NS[locale] });

  it("shows the headings, dates, counts, times and the organisers' content in the page's language", async () => {
    mockFetch((url) => {
      if (url === "/api/agenda?event=AC2025") return json([opening, panel, dayTwo]);
      if (url === "/api/agenda?event=GC_POWERLIST") return json([]);
      return json({ message: "unexpected" }, 500);
    });
    render();
    // The whole page: the public header too.
    const page = document.body;
    const data = [...DATA, text.otherLanguage];
    expect(await screen.findByRole("article", { name: text.opening })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: text.heading })).toBeInTheDocument();
    const first = screen.getByRole("region", { name: text.dayOne });
    expect(within(first).getByText(text.sessions(2))).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: text.dayTwo })).getByText(text.sessions(1))).toBeInTheDocument();
    expect(within(first).getByText(text.location)).toBeInTheDocument();
    expect(within(first).getByText(text.description)).toBeInTheDocument();
    expect(within(first).getByText(text.time)).toBeInTheDocument();
    expect(within(first).getByText(text.moderator)).toBeInTheDocument();
    expect(within(first).getByText("Rapporteur").tagName).toBe("BDI");
    expect(screen.getByRole("tablist", { name: text.events })).toBeInTheDocument();
    expect(within(page).getByText(text.statSessions)).toBeInTheDocument();
    expect(within(page).getByText(text.statHours)).toBeInTheDocument();
    expect(foreignWords(locale, page, data)).toEqual([]);

    await userEvent.click(screen.getByRole("tab", { name: "GC Powerlist" }));
    expect(await screen.findByText(text.noSessions)).toBeInTheDocument();
    expect(screen.getByText(text.powerlistSoon)).toBeInTheDocument();
    expect(foreignWords(locale, page, data)).toEqual([]);
  });

  it("keeps the English title where no Arabic one was entered, and counts in the language's plurals", async () => {
    mockFetch(() =>
      json([workshop, ...[5, 6, 7].map((id) => agendaItem(id, { title: `T${id}`, titleAr: `جلسة ${id}` }))]),
    );
    render();
    expect(await screen.findByRole("article", { name: "Contracts Workshop" })).toBeInTheDocument();
    expect(screen.getByRole("article", { name: locale === "ar" ? "جلسة 5" : "T5" })).toBeInTheDocument();
    expect(screen.getByText(text.sessions(4))).toBeInTheDocument();
  });

  it("shows a failed load with the server's message, and loads again on Try again", async () => {
    let fail = true;
    mockFetch(() => (fail ? json({ message: "HTTP 503" }, 503) : json([opening])));
    render();
    expect(await screen.findByText(text.loadFailed)).toBeInTheDocument();
    expect(screen.getByText("HTTP 503")).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getAllByRole("button", { name: text.tryAgain })[0]!);
    await waitFor(() => expect(screen.getByRole("article", { name: text.opening })).toBeInTheDocument());
  });
});

describe.each(LOCALES)("add to calendar (%s)", (locale) => {
  const text = TEXT[locale];

  it("writes each event's date and time for Kuwait in the page's language", async () => {
    renderWithApp(<AddToCalendar events={["AC2025"]} />, { i18n: I18NS[locale] });
    await userEvent.click(screen.getByRole("button", { name: text.addToCalendar }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText(text.when)).toBeInTheDocument();
    expect(within(menu).getByRole("menuitem", { name: text.google })).toBeInTheDocument();
    expect(foreignWords(locale, menu, ["Conference 2025", "Apple", "Outlook", "Google", "ics"])).toEqual([]);
    // ".ics" is held left to right, so an Arabic line does not show "ics.".
    const ics = within(menu).getByRole("menuitem", { name: /\.ics/ });
    expect(ics.querySelector('bdi[dir="ltr"]')).toHaveTextContent(/^\.ics$/);
  });

  it("fills the Google Calendar entry with the event texts and the agenda's address in the page's language", async () => {
    renderWithApp(<AddToCalendar events={["AC2025"]} />, { i18n: I18NS[locale] });
    await userEvent.click(screen.getByRole("button", { name: text.addToCalendar }));
    const link = await screen.findByRole("menuitem", { name: text.googlePrefix });
    const params = new URL(link.getAttribute("href")!).searchParams;
    expect(params.get("text")).toBe(text.eventName);
    expect(params.get("details")).toBe(text.eventDetails);
    expect(params.get("location")).toContain(text.venue);
  });
});
