/**
 * Secrets never reach the logs (decisions.md, Console; issue "Production readiness": "Sessions,
 * tokens and secrets never reach logs"). A failed D1 statement surfaces as Drizzle's
 * DrizzleQueryError, whose message lists every bound parameter (password hashes, token hashes,
 * addresses); the error handler and the queue consumers log {@link errorSummary} instead.
 */
import { env } from "cloudflare:workers";
import { DrizzleQueryError } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorSummary } from "../services/log";
import { callWith } from "./admin-helpers";
import { registration } from "./helpers";

afterEach(() => vi.restoreAllMocks());

describe("errorSummary", () => {
  it("keeps the SQL and the database's reason of a failed query, never its parameters", () => {
    const error = new DrizzleQueryError("insert into users (email, password) values (?, ?)", ["dana@example.com", "pbkdf2-sha512$100000$salt$hash"], new Error("D1_ERROR: disk full"));
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
    const response = await callWith({ DB: failingUsersInsert() }, "/api/auth/register", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(payload),
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: "Something went wrong. Please try again." });
    const text = logged.map((args) => args.map(String).join(" ")).join("\n");
    expect(text).toContain("D1_ERROR: database is full");
    expect(text).not.toContain(payload.email);
    expect(text).not.toContain("a-secret-password");
    expect(text).not.toContain("pbkdf2-sha512$");
  });
});
