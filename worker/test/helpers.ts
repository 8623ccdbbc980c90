/**
 * Helpers for Worker tests: requests through the Worker's real fetch handler, and accounts.
 * Each helper call uses its own client IP by default so rate limits only bite where a test
 * means them to.
 */
import { env, exports } from "cloudflare:workers";
import type { AuthResponse } from "../contract/user";

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
}

/** Calls the Worker at `path` (e.g. "/api/user") and returns the raw Response. */
export function call(path: string, options: CallOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  headers.set("CF-Connecting-IP", options.ip ?? freshIp());
  if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    headers.set("Content-Type", "application/json");
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
  }
  return exports.default.fetch(
    new Request(`http://localhost:8787${path}`, { method: options.method ?? (body ? "POST" : "GET"), headers, body }),
  );
}

/** Calls the Worker and parses JSON, returning status and body. */
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

/** A valid registration payload with a unique email; override any field. */
export function registration(overrides: Record<string, unknown> = {}) {
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

/** Registers a new delegate and returns the auth response (token plus user). */
export async function registerDelegate(overrides: Record<string, unknown> = {}): Promise<AuthResponse> {
  const { status, body } = await callJson<AuthResponse>("/api/auth/register", { body: registration(overrides) });
  if (status !== 201) throw new Error(`registration failed: ${status} ${JSON.stringify(body)}`);
  return body;
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
  const { status, body } = await callJson<AuthResponse>("/api/auth/login", { body: { email, password } });
  if (status !== 200) throw new Error(`sign-in after confirmation failed: ${status} ${JSON.stringify(body)}`);
  return body;
}

/** Registers a user on an admin domain, confirms the address and signs in again: an admin. */
export async function registerAdmin(overrides: Record<string, unknown> = {}): Promise<AuthResponse> {
  const payload = registration({
    email: `organiser-${crypto.randomUUID().slice(0, 8)}@conference2025.com`,
    ...overrides,
  });
  const { status, body } = await callJson<AuthResponse>("/api/auth/register", { body: payload });
  if (status !== 201) throw new Error(`registration failed: ${status} ${JSON.stringify(body)}`);
  const admin = await confirmAndSignIn(body.id, payload.email, payload.password);
  if (!admin.isAdmin) throw new Error("the confirmed organiser is not an admin");
  return admin;
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
