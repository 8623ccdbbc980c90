/**
 * Secrets never reach the logs (docs/decisions/0011-readings-of-the-spec.md#console; docs/architecture.md#performance-budget: "Sessions,
 * tokens and secrets never reach logs"). A failed D1 statement surfaces as Drizzle's
 * DrizzleQueryError, whose message lists every bound parameter (password hashes, token hashes,
 * addresses); the error handler and the queue consumers log {@link errorSummary} instead.
 * The account flows (login, forgot and reset password, login links) and the email consumer are
 * run with every console method captured: no password, session token, one-time token or link
 * may appear in any line.
 */
import { env } from "cloudflare:workers";
import { DrizzleQueryError } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorSummary } from "../lib/log";
import type { EmailMessage } from "../email/messages";
import { recordingQueue } from "./admin-helpers";
import { emailLogs, linkToken, outboxEmails, runEmailQueue } from "./email-helpers";
import { api, call, expectJson, registerDelegate, registration, withSession } from "./helpers";

afterEach(() => vi.restoreAllMocks());

describe("errorSummary", () => {
  it("keeps the SQL and the database's reason of a failed query, never its parameters", () => {
    const error = new DrizzleQueryError(
      "insert into users (email, password) values (?, ?)",
      ["dana@example.com", "pbkdf2-sha512$100000$salt$hash"],
      new Error("D1_ERROR: disk full"),
    );
    expect(error.message).toContain("pbkdf2-sha512");
    const summary = errorSummary(error);
    expect(summary).toBe("Failed query: insert into users (email, password) values (?, ?) (D1_ERROR: disk full)");
  });

  it("is the message of any other error", () => {
    expect(errorSummary(new TypeError("boom"))).toBe("boom");
    expect(errorSummary("plain")).toBe("plain");
  });
});

/** A D1 binding whose INSERTs into `users` fail, as a full or unavailable database would. */
function failingUsersInsert(): D1Database {
  const fail = () => Promise.reject(new Error("D1_ERROR: database is full"));
  return new Proxy(env.DB, {
    get(target, property) {
      if (property === "prepare") {
        return (query: string) => {
          const statement = target.prepare(query);
          if (!/^insert into "users"/i.test(query)) return statement;
          const failing = { all: fail, raw: fail, run: fail, first: fail };
          return { ...failing, bind: () => failing };
        };
      }
      const value = Reflect.get(target, property) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

describe("an unexpected failure during registration", () => {
  it("answers 500 without internals and logs no address, password or hash", async () => {
    const logged: unknown[][] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(args));
    const payload = registration({ password: "a-secret-password", confirmPassword: "a-secret-password" });
    const response = api(undefined, { bindings: { DB: failingUsersInsert() } }).auth.register.$post({ json: payload });
    expect(await expectJson(response, 500)).toEqual({ message: "Something went wrong. Please try again." });
    const text = logged.map((args) => args.map(String).join(" ")).join("\n");
    expect(text).toContain("D1_ERROR: database is full");
    expect(text).not.toContain(payload.email);
    expect(text).not.toContain("a-secret-password");
    expect(text).not.toContain("pbkdf2-sha512$");
  });
});

const CONSOLE_METHODS = ["log", "info", "warn", "error", "debug"] as const;

/** Records every console line from now on (restored after each test); returns the lines so far. */
function captureConsole(): () => string[] {
  const lines: string[] = [];
  for (const method of CONSOLE_METHODS) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
  }
  return () => lines;
}

/** Fails when any captured line holds one of `secrets`, a link with a token, or a password hash. */
function expectNoSecrets(lines: string[], secrets: ReadonlyArray<string | null | undefined>): void {
  const text = lines.join("\n");
  for (const secret of secrets) {
    expect(secret, "a secret to look for").toBeTruthy();
    expect(text).not.toContain(secret);
  }
  expect(text).not.toMatch(/token=|Bearer |__Host-session|pbkdf2-sha512\$/);
}

describe("account flows and the email consumer log no secrets", () => {
  it("login: a success and a failure", async () => {
    const password = "login-secret-Pa55";
    const user = await registerDelegate({ password, confirmPassword: password });
    const lines = captureConsole();
    const ok = withSession(await expectJson(api().auth.login.$post({ json: { email: user.email, password } }), 200));
    const wrong = await api().auth.login.$post({ json: { email: user.email, password: "wrong-secret-Pa55" } });
    expect(wrong.status).toBe(401);
    expectNoSecrets(lines(), [password, "wrong-secret-Pa55", user.authToken, ok.authToken]);
  });

  it("forgot and reset password with a real emailed token, and a login link sent and exchanged", async () => {
    const oldPassword = "before-reset-Pa55";
    const newPassword = "after-reset-Pa55";
    const user = await registerDelegate({ password: oldPassword, confirmPassword: oldPassword });
    const lines = captureConsole();

    // Forgot password: the message the endpoint queues, then the consumer renders and stores it.
    const { queue, sent } = recordingQueue();
    const forgot = await api(undefined, { bindings: { EMAIL_QUEUE: queue } }).auth["forgot-password"].$post({
      json: { email: user.email },
    });
    expect(forgot.status).toBe(200);
    expect(sent.map((m) => m.type)).toEqual(["password_reset"]);
    const welcome: EmailMessage = {
      type: "delegate_welcome",
      to: user.email,
      userId: user.id,
      data: { firstName: user.firstName },
    };
    const consumed = await runEmailQueue([...sent, welcome]);
    expect(consumed.result.explicitAcks).toEqual(consumed.ids);
    const [resetEmail] = await outboxEmails(user.email, "password_reset");
    const [welcomeEmail] = await outboxEmails(user.email, "delegate_welcome");
    const resetToken = linkToken(resetEmail!, "/reset-password");
    const loginToken = linkToken(welcomeEmail!, "/auth");

    // The login link first: a reset withdraws every outstanding link of the user.
    const exchanged = withSession(
      await expectJson(api().auth["login-token"].$post({ json: { token: loginToken } }), 200),
    );
    const reset = await api().auth["reset-password"].$post({
      json: { token: resetToken, password: newPassword, confirmPassword: newPassword },
    });
    expect(reset.status).toBe(200);

    // The local transport logs one line per stored email: its type and outbox key (docs/decisions/0008-email-pipeline.md).
    const keys = (await emailLogs(user.email))
      .filter((row) => row.email_type === "password_reset" || row.email_type === "delegate_welcome")
      .map((row) => `email ${row.email_type} stored in the outbox: ${String(row.transport_metadata.outboxKey)}`);
    expect(keys).toHaveLength(2);
    for (const line of keys) expect(lines()).toContain(line);

    const links = [resetEmail!, welcomeEmail!].map((email) => /https?:\/\/\S+\?token=\S+/.exec(email.text)![0]);
    expectNoSecrets(lines(), [
      oldPassword,
      newPassword,
      user.authToken,
      exchanged.authToken,
      resetToken,
      loginToken,
      ...links,
    ]);
  });
});

describe("the request log", () => {
  it("logs a private calendar feed's fetch with the token replaced", async () => {
    const user = await registerDelegate();
    const { url } = await expectJson(api(user.authToken)["my-agenda"].feed.$post(), 200);
    const token = /\/api\/calendar\/([^/]+)\.ics$/.exec(url!)![1]!;
    const lines = captureConsole();
    expect((await call(new URL(url!).pathname)).status).toBe(200);
    expect(lines()).toContainEqual(expect.stringMatching(/^GET \/api\/calendar\/\[token\]\.ics 200 \d+ms$/));
    expectNoSecrets(lines(), [token, user.authToken]);
  });

  it("logs paths without their query", async () => {
    const lines = captureConsole();
    await call("/api/unsubscribe/one-click?token=a-one-time-token");
    expect(lines()).toContainEqual(expect.stringMatching(/^GET \/api\/unsubscribe\/one-click \d{3} \d+ms$/));
    expectNoSecrets(lines(), ["a-one-time-token"]);
  });
});
