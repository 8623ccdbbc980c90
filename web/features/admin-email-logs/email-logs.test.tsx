import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { clearAuthToken, setAuthToken } from "../../lib/auth-token";
import AdminEmailLogsPage from "../../routes/app/admin/email-logs";
import { userRecord } from "../../test/fixtures";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { admin } from "../../test/admin";

beforeEach(() => {
  setAuthToken("1.token");
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
