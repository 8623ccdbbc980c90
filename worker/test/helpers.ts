/**
 * Helpers for Worker tests: the typed client of the app (the way tests call the API), the raw
 * requests kept for what that client cannot send, accounts and one-time tokens, test files and
 * tables. Every request goes to the Worker's real fetch handler with its own client IP by
 * default, so rate limits only bite where a test means them to.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { type ApplyGlobalResponse, type ClientResponse, hc } from "hono/client";
import { expect } from "vitest";
import { app, type AppType } from "../app";
import type { RegisterInput } from "../contract/auth";
import type { MfaChallenge } from "../contract/mfa";
import type { AuthResponse, User } from "../contract/user";
import { createDb } from "../db";
import { mintLoginToken } from "../services/login-links";
import { mintPasswordResetToken } from "../services/password-reset";

const ORIGIN = "http://localhost:8787";

/** The body of every failed API call (worker/middleware/errors.ts; docs/api.md, Status codes). */
interface ErrorBody {
  message: string;
}

/** The statuses the error handler answers with {@link ErrorBody} (worker/middleware/errors.ts). */
type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

/**
 * The app's type with the error answers of the one error handler added to every route: Hono
 * infers only what handlers return, while middleware and thrown errors answer `{ message }`.
 */
type TestedApp = ApplyGlobalResponse<AppType, { [S in ErrorStatus]: { json: ErrorBody } }>;

/**
 * A request to the Worker's fetch handler, or, with replaced `bindings`, to the app itself with
 * them and an execution context it waits on (work the app leaves to `waitUntil` is done when the
 * answer returns). Redirects are answered, not followed: a test sees the Worker's own.
 */
async function workerFetch(request: Request, bindings?: Partial<Env>): Promise<Response> {
  const manual = new Request(request, { redirect: "manual" });
  if (!bindings) return exports.default.fetch(manual);
  const ctx = createExecutionContext();
  const response = await app.fetch(manual, { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** Options of {@link client}. */
export interface ClientOptions {
  /** `CF-Connecting-IP` of every request (a test of a per-client rate limit); by default a fresh one per request. */
  ip?: string;
  /**
   * Bindings replaced for these requests (e.g. a recording queue or a failing KV): the app is then
   * called directly with them instead of through the Worker's fetch handler.
   */
  bindings?: Partial<Env>;
}

/**
 * The typed client of the whole app: `hc<AppType>` from hono/client, the client the web app is
 * moving to, whose requests go to the Worker's real fetch handler (`exports.default.fetch`),
 * each with a fresh `CF-Connecting-IP` and, given a `token`, `Authorization: Bearer <token>`.
 * Paths, payloads (`json`, `query`, `param`) and answers are typed from the routes, so a renamed
 * route or a changed payload or answer breaks the tests that use it at type-check time. Read an
 * answer with {@link expectJson} or {@link answer}; per-request headers (a session cookie,
 * `If-None-Match`) go in the call's options: `$get(args, { headers })`; uploads send their form
 * with `multipart()` (admin-helpers.ts).
 *
 * Tests use {@link call} instead only for what this client cannot send: malformed JSON, a wrong
 * Content-Type, hostile headers, hand-made multipart bodies, path segments or query parameters
 * no route declares, payloads that break the route's type on purpose (a missing field, a number
 * for a text), and URLs the API itself answered (photo URLs, one-click links in an email).
 */
export function client(token?: string, { ip, bindings }: ClientOptions = {}) {
  return hc<TestedApp>(ORIGIN, {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => workerFetch(new Request(input, init), bindings),
    headers: () => ({
      "CF-Connecting-IP": ip ?? freshIp(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    }),
  });
}

/** The `/api` part of {@link client}: `api(token).auth.login.$post({ json })`. */
export function api(token?: string, options?: ClientOptions) {
  return client(token, options).api;
}

/** The type of {@link api}'s client: `InferRequestType<Api["qna"]["$post"]>["json"]` is a payload. */
export type Api = ReturnType<typeof api>;

type AnyClientResponse = ClientResponse<unknown, number, string>;

/**
 * The JSON body type of client response `R` at status `S`: `unknown` where the route answers a
 * plain `Response`, whose body Hono does not type.
 */
type JsonAt<R, S extends number> =
  R extends ClientResponse<infer T, infer U, infer F>
    ? U extends S
      ? F extends "json"
        ? T
        : unknown
      : never
    : never;

/**
 * Checks a typed client answer's status and returns its JSON body, typed as the route declares
 * it for that status ({@link ErrorBody} for an error status). A wrong status fails with the body
 * as the assertion's message.
 */
export async function expectJson<R extends AnyClientResponse, S extends R["status"]>(
  response: R | Promise<R>,
  status: S,
): Promise<JsonAt<R, S>> {
  const res = await response;
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as JsonAt<R, S>;
}

/** A typed client answer read once: status, headers and JSON body, typed per status. */
export type Answer<R> =
  R extends ClientResponse<infer T, infer U, infer F>
    ? { status: U; body: F extends "json" ? T : unknown; headers: Headers }
    : never;

/** Reads a typed client answer once (for `expect(await answer(...)).toMatchObject({ status, body })`). */
export async function answer<R extends AnyClientResponse>(response: R | Promise<R>): Promise<Answer<R>> {
  const res = await response;
  return { status: res.status, body: await res.json(), headers: res.headers } as Answer<R>;
}

let ipCounter = 0;

/** A fresh fake client IP (CF-Connecting-IP). */
export function freshIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

export interface CallOptions {
  method?: string;
  /** JSON body; a string is sent as is (for malformed-JSON tests). */
  body?: unknown;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
  /** Bindings replaced for this request, as in {@link ClientOptions}. */
  bindings?: Partial<Env>;
}

/**
 * Calls the Worker at `path` (e.g. "/api/user") outside the typed client and returns the raw
 * Response: only for what {@link client} cannot send (see there).
 */
export function call(path: string, options: CallOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  headers.set("CF-Connecting-IP", options.ip ?? freshIp());
  if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    headers.set("Content-Type", "application/json");
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
  }
  const method = options.method ?? (body ? "POST" : "GET");
  return workerFetch(new Request(`${ORIGIN}${path}`, { method, headers, body }), options.bindings);
}

/** {@link call}, with the answer parsed as JSON: status, body and headers. */
export async function callJson<T = Record<string, unknown>>(
  path: string,
  options: CallOptions = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await call(path, options);
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}

/**
 * The password of every test account: not on the common-password list the server refuses
 * (worker/services/password.ts, isCommonPassword).
 */
export const TEST_PASSWORD = "Gulf-Energy-42";

let emailCounter = 0;

/**
 * Gives the users registered next in this file ids that no other file reaches (from a random
 * million up). The rate limiter's counts outlive a test file (docs/testing.md#worker-tests) and
 * every file's user ids start at 1, so a test that spends a person's budget, keyed by user id
 * (middleware/rate-limit.ts), would otherwise spend it for the person of the same id in a file
 * that runs within the same minute. Test-only: it moves SQLite's AUTOINCREMENT sequence.
 */
export async function distinctUserIds(): Promise<void> {
  const from = 1_000_000 * (1 + Math.floor(Math.random() * 1_000));
  await env.DB.batch([
    env.DB.prepare("UPDATE sqlite_sequence SET seq = max(seq, ?1) WHERE name = 'users'").bind(from),
    env.DB.prepare(
      "INSERT INTO sqlite_sequence (name, seq) SELECT 'users', ?1 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'users')",
    ).bind(from),
  ]);
}

/** A valid registration payload with a unique email; override any field. */
export function registration(overrides: Partial<RegisterInput> = {}): RegisterInput {
  emailCounter += 1;
  return {
    firstName: "Dana",
    lastName: "Al-Sayer",
    email: `delegate${emailCounter}-${crypto.randomUUID().slice(0, 8)}@example.com`,
    company: "Gulf Energy Partners",
    title: "Project Finance Lead",
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    phone: "+96550001234",
    countryCode: "+965",
    expertise: ["PPP"],
    ...overrides,
  };
}

/**
 * The auth response of POST /api/auth/register, which answers the user alone when the payload's
 * `autoLogin` is false (worker/routes/auth.ts).
 * @throws Error when the answer carries no session token.
 */
export function signedIn(user: User | AuthResponse): AuthResponse {
  if (!("authToken" in user) || typeof user.authToken !== "string") throw new Error("the answer carries no session");
  return user;
}

/**
 * A sign-in answer that started a session: POST /api/auth/login and /api/auth/login-token answer
 * a second-factor challenge instead for an account with TOTP on (worker/routes/mfa.ts).
 * @throws Error for a challenge.
 */
export function withSession<T extends object>(answer: T | MfaChallenge): T {
  if ("mfaRequired" in answer) throw new Error("the sign-in asked for a second factor");
  return answer;
}

/** Registers a new delegate (POST /api/auth/register) and returns the auth response (token plus user). */
export async function registerDelegate(overrides: Partial<RegisterInput> = {}): Promise<AuthResponse> {
  return signedIn(await expectJson(api().auth.register.$post({ json: registration(overrides) }), 201));
}

/**
 * Marks a user's address confirmed a moment ago (as following the emailed link does, without its
 * other effects) and signs them in again: the admin role of an admin-domain address belongs only
 * to sessions created after the confirmation (worker/services/users.ts, isAdmin).
 * @returns the new session's auth response.
 */
export async function confirmAndSignIn(userId: number, email: string, password = TEST_PASSWORD): Promise<AuthResponse> {
  await env.DB.prepare("UPDATE users SET email_verified_at = ? WHERE id = ?")
    .bind(Date.now() - 1, userId)
    .run();
  return withSession(await expectJson(api().auth.login.$post({ json: { email, password } }), 200));
}

/** Registers a user on an admin domain, confirms the address and signs in again: an admin. */
export async function registerAdmin(overrides: Partial<RegisterInput> = {}): Promise<AuthResponse> {
  const payload = registration({
    email: `organiser-${crypto.randomUUID().slice(0, 8)}@conference2025.com`,
    ...overrides,
  });
  const registered = await expectJson(api().auth.register.$post({ json: payload }), 201);
  const admin = await confirmAndSignIn(registered.id, payload.email, payload.password);
  if (!admin.isAdmin) throw new Error("the confirmed organiser is not an admin");
  return admin;
}

/**
 * A password reset token of `userId`, as the emailed link carries it, minted directly
 * (worker/services/password-reset.ts) without the email.
 * @param now epoch ms of its creation (an earlier one makes an expired token).
 * @throws Error when the user does not exist.
 */
export async function resetLinkToken(userId: number, now?: number): Promise<string> {
  const token = await mintPasswordResetToken(createDb(env.DB), userId, now);
  if (!token) throw new Error(`no user ${userId} to reset`);
  return token;
}

/**
 * A one-time login token of `userId`, as the emailed link carries it, minted directly
 * (worker/services/login-links.ts) without the email.
 * @param now epoch ms of its creation (an earlier one makes an expired token).
 * @throws Error when the user does not exist.
 */
export async function loginLinkToken(userId: number, now?: number): Promise<string> {
  const token = await mintLoginToken(createDb(env.DB), userId, now);
  if (!token) throw new Error(`no user ${userId} to sign in`);
  return token;
}

/**
 * Follows a one-time login link of `userId` as its owner would click the emailed one (minted with
 * {@link loginLinkToken}, exchanged with POST /api/auth/login-token); the first confirms the address.
 * @returns the answer: the new session's auth response and `choosePassword`.
 */
export async function followLoginLink(userId: number) {
  const token = await loginLinkToken(userId);
  return withSession(await expectJson(api().auth["login-token"].$post({ json: { token } }), 200));
}

/** A binary test input by name (see TEST_FILES in vitest.config.ts). */
export function testFile(name: string): Uint8Array {
  const base64 = env.TEST_FILES[name];
  if (!base64) throw new Error(`Unknown test file ${name}`);
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/**
 * Empties tables (storage is shared by the tests of one file). Children first: pass tables in
 * an order that respects foreign keys.
 */
export async function clearTables(...tables: string[]): Promise<void> {
  await env.DB.batch(tables.map((t) => env.DB.prepare(`DELETE FROM ${t}`)));
}

/**
 * Waits, when needed, until at least `needMs` remain in the rate limiter's current window. The
 * local rate-limit binding counts in fixed windows of its period (60 s, wrangler.toml) aligned to
 * the epoch, so a burst that straddles two windows is counted in both: tests that expect exactly
 * the 11th request to be refused start their burst well inside one window.
 */
export async function withinOneRateLimitWindow(needMs = 10_000, periodMs = 60_000): Promise<void> {
  const left = periodMs - (Date.now() % periodMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** Web Push subscription keys of the shape a browser sends (base64url of 65 and 16 bytes). */
export const PUSH_KEYS = { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) };
