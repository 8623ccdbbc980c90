import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { ExportJob } from "../../../worker/contract/jobs";
import { setAuthToken } from "../../lib/auth-token";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { toastText } from "../../test/admin";
import { ExcelQrExport } from "./excel-qr-export";

const LIST = "/api/registrations/export/jobs";
const job = (overrides: Partial<ExportJob>): ExportJob => ({
  id: "job-1",
  status: "queued",
  progress: 0,
  createdAt: "2025-10-13T05:00:00.000Z",
  expiresAt: "2025-10-14T05:00:00.000Z",
  ...overrides,
});

beforeEach(() => {
  setAuthToken("1.token");
});

describe("Export Excel with QR", () => {
  it("starts a job, shows its progress while it runs and a download link when it is done", async () => {
    const answers = [
      job({ status: "running", progress: 45 }),
      job({ status: "done", progress: 100, downloadUrl: "/api/registrations/export/jobs/job-1/file" }),
    ];
    const calls = mockFetch((url, init) => {
      if (url === LIST) return json({ jobs: [] });
      if (url === "/api/registrations/export/excel-qr" && init.method === "POST") return json({ id: "job-1" }, 202);
      if (url === `${LIST}/job-1`) return json(answers.length > 1 ? answers.shift() : answers[0]);
      return json({ message: "unexpected" }, 500);
    });
    renderWithApp(<ExcelQrExport />);
    await userEvent.click(await screen.findByRole("button", { name: "Export Excel with QR" }));

    const bar = await screen.findByRole("progressbar", { name: "Excel export progress" });
    expect(bar).toHaveAttribute("value", "45");
    expect(screen.getByRole("status")).toHaveTextContent("Preparing Excel... 45%");
    expect(screen.getByRole("button", { name: "Export Excel with QR" })).toBeDisabled();

    const link = await screen.findByRole("link", { name: "Download Excel" });
    expect(link).toHaveAttribute("href", "/api/registrations/export/jobs/job-1/file");
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Export Excel with QR" })).toBeEnabled();
    expect(calls.filter((c) => c.url === "/api/registrations/export/excel-qr")).toHaveLength(1);
  });

  it("finds the admin's running job again after leaving the screen", async () => {
    mockFetch((url) => {
      if (url === LIST) return json({ jobs: [job({ id: "job-7", status: "running", progress: 60 })] });
      if (url === `${LIST}/job-7`) return json(job({ id: "job-7", status: "running", progress: 62 }));
      return json({ message: "unexpected" }, 500);
    });
    renderWithApp(<ExcelQrExport />);
    await waitFor(() =>
      expect(screen.getByRole("progressbar", { name: "Excel export progress" })).toHaveAttribute("value", "62"),
    );
  });

  it("shows why a job failed, and toasts when an export cannot be started", async () => {
    const failed = job({ status: "failed", message: "The export could not be completed. Please try again." });
    mockFetch((url, init) => {
      if (url === LIST) return json({ jobs: [failed] });
      if (url === `${LIST}/job-1`) return json(failed);
      if (init.method === "POST") return json({ message: "Service unavailable" }, 503);
      return json({ message: "unexpected" }, 500);
    });
    renderWithApp(<ExcelQrExport />);
    expect(await screen.findByText("The export could not be completed. Please try again.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Export Excel with QR" }));
    await waitFor(() => expect(toastText()).toContain("Export Failed"));
    expect(toastText()).toContain("Service unavailable");
  });
});
