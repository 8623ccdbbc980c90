/**
 * Edge caching of public reads (docs/architecture.md#performance-budget): reads are served from the
 * Cache API until an organiser edits public content; the edit is visible at once.
 */
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Speaker } from "../contract/content";
import type { EventCode } from "../contract/event";
import { PUBLIC_CACHE_CONTROL } from "../middleware/cache";
import { api, callJson, clearTables, expectJson, registerAdmin, registerDelegate } from "./helpers";

async function insertSpeaker(name: string, bio: string): Promise<number> {
  const row = await env.DB.prepare(
    "INSERT INTO speakers (name, surname, company, position, bio, event_type, display_order) VALUES (?, 'Cache', 'ACME', 'CEO', ?, 'AC2025', 1) RETURNING id",
  )
    .bind(name, bio)
    .first<{ id: number }>();
  return row!.id;
}

beforeEach(() => clearTables("agenda_item_speakers", "speakers", "qna_questions"));

/** The public speaker list of one event (checked to answer 200). */
const speakers = (event: EventCode) => expectJson(api().speakers.$get({ query: { event } }), 200);

describe("edge cache of public reads", () => {
  it("serves a cached copy until an admin edit, which is visible at once", async () => {
    const id = await insertSpeaker(`Edge${crypto.randomUUID().slice(0, 6)}`, "first bio");
    const first = await api().speakers.$get({ query: { event: "AC2025" } });
    expect((await expectJson(first, 200)).find((s) => s.id === id)?.bio).toBe("first bio");
    expect(first.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);

    // A change behind the API's back is not seen: the read comes from the cache.
    await env.DB.prepare("UPDATE speakers SET bio = 'changed directly' WHERE id = ?").bind(id).run();
    const cached = await speakers("AC2025");
    expect(cached.find((s) => s.id === id)?.bio).toBe("first bio");

    // An organiser's edit purges: the next read shows it.
    const admin = await registerAdmin();
    const edit = await api(admin.authToken).admin.speakers[":id"].$patch({
      json: { bio: "edited bio" },
      param: { id: String(id) },
    });
    expect(edit.status).toBe(200);
    const fresh = await speakers("AC2025");
    expect(fresh.find((s) => s.id === id)?.bio).toBe("edited bio");
  });

  it("keys the cache by query, whatever the parameters' order", async () => {
    const id = await insertSpeaker(`Order${crypto.randomUUID().slice(0, 6)}`, "bio");
    // Raw: a parameter the read does not declare, which the client's query type does not allow.
    const ac = await callJson<Speaker[]>("/api/speakers?event=AC2025&lang=en");
    const gc = await speakers("GC_POWERLIST");
    expect(ac.body.some((s) => s.id === id)).toBe(true);
    expect(gc.some((s) => s.id === id)).toBe(false);
    await env.DB.prepare("DELETE FROM speakers WHERE id = ?").bind(id).run();
    const reordered = await callJson<Speaker[]>("/api/speakers?lang=en&event=AC2025");
    expect(reordered.body.some((s) => s.id === id)).toBe(true);
  });

  it("leaves parameters the reads do not use out of the key, so they cannot bypass the cache", async () => {
    const id = await insertSpeaker(`Bust${crypto.randomUUID().slice(0, 6)}`, "cached bio");
    await speakers("AC2025");
    await env.DB.prepare("UPDATE speakers SET bio = 'changed directly' WHERE id = ?").bind(id).run();
    // Raw: parameters the read does not declare, which the client's query type does not allow.
    for (const query of ["?event=AC2025&x=1", "?x=2&event=AC2025", `?event=AC2025&cb=${crypto.randomUUID()}`]) {
      const read = await callJson<Speaker[]>(`/api/speakers${query}`);
      expect(read.body.find((s) => s.id === id)?.bio).toBe("cached bio");
    }
  });

  it("shows an asker's new first name in the public Q&A at once", async () => {
    const delegate = await registerDelegate({ firstName: "Fatima" });
    const admin = await registerAdmin();
    await api(delegate.authToken).qna.$post({ json: { question: "Is there parking at the venue?" } });
    const { id } = (await env.DB.prepare("SELECT id FROM qna_questions WHERE question = ?")
      .bind("Is there parking at the venue?")
      .first<{ id: number }>())!;
    await api(admin.authToken).admin.qna[":id"].$patch({
      json: { question: "Is there parking at the venue?", answer: "Yes, three options.", isAnswered: true },
      param: { id: String(id) },
    });
    const askerOf = async () => (await expectJson(api().qna.$get(), 200)).find((q) => q.id === id)?.user.firstName;
    expect(await askerOf()).toBe("Fatima");

    const renamed = await api(delegate.authToken).profile.$patch({
      json: { firstName: "Fatma", lastName: "Test", title: "Analyst", company: "ACME" },
    });
    expect(renamed.status).toBe(200);
    // The purge runs after the answer (waitUntil).
    await vi.waitFor(async () => expect(await askerOf()).toBe("Fatma"));
  });

  it("keeps the cache when the renamed person has no public question", async () => {
    const delegate = await registerDelegate({ firstName: "Noura" });
    await api(delegate.authToken).qna.$post({ json: { question: "A pending question nobody else sees" } });
    const before = await env.EDGE_CACHE.get("public-content-version");
    const renamed = await api(delegate.authToken).profile.$patch({
      json: { firstName: "Nora", lastName: "Test", title: "Analyst", company: "ACME" },
    });
    expect(renamed.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await env.EDGE_CACHE.get("public-content-version")).toBe(before);
  });

  it("answers a matching ETag with 304", async () => {
    const first = await api().agenda.$get({ query: {} });
    const tag = first.headers.get("ETag");
    expect(tag).toBeTruthy();
    const again = await api().agenda.$get({ query: {} }, { headers: { "If-None-Match": tag! } });
    expect(again.status).toBe(304);
  });

  it("caches the anonymous Q&A view only; signed-in views are private", async () => {
    const delegate = await registerDelegate();
    const anonymous = await api().qna.$get();
    expect(anonymous.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
    const signedIn = await api(delegate.authToken).qna.$get();
    expect(signedIn.headers.get("Cache-Control")).toBe("private, no-store");

    // The delegate's own pending question shows to them at once and never in the shared view.
    await api(delegate.authToken).qna.$post({ json: { question: "When do the doors open on the day?" } });
    const mine = await expectJson(api(delegate.authToken).qna.$get(), 200);
    expect(mine.map((q) => q.question)).toContain("When do the doors open on the day?");
    const shared = await expectJson(api().qna.$get(), 200);
    expect(shared.map((q) => q.question)).not.toContain("When do the doors open on the day?");
  });

  it("does not purge on a failed edit", async () => {
    const admin = await registerAdmin();
    const before = await env.EDGE_CACHE.get("public-content-version");
    const missing = await api(admin.authToken).admin.speakers[":id"].$patch({
      json: { bio: "x" },
      param: { id: "999999" },
    });
    expect(missing.status).toBe(404);
    expect(await env.EDGE_CACHE.get("public-content-version")).toBe(before);
  });
});
