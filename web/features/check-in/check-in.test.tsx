import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { beforeEach, describe, expect, it } from "vitest";
import type { CheckInSyncAnswer, CheckInSyncRequest } from "../../../worker/contract/check-in";
import CheckInPage from "../../routes/app/admin/check-in";
import { setAuthToken } from "../../lib/auth-token";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { admin, AT, layla, laylaPass, scanInto, serveDesk } from "../../test/check-in-desk";

// A signed-in browser holds its session token: web/lib/current-user.ts asks GET /api/user only then.
// Each test starts with an empty device (a new IndexedDB).
beforeEach(() => {
  setAuthToken("1.token");
  globalThis.indexedDB = new IDBFactory();
});

/** Renders the screen and waits until the kept list is ready; names the desk when `desk` is set. */
async function openDesk(desk?: string) {
  const rendered = renderWithApp(<CheckInPage />, { path: "/app/admin/check-in" });
  await waitFor(() =>
    expect(screen.getByTestId("desk-ready")).toHaveTextContent(/^Ready offline: 2 people, updated \d{2}:\d{2}$/),
  );
  if (desk) {
    await userEvent.type(screen.getByLabelText("Desk name"), desk);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
  }
  return rendered;
}

const codeField = () => screen.getByLabelText("Scan or type a pass code");

const scan = (code: string | Promise<string>) => scanInto(codeField, code);

describe("CheckInPage", () => {
  it("is for admins only", async () => {
    mockFetch((url) =>
      url === "/api/user" ? json({ ...admin, isAdmin: false }) : json({ message: "Admin access required" }, 403),
    );
    renderWithApp(<CheckInPage />, { path: "/app/admin/check-in" });
    expect(await screen.findByRole("heading", { name: "Admin access required" })).toBeInTheDocument();
  });

  it("checks in without a network by pasted pass code and by search, refuses a forged code, and syncs when the network returns", async () => {
    let online = false;
    const synced: CheckInSyncRequest[] = [];
    const calls = serveDesk((body) => {
      if (!online) return Promise.reject(new TypeError("Failed to fetch"));
      synced.push(body);
      const answer: CheckInSyncAnswer = {
        results: body.checkIns.map((item) => ({
          id: item.id,
          status: "recorded",
          checkIn: {
            userId: item.userId ?? 12,
            event: item.event,
            checkedAt: item.checkedAt,
            desk: body.desk,
            clientId: item.id,
          },
        })),
        changes: [],
        cursor: 7,
      };
      return json(answer);
    });
    await openDesk("Desk 1");
    expect(await screen.findByTestId("count-AC2025")).toHaveTextContent("10 / 40 checked in");

    // The field has the focus while the screen is idle: a handheld scanner types into it.
    await scan(laylaPass());
    const panel = screen.getByTestId("check-in-result");
    await waitFor(() => expect(panel).toHaveTextContent("Checked in"));
    expect(panel).toHaveTextContent("Layla Haddad");
    expect(panel).toHaveTextContent("#07 · DELEGATE · Gulf Energy Partners");
    expect(panel).toHaveTextContent("Not yet synced");
    expect(codeField()).toHaveValue("");

    await userEvent.type(codeField(), "not-a-pass{Enter}");
    await waitFor(() => expect(panel).toHaveTextContent("This QR code is not a valid conference pass."));

    await userEvent.type(screen.getByLabelText("Search by name or candidate number"), "#08");
    const results = await screen.findByRole("list", { name: "Search results" });
    await userEvent.click(within(results).getByRole("button", { name: "Check in Omar Farouk" }));
    await waitFor(() => expect(panel).toHaveTextContent("Omar Farouk"));
    expect(within(results).getByText(/^Checked in \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(screen.getByTestId("desk-unsynced")).toHaveTextContent("2 not yet synced");

    // The same pass again: already checked in here, nothing more queued.
    await scan(laylaPass());
    await waitFor(() => expect(panel).toHaveTextContent(/^Already checked in at \d{2}:\d{2}Layla Haddad/));
    expect(panel).not.toHaveTextContent("another desk");

    online = true;
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    await waitFor(() => expect(screen.getByTestId("desk-unsynced")).toHaveTextContent("All synced"));
    const sent = synced.flatMap((body) => body.checkIns);
    expect(sent.map((item) => item.userId ?? item.token?.slice(0, 3))).toEqual(["eyJ", 13]);
    expect(synced.every((body) => body.desk === "Desk 1")).toBe(true);
    expect(calls.some((call) => call.url.startsWith("/api/admin/check-in/roster"))).toBe(true);
  });

  it("shows 'Already checked in at 08:23 at another desk' after a sync finds another desk's check-in", async () => {
    serveDesk((body) =>
      json({
        results: body.checkIns.map((item) => ({
          id: item.id,
          status: "already_checked_in",
          checkIn: {
            userId: 12,
            event: "AC2025",
            checkedAt: AT,
            desk: "Desk 2",
            clientId: "0f3c1f0e-1c1c-4c1c-8c1c-1c1c1c1c1c1c",
          },
        })),
        changes: [],
        cursor: 9,
      } satisfies CheckInSyncAnswer),
    );
    await openDesk("Desk 1");
    await scan(laylaPass());
    const notices = await screen.findByRole("list", { name: "Sync results" });
    expect(notices).toHaveTextContent("Layla Haddad (#07): Already checked in at 08:23 at another desk");
    await userEvent.type(screen.getByLabelText("Search by name or candidate number"), "layla");
    expect(await screen.findByText("Checked in 08:23")).toBeInTheDocument();
  });

  it("does not sync before the desk has a name, and says so", async () => {
    const calls = serveDesk(() => json({ results: [], changes: [], cursor: 0 }));
    await openDesk();
    expect(screen.getByText(/Name this desk, for example Desk 1/)).toBeInTheDocument();
    await scan(laylaPass());
    await waitFor(() => expect(screen.getByTestId("check-in-result")).toHaveTextContent("Checked in"));
    expect(calls.filter((call) => call.url === "/api/admin/check-in/sync")).toEqual([]);
    expect(screen.getByTestId("desk-unsynced")).toHaveTextContent("1 not yet synced");
  });

  it("says when a sync fails while online, and keeps the check-in queued", async () => {
    // Naming the desk already syncs (to pull changes) and fails, so the failure line alone does not
    // prove that the check-in's own sync has run: wait for the refused request that carried it.
    let carried = false;
    serveDesk((body) => {
      if (body.checkIns.length > 0) carried = true;
      return json({ message: "Admin access required" }, 403);
    });
    await openDesk("Desk 1");
    await scan(laylaPass());
    await waitFor(() => expect(carried).toBe(true));
    expect(await screen.findByText("Sync failed: Admin access required. Trying again.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("check-in-result")).toHaveTextContent("Checked in"));
    expect(screen.getByTestId("desk-unsynced")).toHaveTextContent("1 not yet synced");
  });

  it("after a reissue on this desk, refuses the old pass", async () => {
    serveDesk();
    await openDesk("Desk 1");
    await userEvent.type(screen.getByLabelText("Search by name or candidate number"), "layla");
    const results = await screen.findByRole("list", { name: "Search results" });
    await userEvent.click(within(results).getByRole("button", { name: "Reissue pass of Layla Haddad" }));
    const dialog = screen.getByRole("dialog", { name: "Reissue pass?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Reissue pass" }));
    await waitFor(() => expect(screen.getByTestId("toast")).toHaveTextContent("Pass reissued for Layla Haddad"));

    // The dialog gave the focus back to its button: the desk clicks the code field.
    await userEvent.click(codeField());
    await scan(laylaPass());
    await waitFor(() =>
      expect(screen.getByTestId("check-in-result")).toHaveTextContent("This pass was reissued; ask for the new one."),
    );
  });

  it("counts a roster of one as '1 person'", async () => {
    serveDesk(undefined, { people: [layla] });
    renderWithApp(<CheckInPage />, { path: "/app/admin/check-in" });
    await waitFor(() =>
      expect(screen.getByTestId("desk-ready")).toHaveTextContent(/^Ready offline: 1 person, updated \d{2}:\d{2}$/),
    );
  });

  it("explains when the camera cannot start", async () => {
    serveDesk();
    await openDesk();
    await userEvent.click(screen.getByRole("button", { name: "Start camera" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The camera needs a secure (https) connection");
    expect(screen.getByRole("button", { name: "Start camera" })).toBeInTheDocument();
  });
});
