import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { CheckInCounts, CheckInPerson, CheckInResult } from "../../../worker/contract/pass";
import CheckInPage from "../../routes/app/admin/check-in";
import { userRecord } from "../../test/fixtures";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { setAuthToken } from "../../lib/auth-token";

// A signed-in browser holds its session token: web/lib/current-user.ts asks GET /api/user only then.
beforeEach(() => setAuthToken("1.token"));

const admin = userRecord({
  id: 1,
  firstName: "Org",
  lastName: "Aniser",
  email: "org@conference2025.com",
  isAdmin: true,
});
const person: CheckInPerson = {
  id: 12,
  candidateNumber: 7,
  firstName: "Layla",
  lastName: "Haddad",
  email: "layla@example.com",
  company: "Gulf Energy Partners",
  userType: "delegate",
  checkedInAt: null,
};
// 05:05 UTC is 08:05 in Kuwait (UTC+3).
const CHECKED_IN_AT = "2025-10-13T05:05:00.000Z";

function counts(ac: number): CheckInCounts {
  return [
    { event: "AC2025", checkedIn: ac, registered: 40 },
    { event: "GC_POWERLIST", checkedIn: 3, registered: 40 },
  ];
}

function serveDesk(
  checkIn: (body: { event: string; userId?: number; token?: string }) => Response,
  reissue: (url: string) => Response = () => json({ message: "Not found" }, 404),
) {
  return mockFetch((url, init) => {
    if (url === "/api/user") return json(admin);
    if (url.startsWith("/api/admin/passes/")) return reissue(url);
    if (url === "/api/admin/check-in/counts") return json(counts(10));
    if (url.startsWith("/api/admin/check-in/search?"))
      return json(new URL(url, "http://x").searchParams.get("q") === "layla" ? [person] : []);
    if (url.startsWith("/api/admin/check-in") && init.method === "POST") return checkIn(JSON.parse(String(init.body)));
    return json({ message: "Not found" }, 404);
  });
}

const result = (status: CheckInResult["status"], ac: number): CheckInResult => ({
  status,
  event: "AC2025",
  person: { ...person, checkedInAt: CHECKED_IN_AT },
  counts: counts(ac),
});

describe("CheckInPage", () => {
  it("is for admins only", async () => {
    mockFetch((url) =>
      url === "/api/user" ? json({ ...admin, isAdmin: false }) : json({ message: "Admin access required" }, 403),
    );
    renderWithApp(<CheckInPage />, { path: "/app/admin/check-in" });
    expect(await screen.findByRole("heading", { name: "Admin access required" })).toBeInTheDocument();
  });

  it("shows live counts, finds a person and checks them in, then reports the first time", async () => {
    let times = 0;
    const calls = serveDesk((body) => {
      times += 1;
      expect(body).toEqual({ event: "AC2025", userId: 12 });
      return json(result(times === 1 ? "checked_in" : "already_checked_in", 11));
    });
    renderWithApp(<CheckInPage />, { path: "/app/admin/check-in" });
    expect(await screen.findByTestId("count-AC2025")).toHaveTextContent("10 / 40 checked in");

    await userEvent.type(screen.getByLabelText("Search by name, email or candidate number"), "layla");
    const results = await screen.findByRole("list", { name: "Search results" });
    await userEvent.click(within(results).getByRole("button", { name: "Check in Layla Haddad" }));
    const panel = screen.getByTestId("check-in-result");
    await waitFor(() => expect(panel).toHaveTextContent("Checked in"));
    expect(panel).toHaveTextContent("Layla Haddad");
    expect(panel).toHaveTextContent("#07");
    expect(screen.getByTestId("count-AC2025")).toHaveTextContent("11 / 40 checked in");
    await waitFor(() => expect(calls.filter((c) => c.url.includes("/search?")).length).toBeGreaterThan(1));

    await userEvent.click(within(results).getByRole("button", { name: "Check in Layla Haddad" }));
    await waitFor(() => expect(panel).toHaveTextContent("Already checked in at 08:05"));
  });

  it("shows the server's refusal and switches events through the URL", async () => {
    serveDesk(() => json({ message: "This QR code is not a valid conference pass." }, 400));
    const { router } = renderWithApp(<CheckInPage />, { path: "/app/admin/check-in" });
    await userEvent.click(await screen.findByRole("radio", { name: "GC Powerlist" }));
    expect(router.state.location.search).toBe("?event=GC_POWERLIST");
    await userEvent.type(screen.getByLabelText("Search by name, email or candidate number"), "layla");
    await userEvent.click(await screen.findByRole("button", { name: "Check in Layla Haddad" }));
    await waitFor(() =>
      expect(screen.getByTestId("check-in-result")).toHaveTextContent("This QR code is not a valid conference pass."),
    );
  });

  it("reissues a found person's pass after confirming, and shows the door's reason for a reissued pass", async () => {
    const calls = serveDesk(
      () => json({ message: "This pass was reissued; ask for the new one." }, 409),
      () => json({ message: "Pass reissued. The earlier QR code no longer admits.", passVersion: 2 }),
    );
    renderWithApp(<CheckInPage />, { path: "/app/admin/check-in" });
    await userEvent.type(await screen.findByLabelText("Search by name, email or candidate number"), "layla");
    const results = await screen.findByRole("list", { name: "Search results" });
    await userEvent.click(within(results).getByRole("button", { name: "Reissue pass of Layla Haddad" }));
    const dialog = screen.getByRole("dialog", { name: "Reissue pass?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Reissue pass" }));
    await waitFor(() => expect(screen.getByTestId("toast")).toHaveTextContent("Pass reissued for Layla Haddad"));
    expect(calls.filter((c) => c.url === "/api/admin/passes/12/reissue").map((c) => c.init.method)).toEqual(["POST"]);

    await userEvent.click(within(results).getByRole("button", { name: "Check in Layla Haddad" }));
    await waitFor(() =>
      expect(screen.getByTestId("check-in-result")).toHaveTextContent("This pass was reissued; ask for the new one."),
    );
  });

  it("explains when the camera cannot start", async () => {
    serveDesk(() => json({}));
    renderWithApp(<CheckInPage />, { path: "/app/admin/check-in" });
    await userEvent.click(await screen.findByRole("button", { name: "Start camera" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The camera needs a secure (https) connection");
    expect(screen.getByRole("button", { name: "Start camera" })).toBeInTheDocument();
  });
});
