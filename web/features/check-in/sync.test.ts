import "fake-indexeddb/auto";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CheckInSyncAnswer, CheckInSyncRequest, DeskCheckIn } from "../../../worker/contract/check-in";
import { rosterPerson } from "../../test/fixtures";
import { type DeskStore, openDeskStore } from "./desk-store";
import { DeskSync, RETRY_FIRST_MS, type SyncNotice, type SyncPost, syncOnce } from "./sync";

let dbCount = 0;
let store: DeskStore;
let sync: DeskSync | undefined;
afterEach(() => {
  sync?.stop();
  sync = undefined;
  store?.close();
});

// 05:23 UTC is 08:23 in Kuwait.
const AT = Date.UTC(2025, 9, 13, 5, 23);
const ID_A = "00000000-0000-4000-8000-00000000000a";
const ID_B = "00000000-0000-4000-8000-00000000000b";

/** A named desk with Layla (12) and Omar (13), Layla checked in here (ID_A) and queued. */
async function desk(name = "Desk 1") {
  store = await openDeskStore(`sync-${++dbCount}`);
  await store.replaceRoster([rosterPerson(), rosterPerson({ id: 13, candidateNumber: 8, firstName: "Omar" })], [], AT);
  await store.setMeta({ deskName: name });
  await store.record({ id: ID_A, event: "AC2025", checkedAt: AT + 60_000, token: "tok", personId: 12 }, name);
  return store;
}

/** A server that keeps the first check-in per person and event, like worker/services/check-in.ts. */
function server(existing: DeskCheckIn[] = []) {
  const kept = [...existing];
  const requests: CheckInSyncRequest[] = [];
  const post: SyncPost = async (body) => {
    requests.push(body);
    const results = body.checkIns.map((item) => {
      const userId = item.userId ?? 12;
      const first = kept.find((c) => c.userId === userId && c.event === item.event);
      if (first && first.clientId !== item.id)
        return { id: item.id, status: "already_checked_in" as const, checkIn: first };
      const checkIn = first ?? {
        userId,
        event: item.event,
        checkedAt: item.checkedAt,
        desk: body.desk,
        clientId: item.id,
      };
      if (!first) kept.push(checkIn);
      return { id: item.id, status: "recorded" as const, checkIn };
    });
    const answer: CheckInSyncAnswer = {
      results,
      changes: kept.filter((c) => c.desk !== body.desk),
      cursor: kept.length,
    };
    return answer;
  };
  return { post, requests, kept };
}

describe("syncOnce", () => {
  it("sends the queue with the desk's name and position, and empties it once answered", async () => {
    await desk();
    const { post, requests } = server([{ userId: 13, event: "AC2025", checkedAt: AT, desk: "Desk 2", clientId: ID_B }]);
    expect(await syncOnce(store, post)).toEqual([]);
    expect(requests).toEqual([
      { desk: "Desk 1", after: 0, checkIns: [{ id: ID_A, event: "AC2025", checkedAt: AT + 60_000, token: "tok" }] },
    ]);
    expect(store.queued()).toEqual([]);
    expect(store.firstCheckIn(12, "AC2025")).toMatchObject({ clientId: ID_A, mine: true });
    // Another desk's check-in came back with the answer: searched offline, it now says so.
    expect(store.firstCheckIn(13, "AC2025")).toMatchObject({ desk: "Desk 2", mine: false });
    expect(store.meta.cursor).toBe(2);
  });

  it("reports 'Already checked in at 08:23 at another desk' when another desk's check-in reached the server first", async () => {
    await desk();
    const { post } = server([{ userId: 12, event: "AC2025", checkedAt: AT, desk: "Desk 2", clientId: ID_B }]);
    const notices = await syncOnce(store, post);
    expect(notices.map((n: SyncNotice) => [n.item.id, n.status, n.message])).toEqual([
      [ID_A, "already_checked_in", "Already checked in at 08:23 at another desk"],
    ]);
    expect(store.queued()).toEqual([]);
    expect(store.firstCheckIn(12, "AC2025")).toMatchObject({ clientId: ID_B, desk: "Desk 2", mine: false });
  });

  it("forgets a check-in the server refused, with its reason", async () => {
    await desk();
    const post: SyncPost = async (body) => ({
      results: body.checkIns.map((item) => ({
        id: item.id,
        status: "refused" as const,
        reason: "reissued" as const,
        message: "This pass was reissued; ask for the new one.",
      })),
      changes: [],
      cursor: 0,
    });
    expect((await syncOnce(store, post)).map((n) => n.message)).toEqual([
      "This pass was reissued; ask for the new one.",
    ]);
    expect(store.queued()).toEqual([]);
    expect(store.firstCheckIn(12, "AC2025")).toBeUndefined();
  });

  it("keeps the queue when the request fails, and sends nothing from an unnamed desk", async () => {
    await desk("");
    const post = vi.fn<SyncPost>(async () => {
      throw new Error("Network error: offline");
    });
    await expect(syncOnce(store, post)).rejects.toThrow("This desk has no name");
    expect(post).not.toHaveBeenCalled();
    await store.setMeta({ deskName: "Desk 1" });
    await expect(syncOnce(store, post)).rejects.toThrow("Network error: offline");
    expect(store.queued().map((q) => q.id)).toEqual([ID_A]);
  });
});

describe("DeskSync", () => {
  it("retries a failed sync with backoff until the server answers", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    await desk();
    const { post: answer } = server();
    let calls = 0;
    const post: SyncPost = (body) => {
      calls += 1;
      return calls <= 2 ? Promise.reject(new Error("Network error: offline")) : answer(body);
    };
    const failed = vi.fn();
    const synced = vi.fn();
    sync = new DeskSync(store, post, { onFailed: failed, onSynced: synced });
    await sync.flush();
    expect(failed).toHaveBeenCalledTimes(1);
    expect(store.queued()).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS); // second try fails: the next waits twice as long
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    await vi.waitFor(() => expect(synced).toHaveBeenCalledWith([]));
    expect(calls).toBe(3);
    expect(store.queued()).toEqual([]);
  });

  it("syncs when the network returns", async () => {
    await desk();
    const { post, requests } = server();
    sync = new DeskSync(store, post);
    window.dispatchEvent(new Event("online"));
    await vi.waitFor(() => expect(store.queued()).toEqual([]));
    expect(requests).toHaveLength(1);
  });
});
