import "fake-indexeddb/auto";
import { afterEach, describe, expect, it } from "vitest";
import { rosterPerson } from "../../test/fixtures";
import { type DeskStore, openDeskStore, type QueuedCheckIn } from "./desk-store";

let dbCount = 0;
const opened: DeskStore[] = [];
/** A store over a database of its own; `name` reopens one. */
async function open(name = `desk-${++dbCount}`) {
  const store = await openDeskStore(name);
  opened.push(store);
  return { store, name };
}
afterEach(() => {
  for (const store of opened.splice(0)) store.close();
});

// 05:23 UTC is 08:23 in Kuwait.
const AT = Date.UTC(2025, 9, 13, 5, 23);
const item = (id: string, personId: number): QueuedCheckIn => ({
  id,
  event: "AC2025",
  checkedAt: AT,
  userId: personId,
  personId,
});

describe("DeskStore", () => {
  it("keeps the roster, the pass key and the desk's name across a reopen", async () => {
    const { store, name } = await open();
    expect(store.meta).toEqual({ deskName: "", jwks: null, rosterUpdatedAt: null, cursor: 0 });
    await store.replaceRoster(
      [rosterPerson(), rosterPerson({ id: 13, candidateNumber: 8, firstName: "Omar" })],
      [{ userId: 13, event: "GC_POWERLIST", checkedAt: AT, desk: "Desk 2", clientId: null }],
      AT,
    );
    await store.setMeta({ deskName: "Desk 1", jwks: { keys: [{ kty: "OKP", crv: "Ed25519", x: "abc" }] }, cursor: 9 });
    store.close();

    const { store: again } = await open(name);
    expect(again.peopleCount).toBe(2);
    expect(again.person(13)?.firstName).toBe("Omar");
    expect(again.lookup.firstCheckIn(13, "GC_POWERLIST")).toMatchObject({ desk: "Desk 2", mine: false });
    expect(again.lookup.firstCheckIn(13, "AC2025")).toBeUndefined();
    expect(again.meta).toMatchObject({ deskName: "Desk 1", rosterUpdatedAt: AT, cursor: 9 });
    expect(again.meta.jwks?.keys[0]?.x).toBe("abc");
  });

  it("drops people no longer on the roster when it is loaded again", async () => {
    const { store } = await open();
    await store.replaceRoster([rosterPerson(), rosterPerson({ id: 13 })], [], AT);
    await store.replaceRoster([rosterPerson({ id: 13 })], [], AT + 1);
    expect(store.people().map((p) => p.id)).toEqual([13]);
    expect(store.meta.rosterUpdatedAt).toBe(AT + 1);
  });

  it("keeps queued check-ins across a reload (a new store over the same database) until the sync settles them", async () => {
    const { store, name } = await open();
    await store.replaceRoster([rosterPerson(), rosterPerson({ id: 13 })], [], AT);
    await store.record(item("a", 12), "Desk 1");
    await store.record({ ...item("b", 13), checkedAt: AT - 1000 }, "Desk 1");
    store.close();

    const { store: reloaded } = await open(name);
    expect(reloaded.queued().map((q) => q.id)).toEqual(["b", "a"]);
    expect(reloaded.firstCheckIn(12, "AC2025")).toMatchObject({ clientId: "a", desk: "Desk 1", mine: true });

    // The server kept "a"; "b" was refused (the person was deleted meanwhile).
    await reloaded.settle({
      done: ["a", "b"],
      firsts: [{ userId: 12, event: "AC2025", checkedAt: AT, desk: "Desk 1", clientId: "a" }],
      refused: [item("b", 13)],
      cursor: 4,
    });
    reloaded.close();
    const { store: settled } = await open(name);
    expect(settled.queued()).toEqual([]);
    expect(settled.firstCheckIn(12, "AC2025")).toMatchObject({ clientId: "a", mine: true });
    expect(settled.firstCheckIn(13, "AC2025")).toBeUndefined();
    expect(settled.meta.cursor).toBe(4);
  });

  it("takes the server's first check-in over one of this device not yet synced", async () => {
    const { store } = await open();
    await store.replaceRoster([rosterPerson()], [], AT);
    await store.record(item("mine", 12), "Desk 1");
    await store.replaceRoster(
      [rosterPerson()],
      [{ userId: 12, event: "AC2025", checkedAt: AT - 60_000, desk: "Desk 2", clientId: "theirs" }],
      AT,
    );
    expect(store.firstCheckIn(12, "AC2025")).toMatchObject({ clientId: "theirs", mine: false });
    expect(store.queued().map((q) => q.id)).toEqual(["mine"]);
  });
});
