/**
 * Announcements for the organisers (./announcements-admin.tsx; docs/live-room.md#announcements):
 * sending with the API's rules, and the email progress bar, in English and Arabic.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { AdminAnnouncement } from "../../../worker/contract/announcements";
import { setAuthToken } from "../../lib/auth-token";
import { I18NS } from "../../test/arabic-screen";
import { userRecord } from "../../test/fixtures";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { AnnouncementsAdmin } from "./announcements-admin";

beforeEach(() => setAuthToken("1.token"));

const EMAILED: AdminAnnouncement = {
  id: 4,
  title: "Lunch is served",
  body: "In the foyer.",
  titleAr: null,
  bodyAr: null,
  audience: "AC2025",
  createdAt: "2025-10-13T09:00:00.000Z",
  email: true,
  emailTotal: 200,
  emailSent: 50,
  emailFailed: 2,
};

function serve(list: AdminAnnouncement[]) {
  return mockFetch((url, init) => {
    if (url === "/api/user") return json(userRecord({ isAdmin: true }));
    if (url === "/api/admin/announcements" && init.method === "POST") return json(EMAILED, 201);
    if (url === "/api/admin/announcements") return json(list);
    return json({ message: "Not found" }, 404);
  });
}

describe("AnnouncementsAdmin", () => {
  it("checks the fields with the API's rules, then sends the announcement", async () => {
    const calls = serve([]);
    renderWithApp(<AnnouncementsAdmin />);
    const form = await screen.findByRole("form", { name: "New announcement" });
    await userEvent.click(within(form).getByRole("button", { name: "Send announcement" }));
    expect(await within(form).findByText("Title is required")).toBeInTheDocument();
    expect(within(form).getByText("Message is required")).toBeInTheDocument();
    expect(calls.some((call) => call.init.method === "POST")).toBe(false);

    await userEvent.type(within(form).getByRole("textbox", { name: "Title" }), "Lunch is served");
    await userEvent.type(within(form).getByRole("textbox", { name: "Message" }), "In the foyer.");
    await userEvent.selectOptions(within(form).getByRole("combobox", { name: /Audience/ }), "AC2025");
    await userEvent.click(within(form).getByRole("checkbox", { name: /Also send by email/ }));
    await userEvent.click(within(form).getByRole("button", { name: "Send announcement" }));
    await waitFor(() => expect(calls.some((call) => call.init.method === "POST")).toBe(true));
    const sent = calls.find((call) => call.init.method === "POST")!;
    expect(JSON.parse(String(sent.init.body))).toEqual({
      title: "Lunch is served",
      body: "In the foyer.",
      titleAr: null,
      bodyAr: null,
      audience: "AC2025",
      email: true,
    });
  });

  it("shows the email progress as a labelled bar, in Arabic too", async () => {
    serve([EMAILED]);
    const { unmount } = renderWithApp(<AnnouncementsAdmin />);
    const bar = await screen.findByRole("progressbar", { name: "Email progress: Lunch is served" });
    expect(bar).toHaveAttribute("value", "50");
    expect(bar).toHaveAttribute("max", "200");
    expect(bar).toHaveAttribute("aria-valuetext", "50 of 200 emails sent");
    expect(screen.getByText(/2 not sent · 148 to go/)).toBeInTheDocument();
    unmount();

    serve([EMAILED]);
    renderWithApp(<AnnouncementsAdmin />, { i18n: I18NS.ar });
    const arabicBar = await screen.findByRole("progressbar", { name: "تقدّم البريد الإلكتروني: Lunch is served" });
    expect(arabicBar).toHaveAttribute("aria-valuetext", "أُرسلت 50 من 200 رسالة بريد إلكتروني");
    const sent = screen.getByRole("region", { name: "الإعلانات المرسلة" });
    expect(within(sent).getByText(/مندوبو مؤتمر 2025/)).toBeInTheDocument();
  });
});
