import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import LandingPage from "../../routes/landing";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { agendaItem, sessionSpeaker, speakerRecord } from "../../test/fixtures";
import { HeaderVideo, HERO_STILL_URL } from "./header-video";
import { SpeakersCarousel } from "./speakers-carousel";

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
