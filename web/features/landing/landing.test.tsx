import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import useEmblaCarousel from "embla-carousel-react";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import arabic from "../../../locales/ar.po?catalog";
import { DEFAULT_SETTINGS } from "../../../worker/contract/default-settings";
import { createI18n } from "../../../worker/contract/i18n";
import { I18nProvider } from "../../lib/i18n";
import LandingPage from "../../routes/landing";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { agendaItem, sessionSpeaker, speakerRecord } from "../../test/fixtures";
import { HeaderVideo, HERO_STILL_URL } from "./header-video";
import { PublicShell } from "./public-shell";
import { SpeakersCarousel } from "./speakers-carousel";

// The real hook, watched: the tests read the options the carousel gives Embla.
vi.mock("embla-carousel-react", async (importOriginal) => {
  const real = await importOriginal<typeof import("embla-carousel-react")>();
  return { default: vi.fn(real.default) };
});

const realMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

const speakers = ["Aisha", "Badr", "Carla", "Dalia", "Essa"].map((name, i) => speakerRecord(i + 1, name, "Test"));

/**
 * jsdom has no layout observers; Embla needs them. Everything counts as on screen at once (so
 * the page's deferred parts render) and never resizes.
 */
class OnScreenObserver {
  constructor(private readonly callback: (entries: Array<{ target: Element; isIntersecting: boolean }>) => void) {}
  observe(target: Element) {
    queueMicrotask(() => this.callback([{ target, isIntersecting: true }]));
  }
  unobserve() {}
  disconnect() {}
}
/** A media query list that never matches (jsdom has no matchMedia). */
function noMatch(query: string) {
  return { matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} };
}
beforeEach(() => {
  vi.stubGlobal("IntersectionObserver", OnScreenObserver);
  vi.stubGlobal("ResizeObserver", OnScreenObserver);
  window.matchMedia = noMatch as unknown as typeof window.matchMedia;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("speakers carousel", () => {
  // Its timing, swipe and geometry need a real browser: e2e/landing.spec.ts.
  it("is one slide group per speaker, each named by its place", () => {
    render(<SpeakersCarousel speakers={speakers} />);
    expect(
      within(screen.getByTestId("carousel-track"))
        .getAllByRole("group")
        .map((slide) => slide.getAttribute("aria-label")),
    ).toEqual(["1 of 5", "2 of 5", "3 of 5", "4 of 5", "5 of 5"]);
    expect(screen.getAllByRole("button", { name: /^Show / })).toHaveLength(5);
  });

  it("keeps its controls hidden in the server's markup, and shows them once the carousel is wired up", async () => {
    const html = renderToString(<SpeakersCarousel speakers={speakers} />);
    const server = document.createElement("div");
    server.innerHTML = html;
    expect(server.querySelector('[data-testid="carousel-controls"]')).toHaveClass("invisible");
    expect(server.querySelectorAll("button[aria-label^='Show ']")).toHaveLength(5);

    render(<SpeakersCarousel speakers={speakers} />);
    await waitFor(() => expect(screen.getByTestId("carousel-controls")).not.toHaveClass("invisible"));
  });

  it("offers no Pause button under prefers-reduced-motion (it never advances by itself)", () => {
    window.matchMedia = ((query: string) => ({
      ...noMatch(query),
      matches: query === "(prefers-reduced-motion: reduce)",
    })) as unknown as typeof window.matchMedia;
    render(<SpeakersCarousel speakers={speakers} />);
    expect(screen.queryByRole("button", { name: "Pause carousel" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next speaker" })).toBeInTheDocument();
  });
});

describe("header video", () => {
  it("shows the still image when the video fails or none is configured", () => {
    const { unmount } = render(<HeaderVideo src="/media/missing.mp4" />);
    const video = screen.getByTestId("hero-video");
    expect(video).toHaveAttribute("poster", HERO_STILL_URL);
    fireEvent.error(video);
    expect(screen.queryByTestId("hero-video")).not.toBeInTheDocument();
    expect(screen.getByTestId("hero-still")).toHaveAttribute("src", HERO_STILL_URL);
    unmount();
    render(<HeaderVideo src="" />);
    expect(screen.getByTestId("hero-still")).toBeInTheDocument();
  });

  it("gives the still its intrinsic width and height (the SVG's viewBox), so its box is known before it loads", () => {
    render(<HeaderVideo src="" />);
    const still = screen.getByTestId("hero-still");
    expect(still).toHaveAttribute("width", "1600");
    expect(still).toHaveAttribute("height", "900");
  });
});

describe("landing page", () => {
  it("requests the stats and shows the agenda, speakers, audiences and offices", async () => {
    const calls = mockFetch((url) => {
      if (url === "/api/stats") return json({ sessions: { AC2025: 9, GC_POWERLIST: 4 }, speakers: 17, hours: 7 });
      if (url === "/api/speakers") return json(speakers);
      if (url === "/api/agenda")
        return json([
          agendaItem(1, { title: "Keynote", speakers: [sessionSpeaker(1, "Aisha", "Test", { company: "KIA" })] }),
          agendaItem(2, { title: "GC Dinner", eventType: "GC_POWERLIST", startTime: "20:30", endTime: "21:30" }),
        ]);
      return json({ message: "Unauthorized" }, 401);
    });
    renderWithApp(<LandingPage />, { now: new Date("2025-10-01T05:00:00Z") });
    expect(await screen.findByText("13 sessions · 17 speakers · 2 events")).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain("/api/stats");

    const nav = screen.getAllByRole("navigation", { name: "Site" })[0]!;
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["#home", "#agenda", "#speakers", "#register"]);
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");

    const agenda = await screen.findByRole("region", { name: "Conference Agenda" });
    expect(await within(agenda).findByText("Keynote")).toBeInTheDocument();
    expect(within(agenda).getByText("8:30 PM - 9:30 PM")).toBeInTheDocument();
    expect(within(agenda).getByRole("heading", { name: "GC Powerlist" })).toBeInTheDocument();

    const avatarRows = screen.getAllByTestId("avatar-row");
    expect(avatarRows).toHaveLength(1);
    expect(await screen.findByRole("heading", { name: "Who Should Attend?" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Who Should Attend?" }).querySelectorAll("li")).toHaveLength(6);
    // The countdown to 13 Oct 2025 08:00 +03:00 from 1 Oct 08:00 in Kuwait: 12 days.
    expect(screen.getByTestId("countdown-days")).toHaveTextContent("12");
    expect(screen.getByRole("link", { name: /Call \+965 2295 7700/ })).toHaveAttribute("href", "tel:+96522957700");
    expect(screen.getByRole("heading", { name: "Kuwait Office" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Bahrain Office" })).toBeInTheDocument();
    // The registration widget loads on its own and opens on Register.
    await waitFor(() => expect(screen.getByRole("tab", { name: "Register" })).toHaveAttribute("aria-selected", "true"));
    expect(document.title).toBe("Energy & Infrastructure PPP Conference | Conference 2025");
  });

  it("puts the first 6 speaker avatars in one row and the rest in a second", async () => {
    const many = Array.from({ length: 9 }, (_, i) => speakerRecord(i + 1, `Name${i + 1}`, "Test"));
    mockFetch((url) =>
      url === "/api/speakers"
        ? json(many)
        : url === "/api/agenda"
          ? json([])
          : json({ sessions: { AC2025: 0, GC_POWERLIST: 0 }, speakers: 9, hours: 0 }),
    );
    renderWithApp(<LandingPage />);
    await waitFor(() => expect(screen.getAllByTestId("avatar-row")).toHaveLength(2));
    const [first, second] = screen.getAllByTestId("avatar-row");
    expect(within(first!).getAllByRole("listitem")).toHaveLength(6);
    expect(within(second!).getAllByRole("listitem")).toHaveLength(3);
    expect(screen.queryByLabelText(/more speakers?$/)).not.toBeInTheDocument();
  });

  it("keeps the avatars to two rows of 6 and counts the rest in a '+N' that ends the second", async () => {
    const many = Array.from({ length: 34 }, (_, i) => speakerRecord(i + 1, `Name${i + 1}`, "Test"));
    mockFetch((url) =>
      url === "/api/speakers"
        ? json(many)
        : url === "/api/agenda"
          ? json([])
          : json({ sessions: { AC2025: 0, GC_POWERLIST: 0 }, speakers: 34, hours: 0 }),
    );
    renderWithApp(<LandingPage />);
    await waitFor(() => expect(screen.getAllByTestId("avatar-row")).toHaveLength(2));
    const [first, second] = screen.getAllByTestId("avatar-row");
    expect(within(first!).getAllByRole("listitem")).toHaveLength(6);
    const rest = within(second!).getAllByRole("listitem");
    expect(rest).toHaveLength(6);
    expect(within(rest[4]!).getByRole("img")).toHaveAccessibleName("Name11 Test");
    expect(within(rest[5]!).getByRole("img", { name: "23 more speakers" })).toHaveTextContent("+23");
  });
});

/** `ui` on an Arabic page whose English version is at `/`. */
function inArabic(ui: ReactElement) {
  return (
    <I18nProvider i18n={createI18n("ar", arabic)} alternate="/">
      {ui}
    </I18nProvider>
  );
}

/** The landing page's reads: 13 sessions, 17 speakers, the 5 test speakers and two sessions. */
function mockLandingReads() {
  return mockFetch((url) => {
    if (url === "/api/stats") return json({ sessions: { AC2025: 9, GC_POWERLIST: 4 }, speakers: 17, hours: 7 });
    if (url === "/api/speakers") return json(speakers);
    if (url === "/api/agenda") return json([agendaItem(1, { title: "Keynote" })]);
    return json({ message: "Unauthorized" }, 401);
  });
}

/**
 * Data that is written as entered in both languages (docs/i18n.md#what-stays-in-latin-letters): the
 * event settings' texts, the test speakers' names, companies and positions, and names of things.
 */
const DATA_TEXTS = (() => {
  const texts = new Set<string>(["LinkedIn", "UTC", "Position", "Company", "Test"]);
  const walk = (value: unknown): void => {
    if (typeof value === "string") texts.add(value);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(DEFAULT_SETTINGS);
  walk(speakers.map((s) => s.name));
  // Longest first, so "Kuwait City" goes before "Kuwait".
  return [...texts].filter((text) => /[A-Za-z]/.test(text)).sort((a, b) => b.length - a.length);
})();

/**
 * The Latin-letter words left in `element`'s text and its accessible labels and descriptions
 * once the data is taken out: English that should have been translated. Parts written in another
 * language on purpose (the language switch, `lang="en"`) are skipped.
 */
function englishLeftIn(element: Element): string[] {
  const copy = element.cloneNode(true) as Element;
  for (const other of copy.querySelectorAll("[lang]:not([lang='ar'])")) other.remove();
  const labelled = [copy, ...copy.querySelectorAll("*")];
  let text = [
    copy.textContent ?? "",
    ...labelled.flatMap((node) =>
      ["aria-label", "alt", "title", "aria-roledescription"].map((name) => node.getAttribute(name) ?? ""),
    ),
  ].join("\n");
  for (const data of DATA_TEXTS) text = text.split(data).join(" ");
  return text.match(/[A-Za-z]{2,}/g) ?? [];
}

describe("landing page in Arabic", () => {
  it("writes every part of the page in Arabic, with Arabic dates, times and plurals, and links to the Arabic pages", async () => {
    mockLandingReads();
    renderWithApp(inArabic(<LandingPage />), { now: new Date("2025-10-01T05:00:00Z") });
    // 13 and 17 take the plural form of 11-99 (CLDR's "many").
    expect(await screen.findByText("13 جلسة · 17 متحدثًا · فعاليتان")).toBeInTheDocument();

    const nav = screen.getAllByRole("navigation", { name: "الموقع" })[0]!;
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["الرئيسية", "جدول الأعمال", "المتحدثون", "التسجيل"]);
    expect(screen.getByRole("link", { name: "مؤتمر 2025، العودة إلى أعلى الصفحة" })).toHaveTextContent("مؤتمر 2025");
    // The sign-in page keeps the Arabic page's language (docs/i18n.md#where-the-language-comes-from).
    expect(screen.getByRole("link", { name: "تسجيل الدخول" })).toHaveAttribute("href", "/login?lang=ar");
    expect(screen.getByRole("link", { name: "English" })).toHaveAttribute("lang", "en");

    const attend = screen.getByRole("region", { name: "احضر" });
    expect(within(attend).getByText("الاثنين، 13 أكتوبر 2025")).toBeInTheDocument();
    expect(within(attend).getByText("8:00 ص - 12:30 م", { exact: false })).toBeInTheDocument();
    expect(screen.getByRole("timer", { name: "الوقت المتبقي حتى بدء المؤتمر" })).toHaveTextContent(
      "12أيام00ساعات00دقائق00ثوانٍ",
    );
    expect(
      screen.getByRole("link", { name: /^انضموا إلينا في مدينة الكويت يوم الاثنين، 13 أكتوبر 2025$/ }),
    ).toHaveAttribute("href", "#register");

    const agenda = await screen.findByRole("region", { name: "جدول أعمال المؤتمر" });
    expect(within(agenda).getByRole("link", { name: "جدول الأعمال كاملًا" })).toHaveAttribute("href", "/ar/agenda");
    const speakersSection = await screen.findByRole("region", { name: "تعرّف على المتحدثين" });
    expect(within(speakersSection).getByRole("link", { name: "جميع المتحدثين" })).toHaveAttribute(
      "href",
      "/ar/speakers",
    );
    expect(
      within(speakersSection)
        .getAllByRole("group")
        .filter((group) => group.getAttribute("aria-roledescription") === "شريحة")
        .map((slide) => slide.getAttribute("aria-label")),
    ).toEqual(["1 من 5", "2 من 5", "3 من 5", "4 من 5", "5 من 5"]);
    expect(screen.getByRole("link", { name: "اتصل على +965 2295 7700" })).toHaveAttribute("href", "tel:+96522957700");
    expect(screen.getByRole("heading", { name: "مكتب الكويت" })).toBeInTheDocument();
    expect(document.title).toBe("مؤتمر الشراكة بين القطاعين العام والخاص في الطاقة والبنية التحتية | مؤتمر 2025");

    // Every part this page draws itself; the agenda list and the registration form are their own
    // features, checked by their own tests.
    const registerHeading = await screen.findByRole("heading", { name: "سجّل في مؤتمر 2025" });
    const venueCard = screen.getByRole("heading", { name: "معلومات المكان" }).parentElement!.parentElement!;
    const parts = {
      header: screen.getByRole("banner"),
      hero: document.getElementById("home")!,
      joinUs: screen.getByRole("link", { name: /^انضموا إلينا/ }),
      attend,
      agendaHeading: within(agenda).getByRole("heading", { name: "جدول أعمال المؤتمر" }).parentElement!.parentElement!,
      securePlace: screen.getByRole("region", { name: "احجز مكانك" }),
      audiences: screen.getByRole("region", { name: "من ينبغي أن يحضر؟" }),
      speakers: speakersSection,
      registerHeading: registerHeading.parentElement!,
      venueCard,
      gallery: screen.getByRole("region", { name: "معرض الصور" }),
      footer: screen.getByRole("contentinfo"),
    };
    expect(within(venueCard).getByText("الاثنين، 13 أكتوبر 2025")).toBeInTheDocument();
    expect(within(venueCard).getByText("تُفتح مكاتب التسجيل الساعة 8:00 ص.")).toBeInTheDocument();
    const left = Object.fromEntries(Object.entries(parts).map(([name, element]) => [name, englishLeftIn(element)]));
    expect(left).toEqual(Object.fromEntries(Object.keys(parts).map((name) => [name, []])));
  });

  it("finds English left in a part (the check above can fail)", () => {
    const part = document.createElement("div");
    part.innerHTML = `<p>مؤتمر 2025</p><button aria-label="Next speaker">›</button><a lang="en">English</a>`;
    expect(englishLeftIn(part)).toEqual(["Next", "speaker"]);
  });

  it("offers the same links in Arabic in the mobile menu, with the way back to English, sliding in from the left", async () => {
    mockLandingReads();
    renderWithApp(inArabic(<LandingPage />));
    fireEvent.click(screen.getByRole("button", { name: "فتح القائمة" }));
    const menu = await screen.findByRole("dialog", { name: "القائمة" });
    expect(
      within(menu)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["الرئيسية", "جدول الأعمال", "المتحدثون", "التسجيل", "تسجيل الدخول", "English"]);
    expect(within(menu).getByRole("link", { name: "English" })).toHaveAttribute("href", "/");
    expect(within(menu).getByRole("link", { name: "تسجيل الدخول" })).toHaveAttribute("href", "/login?lang=ar");
    expect(menu).toHaveClass("end-0");
  });

  it("runs the speakers carousel right to left in Arabic, and left to right in English", () => {
    const embla = vi.mocked(useEmblaCarousel);
    embla.mockClear();
    const { unmount } = render(inArabic(<SpeakersCarousel speakers={speakers} />));
    expect(embla.mock.calls.at(-1)?.[0]).toMatchObject({ direction: "rtl", loop: true });
    expect(screen.getByRole("button", { name: "المتحدث السابق" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "المتحدث التالي" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /^عرض / })).toHaveLength(5);
    unmount();

    embla.mockClear();
    render(<SpeakersCarousel speakers={speakers} />);
    expect(embla.mock.calls.at(-1)?.[0]).toMatchObject({ direction: "ltr", loop: true });
  });
});

describe("mobile menu in English", () => {
  it("offers the Arabic page from the menu too, sliding in from the right", async () => {
    mockLandingReads();
    renderWithApp(
      <I18nProvider i18n={createI18n("en")} alternate="/ar">
        <LandingPage />
      </I18nProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = await screen.findByRole("dialog", { name: "Menu" });
    const switchLink = within(menu).getByRole("link", { name: "العربية" });
    expect(switchLink).toHaveAttribute("href", "/ar");
    expect(within(menu).getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    expect(switchLink).toHaveAttribute("lang", "ar");
    expect(menu).toHaveClass("end-0");
  });
});

describe("public shell (the frame of /agenda and /speakers)", () => {
  it("links home and to the other page in the page's language", () => {
    const shell = (
      <PublicShell title="Conference Agenda" subtitle="" other={{ to: "/speakers", label: "Speakers" }}>
        <p>Sessions</p>
      </PublicShell>
    );
    const { unmount } = render(inArabic(shell));
    const arabicNav = screen.getByRole("navigation", { name: "الموقع" });
    expect(within(arabicNav).getByRole("link", { name: "العودة إلى الصفحة الرئيسية" })).toHaveAttribute("href", "/ar");
    expect(within(arabicNav).getByRole("link", { name: "Speakers" })).toHaveAttribute("href", "/ar/speakers");
    unmount();

    render(shell);
    const nav = screen.getByRole("navigation", { name: "Site" });
    expect(within(nav).getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    expect(within(nav).getByRole("link", { name: "Speakers" })).toHaveAttribute("href", "/speakers");
  });
});
