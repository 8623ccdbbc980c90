/**
 * The speaker screens in each language (docs/product.md; docs/i18n.md): the public page's sections,
 * cards, search and sessions, and the Speaker Biography lightbox of the app, with every text in the
 * page's language; a speaker's Arabic biography (bioAr) and a session's Arabic title and place
 * replace the English on an Arabic page where entered, and only data (names, companies, positions,
 * event names, content with no Arabic version) stays Latin. The search and bio helpers are tested
 * once: they do not depend on the language.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { AgendaItem, Speaker } from "../../../worker/contract/content";
import type { Locale } from "../../../worker/contract/i18n";
import AppSpeakersPage from "../../routes/app/speakers";
import PublicSpeakersPage from "../../routes/public-speakers";
import { foreignWords, I18NS, LOCALES } from "../../test/arabic-screen";
import { agendaItem, sessionSpeaker, speakerRecord } from "../../test/fixtures";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { bioParagraphs, truncateBio } from "./bio";
import { filterSpeakers } from "./search";

const fatima = speakerRecord(1, "Fatima", "Al-Sabah", {
  company: "Kuwait Investment Authority",
  position: "Chief Economist",
  bio: "First paragraph about energy policy.\n\nSecond paragraph about finance.\n  \nThird paragraph.",
  bioAr: "الفقرة الأولى عن سياسات الطاقة.\n\nالفقرة الثانية عن التمويل.",
  expertise: ["Energy Policy", "Macroeconomics"],
  linkedinUrl: "https://www.linkedin.com/in/example",
});
const james = speakerRecord(2, "James", "Porter", {
  company: "Gulf Export Credit",
  position: "Head of Project Finance",
  bio: "x".repeat(260),
});
const mona = speakerRecord(3, "Mona", "Al-Bader", {
  company: "Petro Holdings",
  position: "General Counsel",
  eventType: "GC_POWERLIST",
});

const sessions: AgendaItem[] = [
  agendaItem(10, {
    title: "Panel: Kuwait at the Crossroads",
    titleAr: "الكويت على مفترق طرق",
    startTime: "09:20",
    endTime: "10:10",
    location: "Grand Ballroom",
    locationAr: "القاعة الكبرى",
    speakers: [sessionSpeaker(1, "Fatima", "Al-Sabah")],
  }),
  // Matched through the legacy speakerId only.
  agendaItem(11, {
    title: "Fireside Chat",
    titleAr: "حديث جانبي",
    location: "Grand Ballroom",
    locationAr: "القاعة الكبرى",
    startTime: "11:20",
    endTime: "11:45",
    speakerId: 1,
  }),
  agendaItem(12, { title: "Coffee Break", titleAr: "استراحة القهوة", startTime: "10:10", endTime: "10:30" }),
];

/** Data that stays as written: names, companies, positions, expertise, event names, English-only bios. */
const DATA = [
  "Conference 2025",
  "GC Powerlist",
  "Fatima Al-Sabah",
  "James Porter",
  "Mona Al-Bader",
  "Kuwait Investment Authority",
  "Chief Economist",
  "Gulf Export Credit",
  "Head of Project Finance",
  "Petro Holdings",
  "General Counsel",
  "Energy Policy",
  "Macroeconomics",
  // James's English-only bio, whole (public card) and cut (app card).
  "x".repeat(260),
  "x".repeat(200),
  "LinkedIn",
];

/** What each language shows. */
const TEXT = {
  en: {
    publicHeading: "Conference Speakers",
    section: "Conference 2025 Speakers",
    comingSoon: "Speakers Coming Soon",
    noneFound: "No speakers found",
    search: "Search speakers",
    placeholder: "Search speakers...",
    noMatch: (query: string) => `No Conference 2025 speaker matches "${query}".`,
    bioStart: /^First paragraph about energy policy/,
    sessionsOf: (name: string) => `Speaking Sessions of ${name}`,
    cardSessions: [
      "9:20 AM - 10:10 AMPanel: Kuwait at the CrossroadsGrand Ballroom",
      "11:20 AM - 11:45 AMFireside ChatGrand Ballroom",
    ],
    linkedIn: "LinkedIn Profile (opens in a new tab)",
    viewBio: (name: string) => new RegExp(`^${name}, .*view biography$`),
    fatimaButton: "Fatima Al-Sabah, Chief Economist, Kuwait Investment Authority, view biography",
    appHeading: "Speakers",
    dialog: "Speaker Biography",
    paragraphs: ["First paragraph about energy policy.", "Second paragraph about finance.", "Third paragraph."],
    paragraph: /paragraph/,
    sessions: "Speaking Sessions",
    panel: "Panel: Kuwait at the Crossroads",
    fireside: "Fireside Chat",
    coffee: "Coffee Break",
    noBio: "Biography not available.",
    noSessions: "No speaking sessions scheduled.",
    loading: "Loading sessions...",
    close: "Close",
    speakerId: "Speaker ID: 2",
    speakerIdPattern: /Speaker ID/,
  },
  ar: {
    publicHeading: "متحدثو المؤتمر",
    section: "متحدثو مؤتمر 2025",
    comingSoon: "المتحدثون قريبًا",
    noneFound: "لم يُعثر على متحدثين",
    search: "البحث عن المتحدثين",
    placeholder: "ابحث عن المتحدثين...",
    noMatch: (query: string) => `لا يوجد متحدث في مؤتمر 2025 يطابق «${query}».`,
    bioStart: /^الفقرة الأولى عن سياسات الطاقة/,
    sessionsOf: (name: string) => `جلسات ${name}`,
    cardSessions: ["9:20 ص - 10:10 صالكويت على مفترق طرقالقاعة الكبرى", "11:20 ص - 11:45 صحديث جانبيالقاعة الكبرى"],
    linkedIn: "الملف الشخصي على LinkedIn (يُفتح في علامة تبويب جديدة)",
    viewBio: (name: string) => new RegExp(`^${name}, .*عرض السيرة الذاتية$`),
    fatimaButton: "Fatima Al-Sabah, Chief Economist, Kuwait Investment Authority، عرض السيرة الذاتية",
    appHeading: "المتحدثون",
    dialog: "السيرة الذاتية للمتحدث",
    paragraphs: ["الفقرة الأولى عن سياسات الطاقة.", "الفقرة الثانية عن التمويل."],
    paragraph: /^الفقرة/,
    sessions: "جلسات المتحدث",
    panel: "الكويت على مفترق طرق",
    fireside: "حديث جانبي",
    coffee: "استراحة القهوة",
    noBio: "السيرة الذاتية غير متوفرة.",
    noSessions: "لا توجد جلسات مجدولة لهذا المتحدث.",
    loading: "جارٍ تحميل الجلسات...",
    close: "إغلاق",
    speakerId: "رقم المتحدث: 2",
    speakerIdPattern: /رقم المتحدث/,
  },
} satisfies Record<Locale, unknown>;

const cardNames = () => screen.queryAllByRole("article").map((a) => a.getAttribute("aria-label"));

describe("speaker search", () => {
  it("matches name, surname, full name, company or position, case-insensitively", () => {
    const all = [fatima, james, mona];
    const names = (query: string) => filterSpeakers(all, query).map((s) => s.name);
    expect(names("FATIMA")).toEqual(["Fatima"]);
    expect(names("al-")).toEqual(["Fatima", "Mona"]);
    expect(names("fatima al")).toEqual(["Fatima"]);
    expect(names("petro")).toEqual(["Mona"]);
    expect(names("project finance")).toEqual(["James"]);
    expect(names("  ")).toEqual(["Fatima", "James", "Mona"]);
    expect(names("nobody")).toEqual([]);
  });
});

describe("bio text", () => {
  it("cuts at 200 characters (whole characters) and splits paragraphs at blank lines", () => {
    expect(truncateBio("short")).toBe("short");
    expect(truncateBio("a".repeat(200))).toBe("a".repeat(200));
    expect(truncateBio("م".repeat(250))).toBe(`${"م".repeat(200)}...`);
    expect(truncateBio(`${"a".repeat(199)} b`)).toBe(`${"a".repeat(199)}...`);
    expect(bioParagraphs("One\r\n\r\nTwo\nstill two\n\n\nThree")).toEqual(["One", "Two\nstill two", "Three"]);
    expect(bioParagraphs(null)).toEqual([]);
    expect(bioParagraphs("  \n\n ")).toEqual([]);
  });
});

describe.each(LOCALES)("the public speakers page (%s)", (locale) => {
  const text = TEXT[locale];
  /** Serves the public page's reads: each event's speakers and the agenda. */
  function serve(main: Speaker[], powerlist: Speaker[]) {
    return mockFetch((url) => {
      if (url === "/api/speakers?event=AC2025") return json(main);
      if (url === "/api/speakers?event=GC_POWERLIST") return json(powerlist);
      return json(sessions);
    });
  }
  const render = () => renderWithApp(<PublicSpeakersPage />, { i18n: I18NS[locale] });

  it("titles the sections, cards and sessions in the page's language, with the bio in that language", async () => {
    serve([fatima, james], []);
    render();
    // The whole page: the public header too (the language switch names the other language in it).
    const page = document.body;
    const other = locale === "ar" ? ["English"] : ["العربية"];
    expect(await screen.findByRole("heading", { level: 2, name: text.section })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: text.publicHeading })).toBeInTheDocument();
    const card = await screen.findByRole("article", { name: "Fatima Al-Sabah" });
    expect(within(card).getByText(text.bioStart)).toBeInTheDocument();
    const panel = await within(card).findByRole("region", { name: text.sessionsOf("Fatima Al-Sabah") });
    expect(within(panel).getByText(text.panel)).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: text.linkedIn })).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: text.fatimaButton })).toBeInTheDocument();
    // Names, positions and companies take their own direction, so a Latin name in a right-to-left
    // card is aligned and isolated as left-to-right text.
    expect(within(card).getByText("Fatima Al-Sabah")).toHaveAttribute("dir", "auto");
    // James has no Arabic bio: his English one is shown in both languages.
    expect(screen.getByText("x".repeat(260))).toBeInTheDocument();
    expect(screen.getByText(text.comingSoon)).toBeInTheDocument();
    await waitFor(() => expect(foreignWords(locale, page, [...DATA, ...other])).toEqual([]));

    await userEvent.type(screen.getByRole("searchbox", { name: text.search }), "zz");
    expect(screen.getByPlaceholderText(text.placeholder)).toBeInTheDocument();
    expect(await screen.findByText(text.noMatch("zz"))).toBeInTheDocument();
    expect(screen.getAllByText(text.noneFound)).toHaveLength(2);
    expect(foreignWords(locale, page, [...DATA, ...other, "zz"])).toEqual([]);
  });

  it("filters both sections as the visitor types", async () => {
    serve([fatima, james], [mona]);
    render();
    await waitFor(() => expect(cardNames()).toEqual(["Fatima Al-Sabah", "James Porter", "Mona Al-Bader"]));
    const search = screen.getByPlaceholderText(text.placeholder);

    await userEvent.type(search, "GENERAL counsel");
    expect(cardNames()).toEqual(["Mona Al-Bader"]);
    expect(screen.getByText(text.noMatch("GENERAL counsel"))).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, "kuwait invest");
    expect(cardNames()).toEqual(["Fatima Al-Sabah"]);
  });

  it("shows each speaker's sessions on the card, matched by speakers list or speakerId", async () => {
    serve([fatima], []);
    render();
    const panel = await screen.findByRole("region", { name: text.sessionsOf("Fatima Al-Sabah") });
    expect(
      within(panel)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(text.cardSessions);
    expect(screen.getByRole("link", { name: text.linkedIn })).toHaveAttribute(
      "href",
      "https://www.linkedin.com/in/example",
    );
  });

  it("shows the speaker's id in the public page's detail dialog only", async () => {
    serve([james], []);
    const { unmount } = render();
    await userEvent.click(await screen.findByRole("button", { name: text.viewBio("James Porter") }));
    const dialog = await screen.findByRole("dialog", { name: text.dialog });
    expect(within(dialog).getByText(text.speakerId)).toBeInTheDocument();
    unmount();

    mockFetch((url) => (url === "/api/speakers" ? json([james]) : json(sessions)));
    renderWithApp(<AppSpeakersPage />, { i18n: I18NS[locale] });
    await userEvent.click(await screen.findByRole("button", { name: text.viewBio("James Porter") }));
    const appDialog = await screen.findByRole("dialog", { name: text.dialog });
    expect(within(appDialog).queryByText(text.speakerIdPattern)).not.toBeInTheDocument();
  });
});

describe.each(LOCALES)("the Speaker Biography lightbox (%s)", (locale) => {
  const text = TEXT[locale];
  function serve(speakers: Speaker[], agenda: () => Promise<Response> | Response) {
    return mockFetch((url) => (url === "/api/speakers" ? json(speakers) : agenda()));
  }
  const render = () => renderWithApp(<AppSpeakersPage />, { i18n: I18NS[locale] });

  it("shows the biography in paragraphs and the speaker's sessions, and closes on Escape", async () => {
    serve([fatima, james], () => json(sessions));
    render();
    expect(await screen.findByRole("heading", { level: 1, name: text.appHeading })).toBeInTheDocument();
    // The card cuts long bios at 200 characters.
    expect(await screen.findByText(`${"x".repeat(200)}...`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: text.viewBio("Fatima Al-Sabah") }));
    const dialog = await screen.findByRole("dialog", { name: text.dialog });
    expect(
      within(dialog)
        .getAllByText(text.paragraph)
        .map((p) => p.textContent),
    ).toEqual(text.paragraphs);
    expect(within(dialog).getByRole("heading", { name: text.sessions })).toBeInTheDocument();
    expect(within(dialog).getByText(text.panel)).toBeInTheDocument();
    expect(within(dialog).getByText(text.fireside)).toBeInTheDocument();
    expect(within(dialog).getByText("Fatima Al-Sabah")).toHaveAttribute("dir", "auto");
    expect(within(dialog).queryByText(text.coffee)).not.toBeInTheDocument();
    expect(foreignWords(locale, dialog, DATA)).toEqual([]);

    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // Focus returns to the card that opened it.
    expect(screen.getByRole("button", { name: text.viewBio("Fatima Al-Sabah") })).toHaveFocus();
  });

  it("says when there is no biography and no session, and closes with the close button", async () => {
    serve([mona], () => json(sessions));
    render();
    await userEvent.click(await screen.findByRole("button", { name: text.viewBio("Mona Al-Bader") }));
    const dialog = await screen.findByRole("dialog", { name: text.dialog });
    expect(within(dialog).getByText(text.noBio)).toBeInTheDocument();
    expect(await within(dialog).findByText(text.noSessions)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: text.close }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows that the sessions are loading until the agenda arrives", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    serve([fatima], async () => {
      await gate;
      return json(sessions);
    });
    render();
    await userEvent.click(await screen.findByRole("button", { name: text.viewBio("Fatima Al-Sabah") }));
    const dialog = await screen.findByRole("dialog", { name: text.dialog });
    expect(within(dialog).getByText(text.loading)).toBeInTheDocument();
    release();
    expect(await within(dialog).findByText(text.fireside)).toBeInTheDocument();
    expect(within(dialog).queryByText(text.loading)).not.toBeInTheDocument();
  });

  it("closes on a backdrop click", async () => {
    serve([fatima], () => json(sessions));
    render();
    await userEvent.click(await screen.findByRole("button", { name: text.viewBio("Fatima Al-Sabah") }));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await userEvent.click(screen.getByTestId("dialog-overlay"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("cuts the biography of the page's language on the app's card at 200 characters", async () => {
    const cut = { en: "x", ar: "ب" };
    const long = speakerRecord(4, "Reem", "Al-Saleh", { bio: cut.en.repeat(260), bioAr: cut.ar.repeat(260) });
    mockFetch((url) => (url === "/api/speakers" ? json([long]) : json([])));
    render();
    const other = locale === "ar" ? cut.en : cut.ar;
    expect(await screen.findByText(`${cut[locale].repeat(200)}...`)).toBeInTheDocument();
    expect(screen.queryByText(`${other.repeat(200)}...`)).not.toBeInTheDocument();
  });
});
