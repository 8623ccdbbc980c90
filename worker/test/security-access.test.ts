/**
 * Access to every API route (docs/architecture.md#security: "A test walks every API path
 * with no session, a delegate session and an admin session and asserts the status of each").
 *
 * The routes come from the Hono app itself (security-routes.ts), so a new route fails this file
 * until it gets an expectation in security-access-cases.ts (or, for an admin route, a sample call
 * in admin-calls.ts and its admin status in security-access-cases.ts). Each route is called three
 * times: anonymous, as a delegate and as an admin (Bearer sessions); refusals must be JSON
 * `{ message }`. Requests are raw: they are matched against the app's route list by path.
 */
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { MFA_MESSAGES } from "../contract/mfa";
import { FORBIDDEN_MESSAGE, NOT_AUTHENTICATED_MESSAGE } from "../middleware/auth";
import { INVALID_CREDENTIALS_MESSAGE } from "../routes/auth";
import { PASS_FORBIDDEN_MESSAGE } from "../routes/pass";
import { fileOf, multipart } from "./admin-helpers";
import { ADMIN_CALLS, adminCallBody } from "./admin-calls";
import { api, expectJson, freshIp, registerAdmin, registerDelegate } from "./helpers";
import { ADMIN_STATUS, CASES, type Fixtures, WHO, type Who } from "./security-access-cases";
import { apiRoutes, appRoutes, keyOf, routeKeyOf, type RouteKey } from "./security-routes";

/** Non-API routes: public documents, no session involved (security-headers.test.ts checks their headers). */
const DOCUMENT_ROUTES = [
  "GET /robots.txt",
  "GET /sitemap.xml",
  "GET /",
  "GET /agenda",
  "GET /speakers",
  "GET /ar",
  "GET /ar/agenda",
  "GET /ar/speakers",
  "GET /*",
];

const callKey = (call: { method: string; path: string }) => `${call.method} ${call.path}`;

function send(
  method: string,
  path: string,
  token: string | null,
  body?: BodyInit,
  headers: Record<string, string> = {},
): Promise<Response> {
  const all = new Headers(headers);
  all.set("CF-Connecting-IP", freshIp());
  if (token) all.set("Authorization", `Bearer ${token}`);
  return exports.default.fetch(
    new Request(`http://localhost:8787${path}`, { method, headers: all, body, redirect: "manual" }),
  );
}

/** Status of a response, after checking that a refusal is JSON `{ message }` with the right text. */
async function statusOf(response: Response): Promise<number> {
  if (response.status >= 400) {
    const body = (await response.json()) as { message?: unknown };
    expect(typeof body.message, `${response.status} without a message`).toBe("string");
    if (response.status === 401)
      expect([NOT_AUTHENTICATED_MESSAGE, INVALID_CREDENTIALS_MESSAGE, MFA_MESSAGES.challengeInvalid]).toContain(
        body.message,
      );
    if (response.status === 403) expect([FORBIDDEN_MESSAGE, PASS_FORBIDDEN_MESSAGE]).toContain(body.message);
  } else {
    await response.body?.cancel();
  }
  return response.status;
}

let fx: Fixtures;

beforeAll(async () => {
  // ADMIN_CALLS address id 1: the first user (the one DELETE /api/users/1 removes, at the very
  // end), question, speaker and session of this file's fresh database.
  const victim = await registerDelegate();
  const delegate = await registerDelegate();
  const admin = await registerAdmin();
  fx = {
    delegate: { id: delegate.id, email: delegate.email, token: delegate.authToken },
    admin: { id: admin.id, email: admin.email, token: admin.authToken },
  };
  const question = await expectJson(
    api(victim.authToken).qna.$post({ json: { question: "Is there parking at the venue?" } }),
    201,
  );
  const speaker = await env.DB.prepare(
    "INSERT INTO speakers (name, surname, company, position, display_order) VALUES ('Fatima', 'Test', 'Co', 'Role', 1) RETURNING id",
  ).first<{ id: number }>();
  const item = await env.DB.prepare(
    "INSERT INTO agenda_items (title, start_time, end_time, date) VALUES ('Opening', '08:00', '08:30', '2025-10-13') RETURNING id",
  ).first<{ id: number }>();
  const sponsor = await env.DB.prepare(
    "INSERT INTO sponsors (name, logo_url) VALUES ('Sponsor', '') RETURNING id",
  ).first<{
    id: number;
  }>();
  expect([victim.id, question.id, speaker!.id, item!.id, sponsor!.id]).toEqual([1, 1, 1, 1, 1]);
  const photo = { speakerId: "1", image: fileOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), "p.jpg") };
  const upload = await api(fx.admin.token).admin["upload-speaker-image"].$post(undefined, multipart(photo));
  expect(upload.status).toBe(200);
  const logo = { logo: fileOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), "l.jpg") };
  const logoUpload = await api(fx.admin.token).admin.sponsors[":id"].logo.$post(
    { param: { id: "1" } },
    multipart(logo),
  );
  expect(logoUpload.status).toBe(200);
});

describe("the route list", () => {
  it("is read from the app and holds the API and the documents", () => {
    const keys = appRoutes().map(keyOf);
    expect(keys).toContain("PATCH /api/admin/qna/:id");
    expect(keys.filter((key) => !key.includes(" /api/"))).toEqual(DOCUMENT_ROUTES);
  });

  it("has no expectation for a route that does not exist", () => {
    const routes = new Set(apiRoutes().map(keyOf));
    expect(Object.keys(CASES).filter((key) => !routes.has(key as RouteKey))).toEqual([]);
    expect(ADMIN_CALLS.filter((call) => !routeKeyOf(call.method, call.path)).map(callKey)).toEqual([]);
    expect(Object.keys(ADMIN_STATUS).sort()).toEqual(ADMIN_CALLS.map(callKey).sort());
  });
});

// State-changing DELETEs run last so that every other call still finds its targets.
const ordered = [...apiRoutes()].sort((a, b) => Number(a.method === "DELETE") - Number(b.method === "DELETE"));

describe("every API route with no session, a delegate session and an admin session", () => {
  it.each(ordered.map((route) => [keyOf(route)] as const))("%s", async (key) => {
    const cases = CASES[key] ?? [];
    const adminCalls = ADMIN_CALLS.filter((call) => routeKeyOf(call.method, call.path) === key);
    expect(
      cases.length + adminCalls.length,
      `no expectation for ${key}: add one to security-access-cases.ts (admin routes: admin-calls.ts)`,
    ).toBeGreaterThan(0);

    for (const testCase of cases) {
      const statuses: Partial<Record<Who, number>> = {};
      for (const who of WHO) {
        const request = await testCase.request(fx, who);
        const token = request.token !== undefined ? request.token : who === "anonymous" ? null : fx[who].token;
        const body = request.body === undefined ? undefined : JSON.stringify(request.body);
        const headers: Record<string, string> = body ? { "Content-Type": "application/json" } : {};
        statuses[who] = await statusOf(await send(request.method, request.path, token, body, headers));
      }
      expect(statuses, testCase.name).toEqual(testCase.expect);
    }

    for (const call of adminCalls) {
      const statuses: Partial<Record<Who, number>> = {};
      for (const who of WHO) {
        const { body, headers } = adminCallBody(call);
        statuses[who] = await statusOf(
          await send(call.method, call.path, who === "anonymous" ? null : fx[who].token, body, headers),
        );
      }
      expect(statuses, callKey(call)).toEqual({ anonymous: 401, delegate: 403, admin: ADMIN_STATUS[callKey(call)] });
    }
  });
});
