import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
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

const track = () => screen.getByTestId("carousel-track");
const activeDot = () =>
  screen
    .getAllByRole("button", { name: /^Show / })
    .find((dot) => dot.getAttribute("aria-current") === "true")
    ?.getAttribute("aria-label");
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("speakers carousel", () => {
  it("advances every 3 s by 380 px and wraps after the appended copies", () => {
    vi.useFakeTimers();
    render(<SpeakersCarousel speakers={speakers} />);
    // 5 speakers plus the first 3 appended for the loop, copies hidden from assistive tech.
    expect(track().children).toHaveLength(8);
    expect(
      within(track())
        .getAllByRole("group")
        .map((slide) => slide.getAttribute("aria-label")),
    ).toEqual(["1 of 5", "2 of 5", "3 of 5", "4 of 5", "5 of 5"]);
    expect([...track().children].slice(5).every((copy) => copy.getAttribute("aria-hidden") === "true")).toBe(true);
    expect(activeDot()).toBe("Show Aisha Test");

    advance(2_999);
    expect(activeDot()).toBe("Show Aisha Test");
    advance(1);
    expect(activeDot()).toBe("Show Badr Test");
    expect(track().style.transform).toBe("translateX(-380px)");

    advance(3 * 3_000);
    expect(activeDot()).toBe("Show Essa Test");
    expect(track().style.transform).toBe("translateX(-1520px)");
    // On to the copy of the first slide, then an instant snap back to the real one.
    advance(3_000);
    expect(track().style.transform).toBe("translateX(-1900px)");
    expect(activeDot()).toBe("Show Aisha Test");
    advance(500);
    expect(track().style.transform).toBe("translateX(-0px)");
    expect(track()).not.toHaveClass("transition-transform");
    advance(3_000);
    expect(activeDot()).toBe("Show Badr Test");
    expect(track()).toHaveClass("transition-transform");
  });

  it("jumps to a clicked dot and pauses auto-advance for 6 s", () => {
    vi.useFakeTimers();
    render(<SpeakersCarousel speakers={speakers} />);
    advance(2_000);
    fireEvent.click(screen.getByRole("button", { name: "Show Dalia Test" }));
    expect(activeDot()).toBe("Show Dalia Test");
    expect(track().style.transform).toBe("translateX(-1140px)");
    // Paused for 6 s, then the 3 s rhythm resumes (advance in steps so React renders between).
    advance(6_000);
    expect(activeDot()).toBe("Show Dalia Test");
    advance(2_999);
    expect(activeDot()).toBe("Show Dalia Test");
    advance(1);
    expect(activeDot()).toBe("Show Essa Test");
  });

  it("restarts the 6 s pause on each pick", () => {
    vi.useFakeTimers();
    render(<SpeakersCarousel speakers={speakers} />);
    fireEvent.click(screen.getByRole("button", { name: "Show Carla Test" }));
    advance(5_000);
    fireEvent.click(screen.getByRole("button", { name: "Show Badr Test" }));
    advance(1_000);
    // The first pick's 6 s would have ended here.
    expect(activeDot()).toBe("Show Badr Test");
    advance(5_000);
    advance(2_999);
    expect(activeDot()).toBe("Show Badr Test");
    advance(1);
    expect(activeDot()).toBe("Show Carla Test");
  });

  it("stays still with the pause button and under prefers-reduced-motion", () => {
    vi.useFakeTimers();
    const { unmount } = render(<SpeakersCarousel speakers={speakers} />);
    fireEvent.click(screen.getByRole("button", { name: "Pause carousel" }));
    advance(30_000);
    expect(activeDot()).toBe("Show Aisha Test");
    fireEvent.click(screen.getByRole("button", { name: "Play carousel" }));
    advance(3_000);
    expect(activeDot()).toBe("Show Badr Test");
    unmount();

    window.matchMedia = ((query: string) => ({
      matches: query === "(prefers-reduced-motion: reduce)",
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    render(<SpeakersCarousel speakers={speakers} />);
    advance(30_000);
    expect(activeDot()).toBe("Show Aisha Test");
    expect(screen.queryByRole("button", { name: "Pause carousel" })).not.toBeInTheDocument();
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
  });
});
