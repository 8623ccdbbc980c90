/**
 * My Agenda (docs/product.md#my-agenda; docs/i18n.md): the star, the starred list with its clashes
 * and live mark, and the page, whose texts are tested once per language: an Arabic page names the
 * clashing sessions by their Arabic titles where entered and joins them with the Arabic
 * conjunction, and only data (names, event names, content with no Arabic version) stays Latin.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { Locale } from "../../../worker/contract/i18n";
import { setAuthToken } from "../../lib/auth-token";
import MyAgendaPage from "../../routes/app/my-agenda";
import { foreignWords, I18NS, LOCALES } from "../../test/arabic-screen";
import { agendaItem } from "../../test/fixtures";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { AgendaBoard } from "./agenda-board";
import { clashesOf } from "./clashes";
import { clashText, MyAgendaList } from "./my-agenda-list";
import { StarToggle } from "./star-toggle";

const opening = agendaItem(1, { title: "Opening", titleAr: "الافتتاح", startTime: "08:00", endTime: "08:30" });
const panel = agendaItem(2, {
  title: "Kuwait at the Crossroads",
  titleAr: "الكويت على مفترق طرق",
  startTime: "09:20",
  endTime: "10:10",
});
const workshop = agendaItem(3, { title: "Contracts Workshop", startTime: "09:45", endTime: "10:30" });
const lunch = agendaItem(4, { title: "Networking Lunch", startTime: "12:30", endTime: "" });
const evening = agendaItem(5, {
  title: "GC Powerlist Recognition",
  startTime: "20:30",
  endTime: "21:30",
  eventType: "GC_POWERLIST",
});

/** A server holding `starred` for the signed-in person: PUT replaces it, as the Worker does. */
function server(starred: number[], agenda = [opening, panel, workshop, lunch, evening]) {
  let stored = [...starred];
  const calls = mockFetch((url, init) => {
    if (url.startsWith("/api/agenda")) return json(agenda);
    if (url === "/api/my-agenda" && init.method === "PUT") {
      stored = (JSON.parse(String(init.body)) as { sessionIds: number[] }).sessionIds.sort((a, b) => a - b);
      return json({ sessionIds: stored });
    }
    if (url === "/api/my-agenda") return json({ sessionIds: stored });
    if (url === "/api/my-agenda/feed") return json({ url: null });
    return json({ message: "Not found" }, 404);
  });
  return { calls, stored: () => stored };
}

// A signed-in browser holds its session token: the stars are asked for only then.
beforeEach(() => setAuthToken("a-session-token"));

describe("StarToggle", () => {
  it('is "Add to My Agenda", not pressed, for an unstarred session, and stars it with PUT of the whole set', async () => {
    const api = server([2]);
    renderWithApp(<StarToggle item={opening} />);
    const star = await screen.findByRole("button", { name: "Add to My Agenda" });
    expect(star).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(star);
    const pressed = await screen.findByRole("button", { name: "Remove from My Agenda" });
    expect(pressed).toHaveAttribute("aria-pressed", "true");
    const put = api.calls.find((c) => c.init.method === "PUT");
    expect(JSON.parse(String(put!.init.body))).toEqual({ sessionIds: [2, 1] });
    await waitFor(() => expect(api.stored()).toEqual([1, 2]));
  });

  it('is "Remove from My Agenda", pressed, for a starred session, and unstars it', async () => {
    const api = server([1, 2]);
    renderWithApp(<StarToggle item={opening} />);
    await userEvent.click(await screen.findByRole("button", { name: "Remove from My Agenda" }));
    expect(await screen.findByRole("button", { name: "Add to My Agenda" })).toHaveAttribute("aria-pressed", "false");
    await waitFor(() => expect(api.stored()).toEqual([2]));
  });

  it("puts the star back and says why when the save is refused", async () => {
    mockFetch((url, init) => {
      if (init.method === "PUT") return json({ message: "Unknown session: 1" }, 400);
      return url === "/api/my-agenda" ? json({ sessionIds: [] }) : json({ message: "Not found" }, 404);
    });
    renderWithApp(<StarToggle item={opening} />);
    await userEvent.click(await screen.findByRole("button", { name: "Add to My Agenda" }));
    expect(await screen.findByText("Unknown session: 1")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add to My Agenda" })).toHaveAttribute("aria-pressed", "false");
  });

  it("asks nothing and shows nothing without a session token (signed out)", async () => {
    localStorage.clear();
    const calls = mockFetch(() => json({ message: "Authentication required" }, 401));
    renderWithApp(<StarToggle item={opening} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("shows nothing when the starred set cannot be read (an expired session)", async () => {
    const calls = mockFetch(() => json({ message: "Authentication required" }, 401));
    renderWithApp(<StarToggle item={opening} />);
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});

describe("the star on the agenda board (public and signed-in agenda)", () => {
  it("shows on every session once a session token is stored, pressed for the starred ones", async () => {
    server([2]);
    renderWithApp(<AgendaBoard events={["AC2025"]} />);
    const panelCard = await screen.findByRole("article", { name: "Kuwait at the Crossroads" });
    expect(await within(panelCard).findByRole("button", { name: "Remove from My Agenda" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const opening = screen.getByRole("article", { name: "Opening" });
    expect(within(opening).getByRole("button", { name: "Add to My Agenda" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getAllByRole("button", { name: /My Agenda$/ })).toHaveLength(4);
  });

  it("is absent, and My Agenda is never asked for, without a session token", async () => {
    localStorage.clear();
    const { calls } = server([2]);
    renderWithApp(<AgendaBoard events={["AC2025"]} />);
    await screen.findByRole("article", { name: "Opening" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("button", { name: /My Agenda$/ })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith("/api/my-agenda"))).toBe(false);
  });
});

describe("clashes", () => {
  it("pairs overlapping sessions of one date, not sessions that meet end to start or other dates", () => {
    const meets = agendaItem(6, { title: "Coffee", startTime: "10:10", endTime: "10:20" });
    const otherDay = agendaItem(7, { title: "Day two", date: "2025-10-14", startTime: "09:30", endTime: "10:00" });
    const clashes = clashesOf([opening, panel, workshop, meets, otherDay]);
    expect([...clashes.keys()].sort()).toEqual([2, 3, 6].sort());
    expect(clashes.get(2)!.map((s) => s.id)).toEqual([3]);
    expect(clashes.get(6)!.map((s) => s.id)).toEqual([3]);
    expect(clashes.has(1)).toBe(false);
    expect(clashes.has(7)).toBe(false);
  });

  it("counts a session without an end time as its start minute", () => {
    const lunchTalk = agendaItem(8, { title: "Lunch talk", startTime: "12:00", endTime: "12:45" });
    expect(
      clashesOf([lunch, lunchTalk])
        .get(4)!
        .map((s) => s.id),
    ).toEqual([8]);
    expect(clashesOf([lunch, agendaItem(9, { startTime: "12:31", endTime: "13:00" })]).size).toBe(0);
  });
});

describe("MyAgendaList", () => {
  it("lists only the starred sessions of both events by time, with their anchors", async () => {
    server([5, 4, 1]);
    renderWithApp(<MyAgendaList />, { now: new Date("2025-10-01T00:00:00Z") });
    await screen.findByRole("article", { name: "Opening" });
    const titles = screen.getAllByRole("article").map((a) => a.getAttribute("aria-label"));
    expect(titles).toEqual(["Opening", "Networking Lunch", "GC Powerlist Recognition"]);
    expect(document.getElementById("session-4")).toContainElement(
      screen.getByRole("article", { name: "Networking Lunch" }),
    );
    expect(screen.queryByText(/Clashes with/)).not.toBeInTheDocument();
  });

  it("marks starred sessions that overlap, and the one live now", async () => {
    server([1, 2, 3]);
    // 06:30 UTC is 09:30 in Kuwait: during the 09:20-10:10 panel, before the 09:45 workshop.
    renderWithApp(<MyAgendaList />, { now: new Date("2025-10-13T06:30:00Z") });
    const panelCard = await screen.findByRole("article", { name: "Kuwait at the Crossroads" });
    expect(within(panelCard).getByText("Live Now")).toBeInTheDocument();
    expect(screen.getAllByText("Live Now")).toHaveLength(1);
    expect(screen.getByText("Clashes with Contracts Workshop")).toBeInTheDocument();
    expect(screen.getByText("Clashes with Kuwait at the Crossroads")).toBeInTheDocument();
    expect(document.getElementById("session-1")).not.toHaveTextContent(/Clashes with/);
  });

  it("drops a session from the list when its star is removed", async () => {
    const api = server([1, 2]);
    renderWithApp(<MyAgendaList />, { now: new Date("2025-10-01T00:00:00Z") });
    const card = await screen.findByRole("article", { name: "Opening" });
    await userEvent.click(within(card).getByRole("button", { name: "Remove from My Agenda" }));
    await waitFor(() => expect(screen.queryByRole("article", { name: "Opening" })).not.toBeInTheDocument());
    await waitFor(() => expect(api.stored()).toEqual([2]));
  });
});

/** Data that stays as written: event names, English-only titles, the time zone. */
const DATA = ["Conference 2025", "GC Powerlist", "Contracts Workshop", "Grand Ballroom", "UTC+3"];

/** What each language shows. */
const TEXT = {
  en: {
    heading: "My Agenda",
    day: "Monday, October 13, 2025",
    unstar: "Remove from My Agenda",
    feed: "Get calendar link",
    noneStarred: "No sessions starred yet",
    browse: "Browse the agenda",
    /** clashText of one, two and three sessions. */
    clashes: [
      "Clashes with Kuwait at the Crossroads",
      "Clashes with Kuwait at the Crossroads and Contracts Workshop",
      "Clashes with Kuwait at the Crossroads, Contracts Workshop and Opening",
    ],
    clashesWithWorkshop: "Clashes with Contracts Workshop",
  },
  ar: {
    heading: "أجندتي",
    day: "الاثنين، 13 أكتوبر 2025",
    unstar: "إزالة من أجندتي",
    feed: "الحصول على رابط التقويم",
    noneStarred: "لم تضع نجمة على أي جلسة بعد",
    browse: "تصفّح جدول الأعمال",
    clashes: [
      "يتعارض مع الكويت على مفترق طرق",
      "يتعارض مع الكويت على مفترق طرق وContracts Workshop",
      "يتعارض مع الكويت على مفترق طرق وContracts Workshop والافتتاح",
    ],
    clashesWithWorkshop: "يتعارض مع Contracts Workshop",
  },
} satisfies Record<Locale, unknown>;

describe.each(LOCALES)("the My Agenda page (%s)", (locale) => {
  const text = TEXT[locale];

  it("names every session clashed with, in the page's language and its list format", () => {
    expect(
      [[panel], [panel, workshop], [panel, workshop, opening]].map((items) => clashText(items, I18NS[locale])),
    ).toEqual(text.clashes);
  });

  it("marks clashes with the titles in the page's language, and names the stars and the calendar feed", async () => {
    server([1, 2, 3]);
    const { container } = renderWithApp(<MyAgendaPage />, {
      now: new Date("2025-10-01T00:00:00Z"),
      i18n: I18NS[locale],
    });
    expect(await screen.findByRole("heading", { level: 1, name: text.heading })).toBeInTheDocument();
    expect(await screen.findByText(text.clashesWithWorkshop)).toBeInTheDocument();
    expect(screen.getByText(text.clashes[0]!)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole("button", { name: text.unstar })).toHaveLength(3));
    expect(await screen.findByRole("button", { name: text.feed })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: text.day })).toBeInTheDocument();
    expect(foreignWords(locale, container, DATA)).toEqual([]);
  });

  it("says how to star sessions when none are starred", async () => {
    server([]);
    renderWithApp(<MyAgendaPage />, { i18n: I18NS[locale] });
    expect(await screen.findByText(text.noneStarred)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: text.browse })).toHaveAttribute("href", "/app/agenda");
  });
});
