/**
 * The expectations worker/test/security-access.test.ts checks for every API route: one or more
 * sample requests per route that is not an admin call, with the status each caller gets
 * (anonymous, a delegate, an admin), and the status an admin gets for each sample call of
 * admin-calls.ts. Requests are method and path strings because the test matches them against the
 * app's own route list (security-routes.ts). Adding a route means adding its expectation here.
 */
import { env } from "cloudflare:workers";
import { signUnsubscribeToken } from "../services/unsubscribe";
import { PUSH_KEYS, TEST_PASSWORD, api, expectJson, registration, withSession } from "./helpers";
import type { Method, RouteKey } from "./security-routes";

/** Who calls: no session, a delegate's or an admin's (Bearer). */
export type Who = "anonymous" | "delegate" | "admin";
export const WHO: readonly Who[] = ["anonymous", "delegate", "admin"];

/** The accounts the test signs in before walking the routes. */
export interface Fixtures {
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

/** A well-formed registration answer signed by nothing, to no challenge. */
const PASSKEY_ANSWER = {
  id: "bm8tc3VjaA",
  rawId: "bm8tc3VjaA",
  type: "public-key",
  clientExtensionResults: {},
  response: { clientDataJSON: "e30", attestationObject: "oA" },
};

const all = (status: number): Record<Who, number> => ({ anonymous: status, delegate: status, admin: status });
const signedIn = (status: number): Record<Who, number> => ({ anonymous: 401, delegate: status, admin: status });

/** A fresh session of the same account (for calls that end the session they are sent with). */
async function disposableSession(email: string): Promise<string> {
  return withSession(await expectJson(api().auth.login.$post({ json: { email, password: TEST_PASSWORD } }), 200))
    .authToken;
}

async function currentLogoPath(): Promise<string> {
  const row = await env.DB.prepare("SELECT logo_url FROM sponsors WHERE id = 1").first<{ logo_url: string }>();
  return row!.logo_url;
}

async function currentPhotoPath(): Promise<string> {
  const row = await env.DB.prepare("SELECT photo_url FROM speakers WHERE id = 1").first<{ photo_url: string }>();
  return row!.photo_url;
}

/** A new session with one visible question: their ids. */
async function sessionWithQuestion(): Promise<{ id: number; questionId: number }> {
  const session = await env.DB.prepare(
    "INSERT INTO agenda_items (title, start_time, end_time, date) VALUES ('Panel', '09:00', '10:00', '2025-10-13') RETURNING id",
  ).first<{ id: number }>();
  const question = await env.DB.prepare(
    "INSERT INTO qna_questions (question, agenda_item_id) VALUES ('What comes after the panel?', ?) RETURNING id",
  )
    .bind(session!.id)
    .first<{ id: number }>();
  return { id: session!.id, questionId: question!.id };
}

/** A new open poll of two options on a new session: its id. */
async function openPoll(): Promise<number> {
  const poll = await env.DB.prepare(
    `INSERT INTO polls (agenda_item_id, question, options, status) VALUES (?, 'Where next?', '["Kuwait","Jahra"]', 'open') RETURNING id`,
  )
    .bind((await sessionWithQuestion()).id)
    .first<{ id: number }>();
  return poll!.id;
}

/** Expectations of every API route that is not an admin call (those are in {@link ADMIN_STATUS}). */
export const CASES: Partial<Record<RouteKey, Case[]>> = {
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
        body: { email: fx.delegate.email, password: TEST_PASSWORD },
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
  "POST /api/auth/mfa": [
    {
      name: "unknown sign-in challenge",
      request: () => ({ method: "POST", path: "/api/auth/mfa", body: { mfaToken: "x".repeat(43), code: "123456" } }),
      expect: all(401),
    },
  ],
  "POST /api/account/mfa/totp/setup": [
    {
      // Starting (or restarting) the setup changes nothing in force until the first code.
      name: "new secret",
      request: () => ({ method: "POST", path: "/api/account/mfa/totp/setup" }),
      expect: signedIn(200),
    },
  ],
  "POST /api/account/mfa/totp/enable": [
    {
      name: "wrong code",
      request: () => ({ method: "POST", path: "/api/account/mfa/totp/enable", body: { code: "not-a-code" } }),
      expect: signedIn(400),
    },
  ],
  "POST /api/account/mfa/disable": [
    {
      name: "an account without a second factor",
      request: () => ({ method: "POST", path: "/api/account/mfa/disable", body: { code: "123456" } }),
      expect: signedIn(409),
    },
  ],
  "POST /api/auth/mfa/passkey-options": [
    {
      name: "unknown sign-in challenge",
      request: () => ({ method: "POST", path: "/api/auth/mfa/passkey-options", body: { mfaToken: "x".repeat(43) } }),
      expect: all(401),
    },
  ],
  "GET /api/account/mfa/passkeys": [
    {
      name: "own passkeys",
      request: () => ({ method: "GET", path: "/api/account/mfa/passkeys" }),
      expect: signedIn(200),
    },
  ],
  "POST /api/account/mfa/passkeys/options": [
    {
      // Options change nothing in force: a challenge that lives 5 minutes.
      name: "registration options",
      request: () => ({ method: "POST", path: "/api/account/mfa/passkeys/options" }),
      expect: signedIn(200),
    },
  ],
  "POST /api/account/mfa/passkeys": [
    {
      name: "an answer to no challenge",
      request: () => ({ method: "POST", path: "/api/account/mfa/passkeys", body: { response: PASSKEY_ANSWER } }),
      expect: signedIn(400),
    },
  ],
  "POST /api/account/mfa/passkeys/confirm-options": [
    {
      name: "an account without a passkey",
      request: () => ({ method: "POST", path: "/api/account/mfa/passkeys/confirm-options" }),
      expect: signedIn(409),
    },
  ],
  "DELETE /api/account/mfa/passkeys/:id": [
    {
      name: "a passkey that is not the caller's",
      request: () => ({ method: "DELETE", path: "/api/account/mfa/passkeys/bm8tc3VjaA", body: { code: "123456" } }),
      expect: signedIn(404),
    },
  ],
  "POST /api/auth/login-link": [
    {
      // An address without an account, so that three calls in a row stay within the address's
      // 3 links an hour, which the fixture's confirmation email (a login link too) shares once the
      // email queue has been consumed. The emails themselves: account.test.ts.
      name: "an address without an account",
      request: () => ({ method: "POST", path: "/api/auth/login-link", body: { email: "nobody-here@example.com" } }),
      expect: all(404),
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
  "POST /api/auth/keep-password": [
    {
      // Neither account has a suspended registration password: there is nothing to keep.
      name: "an account with nothing suspended",
      request: () => ({ method: "POST", path: "/api/auth/keep-password", body: { password: TEST_PASSWORD } }),
      expect: signedIn(409),
    },
  ],
  "POST /api/auth/skip-password": [
    {
      name: "an account with nothing suspended",
      request: () => ({ method: "POST", path: "/api/auth/skip-password" }),
      expect: signedIn(200),
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
  "GET /api/sponsors": [
    { name: "public", request: () => ({ method: "GET", path: "/api/sponsors" }), expect: all(200) },
  ],
  "GET /api/stats": [{ name: "public", request: () => ({ method: "GET", path: "/api/stats" }), expect: all(200) }],
  "GET /api/event-settings": [
    { name: "public", request: () => ({ method: "GET", path: "/api/event-settings" }), expect: all(200) },
  ],
  "GET /api/agenda.ics": [
    { name: "public", request: () => ({ method: "GET", path: "/api/agenda.ics" }), expect: all(200) },
  ],
  "GET /api/my-agenda": [
    { name: "own stars", request: () => ({ method: "GET", path: "/api/my-agenda" }), expect: signedIn(200) },
  ],
  "PUT /api/my-agenda": [
    {
      name: "own stars",
      request: () => ({ method: "PUT", path: "/api/my-agenda", body: { sessionIds: [] } }),
      expect: signedIn(200),
    },
  ],
  "GET /api/my-agenda/feed": [
    { name: "own feed link", request: () => ({ method: "GET", path: "/api/my-agenda/feed" }), expect: signedIn(200) },
  ],
  "POST /api/my-agenda/feed": [
    { name: "own feed link", request: () => ({ method: "POST", path: "/api/my-agenda/feed" }), expect: signedIn(200) },
  ],
  "POST /api/my-agenda/feed/reset": [
    {
      name: "own feed link",
      request: () => ({ method: "POST", path: "/api/my-agenda/feed/reset" }),
      expect: signedIn(200),
    },
  ],
  "GET /api/calendar/:file": [
    {
      name: "unknown token (the token is the credential: a session changes nothing)",
      request: () => ({ method: "GET", path: `/api/calendar/${"A".repeat(43)}.ics` }),
      expect: all(404),
    },
    {
      name: "the delegate's feed",
      request: async (fx) => {
        const { url } = await expectJson(api(fx.delegate.token)["my-agenda"].feed.$post(), 200);
        return { method: "GET", path: new URL(url!).pathname };
      },
      expect: all(200),
    },
  ],
  "PATCH /api/profile": [
    {
      name: "own profile",
      request: () => ({ method: "PATCH", path: "/api/profile", body: { company: "Gulf Energy Partners" } }),
      expect: signedIn(200),
    },
  ],
  "PUT /api/user/locale": [
    {
      name: "own language",
      request: () => ({ method: "PUT", path: "/api/user/locale", body: { locale: "ar" } }),
      expect: signedIn(200),
    },
  ],
  "GET /api/profile/export": [
    { name: "own data", request: () => ({ method: "GET", path: "/api/profile/export" }), expect: signedIn(200) },
  ],
  "DELETE /api/profile": [
    {
      name: "own account, wrong password (nothing changes)",
      request: () => ({ method: "DELETE", path: "/api/profile", body: { password: "Not-The-Password-1" } }),
      expect: signedIn(400),
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
  "GET /api/agenda/:id/questions": [
    {
      name: "a session's questions",
      request: async () => ({ method: "GET", path: `/api/agenda/${(await sessionWithQuestion()).id}/questions` }),
      expect: signedIn(200),
    },
  ],
  "POST /api/agenda/:id/questions": [
    {
      name: "a question on a session",
      request: async () => ({
        method: "POST",
        path: `/api/agenda/${(await sessionWithQuestion()).id}/questions`,
        body: { text: "Will the slides be shared?" },
      }),
      expect: signedIn(201),
    },
  ],
  "POST /api/agenda/:id/questions/:questionId/vote": [
    {
      name: "a vote",
      request: async () => {
        const { id, questionId } = await sessionWithQuestion();
        return { method: "POST", path: `/api/agenda/${id}/questions/${questionId}/vote` };
      },
      expect: signedIn(200),
    },
  ],
  "DELETE /api/agenda/:id/questions/:questionId/vote": [
    {
      name: "a vote taken back",
      request: async () => {
        const { id, questionId } = await sessionWithQuestion();
        return { method: "DELETE", path: `/api/agenda/${id}/questions/${questionId}/vote` };
      },
      expect: signedIn(200),
    },
  ],
  "GET /api/agenda/:id/live": [
    {
      // The WebSocket itself is tested in live-room.test.ts; a plain GET is refused once signed in.
      name: "the live channel without an upgrade",
      request: async () => ({ method: "GET", path: `/api/agenda/${(await sessionWithQuestion()).id}/live` }),
      expect: { anonymous: 401, delegate: 400, admin: 400 },
    },
  ],
  "GET /api/live/:id": [
    {
      name: "the presenter view",
      request: async () => ({ method: "GET", path: `/api/live/${(await sessionWithQuestion()).id}` }),
      expect: { anonymous: 401, delegate: 403, admin: 200 },
    },
  ],
  "GET /api/agenda/:id/polls": [
    {
      name: "a session's polls",
      request: async () => ({ method: "GET", path: `/api/agenda/${(await sessionWithQuestion()).id}/polls` }),
      expect: signedIn(200),
    },
  ],
  "POST /api/polls/:id/vote": [
    {
      name: "a vote in an open poll",
      request: async () => ({ method: "POST", path: `/api/polls/${await openPoll()}/vote`, body: { option: 0 } }),
      expect: signedIn(200),
    },
  ],
  "GET /api/announcements": [
    {
      name: "the caller's announcements",
      request: async () => ({ method: "GET", path: "/api/announcements" }),
      expect: signedIn(200),
    },
  ],
  "GET /api/announcements/live": [
    {
      // The WebSocket itself is tested in announcements.test.ts; a plain GET is refused once signed in.
      name: "the announcements channel without an upgrade",
      request: async () => ({ method: "GET", path: "/api/announcements/live" }),
      expect: { anonymous: 401, delegate: 400, admin: 400 },
    },
  ],
  "GET /api/push/public-key": [
    {
      name: "the VAPID public key",
      request: () => ({ method: "GET", path: "/api/push/public-key" }),
      expect: signedIn(200),
    },
  ],
  "PUT /api/push/subscription": [
    {
      name: "a browser's subscription",
      request: () => ({
        method: "PUT",
        path: "/api/push/subscription",
        body: { endpoint: `https://push.example/${crypto.randomUUID()}`, keys: PUSH_KEYS },
      }),
      expect: signedIn(200),
    },
  ],
  "DELETE /api/push/subscription": [
    {
      name: "a subscription forgotten",
      request: () => ({
        method: "DELETE",
        path: "/api/push/subscription",
        body: { endpoint: "https://push.example/gone" },
      }),
      expect: signedIn(200),
    },
  ],
  "GET /api/agenda/:id/feedback": [
    {
      name: "the caller's rating",
      request: async () => ({ method: "GET", path: `/api/agenda/${(await sessionWithQuestion()).id}/feedback` }),
      expect: signedIn(200),
    },
  ],
  "PUT /api/agenda/:id/feedback": [
    {
      name: "a rating of a session that has started",
      request: async () => ({
        method: "PUT",
        path: `/api/agenda/${(await sessionWithQuestion()).id}/feedback`,
        body: { rating: 4, comment: "Clear and useful." },
      }),
      expect: signedIn(200),
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
  "GET /api/media/sponsors/:file": [
    {
      name: "an uploaded logo",
      request: async () => ({ method: "GET", path: await currentLogoPath() }),
      expect: all(200),
    },
    {
      name: "a key outside sponsor logos",
      request: () => ({ method: "GET", path: "/api/media/sponsors/..%2Foutbox%2Fmail.eml" }),
      expect: all(404),
    },
  ],
};

/**
 * What an admin gets for each sample call of admin-calls.ts (anonymous callers get 401 and
 * delegates 403 for all of them). The fixtures below make id 1 the sample ids' targets.
 */
export const ADMIN_STATUS: Record<string, number> = {
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
  "POST /api/admin/speakers": 201,
  "PATCH /api/admin/speakers/1": 200,
  "DELETE /api/admin/speakers/1": 200,
  "POST /api/admin/speakers/update-order": 200,
  "GET /api/admin/sponsors": 200,
  "POST /api/admin/sponsors": 201,
  "PATCH /api/admin/sponsors/1": 200,
  "POST /api/admin/sponsors/1/logo": 200,
  "POST /api/admin/sponsors/update-order": 200,
  "DELETE /api/admin/sponsors/1": 200,
  "GET /api/delegates/template": 200,
  "POST /api/delegates/import": 400,
  "GET /api/users": 200,
  "DELETE /api/users/1": 200,
  "GET /api/registrations/export": 200,
  "POST /api/registrations/export/excel-qr": 202,
  "GET /api/registrations/export/jobs": 200,
  // No job has that id: the access check passed before the lookup.
  "GET /api/registrations/export/jobs/00000000-0000-4000-8000-000000000000": 404,
  "GET /api/registrations/export/jobs/00000000-0000-4000-8000-000000000000/file": 404,
  "GET /api/admin/email-logs": 200,
  "GET /api/admin/audit-log": 200,
  "GET /api/admin/email-logs/failed": 200,
  "GET /api/admin/email-logs/by-type/registration_confirmation": 200,
  // No log has that id: the access check passed before the lookup.
  "GET /api/admin/email-logs/987654": 404,
  "PUT /api/admin/agenda/1": 200,
  "PUT /api/admin/agenda/1/speakers": 200,
  "POST /api/admin/agenda": 201,
  "DELETE /api/admin/agenda/1": 200,
  // The session POST /api/admin/agenda made; it has no question 1: the access check passed before the lookup.
  "GET /api/admin/agenda/2/questions": 200,
  "PATCH /api/admin/agenda/2/questions/1": 404,
  "PATCH /api/admin/agenda/2/live": 200,
  "POST /api/admin/agenda/2/presenter-link": 200,
  "GET /api/admin/agenda/2/polls": 200,
  "POST /api/admin/agenda/2/polls": 201,
  // The poll POST /api/admin/agenda/2/polls made: a draft, opened, then deleted.
  "PATCH /api/admin/polls/1": 200,
  "DELETE /api/admin/polls/1": 200,
  "GET /api/admin/feedback": 200,
  "GET /api/admin/feedback/export": 200,
  "GET /api/admin/announcements": 200,
  "POST /api/admin/announcements": 201,
  "GET /api/admin/agenda/template": 200,
  "GET /api/admin/agenda/export": 200,
  "POST /api/admin/agenda/import": 400,
  "GET /api/admin/check-in/counts": 200,
  "GET /api/admin/check-in/roster": 200,
  "POST /api/admin/check-in/sync": 200,
  "GET /api/admin/check-in/no-shows?event=AC2025": 200,
  "POST /api/admin/passes/1/reissue": 200,
  "GET /api/admin/event-settings": 200,
  "PUT /api/admin/event-settings": 200,
  // Nothing is marked out of date: the access check passed before the lookup.
  "POST /api/admin/event-settings/arabic-confirmations": 404,
  // Ten years after the events: refused as too early, so the other calls still find the delegates.
  "POST /api/admin/erase-delegate-data": 409,
};
