import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { SessionSpeaker } from "../../../worker/contract/content";
import { setAuthToken } from "../../lib/auth-token";
import AdminCalendarPage from "../../routes/app/admin/calendar";
import { agendaItem, sessionSpeaker, speakerRecord } from "../../test/fixtures";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { admin, toastText } from "../../test/admin";

beforeEach(() => {
  setAuthToken("1.token");
});

describe("Calendar Administration", () => {
  const speaker = (id: number, name: string) =>
    sessionSpeaker(id, name, "Test", { company: `Co ${id}`, position: "Role" });
  const item = (id: number, speakers: SessionSpeaker[]) =>
    agendaItem(id, {
      endTime: id === 1 ? "" : "09:00",
      location: id === 1 ? null : "Hall A",
      description: "About the session",
      speakers,
    });

  it("offers Speakers only with more than one speaker and saves the new order", async () => {
    const a = speaker(1, "Fatima");
    const b = speaker(2, "Khaled");
    const c = speaker(3, "Sarah");
    const calls = mockFetch((url, init) => {
      if (url === "/api/user") return json(admin);
      if (url === "/api/agenda?event=AC2025") return json([item(2, [a, b]), item(1, [a])]);
      if (url === "/api/speakers")
        return json(
          [a, b, c].map((s) => speakerRecord(s.id, s.name, s.surname, { company: s.company, position: s.position })),
        );
      if (init.method === "PUT") return json({ message: "Database unavailable" }, 500);
      return json([]);
    });
    renderWithApp(<AdminCalendarPage />);
    const first = await screen.findByRole("article", { name: "Session 1" });
    expect(within(first).getByText("8:00 AM")).toBeInTheDocument();
    expect(within(first).getByText("1 speaker")).toBeInTheDocument();
    expect(within(first).queryByRole("button", { name: /Speakers of/ })).not.toBeInTheDocument();
    const second = screen.getByRole("article", { name: "Session 2" });
    expect(within(second).getByText("8:00 AM - 9:00 AM")).toBeInTheDocument();
    expect(within(second).getByText("Hall A")).toBeInTheDocument();

    await userEvent.click(within(second).getByRole("button", { name: "Speakers of Session 2" }));
    const dialog = screen.getByRole("dialog", { name: "Manage Speakers" });
    expect(within(dialog).getByRole("button", { name: "Move Fatima Test up" })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Move Khaled Test down" })).toBeDisabled();
    await userEvent.click(await within(dialog).findByRole("button", { name: "Add Sarah Test" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Move Fatima Test down" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove Sarah Test" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Speaker Order" }));
    await waitFor(() => expect(calls.some((c) => c.init.method === "PUT")).toBe(true));
    const put = calls.find((c) => c.init.method === "PUT")!;
    expect(put.url).toBe("/api/admin/agenda/2/speakers");
    expect(JSON.parse(String(put.init.body))).toEqual({ speakerIds: [2, 1] });
    await waitFor(() => expect(toastText()).toContain("Update failed"));
    expect(toastText()).toContain("Database unavailable");
    expect(screen.getByRole("dialog", { name: "Manage Speakers" })).toBeInTheDocument();
  });

  it("edits the Arabic title, location and description in right-to-left Arabic fields, checked before sending", async () => {
    const stored = agendaItem(3, { titleAr: "الافتتاح", locationAr: null, descriptionAr: "كلمة ترحيب" });
    const calls = mockFetch((url, init) => {
      if (url === "/api/user") return json(admin);
      if (url === "/api/agenda?event=AC2025") return json([stored]);
      if (init.method === "PUT") return json({ ...stored, ...JSON.parse(String(init.body)) });
      return json([]);
    });
    renderWithApp(<AdminCalendarPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Edit Session 3" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Agenda Item" });
    const field = (label: string) => within(dialog).getByLabelText(label);
    for (const label of ["Title (Arabic)", "Location (Arabic)", "Description (Arabic)"]) {
      expect(field(label)).toHaveAttribute("lang", "ar");
      expect(field(label)).toHaveAttribute("dir", "rtl");
    }
    for (const label of ["Title", "Location", "Description"]) expect(field(label)).not.toHaveAttribute("lang");
    expect(field("Title (Arabic)")).toHaveValue("الافتتاح");
    expect(field("Location (Arabic)")).toHaveValue("");
    expect(field("Description (Arabic)")).toHaveValue("كلمة ترحيب");

    await userEvent.click(field("Title (Arabic)"));
    await userEvent.paste("ع".repeat(301));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await within(dialog).findByText("Title (Arabic) must be at most 300 characters")).toBeInTheDocument();
    expect(field("Title (Arabic)")).toHaveAttribute("aria-invalid", "true");
    expect(calls.filter((c) => c.init.method === "PUT")).toEqual([]);

    await userEvent.clear(field("Title (Arabic)"));
    await userEvent.type(field("Title (Arabic)"), " الجلسة الافتتاحية ");
    await userEvent.type(field("Location (Arabic)"), "القاعة الكبرى");
    await userEvent.clear(field("Description (Arabic)"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(toastText()).toContain("Agenda item updated"));
    const puts = calls.filter((c) => c.init.method === "PUT");
    expect(puts.map((c) => c.url)).toEqual(["/api/admin/agenda/3"]);
    expect(JSON.parse(String(puts[0]!.init.body))).toMatchObject({
      id: 3,
      title: "Session 3",
      titleAr: "الجلسة الافتتاحية",
      locationAr: "القاعة الكبرى",
      descriptionAr: null,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("shows the server's message when a save is refused", async () => {
    mockFetch((url, init) => {
      if (url === "/api/user") return json(admin);
      if (url === "/api/agenda?event=AC2025") return json([agendaItem(3)]);
      if (init.method === "PUT") return json({ message: "Location (Arabic) must be at most 300 characters" }, 400);
      return json([]);
    });
    renderWithApp(<AdminCalendarPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Edit Session 3" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Agenda Item" });
    await userEvent.type(within(dialog).getByLabelText("Location (Arabic)"), "القاعة");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(toastText()).toContain("Update failed"));
    expect(toastText()).toContain("Location (Arabic) must be at most 300 characters");
    expect(screen.getByRole("dialog", { name: "Edit Agenda Item" })).toBeInTheDocument();
  });

  it("shows the empty state", async () => {
    mockFetch((url) => (url === "/api/user" ? json(admin) : json([])));
    renderWithApp(<AdminCalendarPage />);
    expect(await screen.findByRole("heading", { name: "No agenda items" })).toBeInTheDocument();
    expect(screen.getByText("No agenda items found for Conference 2025.")).toBeInTheDocument();
  });
});
