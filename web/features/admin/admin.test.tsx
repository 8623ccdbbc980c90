import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import type { SessionSpeaker, Speaker } from "../../../worker/contract/content";
import { searchRegistrations, sortRegistrations } from "../../../worker/contract/registrations";
import type { User } from "../../../worker/contract/user";
import { ApiError } from "../../lib/api";
import { clearAuthToken, setAuthToken } from "../../lib/auth-token";
import AdminCalendarPage from "../../routes/app/admin/calendar";
import AdminDelegatesPage from "../../routes/app/admin/delegates";
import AdminEmailLogsPage from "../../routes/app/admin/email-logs";
import AdminQnaPage from "../../routes/app/admin/qna";
import AdminRegistrationsPage from "../../routes/app/admin/registrations";
import AdminSpeakersPage from "../../routes/app/admin/speakers";
import { agendaItem, questionRecord, sessionSpeaker, speakerRecord, userRecord } from "../../test/fixtures";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { uploadForm } from "./files";
import { importWarningsToast } from "./messages";

vi.mock("./files", async (importOriginal) => ({
  ...(await importOriginal<typeof import("./files")>()),
  uploadForm: vi.fn(),
}));

beforeEach(() => {
  setAuthToken("1.token");
  vi.mocked(uploadForm).mockReset();
});

const admin = userRecord({
  id: 99,
  email: "admin@conference2025.com",
  firstName: "Event",
  lastName: "Organiser",
  isAdmin: true,
});

function user(id: number, overrides: Partial<User> = {}): User {
  return userRecord({
    id,
    email: `u${id}@example.com`,
    firstName: `First${id}`,
    lastName: "Last",
    company: "Co",
    title: "Analyst",
    createdAt: `2025-09-0${id}T08:00:00.000Z`,
    ...overrides,
  });
}

const toastText = () => screen.getByTestId("toast").textContent;

/**
 * Clicks `button` while fake timers run, then settles the promises it started (a mocked upload,
 * the clipboard). user-event and Testing Library's async helpers wait on real timers, which fake
 * timers stop, so this uses a plain click and lets React flush.
 */
async function clickWithFakeTimers(button: HTMLElement): Promise<void> {
  fireEvent.click(button);
  await act(async () => {});
}

describe("Q&A Administration", () => {
  function serve(handler: (url: string, init: RequestInit) => Response | undefined = () => undefined) {
    return mockFetch((url, init) => {
      const answer = handler(url, init);
      if (answer) return answer;
      if (url === "/api/user") return json(admin);
      if (url === "/api/admin/qna?status=unanswered") return json([questionRecord(1)]);
      if (url === "/api/admin/qna?status=all")
        return json([questionRecord(2, { isArchived: true, isAnswered: true, answer: "Yes." }), questionRecord(1)]);
      if (url === "/api/admin/qna?status=archived")
        return json([questionRecord(2, { isArchived: true, isAnswered: true, answer: "Yes." })]);
      return json({ message: "Question updated" });
    });
  }

  it("shows the three tabs with counts, Unanswered first, and status labels", async () => {
    serve();
    renderWithApp(<AdminQnaPage />);
    const unanswered = await screen.findByRole("tab", { name: "Unanswered 1" });
    expect(unanswered).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByRole("tab", { name: "All Questions 2" })).toBeInTheDocument();
    expect(await screen.findByRole("tab", { name: "Archived 1" })).toBeInTheDocument();
    const card = await screen.findByRole("article", { name: "Question number 1?" });
    expect(within(card).getByText("Pending")).toBeInTheDocument();
    expect(within(card).getByText(/huda@example\.com/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Archived 1" }));
    const archived = await screen.findByRole("article", { name: "Question number 2?" });
    expect(within(archived).getByText("Archived")).toBeInTheDocument();
    expect(within(archived).queryByRole("button", { name: "Archive" })).not.toBeInTheDocument();
  });

  it("keeps Save disabled for a blank question and sends an empty answer as null", async () => {
    const calls = serve();
    renderWithApp(<AdminQnaPage />);
    const card = await screen.findByRole("article", { name: "Question number 1?" });
    await userEvent.click(within(card).getByRole("button", { name: "Edit" }));
    const text = within(card).getByLabelText("Question");
    await userEvent.clear(text);
    expect(within(card).getByRole("button", { name: "Save" })).toBeDisabled();
    await userEvent.type(text, "  Edited question?  ");
    await userEvent.type(within(card).getByLabelText("Add Answer"), "   ");
    await userEvent.click(within(card).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.some((c) => c.init.method === "PATCH")).toBe(true));
    const patch = calls.find((c) => c.init.method === "PATCH")!;
    expect(patch.url).toBe("/api/admin/qna/1");
    expect(JSON.parse(String(patch.init.body))).toEqual({
      question: "Edited question?",
      answer: null,
      isAnswered: false,
    });
    await waitFor(() => expect(toastText()).toContain("Question updated successfully!"));
  });

  it("asks before archiving and deleting with the spec's texts, and toasts failures", async () => {
    const calls = serve((_url, init) =>
      init.method === "DELETE" ? json({ message: "Database unavailable" }, 500) : undefined,
    );
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValue(true);
    renderWithApp(<AdminQnaPage />);
    const card = await screen.findByRole("article", { name: "Question number 1?" });
    await userEvent.click(within(card).getByRole("button", { name: "Archive" }));
    expect(confirm).toHaveBeenLastCalledWith("Are you sure you want to archive this question?");
    expect(calls.some((c) => c.init.method === "POST")).toBe(false);
    await userEvent.click(within(card).getByRole("button", { name: "Archive" }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === "/api/admin/qna/1/archive" && c.init.method === "POST")).toBe(true),
    );
    await waitFor(() => expect(toastText()).toContain("Question archived successfully!"));
    await userEvent.click(within(card).getByRole("button", { name: "Delete" }));
    expect(confirm).toHaveBeenLastCalledWith(
      "Are you sure you want to delete this question? This action cannot be undone.",
    );
    await waitFor(() => expect(toastText()).toContain("Failed to delete question"));
  });
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

    // spec 9: the warnings toast follows after 1 s.
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

describe("Speaker Management", () => {
  const ahmad = speakerRecord(1, "Ahmad", "Al-Sabah", {
    bio: "Leads energy work.",
    photoUrl: "/api/media/speakers/1.png",
  });

  /** The admin, one AC2025 speaker, and `handler` for anything else it answers. */
  function serve(handler: (url: string, init: RequestInit) => Response | undefined = () => undefined) {
    return mockFetch((url, init) => {
      const answer = handler(url, init);
      if (answer) return answer;
      if (url === "/api/user") return json(admin);
      if (url === "/api/speakers?event=AC2025") return json([ahmad]);
      return json([]);
    });
  }

  it("edits the bio in place with PATCH /api/admin/speakers/{id}, and says 'Update failed' on error", async () => {
    let answer = json({ ...ahmad, bio: "New bio." });
    const calls = serve((_url, init) => (init.method === "PATCH" ? answer : undefined));
    renderWithApp(<AdminSpeakersPage />);
    const row = await screen.findByTestId("speaker-row");
    expect(within(row).getByText("Leads energy work.")).toBeInTheDocument();

    await userEvent.click(within(row).getByRole("button", { name: "Edit bio of Ahmad Al-Sabah" }));
    const editor = within(row).getByRole("form", { name: "Bio of Ahmad Al-Sabah" });
    const bio = within(editor).getByLabelText("Bio");
    expect(bio).toHaveValue("Leads energy work.");
    await userEvent.clear(bio);
    await userEvent.type(bio, "  New bio.  ");
    await userEvent.click(within(editor).getByRole("button", { name: "Save Bio" }));
    await waitFor(() => expect(toastText()).toContain("Bio updated"));
    const patches = calls.filter((c) => c.init.method === "PATCH");
    expect(patches.map((c) => [c.url, JSON.parse(String(c.init.body))])).toEqual([
      ["/api/admin/speakers/1", { bio: "New bio." }],
    ]);
    await waitFor(() => expect(within(row).queryByRole("form")).not.toBeInTheDocument());

    answer = json({ message: "Database unavailable" }, 500);
    await userEvent.click(within(row).getByRole("button", { name: "Edit bio of Ahmad Al-Sabah" }));
    await userEvent.click(within(row).getByRole("button", { name: "Save Bio" }));
    await waitFor(() => expect(toastText()).toContain("Update failed"));
    expect(toastText()).toContain("Database unavailable");
    expect(within(row).getByRole("form", { name: "Bio of Ahmad Al-Sabah" })).toBeInTheDocument();
  });

  it("refuses a non-image photo, and uploads an image as multipart 'image' and 'speakerId'", async () => {
    serve();
    vi.mocked(uploadForm).mockResolvedValueOnce({ photoUrl: "/api/media/speakers/1-new.png" });
    const events = userEvent.setup({ applyAccept: false });
    renderWithApp(<AdminSpeakersPage />);
    const row = await screen.findByTestId("speaker-row");
    const input = row.querySelector<HTMLInputElement>('input[type="file"]')!;

    await events.upload(input, new File(["%PDF-1.7"], "photo.pdf", { type: "application/pdf" }));
    expect(toastText()).toContain("Invalid file type");
    expect(toastText()).toContain("Please select an image file");
    expect(uploadForm).not.toHaveBeenCalled();

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "photo.png", { type: "image/png" });
    await events.upload(input, png);
    await waitFor(() => expect(toastText()).toContain("Photo uploaded"));
    expect(uploadForm).toHaveBeenCalledTimes(1);
    const [url, form] = vi.mocked(uploadForm).mock.calls[0]!;
    expect(url).toBe("/api/admin/upload-speaker-image");
    expect([...(form as FormData).keys()].sort()).toEqual(["image", "speakerId"]);
    expect((form as FormData).get("image")).toBe(png);
    expect((form as FormData).get("speakerId")).toBe("1");
  });

  it("says 'Upload failed' with the server's message when the upload fails", async () => {
    serve();
    vi.mocked(uploadForm).mockRejectedValueOnce(
      new ApiError("Please select an image file (JPEG, PNG, GIF or WebP)", 400),
    );
    renderWithApp(<AdminSpeakersPage />);
    const row = await screen.findByTestId("speaker-row");
    await userEvent.upload(
      row.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(["GIF89a"], "photo.gif", { type: "image/gif" }),
    );
    await waitFor(() => expect(toastText()).toContain("Upload failed"));
    expect(toastText()).toContain("Please select an image file (JPEG, PNG, GIF or WebP)");
  });

  it("copies the photo link with a tick that resets after 2 s, and says when copying fails", async () => {
    serve();
    // jsdom has no clipboard: give the page one for this test.
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    onTestFinished(() => void Reflect.deleteProperty(navigator, "clipboard"));
    renderWithApp(<AdminSpeakersPage />);
    const row = await screen.findByTestId("speaker-row");
    const copyButton = () => within(row).queryByRole("button", { name: "Copy photo link of Ahmad Al-Sabah" });
    vi.useFakeTimers();

    await clickWithFakeTimers(copyButton()!);
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/api/media/speakers/1.png`);
    expect(within(row).getByRole("button", { name: "Copied" })).toBeInTheDocument();
    expect(copyButton()).not.toBeInTheDocument();
    // spec 9: the tick resets after 2 s.
    act(() => vi.advanceTimersByTime(1_999));
    expect(within(row).getByRole("button", { name: "Copied" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(row).queryByRole("button", { name: "Copied" })).not.toBeInTheDocument();
    expect(copyButton()).toBeInTheDocument();

    writeText.mockRejectedValueOnce(new DOMException("Write permission denied.", "NotAllowedError"));
    await clickWithFakeTimers(copyButton()!);
    expect(toastText()).toContain("Copy failed");
    expect(toastText()).toContain("Unable to copy to clipboard");
    expect(within(row).queryByRole("button", { name: "Copied" })).not.toBeInTheDocument();
  });

  it("shows the stored display order, 0 included", async () => {
    mockFetch((url) =>
      url === "/api/user"
        ? json(admin)
        : url === "/api/speakers?event=AC2025"
          ? json([
              speakerRecord(3, "Zero", "Order", { displayOrder: 0 }),
              speakerRecord(4, "Fourth", "Order", { displayOrder: 4 }),
            ])
          : json([]),
    );
    renderWithApp(<AdminSpeakersPage />);
    const rows = await screen.findAllByTestId("speaker-row");
    expect(rows.map((r) => within(r).getByTitle("Display order").textContent)).toEqual([
      "Display order 0",
      "Display order 4",
    ]);
  });
});

describe("Delegate Management", () => {
  it("gives each user type its own card background", async () => {
    const users = [user(1), user(2, { userType: "speaker" }), user(3, { userType: "ASAR" }), user(4)];
    mockFetch((url) => (url === "/api/user" ? json(admin) : url === "/api/users" ? json(users) : json([])));
    renderWithApp(<AdminDelegatesPage />);
    const cards = await screen.findAllByTestId("delegate-card");
    const card = (id: number) => cards.find((c) => within(c).queryByText(`u${id}@example.com`))!;
    const background = (id: number) =>
      card(id)
        .className.split(/\s+/)
        .filter((c) => c.startsWith("bg-"));
    expect([1, 2, 3, 4].map((id) => within(card(id)).getByText(/^(Delegate|Speaker|ASAR)$/).textContent)).toEqual([
      "Delegate",
      "Speaker",
      "ASAR",
      "Delegate",
    ]);
    for (const id of [1, 2, 3]) expect(background(id)).toHaveLength(1);
    expect(new Set([1, 2, 3].map((id) => background(id)[0])).size).toBe(3);
    expect(background(4)).toEqual(background(1));
  });
});

describe("Registration Management", () => {
  it("sorts and searches the five fields", () => {
    const list = [
      user(2, { firstName: "Émile", company: "Zeta" }),
      user(1, { firstName: "ahmad", company: "alpha" }),
      user(3, { firstName: "Bader", email: "x@example.com" }),
    ];
    expect(sortRegistrations(list, "candidateNumber", "asc").map((u) => u.id)).toEqual([1, 2, 3]);
    expect(sortRegistrations(list, "firstName", "asc").map((u) => u.firstName)).toEqual(["ahmad", "Bader", "Émile"]);
    expect(sortRegistrations(list, "company", "desc").map((u) => u.company)).toEqual(["Zeta", "Co", "alpha"]);
    expect(sortRegistrations(list, "createdAt", "desc").map((u) => u.id)).toEqual([3, 2, 1]);
    expect(searchRegistrations(list, "emile").map((u) => u.id)).toEqual([2]);
    expect(searchRegistrations(list, "x@example").map((u) => u.id)).toEqual([3]);
    expect(searchRegistrations(list, "  ")).toHaveLength(3);
  });

  it("deletes after the confirmation dialog and toasts the outcome", async () => {
    const calls = mockFetch((url, init) => {
      if (url === "/api/user") return json(admin);
      if (url === "/api/users" && init.method === "GET") return json([user(1), user(2)]);
      if (url === "/api/users/2") return json({ message: "Registration deleted" });
      if (url === "/api/users/1") return json({ message: "Registration not found" }, 404);
      return json([]);
    });
    renderWithApp(<AdminRegistrationsPage />);
    expect(await screen.findByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/api/registrations/export",
    );
    expect(screen.getByRole("link", { name: "Export Excel with QR" })).toHaveAttribute(
      "href",
      "/api/registrations/export/excel-qr",
    );
    await userEvent.click(await screen.findByRole("button", { name: "Delete registration of First2 Last" }));
    const dialog = screen.getByRole("dialog", { name: "Delete registration?" });
    expect(dialog).toHaveTextContent("u2@example.com");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(toastText()).toContain("Registration deleted successfully"));
    expect(calls.some((c) => c.url === "/api/users/2" && c.init.method === "DELETE")).toBe(true);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole("button", { name: "Delete registration of First1 Last" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(toastText()).toContain("Failed to delete registration"));
    expect(toastText()).toContain("Registration not found");
  });

  it("finds a candidate number exactly, with or without '#' and leading zeros", async () => {
    // Number 4 among numbers and addresses that contain a 4.
    const createdAt = "2025-09-01T08:00:00.000Z";
    const list = [
      user(4),
      user(14, { email: "k4@example.com", createdAt }),
      user(40, { createdAt }),
      user(5, { company: "Block 4 Co" }),
    ];
    mockFetch((url) => (url === "/api/user" ? json(admin) : url === "/api/users" ? json(list) : json([])));
    renderWithApp(<AdminRegistrationsPage />);
    const search = await screen.findByRole("searchbox", { name: "Search" });
    const rows = () => screen.queryAllByTestId("registration-row").map((row) => within(row).getAllByRole("cell")[0]!);
    await waitFor(() => expect(rows()).toHaveLength(4));
    for (const query of ["4", "04", "#04", "#4", " # 004 "]) {
      await userEvent.clear(search);
      await userEvent.type(search, query);
      await waitFor(() => expect(rows().map((cell) => cell.textContent)).toEqual(["#04"]));
    }
    // Text still matches by "contains".
    await userEvent.clear(search);
    await userEvent.type(search, "block 4");
    await waitFor(() => expect(rows().map((cell) => cell.textContent)).toEqual(["#05"]));
  });

  it("reissues a pass after the confirmation dialog, and says why when it fails", async () => {
    const calls = mockFetch((url, init) => {
      if (url === "/api/user") return json(admin);
      if (url === "/api/users" && init.method === "GET") return json([user(1), user(2)]);
      if (url === "/api/admin/passes/2/reissue")
        return json({ message: "Pass reissued. The earlier QR code no longer admits.", passVersion: 2 });
      if (url === "/api/admin/passes/1/reissue") return json({ message: "No registration found." }, 404);
      return json([]);
    });
    const { queryClient } = renderWithApp(<AdminRegistrationsPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Reissue pass of First2 Last" }));
    const dialog = screen.getByRole("dialog", { name: "Reissue pass?" });
    expect(dialog).toHaveTextContent("u2@example.com");
    expect(dialog).toHaveTextContent("will be refused at the door");
    expect(calls.some((c) => c.url.includes("/reissue"))).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: "Reissue pass" }));
    await waitFor(() => expect(toastText()).toContain("Pass reissued for First2 Last"));
    expect(toastText()).toContain("The earlier QR code no longer admits.");
    expect(calls.filter((c) => c.url === "/api/admin/passes/2/reissue").map((c) => c.init.method)).toEqual(["POST"]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(queryClient.getQueryData<User[]>(["/api/users"])?.find((u) => u.id === 2)?.passVersion).toBe(2);

    await userEvent.click(screen.getByRole("button", { name: "Reissue pass of First1 Last" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Reissue pass" }));
    await waitFor(() => expect(toastText()).toContain("Reissue failed"));
    expect(toastText()).toContain("No registration found.");
  });

  it("offers no Delete on the signed-in admin's own row", async () => {
    mockFetch((url) =>
      url === "/api/user"
        ? json(admin)
        : url === "/api/users"
          ? json([user(1), { ...user(99), firstName: "Event", createdAt: "2025-09-09T08:00:00.000Z" }])
          : json([]),
    );
    renderWithApp(<AdminRegistrationsPage />);
    expect(await screen.findByRole("button", { name: "Delete registration of First1 Last" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete registration of Event Last" })).not.toBeInTheDocument();
  });
});

describe("Email Logs", () => {
  it("asks to log in when no token is stored", async () => {
    clearAuthToken();
    mockFetch(() => json(admin));
    renderWithApp(<AdminEmailLogsPage />);
    expect(await screen.findByText("Please log in to access the admin email logs.")).toBeInTheDocument();
  });

  it("turns a delegate away without asking the server (its 403 would be logged in the console)", async () => {
    const calls = mockFetch((url) =>
      url === "/api/user" ? json(userRecord()) : json({ message: "Admin access required" }, 403),
    );
    renderWithApp(<AdminEmailLogsPage />);
    expect(await screen.findByRole("heading", { name: "Access Denied" })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(["/api/user"]);
  });

  it("shows Access Denied with the server's message on 403", async () => {
    mockFetch((url) => (url === "/api/user" ? json(admin) : json({ message: "Admin access required" }, 403)));
    renderWithApp(<AdminEmailLogsPage />);
    expect(await screen.findByText("Admin access required")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Access Denied" })).toBeInTheDocument();
  });

  it("filters the Successful tab on the client", async () => {
    const log = (id: number, success: boolean) => ({
      id,
      userId: null,
      emailType: "registration_confirmation",
      recipientEmail: `p${id}@example.com`,
      subject: `Subject ${id}`,
      success,
      messageId: null,
      errorMessage: success ? null : "Mailbox unavailable",
      transportMetadata: {},
      deliveryStatus: null,
      sentAt: null,
      createdAt: "2025-10-01T08:00:00.000Z",
    });
    const calls = mockFetch((url) =>
      url === "/api/user" ? json(admin) : json({ logs: [log(2, false), log(1, true)], page: 1, limit: 50, total: 2 }),
    );
    renderWithApp(<AdminEmailLogsPage />);
    expect(await screen.findAllByTestId("email-log")).toHaveLength(2);
    await userEvent.click(screen.getByRole("tab", { name: "Successful" }));
    await waitFor(() => expect(screen.getAllByTestId("email-log")).toHaveLength(1));
    expect(screen.getByTestId("email-log")).toHaveTextContent("Subject 1");
    await userEvent.click(screen.getByRole("tab", { name: "Failed Only" }));
    await waitFor(() => expect(calls.some((c) => c.url === "/api/admin/email-logs/failed?page=1&limit=50")).toBe(true));
  });
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

  it("shows the empty state", async () => {
    mockFetch((url) => (url === "/api/user" ? json(admin) : json([])));
    renderWithApp(<AdminCalendarPage />);
    expect(await screen.findByRole("heading", { name: "No agenda items" })).toBeInTheDocument();
    expect(screen.getByText("No agenda items found for Conference 2025.")).toBeInTheDocument();
  });
});
