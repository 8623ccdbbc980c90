import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { searchRegistrations, sortRegistrations } from "../../../../worker/contract/registrations";
import type { User } from "../../../../worker/contract/user";
import { setAuthToken } from "../../../lib/auth-token";
import AdminRegistrationsPage from "../../../routes/app/admin/registrations";
import { json, mockFetch, renderWithApp } from "../../../test/render";
import { admin, toastText, user } from "../admin-test-support";

beforeEach(() => {
  setAuthToken("1.token");
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
