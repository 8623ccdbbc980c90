/**
 * Account flows: forgot/reset password, one-time login links, unsubscribe and RFC 8058
 * one-click (spec 2, 4, 5, 7, 8; decisions.md Forgot password, Sessions, Admin role).
 */
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  EMAIL_NOT_FOUND_MESSAGE,
  INVALID_RESET_LINK_MESSAGE,
  INVALID_UNSUBSCRIBE_LINK_MESSAGE,
  LOGIN_LINK_MESSAGES,
  PASSWORD_UPDATED_MESSAGE,
  RESET_EMAIL_SENT_MESSAGE,
  UNSUBSCRIBED_MESSAGE,
} from "../contract/account";
import type { AuthResponse, User } from "../contract/user";
import { createDb } from "../db";
import { RATE_LIMIT_MESSAGE } from "../middleware/rate-limit";
import { LOGIN_LINK_TTL_MS, mintLoginToken } from "../services/login-links";
import { PASSWORD_RESET_TTL_MS, mintPasswordResetToken } from "../services/password-reset";
import { signUnsubscribeToken } from "../services/unsubscribe";
import { call, callJson, freshIp, registerDelegate } from "./helpers";
import { linkToken, waitForOutboxEmail } from "./email-helpers";

const db = () => createDb(env.DB);

const login = (email: string, password: string) =>
  callJson<AuthResponse>("/api/auth/login", { body: { email, password } });

const currentUser = (token: string) => callJson<User>("/api/user", { token });

describe("POST /api/auth/forgot-password", () => {
  it("queues a reset email for a known address (any case) and answers the spec's message", async () => {
    const user = await registerDelegate();
    const { status, body } = await callJson("/api/auth/forgot-password", { body: { email: ` ${user.email.toUpperCase()} ` } });
    expect(status).toBe(200);
    expect(body).toEqual({ message: RESET_EMAIL_SENT_MESSAGE });
    const email = await waitForOutboxEmail(user.email, "password_reset");
    expect(linkToken(email, "/reset-password")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  }, 20_000);

  it("keeps the spec's 404 for an unknown address and 400 for a malformed one", async () => {
    const unknown = await callJson("/api/auth/forgot-password", { body: { email: "nobody-here@example.com" } });
    expect(unknown).toMatchObject({ status: 404, body: { message: EMAIL_NOT_FOUND_MESSAGE } });
    const malformed = await callJson("/api/auth/forgot-password", { body: { email: "not-an-email" } });
    expect(malformed).toMatchObject({ status: 400, body: { message: "Please enter a valid email address" } });
  });

  it("is rate-limited per address (from many clients) and per client (for many addresses)", async () => {
    const user = await registerDelegate();
    const perAddress = [];
    for (let i = 0; i < 11; i++) perAddress.push((await call("/api/auth/forgot-password", { body: { email: user.email } })).status);
    expect(perAddress.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(perAddress[10]).toBe(429);

    const ip = freshIp();
    const perClient = [];
    for (let i = 0; i < 11; i++) {
      perClient.push((await call("/api/auth/forgot-password", { ip, body: { email: `nobody${i}@example.com` } })).status);
    }
    expect(perClient.slice(0, 10).every((s) => s === 404)).toBe(true);
    const limited = await callJson("/api/auth/forgot-password", { ip, body: { email: "nobody-else@example.com" } });
    expect(limited).toMatchObject({ status: 429, body: { message: RATE_LIMIT_MESSAGE } });
  });
});

describe("POST /api/auth/reset-password", () => {
  it("sets the new password from the emailed link, verifies the address and revokes every session", async () => {
    const user = await registerDelegate();
    const second = await login(user.email, "secret123");
    expect(second.status).toBe(200);
    await call("/api/auth/forgot-password", { body: { email: user.email } });
    const token = linkToken(await waitForOutboxEmail(user.email, "password_reset"), "/reset-password");

    const { status, body } = await callJson("/api/auth/reset-password", {
      body: { token, password: "new-secret-1", confirmPassword: "new-secret-1" },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ message: PASSWORD_UPDATED_MESSAGE });

    expect((await currentUser(user.authToken)).status).toBe(401);
    expect((await currentUser(second.body.authToken)).status).toBe(401);
    expect((await login(user.email, "secret123")).status).toBe(401);
    const fresh = await login(user.email, "new-secret-1");
    expect(fresh.status).toBe(200);
    expect(fresh.body.emailVerified).toBe(true);

    const reuse = await callJson("/api/auth/reset-password", { body: { token, password: "other-pass", confirmPassword: "other-pass" } });
    expect(reuse).toMatchObject({ status: 400, body: { message: INVALID_RESET_LINK_MESSAGE } });
    expect((await login(user.email, "other-pass")).status).toBe(401);
  }, 20_000);

  it("refuses an expired token and leaves the password alone", async () => {
    const user = await registerDelegate();
    const token = await mintPasswordResetToken(db(), user.id, Date.now() - PASSWORD_RESET_TTL_MS - 1_000);
    const { status, body } = await callJson("/api/auth/reset-password", {
      body: { token, password: "new-secret-1", confirmPassword: "new-secret-1" },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ message: INVALID_RESET_LINK_MESSAGE });
    expect((await login(user.email, "secret123")).status).toBe(200);
    expect((await currentUser(user.authToken)).status).toBe(200);
  });

  it("makes every earlier link of the user unusable once one succeeds", async () => {
    const user = await registerDelegate();
    const first = await mintPasswordResetToken(db(), user.id);
    const second = await mintPasswordResetToken(db(), user.id);
    expect((await call("/api/auth/reset-password", { body: { token: second, password: "pass-two", confirmPassword: "pass-two" } })).status).toBe(200);
    const stale = await callJson("/api/auth/reset-password", { body: { token: first, password: "pass-one", confirmPassword: "pass-one" } });
    expect(stale).toMatchObject({ status: 400, body: { message: INVALID_RESET_LINK_MESSAGE } });
  });

  it.each([
    [{ token: "" }, "Token is required"],
    [{ token: undefined }, "Token is required"],
    [{ password: "12345", confirmPassword: "12345" }, "Password must be at least 6 characters"],
    [{ confirmPassword: "different" }, "Passwords don't match"],
  ])("rejects %j with 400 %s", async (overrides, message) => {
    const { status, body } = await callJson("/api/auth/reset-password", {
      body: { token: "x".repeat(43), password: "secret99", confirmPassword: "secret99", ...overrides },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ message });
  });
});

describe("POST /api/auth/login-token", () => {
  it("exchanges a login link once for a session, marks it used and verifies the address", async () => {
    const user = await registerDelegate();
    const token = await mintLoginToken(db(), user.id);
    const { status, body, headers } = await callJson<AuthResponse>("/api/auth/login-token", { body: { token } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: user.id, email: user.email, emailVerified: true });
    expect(headers.get("Set-Cookie")).toMatch(/__Host-session=.+HttpOnly/i);
    expect((await currentUser(body.authToken)).body.id).toBe(user.id);
    const row = await env.DB.prepare("SELECT is_used FROM login_tokens WHERE user_id = ?").bind(user.id).all();
    expect(row.results).toContainEqual({ is_used: 1 });

    const reuse = await callJson("/api/auth/login-token", { body: { token } });
    expect(reuse).toMatchObject({ status: 400, body: { message: LOGIN_LINK_MESSAGES.used } });
  });

  it("refuses an expired, an unknown and a malformed token with a clear message", async () => {
    const user = await registerDelegate();
    const expired = await mintLoginToken(db(), user.id, Date.now() - LOGIN_LINK_TTL_MS - 1_000);
    expect(await callJson("/api/auth/login-token", { body: { token: expired } })).toMatchObject({
      status: 400,
      body: { message: LOGIN_LINK_MESSAGES.expired },
    });
    expect(await callJson("/api/auth/login-token", { body: { token: "A".repeat(43) } })).toMatchObject({
      status: 400,
      body: { message: LOGIN_LINK_MESSAGES.invalid },
    });
    expect(await callJson("/api/auth/login-token", { body: { token: "short" } })).toMatchObject({
      status: 400,
      body: { message: LOGIN_LINK_MESSAGES.invalid },
    });
    const row = await env.DB.prepare("SELECT email_verified_at FROM users WHERE id = ?").bind(user.id).first();
    expect(row).toEqual({ email_verified_at: null });
  });

  it("lets the owner of an admin-domain address become admin only after following the link", async () => {
    const organiser = await registerDelegate({ email: `ops-${crypto.randomUUID().slice(0, 8)}@conference2025.com` });
    expect(organiser.isAdmin).toBe(false);
    const token = await mintLoginToken(db(), organiser.id);
    const { body } = await callJson<AuthResponse>("/api/auth/login-token", { body: { token } });
    expect(body.isAdmin).toBe(true);
  });
});

describe("unsubscribe", () => {
  const subscription = (email: string) =>
    env.DB.prepare("SELECT is_active, unsubscribed_at FROM newsletter_subscriptions WHERE email = ?")
      .bind(email)
      .first<{ is_active: number; unsubscribed_at: number | null }>();

  it("POST /api/unsubscribe is idempotent and keeps the first unsubscribe time", async () => {
    const user = await registerDelegate();
    const first = await callJson("/api/unsubscribe", { body: { email: ` ${user.email.toUpperCase()}` } });
    expect(first).toMatchObject({ status: 200, body: { message: UNSUBSCRIBED_MESSAGE } });
    const after = await subscription(user.email);
    expect(after?.is_active).toBe(0);
    const second = await callJson("/api/unsubscribe", { body: { email: user.email } });
    expect(second).toMatchObject({ status: 200, body: { message: UNSUBSCRIBED_MESSAGE } });
    expect(await subscription(user.email)).toEqual(after);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM newsletter_subscriptions WHERE email = ?").bind(user.email).first();
    expect(count).toEqual({ n: 1 });
  });

  it("answers the same for an address without an account, and 400 for a malformed one", async () => {
    expect(await callJson("/api/unsubscribe", { body: { email: "never-registered@example.com" } })).toMatchObject({
      status: 200,
      body: { message: UNSUBSCRIBED_MESSAGE },
    });
    expect(await callJson("/api/unsubscribe", { body: { email: "" } })).toMatchObject({ status: 400, body: { message: "Email is required" } });
    expect(await callJson("/api/unsubscribe", { body: { email: "nope" } })).toMatchObject({
      status: 400,
      body: { message: "Please enter a valid email address" },
    });
  });

  it("one-click POST works without cookies or session, twice, and only with a valid signature", async () => {
    const email = `one-click-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const token = await signUnsubscribeToken(env.TOKEN_SIGNING_SECRET, email);
    const forged = await signUnsubscribeToken("another-secret", email);
    const url = (t: string) => `/api/unsubscribe/one-click?email=${encodeURIComponent(email)}&token=${t}`;
    const form = { "Content-Type": "application/x-www-form-urlencoded" };

    const bad = await callJson(url(forged), { method: "POST", body: "List-Unsubscribe=One-Click", headers: form });
    expect(bad).toMatchObject({ status: 400, body: { message: INVALID_UNSUBSCRIBE_LINK_MESSAGE } });
    expect(await subscription(email)).toBeNull();

    for (let i = 0; i < 2; i++) {
      const ok = await callJson(url(token), { method: "POST", body: "List-Unsubscribe=One-Click", headers: form });
      expect(ok).toMatchObject({ status: 200, body: { message: UNSUBSCRIBED_MESSAGE } });
    }
    expect((await subscription(email))?.is_active).toBe(0);

    // A client that opens the link in a browser (GET) is sent to the page; GET never unsubscribes.
    const other = `browser-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const path = `/api/unsubscribe/one-click?email=${encodeURIComponent(other)}&token=${await signUnsubscribeToken(env.TOKEN_SIGNING_SECRET, other)}`;
    const response = await exports.default.fetch(new Request(`http://localhost:8787${path}`, { redirect: "manual" }));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/unsubscribe?email=${encodeURIComponent(other)}`);
    expect(await subscription(other)).toBeNull();
  });
});
