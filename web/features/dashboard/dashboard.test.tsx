import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AgendaItem, Speaker } from "../../../worker/contract/content";
import DashboardPage from "../../routes/app/dashboard";
import { NowProvider } from "../../lib/use-now";
import { DEFAULT_SETTINGS } from "../../../worker/contract/default-settings";
import { arabicI18n, latinWords } from "../../test/arabic-screen";
import { agendaItem, speakerRecord } from "../../test/fixtures";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { EventHero } from "./event-hero";
import { EventInfoCard } from "./event-info-card";
import { SocialFeedCard } from "./social-feed-card";

/** Reads the countdown as [days, hours, minutes, seconds]. */
function countdownValues(): string[] {
  return ["days", "hours", "minutes", "seconds"].map(
    (unit) => screen.getByTestId(`countdown-${unit}`).textContent ?? "",
  );
}

/** A main-conference session in the Main Hall with no end time. */
function session(id: number, date: string, startTime: string, title = `Session ${id}`): AgendaItem {
  return agendaItem(id, { title, date, startTime, endTime: "", location: "Main Hall" });
}

function speaker(id: number, displayOrder: number | null, name = `Speaker${id}`): Speaker {
  return speakerRecord(id, name, "Test", { company: "Co", position: "Partner", displayOrder });
}

/** Serves the dashboard's reads; returns the recorded calls. */
function serve(agenda: AgendaItem[], speakers: Speaker[]) {
  return mockFetch((url) => {
    if (url.startsWith("/api/agenda")) return json(agenda);
    if (url.startsWith("/api/speakers")) return json(speakers);
    return json({ message: "Not found" }, 404);
  });
}

describe("EventHero", () => {
  it("before the event day shows the welcome hero, the countdown and VIEW AGENDA", () => {
    // 2025-10-10 08:00 in Kuwait: exactly 3 days before the start.
    renderWithApp(<EventHero />, { now: new Date("2025-10-10T05:00:00Z") });
    expect(screen.getByRole("heading", { name: "Welcome to the conference 2025" })).toBeInTheDocument();
    expect(countdownValues()).toEqual(["03", "00", "00", "00"]);
    expect(screen.getByRole("link", { name: "VIEW AGENDA" })).toHaveAttribute("href", "/app/calendar");
    expect(screen.queryByTestId("event-day-banner")).not.toBeInTheDocument();
  });

  it("counts down each second and shows zeros once the start has passed", () => {
    vi.useFakeTimers();
    // 2025-10-12 23:59:58 in Kuwait: 8 h 0 m 2 s before 08:00 on the 13th.
    let now = new Date("2025-10-12T20:59:58Z").getTime();
    const clock = () => new Date(now);
    renderWithApp(
      <NowProvider now={clock}>
        <EventHero />
      </NowProvider>,
    );
    expect(countdownValues()).toEqual(["00", "08", "00", "02"]);
    now += 1_000;
    act(() => vi.advanceTimersByTime(1_000));
    expect(countdownValues()).toEqual(["00", "08", "00", "01"]);
  });

  it("shows zeros, not negative values, after the event", () => {
    renderWithApp(<EventHero />, { now: new Date("2025-10-20T09:00:00Z") });
    expect(screen.getByRole("heading", { name: "Welcome to the conference 2025" })).toBeInTheDocument();
    expect(countdownValues()).toEqual(["00", "00", "00", "00"]);
  });

  it("switches to the green banner when the date in Kuwait is the event date", () => {
    // 2025-10-13 00:00 in Kuwait while it is still the 12th in UTC.
    renderWithApp(<EventHero />, { now: new Date("2025-10-12T21:00:00Z") });
    const banner = screen.getByTestId("event-day-banner");
    expect(within(banner).getByRole("heading")).toHaveTextContent("happening today");
    expect(within(banner).getByRole("link", { name: "View Today's Agenda" })).toHaveAttribute("href", "/app/calendar");
    expect(screen.queryByText("Welcome to the conference 2025")).not.toBeInTheDocument();
    expect(screen.queryByRole("timer")).not.toBeInTheDocument();
  });

  it("keeps the hero one second before midnight in Kuwait", () => {
    renderWithApp(<EventHero />, { now: new Date("2025-10-12T20:59:59Z") });
    expect(screen.queryByTestId("event-day-banner")).not.toBeInTheDocument();
    expect(countdownValues()).toEqual(["00", "08", "00", "01"]);
  });
});

describe("DashboardPage", () => {
  it("previews the first 3 sessions by date and start and the first 4 speakers, with the more links", async () => {
    serve(
      [
        session(1, "2025-10-13", "10:00", "Third"),
        session(2, "2025-10-13", "8:00", "First"),
        session(3, "2025-10-14", "08:00", "Fifth"),
        session(4, "2025-10-13", "09:30", "Second"),
        session(5, "2025-10-13", "11:00", "Fourth"),
      ],
      [
        speaker(1, 5, "E"),
        speaker(2, 1, "A"),
        speaker(3, null, "Last"),
        speaker(4, 2, "B"),
        speaker(5, 3, "C"),
        speaker(6, 4, "D"),
      ],
    );
    renderWithApp(<DashboardPage />, { now: new Date("2025-10-01T09:00:00Z") });
    const agenda = screen.getByRole("region", { name: "Conference Agenda" });
    expect(await within(agenda).findByText("First")).toBeInTheDocument();
    const titles = within(agenda)
      .getAllByRole("listitem")
      .map((li) => li.querySelector("span.text-base")?.textContent);
    expect(titles).toEqual(["First", "Second", "Third"]);
    expect(within(agenda).getByRole("link", { name: "Explore Full Conference Agenda" })).toHaveAttribute(
      "href",
      "/app/calendar",
    );

    const speakers = screen.getByRole("region", { name: "Featured Speakers" });
    await within(speakers).findByText("A Test");
    expect(
      within(speakers)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining("A Test"),
      expect.stringContaining("B Test"),
      expect.stringContaining("C Test"),
      expect.stringContaining("D Test"),
    ]);
    expect(within(speakers).getByRole("link", { name: "Meet All Speakers" })).toHaveAttribute("href", "/app/speakers");
  });

  it("points first to the session that runs now (Kuwait time), and to nothing between sessions", async () => {
    const timed = (id: number, title: string, startTime: string, endTime: string) =>
      agendaItem(id, { title, date: "2025-10-13", startTime, endTime });
    serve([timed(1, "Opening", "08:00", "09:00"), timed(2, "Panel", "10:00", "11:00")], []);
    // 10:15 in Kuwait (UTC+3): the panel runs.
    const { unmount } = renderWithApp(<DashboardPage />, { now: new Date("2025-10-13T07:15:00Z") });
    const live = await screen.findByRole("region", { name: "Panel" });
    expect(within(live).getByText("Live Now")).toBeInTheDocument();
    expect(within(live).getByRole("link", { name: "Ask and vote on questions" })).toHaveAttribute(
      "href",
      "/app/sessions/2",
    );
    unmount();
    // 09:30 in Kuwait: the opening ended, the panel has not begun.
    renderWithApp(<DashboardPage />, { now: new Date("2025-10-13T06:30:00Z") });
    await within(screen.getByRole("region", { name: "Conference Agenda" })).findByText("Opening");
    expect(screen.queryByText("Live Now")).not.toBeInTheDocument();
  });

  it("does not request GET /api/stats, which only the landing hero shows (docs/product.md#dashboard)", async () => {
    const calls = serve([session(1, "2025-10-13", "10:00", "Opening")], [speaker(1, 1, "A")]);
    renderWithApp(<DashboardPage />, { now: new Date("2025-10-01T09:00:00Z") });
    await within(screen.getByRole("region", { name: "Conference Agenda" })).findByText("Opening");
    await within(screen.getByRole("region", { name: "Featured Speakers" })).findByText("A Test");
    const paths = calls.map((c) => new URL(c.url, "http://localhost").pathname);
    expect(paths).toContain("/api/agenda");
    expect(paths).not.toContain("/api/stats");
  });

  it("hides the more links when everything fits", async () => {
    serve(
      [session(1, "2025-10-13", "08:00"), session(2, "2025-10-13", "09:00"), session(3, "2025-10-13", "10:00")],
      [1, 2, 3, 4].map((i) => speaker(i, i)),
    );
    renderWithApp(<DashboardPage />, { now: new Date("2025-10-01T09:00:00Z") });
    expect(await screen.findByText("Session 3")).toBeInTheDocument();
    expect(await screen.findByText("Speaker4 Test")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Explore Full Conference Agenda" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Meet All Speakers" })).not.toBeInTheDocument();
  });

  it("shows the empty messages when there are no sessions or speakers", async () => {
    serve([], []);
    renderWithApp(<DashboardPage />, { now: new Date("2025-10-01T09:00:00Z") });
    expect(await screen.findByText("Your Adventure Awaits")).toBeInTheDocument();
    expect(await screen.findByText("Expert Speakers Coming Soon")).toBeInTheDocument();
  });

  it("reports a failed agenda read with its HTTP status and offers a retry", async () => {
    mockFetch((url) => (url.startsWith("/api/agenda") ? new Response("", { status: 500 }) : json([])));
    renderWithApp(<DashboardPage />, { now: new Date("2025-10-01T09:00:00Z") });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("HTTP 500");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("previews the first 3 FAQs with answers cut at 45 words and links to all FAQs", () => {
    serve([], []);
    renderWithApp(<DashboardPage />, { now: new Date("2025-10-01T09:00:00Z") });
    const faq = screen.getByRole("region", { name: "Frequently Asked Questions" });
    const articles = within(faq).getAllByRole("article");
    expect(articles).toHaveLength(3);
    const firstAnswer = articles[0]!.querySelector("p")!.textContent!;
    expect(firstAnswer.endsWith("...")).toBe(true);
    expect(firstAnswer.replace(/\.\.\.$/, "").split(/\s+/)).toHaveLength(45);
    expect(within(faq).getByRole("link", { name: "View All FAQs" })).toHaveAttribute("href", "/app/faq");
  });
});

describe("EventInfoCard", () => {
  it("shows the venue, the WiFi details and a tap-to-call helpline", () => {
    renderWithApp(<EventInfoCard />);
    expect(screen.getByText(/JW Marriott Hotel Kuwait City/)).toBeInTheDocument();
    expect(screen.getByText("Conference2025")).toBeInTheDocument();
    expect(screen.getByText("PPP-Kuwait-2025")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "+965 2295 7700" })).toHaveAttribute("href", "tel:+96522957700");
  });
});

describe("SocialFeedCard", () => {
  const setOnline = (value: boolean) =>
    Object.defineProperty(navigator, "onLine", { configurable: true, get: () => value });
  afterEach(() => setOnline(true));

  it("shows only the Follow link without an embed URL", () => {
    renderWithApp(<SocialFeedCard embedUrl="" pageUrl="https://example.com/org" />);
    expect(document.querySelector("iframe")).toBeNull();
    expect(screen.getByRole("link", { name: /Follow/ })).toHaveAttribute("href", "https://example.com/org");
  });

  it("embeds the feed lazily when a URL is set, and drops it when offline", () => {
    renderWithApp(<SocialFeedCard embedUrl="https://embed.example.com/feed" pageUrl="https://example.com/org" />);
    const frame = document.querySelector("iframe")!;
    expect(frame).toHaveAttribute("src", "https://embed.example.com/feed");
    expect(frame).toHaveAttribute("loading", "lazy");
    act(() => {
      setOnline(false);
      window.dispatchEvent(new Event("offline"));
    });
    expect(document.querySelector("iframe")).toBeNull();
    expect(screen.getByRole("link", { name: /Follow/ })).toBeInTheDocument();
  });
});

describe("DashboardPage in Arabic", () => {
  it("writes the hero, the previews and their links in Arabic, with the sessions' Arabic titles and places", async () => {
    serve(
      [
        agendaItem(1, {
          title: "Opening",
          titleAr: "الجلسة الافتتاحية",
          location: "Main Hall",
          locationAr: "القاعة الرئيسية",
        }),
        session(2, "2025-10-13", "09:00"),
        session(3, "2025-10-13", "10:00"),
        session(4, "2025-10-13", "11:00"),
      ],
      [1, 2, 3, 4, 5].map((i) => speaker(i, i)),
    );
    renderWithApp(<DashboardPage />, { now: new Date("2025-10-01T09:00:00Z"), i18n: arabicI18n });
    expect(screen.getByText("الاثنين، 13 أكتوبر 2025")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "عرض جدول الأعمال" })).toHaveAttribute("href", "/app/calendar");

    const agenda = screen.getByRole("region", { name: "جدول أعمال المؤتمر" });
    expect(await within(agenda).findByText("الجلسة الافتتاحية")).toBeInTheDocument();
    expect(within(agenda).getByText("القاعة الرئيسية")).toBeInTheDocument();
    expect(within(agenda).getAllByText("8:00 ص - 8:45 ص")).toHaveLength(1);
    expect(within(agenda).getByRole("link", { name: "استعرض جدول أعمال المؤتمر كاملًا" })).toBeInTheDocument();
    expect(latinWords(agenda, ["Session", "Main Hall"])).toEqual([]);

    const speakers = screen.getByRole("region", { name: "أبرز المتحدثين" });
    await within(speakers).findByText("Speaker1 Test");
    expect(within(speakers).getByRole("link", { name: "تعرّف على جميع المتحدثين" })).toBeInTheDocument();
    expect(latinWords(speakers, ["Test", "Partner", "Co", "Speaker"])).toEqual([]);

    const faq = screen.getByRole("region", { name: "الأسئلة الشائعة" });
    expect(within(faq).getByRole("heading", { name: "من ينبغي أن يحضر؟" })).toBeInTheDocument();
    expect(within(faq).getByRole("link", { name: "عرض جميع الأسئلة الشائعة" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "معلومات الفعالية" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "آخر المستجدات" })).toBeInTheDocument();
    // Only data is left in Latin letters: the organisers' texts, names, the venue and the WiFi
    // (longest first, so no value is cut by a shorter one inside it).
    const { hero, venue, wifi, organiser, events } = DEFAULT_SETTINGS;
    const data = [hero.welcomeTitle, venue.name, venue.address, venue.city, venue.country, wifi.network, wifi.password]
      .concat([organiser, events.AC2025.name, "Session", "Main Hall", "Speaker", "Partner", "Test", "Co"])
      .sort((a, b) => b.length - a.length);
    expect(latinWords(document.body, data)).toEqual([]);
  });

  it("shows the Arabic empty states and the event-day banner's link", async () => {
    serve([], []);
    renderWithApp(<DashboardPage />, { now: new Date("2025-10-13T06:00:00Z"), i18n: arabicI18n });
    expect(await screen.findByText("رحلتك بانتظارك")).toBeInTheDocument();
    expect(await screen.findByText("سيُعلن عن المتحدثين الخبراء قريبًا")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "عرض جدول أعمال اليوم" })).toHaveAttribute("href", "/app/calendar");
    expect(screen.getByTestId("event-day-banner")).toHaveTextContent("8:00 ص - 12:30 م");
  });
});
