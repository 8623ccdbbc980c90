/**
 * Back to where the visitor was going (worker/contract/next-path.ts): `next` is followed only as a
 * path of this origin, never as another site (an open redirect, CWE-601), and the emailed sign-in
 * link carries it (POST /api/auth/login-link).
 */
import { describe, expect, it } from "vitest";
import { LOCALE_PARAM } from "../contract/i18n";
import { NEXT_PARAM, safeNextPath, signInPath } from "../contract/next-path";
import { answer, api, registerDelegate } from "./helpers";
import { linkToken, waitForOutboxEmail } from "./email-helpers";

describe("safeNextPath", () => {
  it.each([
    ["/app/my-agenda", "/app/my-agenda"],
    ["/app/my-agenda?day=2#s4", "/app/my-agenda?day=2#s4"],
    ["/app/qna?x=%2F%2Fevil.example", "/app/qna?x=%2F%2Fevil.example"],
    ["/app/profile?token=someone-elses&tab=1", "/app/profile?tab=1"],
    ["/app/../auth", "/auth"],
  ])("keeps the same-origin path %j as %j", (next, path) => {
    expect(safeNextPath(next)).toBe(path);
  });

  it.each([
    "https://evil.example/app",
    "http:evil.example",
    "javascript:alert(1)",
    "//evil.example/app",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "app/my-agenda",
    " /app",
    "",
    null,
    undefined,
    `/${"a".repeat(1000)}`,
  ])("refuses %j", (next) => {
    expect(safeNextPath(next)).toBeNull();
  });
});

describe("signInPath", () => {
  it("names the page to return to and the language, leaving out /app and anything unsafe", () => {
    expect(signInPath({ next: "/app/my-agenda?day=2" })).toBe(`/auth?${NEXT_PARAM}=%2Fapp%2Fmy-agenda%3Fday%3D2`);
    expect(signInPath({ next: "/app" })).toBe("/auth");
    expect(signInPath({ next: "//evil.example" })).toBe("/auth");
    expect(signInPath({ locale: "ar", page: "/login" })).toBe(`/login?${LOCALE_PARAM}=ar`);
    expect(signInPath({ locale: "en", page: "/login" })).toBe("/login");
    expect(signInPath()).toBe("/auth");
  });
});

describe("POST /api/auth/login-link with next", () => {
  it("emails a link that returns to the page after signing in, and drops a next that leaves the site", async () => {
    const user = await registerDelegate();
    const asked = api().auth["login-link"].$post({ json: { email: user.email, next: "/app/my-agenda?day=2" } });
    expect((await answer(asked)).status).toBe(200);
    const email = await waitForOutboxEmail(user.email, "login_link");
    const link = new URL(/https?:\/\/\S+\/auth\?token=[^\s"<>]+/.exec(email.text)?.[0] ?? "");
    expect(link.pathname).toBe("/auth");
    expect(link.searchParams.get(NEXT_PARAM)).toBe("/app/my-agenda?day=2");
    expect(link.searchParams.get("token")).toBe(linkToken(email, "/auth"));

    const other = await registerDelegate();
    const away = api().auth["login-link"].$post({ json: { email: other.email, next: "//evil.example/app" } });
    expect((await answer(away)).status).toBe(200);
    const plain = await waitForOutboxEmail(other.email, "login_link");
    expect(plain.text).not.toContain("evil.example");
    expect(plain.text).not.toContain(`${NEXT_PARAM}=`);
  }, 30_000);
});
