/**
 * What the check-in desk's tests share (web/features/check-in/check-in.test.tsx, run in each
 * language): the people on the roster, the organiser, a signed pass, and the
 * Worker as the desk sees it.
 */
import { userEvent } from "@testing-library/user-event";
import { expect } from "vitest";
import { waitFor } from "@testing-library/react";
import type { CheckInCounts, CheckInSyncRequest, RosterPage, RosterPerson } from "../../worker/contract/check-in";
import type { EventCode } from "../../worker/contract/event";
import { rosterPerson, userRecord } from "./fixtures";
import { passKeys } from "./pass-tokens";
import { json, mockFetch } from "./render";

/** The keys that sign the tests' passes; the desk verifies with their public half. */
const keys = await passKeys();

export const admin = userRecord({ id: 1, firstName: "Org", lastName: "Aniser", isAdmin: true });
export const layla = rosterPerson();
const omar = rosterPerson({ id: 13, candidateNumber: 8, firstName: "Omar", lastName: "Farouk" });
/** 05:23 UTC, which is 08:23 in Kuwait (UTC+3), on the conference day. */
export const AT = Date.UTC(2025, 9, 13, 5, 23);

export const counts: CheckInCounts = [
  { event: "AC2025", checkedIn: 10, registered: 40, arrivals: [] },
  { event: "GC_POWERLIST", checkedIn: 3, registered: 40, arrivals: [] },
];

/** Layla's pass (candidate 7), valid for `events`, both by default. */
export const laylaPass = (events: EventCode[] = ["AC2025", "GC_POWERLIST"]) =>
  keys.sign({ sub: "12", cn: 7, name: "Layla Haddad", ev: events, pv: 1 });

/**
 * The Worker as the desk sees it; `sync` answers POST /api/admin/check-in/sync (default: no
 * network); `people` is the roster and `checkIns` the counts. Returns the recorded calls.
 */
export function serveDesk(
  sync: (body: CheckInSyncRequest) => Response | Promise<Response> = () =>
    Promise.reject(new TypeError("Failed to fetch")),
  { people = [layla, omar], checkIns = counts }: { people?: RosterPerson[]; checkIns?: CheckInCounts } = {},
) {
  return mockFetch((url, init) => {
    if (url === "/api/user") return json(admin);
    if (url === "/api/pass/public-key") return json(keys.jwks);
    if (url.startsWith("/api/admin/check-in/roster")) {
      const page: RosterPage = { people, checkIns: [], next: null, cursor: 5 };
      return json(page);
    }
    if (url === "/api/admin/check-in/counts") return json(checkIns);
    if (url === "/api/admin/check-in/sync") return sync(JSON.parse(String(init.body)));
    if (url === "/api/admin/passes/12/reissue")
      return json({ message: "Pass reissued. The earlier QR code no longer admits.", passVersion: 2 });
    return json({ message: "Not found" }, 404);
  });
}

/** A handheld scanner's input (or a paste) once the screen is idle: `field` has taken the focus. */
export async function scanInto(field: () => HTMLElement, code: string | Promise<string>): Promise<void> {
  await waitFor(() => expect(field()).toHaveFocus());
  await userEvent.paste(await code);
}
