/** Saving the switch's language to the account (./save-locale.ts): only when signed in, through PUT /api/user/locale. */
import { describe, expect, it } from "vitest";
import { userRecord } from "../test/fixtures";
import { json, mockFetch } from "../test/render";
import { setAuthToken } from "./auth-token";
import { saveAccountLocale } from "./save-locale";

describe("saveAccountLocale", () => {
  it("sends PUT /api/user/locale with the language and the session token", async () => {
    setAuthToken("7.token");
    const calls = mockFetch(() => json(userRecord({ locale: "ar" })));
    await saveAccountLocale("ar");
    expect(calls.map((c) => [c.url, c.init.method])).toEqual([["/api/user/locale", "PUT"]]);
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ locale: "ar" });
    expect(new Headers(calls[0]!.init.headers).get("Authorization")).toBe("Bearer 7.token");
  });

  it("asks nothing for a visitor who is not signed in", async () => {
    const calls = mockFetch(() => json({ message: "Not logged in" }, 401));
    await saveAccountLocale("ar");
    expect(calls).toEqual([]);
  });

  it("reports a failed save", async () => {
    setAuthToken("7.token");
    mockFetch(() => json({ message: "Not logged in" }, 401));
    await expect(saveAccountLocale("en")).rejects.toThrow("Not logged in");
  });
});
