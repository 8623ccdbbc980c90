/**
 * The speaker screens in Arabic (docs/i18n.md): every text is Arabic, a speaker's Arabic biography
 * (bioAr) replaces the English where entered, their sessions show the Arabic titles, places and
 * times, and only data (names, companies, positions, event names) stays Latin.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { AgendaItem } from "../../../worker/contract/content";
import AppSpeakersPage from "../../routes/app/speakers";
import PublicSpeakersPage from "../../routes/public-speakers";
import { arabicI18n, latinWords } from "../../test/arabic-screen";
import { agendaItem, sessionSpeaker, speakerRecord } from "../../test/fixtures";
import { json, mockFetch, renderWithApp } from "../../test/render";

const fatima = speakerRecord(1, "Fatima", "Al-Sabah", {
  company: "KIA",
  position: "Chief Economist",
  bio: "English biography.",
  bioAr: "الفقرة الأولى عن سياسات الطاقة.\n\nالفقرة الثانية عن التمويل.",
  expertise: ["Energy Policy"],
  linkedinUrl: "https://www.linkedin.com/in/example",
});
const james = speakerRecord(2, "James", "Porter", { company: "GEC", position: "Partner", bio: "Only in English." });
const mona = speakerRecord(3, "Mona", "Al-Bader", { company: "PH", position: "Counsel" });

const sessions: AgendaItem[] = [
  agendaItem(10, {
    title: "Panel: Kuwait at the Crossroads",
    titleAr: "الكويت على مفترق طرق",
    location: "Grand Ballroom",
    locationAr: "القاعة الكبرى",
    startTime: "09:20",
    endTime: "10:10",
    speakers: [sessionSpeaker(1, "Fatima", "Al-Sabah")],
  }),
];

/** Data that stays Latin: names, companies, positions, expertise, event names, English-only bios. */
const DATA = [
  "Conference 2025",
  "GC Powerlist",
  "Fatima Al-Sabah",
  "James Porter",
  "Mona Al-Bader",
  "Chief Economist",
  "Energy Policy",
  "Partner",
  "Counsel",
  "KIA",
  "GEC",
  "PH",
  "Only in English.",
  "LinkedIn",
];

describe("the public speakers page in Arabic", () => {
  it("titles the sections, cards and sessions in Arabic, with the Arabic bio", async () => {
    mockFetch((url) => {
      if (url === "/api/speakers?event=AC2025") return json([fatima, james]);
      if (url === "/api/speakers?event=GC_POWERLIST") return json([]);
      return json(sessions);
    });
    renderWithApp(<PublicSpeakersPage />, { i18n: arabicI18n });
    // The whole page: the public header too (the language switch names English in English).
    const page = document.body;
    expect(await screen.findByRole("heading", { level: 2, name: "متحدثو مؤتمر 2025" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "متحدثو المؤتمر" })).toBeInTheDocument();
    const card = await screen.findByRole("article", { name: "Fatima Al-Sabah" });
    expect(within(card).getByText(/^الفقرة الأولى عن سياسات الطاقة/)).toBeInTheDocument();
    const panel = await within(card).findByRole("region", { name: "جلسات Fatima Al-Sabah" });
    expect(within(panel).getByText("الكويت على مفترق طرق")).toBeInTheDocument();
    expect(within(panel).getByText("القاعة الكبرى")).toBeInTheDocument();
    expect(within(panel).getByText("9:20 ص - 10:10 ص")).toBeInTheDocument();
    expect(
      within(card).getByRole("link", { name: "الملف الشخصي على LinkedIn (يُفتح في علامة تبويب جديدة)" }),
    ).toBeInTheDocument();
    expect(
      within(card).getByRole("button", { name: "Fatima Al-Sabah, Chief Economist, KIA، عرض السيرة الذاتية" }),
    ).toBeInTheDocument();
    // James has no Arabic bio: his English one is shown.
    expect(screen.getByText("Only in English.")).toBeInTheDocument();
    expect(screen.getByText("المتحدثون قريبًا")).toBeInTheDocument();
    await waitFor(() => expect(latinWords(page, [...DATA, "English"])).toEqual([]));

    await userEvent.type(screen.getByRole("searchbox", { name: "البحث عن المتحدثين" }), "zz");
    expect(screen.getByPlaceholderText("ابحث عن المتحدثين...")).toBeInTheDocument();
    expect(await screen.findByText("لا يوجد متحدث في مؤتمر 2025 يطابق «zz».")).toBeInTheDocument();
    expect(screen.getAllByText("لم يُعثر على متحدثين")).toHaveLength(2);
    expect(latinWords(page, [...DATA, "English", "zz"])).toEqual([]);
  });
});

describe("the Speaker Biography lightbox in Arabic", () => {
  it("shows the Arabic biography in paragraphs, the sessions in Arabic and an Arabic close button", async () => {
    mockFetch((url) => (url === "/api/speakers" ? json([fatima]) : json(sessions)));
    renderWithApp(<AppSpeakersPage />, { i18n: arabicI18n });
    expect(await screen.findByRole("heading", { level: 1, name: "المتحدثون" })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole("button", { name: /^Fatima Al-Sabah, .*عرض السيرة الذاتية$/ }));
    const dialog = await screen.findByRole("dialog", { name: "السيرة الذاتية للمتحدث" });
    expect(
      within(dialog)
        .getAllByText(/^الفقرة/)
        .map((p) => p.textContent),
    ).toEqual(["الفقرة الأولى عن سياسات الطاقة.", "الفقرة الثانية عن التمويل."]);
    expect(within(dialog).getByRole("heading", { name: "جلسات المتحدث" })).toBeInTheDocument();
    expect(await within(dialog).findByText("الكويت على مفترق طرق")).toBeInTheDocument();
    expect(latinWords(dialog, DATA)).toEqual([]);
    await userEvent.click(within(dialog).getByRole("button", { name: "إغلاق" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("says in Arabic when there is no biography and no session", async () => {
    mockFetch((url) => (url === "/api/speakers" ? json([mona]) : json(sessions)));
    renderWithApp(<AppSpeakersPage />, { i18n: arabicI18n });
    await userEvent.click(await screen.findByRole("button", { name: /^Mona Al-Bader, .*عرض السيرة الذاتية$/ }));
    const dialog = await screen.findByRole("dialog", { name: "السيرة الذاتية للمتحدث" });
    expect(within(dialog).getByText("السيرة الذاتية غير متوفرة.")).toBeInTheDocument();
    expect(await within(dialog).findByText("لا توجد جلسات مجدولة لهذا المتحدث.")).toBeInTheDocument();
  });

  it("cuts the Arabic biography on the app's card at 200 characters", async () => {
    const long = speakerRecord(4, "Reem", "Al-Saleh", { bio: "short", bioAr: "ب".repeat(260) });
    mockFetch((url) => (url === "/api/speakers" ? json([long]) : json([])));
    renderWithApp(<AppSpeakersPage />, { i18n: arabicI18n });
    expect(await screen.findByText(`${"ب".repeat(200)}...`)).toBeInTheDocument();
    expect(screen.queryByText("short")).not.toBeInTheDocument();
  });
});
