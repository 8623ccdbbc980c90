/**
 * Session revocation (docs/decisions/0002-sessions-in-kv-and-revocation-point.md: a password reset revokes all of the user's
 * sessions). The revocation point `users.sessionsRevokedAt` in D1 is what refuses old sessions;
 * deleting their KV keys is a best-effort clean-up, because `kv.list` is eventually consistent and
 * can miss a session written just before the reset.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { sha256Hex } from "../lib/crypto";
import { isAuthSessionCurrent, type AuthSession } from "../services/auth-sessions";
import { TEST_PASSWORD, answer, api, expectJson, registerDelegate, resetLinkToken, withSession } from "./helpers";

const kvKey = async (token: string) => `session:${token.split(".")[0]}:${await sha256Hex(token)}`;

const currentUser = (token: string) => api(token).user.$get();

const resetBody = (token: string, password: string) => ({ token, password, confirmPassword: password });

describe("isAuthSessionCurrent", () => {
  const session: AuthSession = { userId: 1, createdAt: 1_000, expiresAt: 2_000 };

  it("accepts every session of a user who never revoked, and those created after the revocation", () => {
    expect(isAuthSessionCurrent(session, null)).toBe(true);
    expect(isAuthSessionCurrent(session, new Date(999))).toBe(true);
  });

  it("refuses a session created at or before the revocation", () => {
    expect(isAuthSessionCurrent(session, new Date(1_000))).toBe(false);
    expect(isAuthSessionCurrent(session, new Date(5_000))).toBe(false);
  });
});

describe("a password reset revokes every session", () => {
  it("refuses a session created before the reset even when its KV record is still there", async () => {
    const user = await registerDelegate();
    const key = await kvKey(user.authToken);
    const record = await env.SESSIONS.get(key);
    expect(record).not.toBeNull();
    expect((await currentUser(user.authToken)).status).toBe(200);

    const token = await resetLinkToken(user.id);
    expect((await api().auth["reset-password"].$post({ json: resetBody(token, "after-reset-1") })).status).toBe(200);
    const row = await env.DB.prepare("SELECT sessions_revoked_at FROM users WHERE id = ?")
      .bind(user.id)
      .first<{ sessions_revoked_at: number }>();
    expect(row!.sessions_revoked_at).toBeGreaterThanOrEqual(JSON.parse(record!).createdAt);

    // What a listing that missed the key, or a location still holding it, looks like.
    await env.SESSIONS.put(key, record!);
    expect(await answer(currentUser(user.authToken))).toMatchObject({
      status: 401,
      body: { message: "Not authenticated" },
    });
    const qrCode = api().qrcode[":userId"].$get(
      { param: { userId: String(user.id) } },
      { headers: { Cookie: `__Host-session=${user.authToken}` } },
    );
    expect((await qrCode).status).toBe(401);

    // A session created after the reset works.
    const fresh = withSession(
      await expectJson(api().auth.login.$post({ json: { email: user.email, password: "after-reset-1" } }), 200),
    );
    expect((await expectJson(currentUser(fresh.authToken), 200)).id).toBe(user.id);
  });

  it("still resets and revokes when the KV clean-up fails", async () => {
    const user = await registerDelegate();
    const token = await resetLinkToken(user.id);
    const brokenKv = new Proxy(env.SESSIONS, {
      get(target, property) {
        if (property === "list") return () => Promise.reject(new Error("KV unavailable"));
        const value = Reflect.get(target, property) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const logged: unknown[][] = [];
    const error = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(args));
    const response = await api(undefined, { bindings: { SESSIONS: brokenKv } })
      .auth["reset-password"].$post({ json: resetBody(token, "after-reset-2") })
      .finally(() => error.mockRestore());
    expect(response.status).toBe(200);
    const text = logged.map((args) => args.map(String).join(" ")).join("\n");
    expect(text).toContain("KV unavailable");
    expect(text).not.toContain(token);
    expect(text).not.toContain("after-reset-2");
    expect(await env.SESSIONS.get(await kvKey(user.authToken))).not.toBeNull();
    expect((await currentUser(user.authToken)).status).toBe(401);
    expect((await api().auth.login.$post({ json: { email: user.email, password: "after-reset-2" } })).status).toBe(200);
  });

  it("leaves other users' sessions alone", async () => {
    const user = await registerDelegate();
    const other = await registerDelegate();
    const token = await resetLinkToken(user.id);
    expect((await api().auth["reset-password"].$post({ json: resetBody(token, "after-reset-3") })).status).toBe(200);
    expect((await currentUser(other.authToken)).status).toBe(200);
  });
});

describe("the idle timeout: 30 days with rememberMe, 1 day without, sliding", () => {
  const DAY_MS = 24 * 60 * 60 * 1000;

  /** Signs in and returns the token and its KV key. */
  async function signIn(rememberMe: boolean) {
    const user = await registerDelegate();
    const session = withSession(
      await expectJson(
        api().auth.login.$post({ json: { email: user.email, password: TEST_PASSWORD, rememberMe } }),
        200,
      ),
    );
    return { token: session.authToken, key: await kvKey(session.authToken) };
  }

  /** Makes the session look last renewed `idleMs` ago, within an idle window of `windowMs`. */
  async function ageSession(key: string, idleMs: number, windowMs: number): Promise<void> {
    const record = JSON.parse((await env.SESSIONS.get(key))!) as AuthSession;
    const now = Date.now();
    const aged = { ...record, createdAt: now - idleMs - 1, expiresAt: now - idleMs + windowMs };
    await env.SESSIONS.put(key, JSON.stringify(aged));
  }

  it.each([
    [false, DAY_MS],
    [true, 30 * DAY_MS],
  ])(
    "rememberMe %s: a use after 23 h idle moves the end of the window to a full window from now",
    async (rememberMe, windowMs) => {
      const { token, key } = await signIn(rememberMe);
      await ageSession(key, windowMs - 60 * 60 * 1000 - 60_000, windowMs);
      const before = Date.now();
      const response = await currentUser(token);
      expect(response.status).toBe(200);
      expect(response.headers.get("Set-Cookie")).toContain(`Max-Age=${windowMs / 1000}`);
      const renewed = JSON.parse((await env.SESSIONS.get(key))!) as AuthSession;
      expect(renewed.expiresAt).toBeGreaterThanOrEqual(before + windowMs);
    },
  );

  it("does not write KV for a use within the hour after the last renewal", async () => {
    const { token, key } = await signIn(false);
    const stored = await env.SESSIONS.get(key);
    const response = await currentUser(token);
    expect(response.status).toBe(200);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(await env.SESSIONS.get(key)).toBe(stored);
  });

  it("refuses a session idle for longer than its window, even when it was created less than 30 days ago", async () => {
    const { token, key } = await signIn(false);
    await ageSession(key, DAY_MS + 60_000, DAY_MS);
    expect((await currentUser(token)).status).toBe(401);
  });
});
