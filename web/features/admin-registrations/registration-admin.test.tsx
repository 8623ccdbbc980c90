import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { User } from "../../../worker/contract/user";
import { setAuthToken } from "../../lib/auth-token";
import AdminRegistrationsPage from "../../routes/app/admin/registrations";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { admin, toastText, user } from "../../test/admin";

beforeEach(() => {
  setAuthToken("1.token");
});

/** GET /api/users with any query (the screen always sends sort, direction, page and pageSize). */
const isList = (url: string, init: RequestInit = {}) =>
  url.startsWith("/api/users?") && (init.method ?? "GET") === "GET";
/** A page answer of GET /api/users. */
const usersPage = (rows: User[], total = rows.length, page = 1, pageSize = 25) => json({ rows, total, page, pageSize });
/** "{first}–{last} of {N} registrations" above the table (the export panel has a status of its own). */
const listStatus = async () => within(await screen.findByRole("region", { name: "Registrations" })).getByRole("status");
/** The query of each GET /api/users made so far. */
const listQueries = (calls: Array<{ url: string; init: RequestInit }>) =>
  calls.filter((c) => isList(c.url, c.init)).map((c) => Object.fromEntries(new URL(c.url, "http://x").searchParams));

describe("Registration Management", () => {
  it("asks the server for each page, sort and (debounced) search, and marks the sorted column", async () => {
    const rows = Array.from({ length: 25 }, (_, i) => user(i + 1, { createdAt: "2025-09-01T08:00:00.000Z" }));
    const calls = mockFetch((url, init) => {
      if (url === "/api/user") return json(admin);
      if (isList(url, init)) {
        const query = new URL(url, "http://x").searchParams;
        return usersPage(rows, 60, Number(query.get("page")), Number(query.get("pageSize")));
      }
      return json([]);
    });
    renderWithApp(<AdminRegistrationsPage />);
    expect(await listStatus()).toHaveTextContent("1–25 of 60 registrations");
    expect(screen.getAllByTestId("registration-row")).toHaveLength(25);
    expect(listQueries(calls)).toEqual([{ sort: "candidateNumber", direction: "asc", page: "1", pageSize: "25" }]);
    expect(screen.getByRole("columnheader", { name: "No." })).toHaveAttribute("aria-sort", "ascending");
    expect(screen.getByRole("columnheader", { name: "Name" })).not.toHaveAttribute("aria-sort");

    const pages = screen.getByRole("navigation", { name: "Pages" });
    expect(pages).toHaveTextContent("Page 1 of 3");
    expect(within(pages).getByRole("button", { name: "Previous page" })).toBeDisabled();
    await userEvent.click(within(pages).getByRole("button", { name: "Next page" }));
    await waitFor(async () => expect(await listStatus()).toHaveTextContent("26–50 of 60 registrations"));
    expect(listQueries(calls).at(-1)).toMatchObject({ page: "2" });

    // A header sorts by its column (back to the first page); a second click reverses it.
    await userEvent.click(screen.getByRole("button", { name: "Name" }));
    await waitFor(() =>
      expect(screen.getByRole("columnheader", { name: "Name" })).toHaveAttribute("aria-sort", "ascending"),
    );
    expect(listQueries(calls).at(-1)).toEqual({ sort: "firstName", direction: "asc", page: "1", pageSize: "25" });
    await userEvent.click(screen.getByRole("button", { name: "Name" }));
    await waitFor(() =>
      expect(screen.getByRole("columnheader", { name: "Name" })).toHaveAttribute("aria-sort", "descending"),
    );
    expect(listQueries(calls).at(-1)).toMatchObject({ sort: "firstName", direction: "desc" });
    expect(screen.getByLabelText("Sort by")).toHaveValue("firstName");

    await userEvent.selectOptions(screen.getByLabelText("Rows per page"), "50");
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ pageSize: "50", page: "1" }));

    // Typing sends one search once the typing stops, not one per key.
    const before = listQueries(calls).length;
    await userEvent.type(screen.getByRole("searchbox", { name: "Search" }), "noura");
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatchObject({ q: "noura", page: "1" }));
    expect(
      listQueries(calls)
        .slice(before)
        .map((q) => q.q),
    ).toEqual(["noura"]);
  });

  it("goes back a page when a deletion empties the last one", async () => {
    let total = 26;
    const calls = mockFetch((url, init) => {
      if (url === "/api/user") return json(admin);
      if (url === "/api/users/26") {
        total = 25;
        return json({ message: "Registration deleted" });
      }
      if (isList(url, init)) {
        const page = Number(new URL(url, "http://x").searchParams.get("page"));
        const first = (page - 1) * 25 + 1;
        const count = Math.max(0, Math.min(25, total - first + 1));
        return usersPage(
          Array.from({ length: count }, (_, i) => user(first + i, { createdAt: "2025-09-01T08:00:00.000Z" })),
          total,
          page,
        );
      }
      return json([]);
    });
    renderWithApp(<AdminRegistrationsPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Next page" }));
    await waitFor(async () => expect(await listStatus()).toHaveTextContent("26–26 of 26 registrations"));
    await userEvent.click(screen.getByRole("button", { name: "Delete registration of First26 Last" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(async () => expect(await listStatus()).toHaveTextContent("1–25 of 25 registrations"));
    expect(screen.queryByText("No registrations found")).not.toBeInTheDocument();
    expect(listQueries(calls).at(-1)).toMatchObject({ page: "1" });
  });

  it("says when nothing matches the search", async () => {
    mockFetch((url, init) => (url === "/api/user" ? json(admin) : isList(url, init) ? usersPage([]) : json([])));
    renderWithApp(<AdminRegistrationsPage />);
    await userEvent.type(await screen.findByRole("searchbox", { name: "Search" }), "nobody");
    expect(await screen.findByText("Nothing matches the search.")).toBeInTheDocument();
    expect(screen.getByText("No registrations found")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Pages" })).not.toBeInTheDocument();
  });

  it("deletes after the confirmation dialog and toasts the outcome", async () => {
    const calls = mockFetch((url, init) => {
      if (url === "/api/user") return json(admin);
      if (isList(url, init)) return usersPage([user(1), user(2)]);
      if (url === "/api/users/2") return json({ message: "Registration deleted" });
      if (url === "/api/users/1") return json({ message: "Registration not found" }, 404);
      return json([]);
    });
    renderWithApp(<AdminRegistrationsPage />);
    expect(await screen.findByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/api/registrations/export",
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

  it("reissues a pass after the confirmation dialog, and says why when it fails", async () => {
    const calls = mockFetch((url, init) => {
      if (url === "/api/user") return json(admin);
      if (isList(url, init)) return usersPage([user(1), user(2)]);
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
    const kept = queryClient.getQueriesData<{ rows: User[] }>({ queryKey: ["/api/users"] })[0]?.[1];
    expect(kept?.rows.find((u) => u.id === 2)?.passVersion).toBe(2);

    await userEvent.click(screen.getByRole("button", { name: "Reissue pass of First1 Last" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Reissue pass" }));
    await waitFor(() => expect(toastText()).toContain("Reissue failed"));
    expect(toastText()).toContain("No registration found.");
  });

  it("offers no Delete on the signed-in admin's own row", async () => {
    mockFetch((url) =>
      url === "/api/user"
        ? json(admin)
        : url.startsWith("/api/users?")
          ? usersPage([user(1), { ...user(99), firstName: "Event", createdAt: "2025-09-09T08:00:00.000Z" }])
          : json([]),
    );
    renderWithApp(<AdminRegistrationsPage />);
    expect(await screen.findByRole("button", { name: "Delete registration of First1 Last" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete registration of Event Last" })).not.toBeInTheDocument();
  });
});
