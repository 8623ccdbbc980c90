/**
 * The public pages rendered by the Worker with their data (worker/routes/pages.ts; issue
 * "Production readiness", Speed: the first meaningful content must not wait for JavaScript).
 */
import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { QUERY_STATE_ELEMENT_ID } from "../contract/public-pages";
import { BUILT_DOCUMENT, embeddedJson, getDocument, loadPageRenderer, rootOf } from "./documents";
import { api, clearTables, registerAdmin } from "./helpers";

async function insertSpeaker(name: string, bio: string, event = "AC2025"): Promise<number> {
  const row = await env.DB.prepare(
    "INSERT INTO speakers (name, surname, company, position, bio, event_type, display_order) VALUES (?, 'Rendered', 'ACME', 'CEO', ?, ?, 1) RETURNING id",
  )
    .bind(name, bio, event)
    .first<{ id: number }>();
  return row!.id;
}

/** The markup of #root and the parsed query state of a served document. */
async function page(path: string, bindings: Partial<Env> = {}) {
  const response = await getDocument(path, {}, bindings);
  const text = await response.text();
  const root = rootOf(text);
  const state = embeddedJson<{ queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> }>(
    text,
    QUERY_STATE_ELEMENT_ID,
  );
  return { response, text, root, state };
}

beforeAll(loadPageRenderer, 60_000);

beforeEach(() => clearTables("agenda_item_speakers", "agenda_items", "speakers"));

describe("public pages rendered with their data", () => {
  it("puts the speakers in /speakers' markup and the data it was rendered with in the document", async () => {
    await insertSpeaker("Mariam", "Leads the PPP unit.");
    await insertSpeaker("Khalid", "Counsel of the year.", "GC_POWERLIST");
    const { response, root, state, text } = await page("/speakers");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/html");
    expect(root).toContain("Mariam Rendered");
    expect(root).toContain("Leads the PPP unit.");
    expect(root).toContain("Khalid Rendered");
    const keys = state!.queries.map((q) => q.queryKey);
    expect(keys).toContainEqual(["/api/speakers", { event: "AC2025" }]);
    expect(keys).toContainEqual(["/api/speakers", { event: "GC_POWERLIST" }]);
    // Only the pages that describe the events carry their JSON-LD.
    expect(text).not.toContain("application/ld+json");
  });

  it("puts the sessions in /agenda's markup, with the events' JSON-LD", async () => {
    await env.DB.prepare(
      "INSERT INTO agenda_items (title, start_time, end_time, date, event_type) VALUES ('Opening keynote on PPP law', '08:30', '09:00', '2025-10-13', 'AC2025')",
    ).run();
    const { root, text, state } = await page("/agenda");
    expect(root).toContain("Opening keynote on PPP law");
    expect(text).toContain("application/ld+json");
    expect(state!.queries.some((q) => JSON.stringify(q.state.data).includes("Opening keynote on PPP law"))).toBe(true);
  });

  it("keeps hostile text inert: escaped in the markup, unable to close the state's script element", async () => {
    await insertSpeaker("Hostile", "</script><script>alert(1)</script><img src=x onerror=alert(2)>");
    const { text, root, state } = await page("/speakers");
    expect(text).not.toContain("<script>alert(1)");
    expect(root).not.toContain("<img src=x");
    expect(JSON.stringify(state)).toContain("</script><script>alert(1)</script>");
  });

  it("shows an organiser's edit at once", async () => {
    const id = await insertSpeaker("Edited", "old bio");
    expect((await page("/speakers")).root).toContain("old bio");
    const admin = await registerAdmin();
    expect(
      (await api(admin.authToken).admin.speakers[":id"].$patch({ json: { bio: "new bio" }, param: { id: String(id) } }))
        .status,
    ).toBe(200);
    const after = await page("/speakers");
    expect(after.root).toContain("new bio");
    expect(after.root).not.toContain("old bio");
  });

  it("keeps one rendering per build: a new document (deploy) is rendered afresh", async () => {
    await insertSpeaker("Deployed", "bio");
    const build = (etag: string) =>
      ({
        fetch: async () => new Response(BUILT_DOCUMENT, { headers: { "Content-Type": "text/html", ETag: etag } }),
      }) as unknown as Fetcher;
    /** When the served rendering was made (TanStack's dehydration time, epoch ms). */
    const renderedAt = async (etag: string) => {
      const { state } = await page("/speakers", { ASSETS: build(etag) });
      return (state as unknown as { queries: Array<{ dehydratedAt: number }> }).queries[0]!.dehydratedAt;
    };
    const first = await renderedAt('"one"');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await renderedAt('"one"')).toBe(first);
    expect(await renderedAt('"two"')).toBeGreaterThan(first);
  });

  it.each(["/", "/agenda", "/speakers"])(
    "serves the built document of %s when the data cannot be read",
    async (path) => {
      const failing = {
        prepare: () => {
          throw new Error("D1 is down");
        },
      } as unknown as D1Database;
      const { response, root, state, text } = await page(path, { DB: failing });
      expect(response.status).toBe(200);
      expect(root).toBe("");
      expect(state).toBeNull();
      expect(text).not.toContain("application/ld+json");
    },
  );
});
