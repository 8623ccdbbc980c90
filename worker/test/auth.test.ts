import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { LOGIN_RATE_LIMIT_MESSAGE } from "../middleware/rate-limit";
import { NO_LINK_MESSAGE } from "../contract/fields";
import {
  TEST_PASSWORD,
  answer,
  api,
  call,
  callJson,
  expectJson,
  freshIp,
  registerDelegate,
  registration,
  signedIn,
  withinOneRateLimitWindow,
  withSession,
} from "./helpers";

describe("POST /api/auth/register", () => {
  it("creates the account, returns a token and the user without the password", async () => {
    const payload = registration({ email: "  Mixed.Case@Example.COM " });
    const response = await api().auth.register.$post({ json: payload });
    const body = signedIn(await expectJson(response, 201));
    expect(body.authToken).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(body.email).toBe("mixed.case@example.com");
    expect(body.username).toBe("mixed.case@example.com");
    expect(body.userType).toBe("delegate");
    expect(body.isAdmin).toBe(false);
    expect(body).not.toHaveProperty("password");
    expect(response.headers.get("Set-Cookie")).toMatch(/__Host-session=.+HttpOnly/i);

    const row = await env.DB.prepare("SELECT password FROM users WHERE email = ?")
      .bind(body.email)
      .first<{ password: string }>();
    expect(row?.password).toMatch(/^pbkdf2-sha512\$100000\$/);
    expect(row?.password).not.toContain(payload.password);
  });

  it("creates the account without signing in when autoLogin is false", async () => {
    const payload = registration({ autoLogin: false });
    const response = await api().auth.register.$post({ json: payload });
    const body = await expectJson(response, 201);
    expect(body.email).toBe(payload.email);
    expect(body.authToken).toBeNull();
    expect(response.headers.get("Set-Cookie")).toBeNull();
    const login = await api().auth.login.$post({ json: { email: payload.email, password: payload.password } });
    expect(login.status).toBe(200);
  });

  it("assigns increasing candidate numbers that are never reused after a delete", async () => {
    const first = await registerDelegate();
    const second = await registerDelegate();
    expect(second.candidateNumber).toBe(first.candidateNumber + 1);
    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(second.id).run();
    const third = await registerDelegate();
    expect(third.candidateNumber).toBe(second.candidateNumber + 1);
  });

  it("answers 409 for an email that exists, in any case", async () => {
    const existing = await registerDelegate();
    const refused = api().auth.register.$post({ json: registration({ email: existing.email.toUpperCase() }) });
    expect(await expectJson(refused, 409)).toEqual({ message: "An account with this email already exists" });
  });

  it.each([
    [{ firstName: "" }, "First name is required"],
    [{ firstName: undefined }, "First name is required"],
    [{ lastName: "   " }, "Last name is required"],
    [{ email: "" }, "Email is required"],
    [{ email: "not-an-email" }, "Please enter a valid email address"],
    [{ company: "" }, "Company is required"],
    [{ title: "" }, "Job title is required"],
    [{ password: "12345", confirmPassword: "12345" }, "Password must be at least 6 characters"],
    [{ confirmPassword: "" }, "Confirm password is required"],
    [{ confirmPassword: "different1" }, "Passwords don't match"],
    [{ linkedinUrl: "javascript:alert(1)" }, "Please enter a valid URL"],
    [{ phone: "12ab" }, "Please enter a valid phone number"],
    [{ firstName: "x".repeat(1_000_000) }, "Must be at most 100 characters"],
    [{ expertise: ["PPP", "ppp"] }, "Skills must be unique"],
    [{ firstName: "Your account is locked; verify at https://evil.example/login" }, NO_LINK_MESSAGE],
    [{ lastName: "see www.evil.example" }, NO_LINK_MESSAGE],
    [{ company: "Write to help@evil.example" }, NO_LINK_MESSAGE],
    [{ title: "ftp://evil.example" }, NO_LINK_MESSAGE],
  ])("rejects %j with 400 %s and stores nothing", async (overrides, message) => {
    const payload = registration(overrides);
    expect(await expectJson(api().auth.register.$post({ json: payload }), 400)).toEqual({ message });
    const count = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?")
      .bind(String(payload.email).trim().toLowerCase())
      .first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it("answers 400 with a message for malformed JSON", async () => {
    // Raw: the typed client always sends well-formed JSON.
    const response = await call("/api/auth/register", { body: "{not json" });
    expect(response.status).toBe(400);
    expect(typeof ((await response.json()) as { message?: unknown }).message).toBe("string");
  });

  it("does not grant admin to an unverified address on an admin domain", async () => {
    const user = await registerDelegate({ email: `someone-${crypto.randomUUID().slice(0, 6)}@asarlegal.com` });
    expect(user.isAdmin).toBe(false);
  });

  it("is rate-limited per client IP", { timeout: 30_000 }, async () => {
    await withinOneRateLimitWindow();
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await api(undefined, { ip }).auth.register.$post({ json: registration() })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("POST /api/auth/login", () => {
  it("signs in with the right password, case-insensitively on the email", async () => {
    const user = await registerDelegate();
    const signIn = api().auth.login.$post({
      json: { email: ` ${user.email.toUpperCase()} `, password: TEST_PASSWORD },
    });
    const body = withSession(await expectJson(signIn, 200));
    expect(body.id).toBe(user.id);
    expect(body.authToken).not.toBe(user.authToken);
  });

  it("answers 401 with the same message for a wrong password and an unknown email", async () => {
    const user = await registerDelegate();
    const wrong = await answer(api().auth.login.$post({ json: { email: user.email, password: "wrong-password" } }));
    const unknown = await answer(
      api().auth.login.$post({ json: { email: "nobody@example.com", password: TEST_PASSWORD } }),
    );
    expect(wrong).toMatchObject({ status: 401, body: { message: "Invalid email or password" } });
    expect(unknown).toMatchObject({ status: 401, body: { message: "Invalid email or password" } });
  });

  it.each([
    [{ email: "", password: "x" }, "Email is required"],
    [{ email: "bad", password: "x" }, "Please enter a valid email address"],
    [{ email: "a@b.co", password: "" }, "Password is required"],
    [{ email: "a@b.co" }, "Password is required"],
  ])("rejects %j with 400 %s", async (payload, message) => {
    // Raw: the last row leaves out a required field, which the client's payload type does not allow.
    expect(await callJson("/api/auth/login", { body: payload })).toMatchObject({ status: 400, body: { message } });
  });

  it("is rate-limited per address and client: the 11th try from one client is refused, other clients are not", {
    timeout: 30_000,
  }, async () => {
    await withinOneRateLimitWindow();
    const user = await registerDelegate();
    const oneClient = api(undefined, { ip: freshIp() });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await oneClient.auth.login.$post({ json: { email: user.email, password: "wrong-pass" } })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const refused = await answer(oneClient.auth.login.$post({ json: { email: user.email, password: TEST_PASSWORD } }));
    expect(refused).toMatchObject({ status: 429, body: { message: LOGIN_RATE_LIMIT_MESSAGE } });
    // The owner, elsewhere: guesses from one client do not keep them out.
    expect((await api().auth.login.$post({ json: { email: user.email, password: TEST_PASSWORD } })).status).toBe(200);
  });

  it("caps one client across addresses at the higher ceiling (50 a minute)", { timeout: 30_000 }, async () => {
    await withinOneRateLimitWindow(20_000);
    const oneClient = api(undefined, { ip: freshIp() });
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++) {
      const json = { email: `nobody-${i}@example.com`, password: "wrong-pass" };
      statuses.push((await oneClient.auth.login.$post({ json })).status);
    }
    expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true);
    expect(statuses[50]).toBe(429);
  });

  it("gives a 1-day session without rememberMe", async () => {
    const user = await registerDelegate();
    const response = await api().auth.login.$post({
      json: { email: user.email, password: TEST_PASSWORD, rememberMe: false },
    });
    expect(response.headers.get("Set-Cookie")).toContain("Max-Age=86400");
  });
});

describe("GET /api/user and POST /api/auth/logout", () => {
  it("returns the current user for a Bearer token and 401 without one", async () => {
    const user = await registerDelegate();
    const me = await expectJson(api(user.authToken).user.$get(), 200);
    expect(me.email).toBe(user.email);
    expect(await answer(api().user.$get())).toMatchObject({ status: 401, body: { message: "Not authenticated" } });
    expect((await answer(api("1.forged").user.$get())).status).toBe(401);
  });

  it("accepts the session cookie on GET but not on a POST other than logout", async () => {
    const user = await registerDelegate();
    const cookie = { Cookie: `__Host-session=${user.authToken}` };
    expect((await api().user.$get(undefined, { headers: cookie })).status).toBe(200);
    expect((await api()["my-agenda"].feed.$post(undefined, { headers: cookie })).status).toBe(401);
  });

  it("ends the session on logout with the Bearer token", async () => {
    const user = await registerDelegate();
    const out = await answer(api(user.authToken).auth.logout.$post());
    expect(out.status).toBe(200);
    expect((await api(user.authToken).user.$get()).status).toBe(401);
  });

  it("ends the session on logout with the session cookie alone, as Bearer token and as cookie", async () => {
    const user = await registerDelegate();
    const cookie = { Cookie: `__Host-session=${user.authToken}` };
    expect(await expectJson(api().auth.logout.$post(undefined, { headers: cookie }), 200)).toEqual({
      message: "Signed out",
    });
    expect((await api(user.authToken).user.$get()).status).toBe(401);
    expect((await api().user.$get(undefined, { headers: cookie })).status).toBe(401);
  });

  it("ends both sessions when a Bearer token and another session's cookie are sent", async () => {
    const user = await registerDelegate();
    const other = withSession(
      await expectJson(api().auth.login.$post({ json: { email: user.email, password: TEST_PASSWORD } }), 200),
    );
    await api(user.authToken).auth.logout.$post(undefined, {
      headers: { Cookie: `__Host-session=${other.authToken}` },
    });
    expect((await api(user.authToken).user.$get()).status).toBe(401);
    expect((await api(other.authToken).user.$get()).status).toBe(401);
  });

  it("computes admin on the server for a verified address on an admin domain", async () => {
    const user = await registerDelegate({ email: `organiser-${crypto.randomUUID().slice(0, 6)}@conference2025.com` });
    await env.DB.prepare("UPDATE users SET email_verified_at = 1 WHERE id = ?").bind(user.id).run();
    const me = await expectJson(api(user.authToken).user.$get(), 200);
    expect(me.isAdmin).toBe(true);
  });
});
