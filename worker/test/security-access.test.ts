/**
 * Access to every API route (issue "Production readiness", Security: "A test walks every API path
 * with no session, a delegate session and an admin session and asserts the status of each").
 *
 * The routes come from the Hono app itself (security-routes.ts), so a new route fails this file
 * until it gets an expectation here (or, for an admin route, a sample call in admin-calls.ts and
 * its admin status below). Each route is called three times: anonymous, as a delegate and as an
 * admin (Bearer sessions); refusals must be JSON `{ message }`.
 */
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { FORBIDDEN_MESSAGE, NOT_AUTHENTICATED_MESSAGE } from "../middleware/auth";
import { INVALID_CREDENTIALS_MESSAGE } from "../routes/auth";
import { PASS_FORBIDDEN_MESSAGE } from "../routes/pass";
import { signUnsubscribeToken } from "../services/unsubscribe";
import { postForm, fileOf } from "./admin-helpers";
import { ADMIN_CALLS, adminCallBody } from "./admin-calls";
import { TEST_PASSWORD, callJson, freshIp, registerAdmin, registerDelegate, registration } from "./helpers";
import { apiRoutes, appRoutes, keyOf, routeKeyOf, type Method, type RouteKey } from "./security-routes";

type Who = "anonymous" | "delegate" | "admin";
const WHO: readonly Who[] = ["anonymous", "delegate", "admin"];

interface Fixtures {
  delegate: { id: number; email: string; token: string };
  admin: { id: number; email: string; token: string };
}

interface Request {
  method: Method;
  path: string;
  /** JSON body. */
  body?: unknown;
  /** Session to send instead of the caller's own (null: none). */
  token?: string | null;
}

interface Case {
  name: string;
  request(fx: Fixtures, who: Who): Request | Promise<Request>;
  expect: Record<Who, number>;
}

const PASSWORD = TEST_PASSWORD;
const all = (status: number): Record<Who, number> => ({ anonymous: status, delegate: status, admin: status });
const signedIn = (status: number): Record<Who, number> => ({ anonymous: 401, delegate: status, admin: status });

/** A fresh session of the same account (for calls that end the session they are sent with). */
async function disposableSession(email: string): Promise<string> {
  const { status, body } = await callJson<{ authToken: string }>("/api/auth/login", {
    body: { email, password: PASSWORD },
  });
  expect(status).toBe(200);
  return body.authToken;
}

async function currentPhotoPath(): Promise<string> {
  const row = await env.DB.prepare("SELECT photo_url FROM speakers WHERE id = 1").first<{ photo_url: string }>();
  return row!.photo_url;
}

/** Expectations of every API route that is not an admin call (those are in {@link ADMIN_STATUS}). */
const CASES: Partial<Record<RouteKey, Case[]>> = {
  "GET /api/user": [
    { name: "current user", request: () => ({ method: "GET", path: "/api/user" }), expect: signedIn(200) },
  ],
  "POST /api/auth/register": [
    {
      name: "new account",
      request: () => ({ method: "POST", path: "/api/auth/register", body: registration() }),
      expect: all(201),
    },
  ],
  "POST /api/auth/login": [
    {
      name: "delegate's credentials",
      request: (fx) => ({
        method: "POST",
        path: "/api/auth/login",
        body: { email: fx.delegate.email, password: PASSWORD },
      }),
      expect: all(200),
    },
    {
      name: "wrong password",
      request: (fx) => ({
        method: "POST",
        path: "/api/auth/login",
        body: { email: fx.delegate.email, password: "wrong-password" },
      }),
      expect: all(401),
    },
  ],
  "POST /api/auth/logout": [
    {
      name: "ends the session it is sent with",
      request: async (fx, who) => ({
        method: "POST",
        path: "/api/auth/logout",
        token: who === "anonymous" ? null : await disposableSession(fx[who].email),
      }),
      expect: all(200),
    },
  ],
  "POST /api/auth/forgot-password": [
    {
      name: "known address",
      request: (fx) => ({ method: "POST", path: "/api/auth/forgot-password", body: { email: fx.delegate.email } }),
      expect: all(200),
    },
  ],
  "POST /api/auth/reset-password": [
    {
      name: "unknown token",
      request: () => ({
        method: "POST",
        path: "/api/auth/reset-password",
        body: { token: "x".repeat(43), password: "new-secret", confirmPassword: "new-secret" },
      }),
      expect: all(400),
    },
  ],
  "POST /api/auth/login-token": [
    {
      name: "unknown token",
      request: () => ({ method: "POST", path: "/api/auth/login-token", body: { token: "x".repeat(43) } }),
      expect: all(400),
    },
  ],
  "POST /api/auth/login-link": [
    {
      name: "known address",
      request: (fx) => ({ method: "POST", path: "/api/auth/login-link", body: { email: fx.delegate.email } }),
      expect: all(200),
    },
  ],
  "POST /api/auth/choose-password": [
    {
      // Both accounts have a password: choosing one is only for an account that has none.
      name: "an account that has a password",
      request: () => ({
        method: "POST",
        path: "/api/auth/choose-password",
        body: { password: "chosen-after-confirming", confirmPassword: "chosen-after-confirming" },
      }),
      expect: signedIn(409),
    },
  ],
  "POST /api/unsubscribe": [
    {
      name: "any address",
      request: () => ({ method: "POST", path: "/api/unsubscribe", body: { email: "someone@example.com" } }),
      expect: all(200),
    },
  ],
  "POST /api/unsubscribe/one-click": [
    {
      name: "signed link",
      request: async () => ({
        method: "POST",
        path: `/api/unsubscribe/one-click?email=reader%40example.com&token=${await signUnsubscribeToken(env.TOKEN_SIGNING_SECRET, "reader@example.com")}`,
      }),
      expect: all(200),
    },
    {
      name: "forged link",
      request: () => ({
        method: "POST",
        path: `/api/unsubscribe/one-click?email=reader%40example.com&token=${"A".repeat(43)}`,
      }),
      expect: all(400),
    },
  ],
  "GET /api/unsubscribe/one-click": [
    {
      name: "opened in a browser",
      request: () => ({
        method: "GET",
        path: `/api/unsubscribe/one-click?email=reader%40example.com&token=${"A".repeat(43)}`,
      }),
      expect: all(303),
    },
  ],
  "GET /api/agenda": [{ name: "public", request: () => ({ method: "GET", path: "/api/agenda" }), expect: all(200) }],
  "GET /api/speakers": [
    { name: "public", request: () => ({ method: "GET", path: "/api/speakers?event=AC2025" }), expect: all(200) },
  ],
  "GET /api/stats": [{ name: "public", request: () => ({ method: "GET", path: "/api/stats" }), expect: all(200) }],
  "GET /api/agenda.ics": [
    { name: "public", request: () => ({ method: "GET", path: "/api/agenda.ics" }), expect: all(200) },
  ],
  "PATCH /api/profile": [
    {
      name: "own profile",
      request: () => ({ method: "PATCH", path: "/api/profile", body: { company: "Gulf Energy Partners" } }),
      expect: signedIn(200),
    },
  ],
  "GET /api/qna": [{ name: "public list", request: () => ({ method: "GET", path: "/api/qna" }), expect: all(200) }],
  "POST /api/qna": [
    {
      name: "a question",
      request: () => ({ method: "POST", path: "/api/qna", body: { question: "Will the slides be shared?" } }),
      expect: signedIn(201),
    },
  ],
  "POST /api/enquire": [
    {
      name: "an enquiry",
      request: () => ({
        method: "POST",
        path: "/api/enquire",
        body: {
          firstName: "Dana",
          lastName: "Al-Sayer",
          email: "dana@example.com",
          company: "GEP",
          title: "Lead",
          message: "Please call me back.",
        },
      }),
      expect: signedIn(201),
    },
  ],
  "GET /api/pass/public-key": [
    { name: "public", request: () => ({ method: "GET", path: "/api/pass/public-key" }), expect: all(200) },
  ],
  "GET /api/qrcode/:userId": [
    {
      name: "the delegate's pass",
      request: (fx) => ({ method: "GET", path: `/api/qrcode/${fx.delegate.id}` }),
      expect: signedIn(200),
    },
    {
      name: "the admin's pass",
      request: (fx) => ({ method: "GET", path: `/api/qrcode/${fx.admin.id}` }),
      expect: { anonymous: 401, delegate: 403, admin: 200 },
    },
    {
      name: "no such user",
      request: () => ({ method: "GET", path: "/api/qrcode/987654" }),
      expect: { anonymous: 401, delegate: 403, admin: 404 },
    },
  ],
  "GET /api/pass-pdf/:userId": [
    {
      name: "the delegate's pass",
      request: (fx) => ({ method: "GET", path: `/api/pass-pdf/${fx.delegate.id}` }),
      expect: signedIn(200),
    },
    {
      name: "the admin's pass",
      request: (fx) => ({ method: "GET", path: `/api/pass-pdf/${fx.admin.id}` }),
      expect: { anonymous: 401, delegate: 403, admin: 200 },
    },
  ],
  "GET /api/media/speakers/:speakerId/:file": [
    {
      name: "an uploaded photo",
      request: async () => ({ method: "GET", path: await currentPhotoPath() }),
      expect: all(200),
    },
    {
      name: "a key outside speaker photos",
      request: () => ({ method: "GET", path: "/api/media/speakers/1/..%2F..%2Foutbox%2Fmail.eml" }),
      expect: all(404),
    },
  ],
};

/**
 * What an admin gets for each sample call of admin-calls.ts (anonymous callers get 401 and
 * delegates 403 for all of them). The fixtures below make id 1 the sample ids' targets.
 */
const ADMIN_STATUS: Record<string, number> = {
  "GET /api/admin/qna": 200,
  "GET /api/admin/qna?status=all": 200,
  "GET /api/admin/qna?status=archived": 200,
  "PATCH /api/admin/qna/1": 200,
  "POST /api/admin/qna/1/archive": 200,
  "DELETE /api/admin/qna/1": 200,
  "GET /api/speakers/template": 200,
  // The samples' 4-byte "workbooks" are refused as files; the access check passed before that.
  "POST /api/speakers/import": 400,
  "POST /api/admin/upload-speaker-image": 200,
  "PATCH /api/admin/speakers/1": 200,
  "POST /api/admin/speakers/update-order": 200,
  "GET /api/delegates/template": 200,
  "POST /api/delegates/import": 400,
  "GET /api/users": 200,
  "DELETE /api/users/1": 200,
  "GET /api/registrations/export": 200,
  "GET /api/registrations/export/excel-qr": 200,
  "GET /api/admin/email-logs": 200,
  "GET /api/admin/email-logs/failed": 200,
  "GET /api/admin/email-logs/by-type/registration_confirmation": 200,
  "PUT /api/admin/agenda/1": 200,
  "PUT /api/admin/agenda/1/speakers": 200,
  "GET /api/admin/check-in/counts": 200,
  "GET /api/admin/check-in/search?event=AC2025&q=a": 200,
  "POST /api/admin/check-in/scan": 400,
  "POST /api/admin/check-in": 200,
  "POST /api/admin/passes/1/reissue": 200,
};

/** Non-API routes: public documents, no session involved (security-headers.test.ts checks their headers). */
const DOCUMENT_ROUTES = ["GET /robots.txt", "GET /sitemap.xml", "GET /", "GET /agenda", "GET /speakers", "GET /*"];

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
      expect([NOT_AUTHENTICATED_MESSAGE, INVALID_CREDENTIALS_MESSAGE]).toContain(body.message);
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
  const question = await callJson<{ id: number }>("/api/qna", {
    token: victim.authToken,
    body: { question: "Is there parking at the venue?" },
  });
  const speaker = await env.DB.prepare(
    "INSERT INTO speakers (name, surname, company, position, display_order) VALUES ('Fatima', 'Test', 'Co', 'Role', 1) RETURNING id",
  ).first<{ id: number }>();
  const item = await env.DB.prepare(
    "INSERT INTO agenda_items (title, start_time, end_time, date) VALUES ('Opening', '08:00', '08:30', '2025-10-13') RETURNING id",
  ).first<{ id: number }>();
  expect([victim.id, question.body.id, speaker!.id, item!.id]).toEqual([1, 1, 1, 1]);
  const upload = await postForm(
    "/api/admin/upload-speaker-image",
    { speakerId: "1", image: fileOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), "p.jpg") },
    fx.admin.token,
  );
  expect(upload.status).toBe(200);
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
      `no expectation for ${key}: add one to security-access.test.ts (admin routes: admin-calls.ts)`,
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
