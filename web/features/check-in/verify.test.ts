import "fake-indexeddb/auto";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { PassTokenClaims } from "../../../worker/contract/pass";
import { rosterPerson } from "../../test/fixtures";
import { type PassKeys, passKeys } from "../../test/pass-tokens";
import { type DeskStore, openDeskStore } from "./desk-store";
import { checkInAtDoor, type Presented, passVerifier } from "./verify";

let keys: PassKeys;
let forger: PassKeys;
beforeAll(async () => {
  [keys, forger] = await Promise.all([passKeys(), passKeys()]);
});

let dbCount = 0;
let store: DeskStore;
afterEach(() => store?.close());

// 05:23 UTC is 08:23 in Kuwait.
const AT = Date.UTC(2025, 9, 13, 5, 23);
const claims = (overrides: Partial<PassTokenClaims> = {}): PassTokenClaims => ({
  sub: "12",
  cn: 7,
  name: "Layla Haddad",
  ev: ["AC2025", "GC_POWERLIST"],
  pv: 1,
  ...overrides,
});

/** A desk with Layla (#07, id 12) at pass version `passVersion`. */
async function desk(passVersion = 1) {
  store = await openDeskStore(`verify-${++dbCount}`);
  await store.replaceRoster([rosterPerson({ passVersion })], [], AT);
  await store.setMeta({ deskName: "Desk 1", jwks: keys.jwks });
  let ids = 0;
  return (presented: Presented, event: "AC2025" | "GC_POWERLIST" = "AC2025") =>
    checkInAtDoor(presented, {
      store,
      verify: passVerifier(store.meta.jwks),
      event,
      eventName: event === "AC2025" ? "Conference 2025" : "GC Powerlist",
      now: AT,
      newId: () => `id-${++ids}`,
    });
}

describe("checkInAtDoor (offline)", () => {
  it("checks in a valid pass, queues it, and reports the time on the next scan", async () => {
    const door = await desk();
    const token = await keys.sign(claims());
    const first = await door({ token: `  ${token}\n` });
    expect(first).toMatchObject({ verdict: { status: "checked_in", userId: 12 }, message: "Checked in" });
    expect(first.person?.firstName).toBe("Layla");
    expect(store.queued()).toEqual([{ id: "id-1", event: "AC2025", checkedAt: AT, token, personId: 12 }]);

    const again = await door({ token });
    expect(again).toMatchObject({ verdict: { status: "already_checked_in" }, message: "Already checked in at 08:23" });
    expect(store.queued()).toHaveLength(1);
  });

  it("checks in a person found by search, queued by user id", async () => {
    const door = await desk();
    expect((await door({ userId: 12 }, "GC_POWERLIST")).message).toBe("Checked in");
    expect(store.queued()).toEqual([{ id: "id-1", event: "GC_POWERLIST", checkedAt: AT, userId: 12, personId: 12 }]);
    expect((await door({ userId: 99 })).message).toBe("No registration found.");
  });

  it("says 'at another desk' when the first check-in came from another device", async () => {
    const door = await desk();
    await store.replaceRoster(
      [rosterPerson()],
      [{ userId: 12, event: "AC2025", checkedAt: AT, desk: "Desk 2", clientId: "other" }],
      AT,
    );
    expect((await door({ userId: 12 })).message).toBe("Already checked in at 08:23 at another desk");
  });

  it.each([
    ["forged (signed with another key)", () => forger.sign(claims()), "This QR code is not a valid conference pass."],
    [
      "altered",
      async () => `${(await keys.sign(claims())).slice(0, -4)}AAAA`,
      "This QR code is not a valid conference pass.",
    ],
    [
      "expired",
      () => keys.sign(claims(), Math.floor(Date.now() / 1000) - 60),
      "This QR code is not a valid conference pass.",
    ],
    ["not a token", async () => "hello", "This QR code is not a valid conference pass."],
    [
      "for another event",
      () => keys.sign(claims({ ev: ["GC_POWERLIST"] })),
      "This pass is not valid for Conference 2025.",
    ],
    ["of another candidate number", () => keys.sign(claims({ cn: 8 })), "No registration found for this pass."],
    ["of someone not on the list", () => keys.sign(claims({ sub: "99" })), "No registration found for this pass."],
    ["of a version never issued", () => keys.sign(claims({ pv: 3 })), "This QR code is not a valid conference pass."],
  ])("refuses a pass %s and queues nothing", async (_name, make, message) => {
    const door = await desk();
    const outcome = await door({ token: await make() });
    expect(outcome).toMatchObject({ verdict: { status: "refused" }, message });
    expect(store.queued()).toEqual([]);
    expect(store.firstCheckIn(12, "AC2025")).toBeUndefined();
  });

  it("refuses a reissued pass (a version below the person's)", async () => {
    const door = await desk(2);
    const outcome = await door({ token: await keys.sign(claims({ pv: 1 })) });
    expect(outcome).toMatchObject({
      verdict: { status: "refused", reason: "reissued" },
      message: "This pass was reissued; ask for the new one.",
    });
    expect((await door({ token: await keys.sign(claims({ pv: 2 })) })).message).toBe("Checked in");
  });

  it("refuses every pass before the pass key was ever loaded", async () => {
    await desk();
    const outcome = await checkInAtDoor(
      { token: await keys.sign(claims()) },
      { store, verify: passVerifier(null), event: "AC2025", eventName: "Conference 2025", now: AT, newId: () => "x" },
    );
    expect(outcome.message).toBe("This QR code is not a valid conference pass.");
    expect(store.queued()).toEqual([]);
  });
});
