/**
 * The signed-in screens the Worker renders with the visitor's own data (worker/routes/pages.ts,
 * worker/contract/app-pages.ts; docs/architecture.md#performance-budget). The browser's hydration
 * of them is tested in the built app by e2e/app-rendered.spec.ts.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { SERVER_RENDERED_APP_PATHS } from "../contract/app-pages";
import { QUERY_STATE_ELEMENT_ID } from "../contract/public-pages";
import { formatCandidateNumber } from "../contract/user";
import { SESSION_COOKIE } from "../middleware/auth";
import { embeddedJson, getDocument, loadPageRenderer, rootOf } from "./documents";
import { api, registerDelegate } from "./helpers";

type QueryState = { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> };

/** A served document: its answer, text, #root markup and query state. */
async function page(path: string, cookie?: string) {
  const response = await getDocument(path, { headers: cookie ? { Cookie: cookie } : {} });
  const text = await response.text();
  return { response, text, root: rootOf(text), state: embeddedJson<QueryState>(text, QUERY_STATE_ELEMENT_ID) };
}

/** The data the document embeds under the query key whose first element is `path`. */
function dataOf(state: QueryState | null, path: string): unknown {
  return state?.queries.find((query) => query.queryKey[0] === path)?.state.data;
}

const sessionCookie = (token: string) => `${SESSION_COOKIE}=${token}`;

beforeAll(loadPageRenderer, 60_000);

describe("signed-in screens rendered on the Worker", () => {
  it("renders the pass with the delegate's own name, number and QR code, privately", async () => {
    const { authToken, ...user } = await registerDelegate({ firstName: "Rendered", lastName: "Delegate" });
    const { response, root, state, text } = await page("/app/my-pass", sessionCookie(authToken));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Vary")).toBe("Cookie, Accept-Language");
    expect(text).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
    expect(root).toContain("My Conference Pass");
    expect(root).toContain("Rendered");
    expect(root).toContain(formatCandidateNumber(user.candidateNumber));
    // The QR code is in the markup, as the image the browser would have fetched.
    expect(root).toMatch(/<img[^>]+src="data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(dataOf(state, "/api/user")).toMatchObject({ id: user.id, email: user.email });
  });

  it("renders the dashboard and the calendar with the delegate's starred sessions", async () => {
    const { authToken } = await registerDelegate();
    const title = "Rendered on the Worker";
    const { id } = (await env.DB.prepare(
      "INSERT INTO agenda_items (title, start_time, end_time, date, location, description) VALUES (?, '08:00', '08:30', '2025-10-13', 'Hall A', 'Welcome') RETURNING id",
    )
      .bind(title)
      .first<{ id: number }>())!;
    expect((await api(authToken)["my-agenda"].$put({ json: { sessionIds: [id] } })).status).toBe(200);
    for (const path of ["/app", "/app/calendar"]) {
      const { response, root, state } = await page(path, sessionCookie(authToken));
      expect(response.status, path).toBe(200);
      expect(root, path).toContain(title);
      expect(dataOf(state, "/api/my-agenda"), path).toEqual({ sessionIds: [id] });
      expect(root, path).toContain(`aria-pressed="true"`);
    }
  });

  it("renders each of its screens in the visitor's language", async () => {
    const { authToken } = await registerDelegate();
    const { text, root } = await page("/app/my-pass", `${sessionCookie(authToken)}; locale=ar`);
    expect(text).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect(root).toContain("بطاقة دخولي إلى المؤتمر");
    for (const path of SERVER_RENDERED_APP_PATHS) {
      const { response, root: markup } = await page(`${path}/`, `${sessionCookie(authToken)}; locale=en`);
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
      expect(markup, path).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    }
  });

  it("serves the empty shell without a valid sign-in session, and for the other screens", async () => {
    const { authToken } = await registerDelegate();
    const signedOut = await api(authToken).auth.logout.$post();
    expect(signedOut.status).toBe(200);
    const cases: Array<[string, string | undefined]> = [
      ...SERVER_RENDERED_APP_PATHS.map((path): [string, string | undefined] => [path, undefined]),
      ["/app", sessionCookie(authToken)],
      ["/app/my-pass", sessionCookie("not-a-session")],
      ["/app/my-pass", `locale=en; other=${authToken}`],
    ];
    const { authToken: live } = await registerDelegate();
    cases.push(["/app/profile", sessionCookie(live)], ["/app/faq", sessionCookie(live)]);
    for (const [path, cookie] of cases) {
      const { response, root, state } = await page(path, cookie);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Cache-Control"), path).toBe("public, max-age=0, must-revalidate");
      expect(root, path).toBe("");
      expect(state, path).toBeNull();
    }
  });

  it("serves the empty shell when the rendering fails", async () => {
    const { authToken } = await registerDelegate();
    const broken = {
      prepare: () => {
        throw new Error("D1 is down");
      },
    };
    const response = await getDocument(
      "/app/calendar",
      { headers: { Cookie: sessionCookie(authToken) } },
      { DB: broken as unknown as D1Database },
    );
    expect(response.status).toBe(200);
    expect(rootOf(await response.text())).toBe("");
  });
});
