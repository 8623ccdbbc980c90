import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { AgendaBoard } from "./agenda-board";
import { AgendaDays } from "./agenda-days";
import { googleCalendarUrl } from "./calendar-links";
import { DEFAULT_SETTINGS } from "../../../worker/contract/default-settings";
import { agendaItem, sessionSpeaker } from "../../test/fixtures";
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

  it("groups by date with long-date headings and counts, sorted by start time", () => {
    const items = [...day, agendaItem(9, { title: "Day two", date: "2025-10-14", startTime: "09:00" })];
    renderWithApp(<AgendaDays items={items} />, { now: new Date("2025-10-01T00:00:00Z") });
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(["Monday, October 13, 2025", "Tuesday, October 14, 2025"]);
    const first = screen.getByRole("region", { name: "Monday, October 13, 2025" });
    expect(within(first).getByText("3 sessions")).toBeInTheDocument();
    expect(
      within(first)
        .getAllByRole("article")
        .map((a) => a.getAttribute("aria-label")),
    ).toEqual(["Registration & Welcome Coffee", "Kuwait at the Crossroads", "Delivering Power Projects"]);
    expect(
      within(screen.getByRole("region", { name: "Tuesday, October 14, 2025" })).getByText("1 session"),
    ).toBeInTheDocument();
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

  it("shows the server's error with a retry", async () => {
    let fail = true;
    mockFetch(() => (fail ? json({ message: "HTTP 503" }, 503) : json([agendaItem(1, { title: "Opening" })])));
    renderWithApp(<AgendaBoard events={["AC2025"]} />);
    expect(await screen.findByText("HTTP 503")).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getByRole("article", { name: "Opening" })).toBeInTheDocument());
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
