import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Speaker } from "../../../worker/contract/content";
import { ApiError } from "../../lib/api";
import { clearAuthToken, setAuthToken } from "../../lib/auth-token";
import AdminSpeakersPage from "../../routes/app/admin/speakers";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { uploadForm } from "../../lib/files";
import { importWarningsToast } from "../../components/admin/import-messages";
import { admin, clickWithFakeTimers, toastText } from "../../test/admin";

vi.mock("../../lib/files", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/files")>()),
  uploadForm: vi.fn(),
}));

beforeEach(() => {
  setAuthToken("1.token");
  vi.mocked(uploadForm).mockReset();
});

describe("imports", () => {
  function serveSpeakers() {
    return mockFetch((url) => {
      if (url === "/api/user") return json(admin);
      if (url.startsWith("/api/speakers")) return json([] satisfies Speaker[]);
      return json({});
    });
  }
  const excel = new File(["PK"], "speakers.xlsx", {
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  });

  it("words the warnings toast with the first error and the rest counted", () => {
    expect(importWarningsToast(["Row 3: Speaker name is required"]).description).toBe(
      "Row 3: Speaker name is required",
    );
    expect(importWarningsToast(["Row 3: A", "Row 4: B", "Row 9: C"])).toMatchObject({
      title: "Import Warnings",
      description: "Row 3: A (and 2 more)",
    });
  });

  it("asks for a file and refuses other types", async () => {
    serveSpeakers();
    const events = userEvent.setup({ delay: null, applyAccept: false });
    renderWithApp(<AdminSpeakersPage />);
    const form = await screen.findByRole("form", { name: "Import Speakers" });
    await events.click(within(form).getByRole("button", { name: "Import" }));
    expect(toastText()).toContain("No File Selected");
    expect(toastText()).toContain("Please select an Excel file to import");

    await events.upload(
      within(form).getByLabelText("Excel file"),
      new File(["x"], "notes.txt", { type: "text/plain" }),
    );
    expect(toastText()).toContain("Invalid File Type");
    expect(toastText()).toContain("Please select an Excel file (.xlsx or .xls)");
    await events.click(within(form).getByRole("button", { name: "Import" }));
    expect(toastText()).toContain("No File Selected");
    expect(uploadForm).not.toHaveBeenCalled();
  });

  it("sends the file and the event, shows the result, and 'Import Warnings' 1 s later", async () => {
    serveSpeakers();
    vi.mocked(uploadForm).mockResolvedValueOnce({ speakersProcessed: 2, errors: ["Row 3: A", "Row 4: B", "Row 9: C"] });
    renderWithApp(<AdminSpeakersPage />);
    const form = await screen.findByRole("form", { name: "Import Speakers" });
    await userEvent.selectOptions(within(form).getByLabelText("Event"), "GC_POWERLIST");
    await userEvent.upload(within(form).getByLabelText("Excel file"), excel);
    vi.useFakeTimers();
    await clickWithFakeTimers(within(form).getByRole("button", { name: "Import" }));
    expect(toastText()).toContain("Import Complete");
    expect(toastText()).toContain("2 speakers processed");
    const [url, sent] = vi.mocked(uploadForm).mock.calls[0]!;
    expect(url).toBe("/api/speakers/import");
    expect((sent as FormData).get("eventType")).toBe("GC_POWERLIST");
    expect((sent as FormData).get("excel")).toBe(excel);
    expect(screen.getByRole("heading", { name: "Import result: 2 speakers processed" })).toBeInTheDocument();
    expect(screen.getByText("Row 9: C")).toBeInTheDocument();

    // docs/messages.md#timers-and-durations.
    act(() => vi.advanceTimersByTime(999));
    expect(toastText()).not.toContain("Import Warnings");
    act(() => vi.advanceTimersByTime(1));
    expect(toastText()).toContain("Import Warnings");
    expect(toastText()).toContain("Row 3: A (and 2 more)");
  });

  it("shows no 'Import Warnings' when every row was imported", async () => {
    serveSpeakers();
    vi.mocked(uploadForm).mockResolvedValueOnce({ speakersProcessed: 12, errors: [] });
    renderWithApp(<AdminSpeakersPage />);
    const form = await screen.findByRole("form", { name: "Import Speakers" });
    await userEvent.upload(within(form).getByLabelText("Excel file"), excel);
    vi.useFakeTimers();
    await clickWithFakeTimers(within(form).getByRole("button", { name: "Import" }));
    expect(toastText()).toContain("12 speakers processed");
    act(() => vi.advanceTimersByTime(1_000));
    expect(toastText()).toContain("12 speakers processed");
    expect(screen.getByText("Every row was imported.")).toBeInTheDocument();
  });

  it("shows the server's message when the import fails, and the no-token message for templates", async () => {
    serveSpeakers();
    vi.mocked(uploadForm).mockRejectedValueOnce(new ApiError("Legacy .xls files are not supported.", 400));
    renderWithApp(<AdminSpeakersPage />);
    const form = await screen.findByRole("form", { name: "Import Speakers" });
    await userEvent.upload(within(form).getByLabelText("Excel file"), excel);
    await userEvent.click(within(form).getByRole("button", { name: "Import" }));
    await waitFor(() => expect(toastText()).toContain("Import Failed"));
    expect(toastText()).toContain("Legacy .xls files are not supported.");

    clearAuthToken();
    await userEvent.click(within(form).getByRole("button", { name: "Download Template" }));
    await waitFor(() => expect(toastText()).toContain("Download Failed"));
    expect(toastText()).toContain("Not authenticated. Please log in again.");
  });
});
