/**
 * The announcements banner (docs/live-room.md#announcements): the caller's announcements in the
 * page's language, a new one from the channel without a reload, and dismissal remembered in this
 * browser.
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { Announcement, AnnouncementMessage } from "../../../worker/contract/announcements";
import { clearAuthToken, setAuthToken } from "../../lib/auth-token";
import { I18NS } from "../../test/arabic-screen";
import { FakeSocket } from "../../test/fake-socket";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { AnnouncementBanner } from "./announcement-banner";

beforeEach(() => setAuthToken("1.token"));

function announcement(id: number, extra: Partial<Announcement> = {}): Announcement {
  return {
    id,
    title: `Notice ${id}`,
    body: `Details of notice ${id}.`,
    titleAr: null,
    bodyAr: null,
    audience: "all",
    createdAt: "2025-10-13T06:30:00.000Z",
    ...extra,
  };
}

const LUNCH = announcement(2, {
  title: "Lunch is served",
  body: "In the foyer until 14:00.",
  titleAr: "الغداء جاهز",
  bodyAr: "في البهو حتى الساعة 14:00.",
});

function serve(list: Announcement[]) {
  return mockFetch((url) => (url === "/api/announcements" ? json(list) : json({ message: "Not found" }, 404)));
}

function banner() {
  return screen.getByRole("region", { name: /Announcements|الإعلانات/ });
}

describe("the announcements banner", () => {
  it("shows the announcements in English, and the Arabic texts on an Arabic page when given", async () => {
    serve([LUNCH, announcement(1)]);
    const { unmount } = renderWithApp(<AnnouncementBanner />);
    expect(await screen.findByText("Lunch is served")).toBeInTheDocument();
    expect(within(banner()).getByText("In the foyer until 14:00.")).toBeInTheDocument();
    expect(within(banner()).getByText("Notice 1")).toBeInTheDocument();
    unmount();

    serve([LUNCH, announcement(1)]);
    renderWithApp(<AnnouncementBanner />, { i18n: I18NS.ar });
    expect(await screen.findByText("الغداء جاهز")).toBeInTheDocument();
    expect(within(banner()).getByText("في البهو حتى الساعة 14:00.")).toBeInTheDocument();
    expect(within(banner()).queryByText("Lunch is served")).not.toBeInTheDocument();
    // No Arabic version given: the English one.
    expect(within(banner()).getByText("Notice 1")).toBeInTheDocument();
    expect(within(banner()).getByRole("button", { name: "إغلاق الإعلان: الغداء جاهز" })).toBeInTheDocument();
  });

  it("shows a new announcement from the channel without a reload", async () => {
    const calls = serve([announcement(1)]);
    renderWithApp(<AnnouncementBanner />);
    expect(await screen.findByText("Notice 1")).toBeInTheDocument();
    const socket = FakeSocket.opened[0]!;
    expect(socket.url).toBe("ws://localhost:3000/api/announcements/live");
    expect(socket.protocols).toEqual(["ac2025-live", "bearer.1.token"]);
    act(() => socket.emit("open"));
    const message: AnnouncementMessage = { type: "announcement", announcement: LUNCH };
    act(() => socket.emit("message", JSON.stringify(message)));
    expect(await screen.findByText("Lunch is served")).toBeInTheDocument();
    const titles = within(banner())
      .getAllByRole("article")
      .map((item) => item.querySelector("p")?.textContent);
    expect(titles).toEqual(["Lunch is served", "Notice 1"]);
    expect(calls.filter((call) => call.url === "/api/announcements")).toHaveLength(1);
  });

  it("hides a dismissed announcement, and keeps it hidden on the next visit", async () => {
    serve([LUNCH, announcement(1)]);
    const { unmount } = renderWithApp(<AnnouncementBanner />);
    await userEvent.click(await screen.findByRole("button", { name: "Dismiss announcement: Lunch is served" }));
    await waitFor(() => expect(screen.queryByText("Lunch is served")).not.toBeInTheDocument());
    expect(within(banner()).getByText("Notice 1")).toBeInTheDocument();
    unmount();

    serve([LUNCH, announcement(1)]);
    renderWithApp(<AnnouncementBanner />);
    expect(await screen.findByText("Notice 1")).toBeInTheDocument();
    expect(screen.queryByText("Lunch is served")).not.toBeInTheDocument();
  });
});

describe("after signing out", () => {
  it("asks nothing once the session token is gone, so no 401 reaches the console", async () => {
    const calls = serve([LUNCH]);
    const { queryClient } = renderWithApp(<AnnouncementBanner />);
    expect(await within(banner()).findByText("Lunch is served")).toBeInTheDocument();
    const before = calls.length;
    clearAuthToken();
    await act(() => queryClient.resetQueries());
    await waitFor(() => expect(within(banner()).queryByText("Lunch is served")).not.toBeInTheDocument());
    expect(calls.slice(before).filter((c) => c.url === "/api/announcements")).toEqual([]);
  });
});
