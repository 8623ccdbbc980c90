import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { AgendaItem, Speaker } from "../../../worker/contract/content";
import AppSpeakersPage from "../../routes/app/speakers";
import PublicSpeakersPage from "../../routes/public-speakers";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { agendaItem, sessionSpeaker, speakerRecord } from "../../test/fixtures";
import { bioParagraphs, truncateBio } from "./bio";
import { filterSpeakers } from "./search";

const fatima = speakerRecord(1, "Fatima", "Al-Sabah", {
  company: "Kuwait Investment Authority",
  position: "Chief Economist",
  bio: "First paragraph about energy policy.\n\nSecond paragraph about finance.\n  \nThird paragraph.",
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
    startTime: "09:20",
    endTime: "10:10",
    location: "Grand Ballroom",
    speakers: [sessionSpeaker(1, "Fatima", "Al-Sabah")],
  }),
  // Matched through the legacy speakerId only.
  agendaItem(11, { title: "Fireside Chat", startTime: "11:20", endTime: "11:45", speakerId: 1 }),
  agendaItem(12, { title: "Coffee Break", startTime: "10:10", endTime: "10:30" }),
];

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

  it("filters both sections of the public page as the visitor types", async () => {
    mockFetch((url) => {
      if (url === "/api/speakers?event=AC2025") return json([fatima, james]);
      if (url === "/api/speakers?event=GC_POWERLIST") return json([mona]);
      if (url === "/api/agenda") return json(sessions);
      return json({ message: "unexpected" }, 500);
    });
    renderWithApp(<PublicSpeakersPage />);
    await waitFor(() => expect(cardNames()).toEqual(["Fatima Al-Sabah", "James Porter", "Mona Al-Bader"]));
    const search = screen.getByPlaceholderText("Search speakers...");

    await userEvent.type(search, "GENERAL counsel");
    expect(cardNames()).toEqual(["Mona Al-Bader"]);
    expect(screen.getByText('No Conference 2025 speaker matches "GENERAL counsel".')).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, "kuwait invest");
    expect(cardNames()).toEqual(["Fatima Al-Sabah"]);
  });

  it("shows each speaker's sessions on the public card, matched by speakers list or speakerId", async () => {
    mockFetch((url) => {
      if (url === "/api/speakers?event=AC2025") return json([fatima]);
      if (url === "/api/speakers?event=GC_POWERLIST") return json([]);
      return json(sessions);
    });
    renderWithApp(<PublicSpeakersPage />);
    const panel = await screen.findByRole("region", { name: "Speaking Sessions of Fatima Al-Sabah" });
    expect(
      within(panel)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "9:20 AM - 10:10 AMPanel: Kuwait at the CrossroadsGrand Ballroom",
      "11:20 AM - 11:45 AMFireside ChatGrand Ballroom",
    ]);
    expect(screen.getByRole("link", { name: "LinkedIn Profile (opens in a new tab)" })).toHaveAttribute(
      "href",
      "https://www.linkedin.com/in/example",
    );
  });
});

describe("Speaker Biography lightbox", () => {
  function serve(speakers: Speaker[], agenda: () => Promise<Response> | Response) {
    return mockFetch((url) => (url === "/api/speakers" ? json(speakers) : agenda()));
  }

  it("shows the full bio in paragraphs and the speaker's sessions, and closes on Escape", async () => {
    serve([fatima, james], () => json(sessions));
    renderWithApp(<AppSpeakersPage />);
    // The card cuts long bios at 200 characters.
    expect(await screen.findByText(`${"x".repeat(200)}...`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: /^Fatima Al-Sabah, .*view biography$/ }));
    const dialog = await screen.findByRole("dialog", { name: "Speaker Biography" });
    const paragraphs = within(dialog).getAllByText(/paragraph/);
    expect(paragraphs.map((p) => p.textContent)).toEqual([
      "First paragraph about energy policy.",
      "Second paragraph about finance.",
      "Third paragraph.",
    ]);
    expect(within(dialog).getByRole("heading", { name: "Speaking Sessions" })).toBeInTheDocument();
    expect(within(dialog).getByText("Panel: Kuwait at the Crossroads")).toBeInTheDocument();
    expect(within(dialog).getByText("Fireside Chat")).toBeInTheDocument();
    expect(within(dialog).queryByText("Coffee Break")).not.toBeInTheDocument();

    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // Focus returns to the card that opened it.
    expect(screen.getByRole("button", { name: /^Fatima Al-Sabah, .*view biography$/ })).toHaveFocus();
  });

  it("says when there is no biography and no session, and closes with the close button", async () => {
    serve([mona], () => json(sessions));
    renderWithApp(<AppSpeakersPage />);
    await userEvent.click(await screen.findByRole("button", { name: /^Mona Al-Bader, .*view biography$/ }));
    const dialog = await screen.findByRole("dialog", { name: "Speaker Biography" });
    expect(within(dialog).getByText("Biography not available.")).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByText("No speaking sessions scheduled.")).toBeInTheDocument());
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows Loading sessions... until the agenda arrives", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    serve([fatima], async () => {
      await gate;
      return json(sessions);
    });
    renderWithApp(<AppSpeakersPage />);
    await userEvent.click(await screen.findByRole("button", { name: /^Fatima Al-Sabah, .*view biography$/ }));
    const dialog = await screen.findByRole("dialog", { name: "Speaker Biography" });
    expect(within(dialog).getByText("Loading sessions...")).toBeInTheDocument();
    release();
    expect(await within(dialog).findByText("Fireside Chat")).toBeInTheDocument();
    expect(within(dialog).queryByText("Loading sessions...")).not.toBeInTheDocument();
  });

  it("shows the speaker's id in the public page's detail dialog only", async () => {
    mockFetch((url) => {
      if (url === "/api/speakers?event=AC2025") return json([james]);
      if (url === "/api/speakers?event=GC_POWERLIST") return json([]);
      return json(sessions);
    });
    const { unmount } = renderWithApp(<PublicSpeakersPage />);
    await userEvent.click(await screen.findByRole("button", { name: /^James Porter, .*view biography$/ }));
    const dialog = await screen.findByRole("dialog", { name: "Speaker Biography" });
    expect(within(dialog).getByText("Speaker ID: 2")).toBeInTheDocument();
    unmount();

    serve([james], () => json(sessions));
    renderWithApp(<AppSpeakersPage />);
    await userEvent.click(await screen.findByRole("button", { name: /^James Porter, .*view biography$/ }));
    const appDialog = await screen.findByRole("dialog", { name: "Speaker Biography" });
    expect(within(appDialog).queryByText(/Speaker ID/)).not.toBeInTheDocument();
  });

  it("closes on a backdrop click", async () => {
    serve([fatima], () => json(sessions));
    renderWithApp(<AppSpeakersPage />);
    await userEvent.click(await screen.findByRole("button", { name: /^Fatima Al-Sabah, .*view biography$/ }));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await userEvent.click(screen.getByTestId("dialog-overlay"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
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
