/**
 * The agenda screens in Arabic (docs/i18n.md): every text of the screens is Arabic, the
 * organisers' Arabic titles, places and descriptions replace the English where entered, dates and
 * times are written for Kuwait with Latin digits, and only data (names, event names) stays Latin.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "../../../worker/contract/default-settings";
import { setAuthToken } from "../../lib/auth-token";
import MyAgendaPage from "../../routes/app/my-agenda";
import PublicAgendaPage from "../../routes/public-agenda";
import { agendaItem, sessionSpeaker } from "../../test/fixtures";
import { arabicI18n, latinWords } from "../../test/arabic-screen";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { AddToCalendar } from "./add-to-calendar";
import { clashText } from "./my-agenda-list";

const opening = agendaItem(1, {
  title: "Opening Remarks",
  titleAr: "الكلمة الافتتاحية",
  location: "Main Hall",
  locationAr: "القاعة الرئيسية",
  description: "Welcome by the organisers.",
  descriptionAr: "كلمة ترحيب من المنظمين.",
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

/** Data that stays in Latin letters: event and venue names, speaker names and companies, English-only content. */
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
];

describe("the public agenda in Arabic", () => {
  it("shows Arabic headings, dates, counts, times and the organisers' Arabic content", async () => {
    mockFetch((url) => {
      if (url === "/api/agenda?event=AC2025") return json([opening, panel, dayTwo]);
      if (url === "/api/agenda?event=GC_POWERLIST") return json([]);
      return json({ message: "unexpected" }, 500);
    });
    renderWithApp(<PublicAgendaPage />, { now: new Date("2025-10-01T00:00:00Z"), i18n: arabicI18n });
    // The whole page: the public header too (the language switch names English in English).
    const page = document.body;
    expect(await screen.findByRole("article", { name: "الكلمة الافتتاحية" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "جدول أعمال المؤتمر" })).toBeInTheDocument();
    const first = screen.getByRole("region", { name: "الاثنين، 13 أكتوبر 2025" });
    expect(within(first).getByText("جلستان")).toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "الثلاثاء، 14 أكتوبر 2025" })).getByText("جلسة واحدة"),
    ).toBeInTheDocument();
    expect(within(first).getByText("القاعة الرئيسية")).toBeInTheDocument();
    expect(within(first).getByText("كلمة ترحيب من المنظمين.")).toBeInTheDocument();
    expect(within(first).getByText("8:00 ص - 8:30 ص")).toBeInTheDocument();
    expect(within(first).getByText("مدير الجلسة")).toBeInTheDocument();
    expect(within(first).getByText("Rapporteur").tagName).toBe("BDI");
    expect(screen.getByRole("tablist", { name: "الفعاليات" })).toBeInTheDocument();
    expect(within(page).getByText("الجلسات")).toBeInTheDocument();
    expect(within(page).getByText("ساعات")).toBeInTheDocument();
    expect(latinWords(page, [...DATA, "English", "UTC+3"])).toEqual([]);

    await userEvent.click(screen.getByRole("tab", { name: "GC Powerlist" }));
    expect(await screen.findByText("لا توجد جلسات متاحة")).toBeInTheDocument();
    expect(screen.getByText("سيتم تحديث جدول GC Powerlist قريبًا. ترقّبوا جلسات مميزة!")).toBeInTheDocument();
    expect(latinWords(page, [...DATA, "English", "UTC+3"])).toEqual([]);
  });

  it("keeps the English title where no Arabic one was entered, and counts in Arabic plurals", async () => {
    mockFetch(() =>
      json([workshop, ...[5, 6, 7].map((id) => agendaItem(id, { title: `T${id}`, titleAr: `جلسة ${id}` }))]),
    );
    renderWithApp(<PublicAgendaPage />, { now: new Date("2025-10-01T00:00:00Z"), i18n: arabicI18n });
    expect(await screen.findByRole("article", { name: "Contracts Workshop" })).toBeInTheDocument();
    expect(screen.getByText("4 جلسات")).toBeInTheDocument();
  });

  it("says a failed load and its retry in Arabic", async () => {
    mockFetch(() => json({ message: "HTTP 503" }, 503));
    renderWithApp(<PublicAgendaPage />, { i18n: arabicI18n });
    expect(await screen.findByText("تعذّر تحميل جدول الأعمال")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "إعادة المحاولة" }).length).toBeGreaterThan(0);
  });
});

describe("add to calendar in Arabic", () => {
  it("writes each event's date and time for Kuwait in Arabic", async () => {
    renderWithApp(<AddToCalendar events={["AC2025"]} />, { i18n: arabicI18n });
    await userEvent.click(screen.getByRole("button", { name: "إضافة إلى التقويم" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText("الاثنين، 13 أكتوبر 2025، 8:00 ص - 12:30 م (بتوقيت الكويت)")).toBeInTheDocument();
    expect(
      within(menu).getByRole("menuitem", { name: "تقويم Google: مؤتمر 2025 (يُفتح في علامة تبويب جديدة)" }),
    ).toBeInTheDocument();
    expect(latinWords(menu, ["Conference 2025", "Apple", "Outlook", "Google", "ics"])).toEqual([]);
  });

  it("fills the Google Calendar entry with the Arabic event texts and the Arabic agenda's address", async () => {
    renderWithApp(<AddToCalendar events={["AC2025"]} />, { i18n: arabicI18n });
    await userEvent.click(screen.getByRole("button", { name: "إضافة إلى التقويم" }));
    const link = await screen.findByRole("menuitem", { name: /^تقويم Google/ });
    const params = new URL(link.getAttribute("href")!).searchParams;
    const { AC2025 } = DEFAULT_SETTINGS.events;
    expect(params.get("text")).toBe(AC2025.nameAr);
    expect(params.get("details")).toBe(`${AC2025.descriptionAr}\n\nجدول الأعمال: ${window.location.origin}/ar/agenda`);
    expect(params.get("location")).toContain(DEFAULT_SETTINGS.venue.nameAr);
  });
});

describe("My Agenda in Arabic", () => {
  beforeEach(() => setAuthToken("a-session-token"));

  function server(starred: number[]) {
    return mockFetch((url) => {
      if (url.startsWith("/api/agenda")) return json([opening, panel, workshop]);
      if (url === "/api/my-agenda") return json({ sessionIds: starred });
      if (url === "/api/my-agenda/feed") return json({ url: null });
      return json({ message: "Not found" }, 404);
    });
  }

  it("marks clashes with the Arabic titles, and names the stars and the calendar feed in Arabic", async () => {
    server([1, 2, 3]);
    const { container } = renderWithApp(<MyAgendaPage />, { now: new Date("2025-10-01T00:00:00Z"), i18n: arabicI18n });
    expect(await screen.findByRole("heading", { level: 1, name: "أجندتي" })).toBeInTheDocument();
    expect(await screen.findByText("يتعارض مع Contracts Workshop")).toBeInTheDocument();
    expect(screen.getByText("يتعارض مع الكويت على مفترق طرق")).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole("button", { name: "إزالة من أجندتي" })).toHaveLength(3));
    expect(await screen.findByRole("button", { name: "الحصول على رابط التقويم" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "الاثنين، 13 أكتوبر 2025" })).toBeInTheDocument();
    expect(latinWords(container, [...DATA, "UTC+3"])).toEqual([]);
  });

  it("says the empty list in Arabic", async () => {
    server([]);
    renderWithApp(<MyAgendaPage />, { i18n: arabicI18n });
    expect(await screen.findByText("لم تضع نجمة على أي جلسة بعد")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "تصفّح جدول الأعمال" })).toHaveAttribute("href", "/app/agenda");
  });

  it("joins several clashing titles with the Arabic conjunction", () => {
    expect(clashText([panel, workshop], arabicI18n)).toBe("يتعارض مع الكويت على مفترق طرق وContracts Workshop");
  });
});
