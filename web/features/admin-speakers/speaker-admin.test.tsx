import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { ApiError } from "../../lib/api";
import { setAuthToken } from "../../lib/auth-token";
import AdminSpeakersPage from "../../routes/app/admin/speakers";
import { speakerRecord } from "../../test/fixtures";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { uploadForm } from "../../lib/files";
import { admin, clickWithFakeTimers, toastText } from "../../test/admin";

vi.mock("../../lib/files", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/files")>()),
  uploadForm: vi.fn(),
}));

beforeEach(() => {
  setAuthToken("1.token");
  vi.mocked(uploadForm).mockReset();
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
      ["/api/admin/speakers/1", { bio: "New bio.", bioAr: null }],
    ]);
    await waitFor(() => expect(within(row).queryByRole("form")).not.toBeInTheDocument());

    answer = json({ message: "Database unavailable" }, 500);
    await userEvent.click(within(row).getByRole("button", { name: "Edit bio of Ahmad Al-Sabah" }));
    await userEvent.click(within(row).getByRole("button", { name: "Save Bio" }));
    await waitFor(() => expect(toastText()).toContain("Update failed"));
    expect(toastText()).toContain("Database unavailable");
    expect(within(row).getByRole("form", { name: "Bio of Ahmad Al-Sabah" })).toBeInTheDocument();
  });

  it("edits the Arabic bio next to the bio, in a right-to-left Arabic field, checked before sending", async () => {
    const calls = serve((_url, init) =>
      init.method === "PATCH" ? json({ ...ahmad, bioAr: "سيرة جديدة." }) : undefined,
    );
    renderWithApp(<AdminSpeakersPage />);
    const row = await screen.findByTestId("speaker-row");
    await userEvent.click(within(row).getByRole("button", { name: "Edit bio of Ahmad Al-Sabah" }));
    const editor = within(row).getByRole("form", { name: "Bio of Ahmad Al-Sabah" });
    const bioAr = within(editor).getByLabelText("Bio (Arabic)");
    expect(bioAr).toHaveAttribute("lang", "ar");
    expect(bioAr).toHaveAttribute("dir", "rtl");
    expect(bioAr).toHaveValue("");
    expect(within(editor).getByLabelText("Bio")).not.toHaveAttribute("lang");

    await userEvent.click(bioAr);
    await userEvent.paste("ع".repeat(5001));
    await userEvent.click(within(editor).getByRole("button", { name: "Save Bio" }));
    expect(await within(editor).findByText("Bio (Arabic) must be at most 5000 characters")).toBeInTheDocument();
    expect(bioAr).toHaveAttribute("aria-invalid", "true");
    expect(calls.filter((c) => c.init.method === "PATCH")).toEqual([]);

    await userEvent.clear(bioAr);
    await userEvent.type(bioAr, "  سيرة جديدة.  ");
    await userEvent.click(within(editor).getByRole("button", { name: "Save Bio" }));
    await waitFor(() => expect(toastText()).toContain("Bio updated"));
    expect(calls.filter((c) => c.init.method === "PATCH").map((c) => [c.url, JSON.parse(String(c.init.body))])).toEqual(
      [["/api/admin/speakers/1", { bio: "Leads energy work.", bioAr: "سيرة جديدة." }]],
    );
  });

  it("opens the bio editor with the stored Arabic bio", async () => {
    mockFetch((url) =>
      url === "/api/user"
        ? json(admin)
        : url === "/api/speakers?event=AC2025"
          ? json([{ ...ahmad, bioAr: "يقود أعمال الطاقة." }])
          : json([]),
    );
    renderWithApp(<AdminSpeakersPage />);
    const row = await screen.findByTestId("speaker-row");
    await userEvent.click(within(row).getByRole("button", { name: "Edit bio of Ahmad Al-Sabah" }));
    expect(within(row).getByLabelText("Bio (Arabic)")).toHaveValue("يقود أعمال الطاقة.");
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
    // docs/messages.md#timers-and-durations.
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
