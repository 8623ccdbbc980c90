/**
 * Transport errors of the one API client (docs/messages.md#transport-errors): the English text is
 * the documented one, and the toaster and the fields can write it in Arabic through its template
 * (worker/contract/message-templates.ts), keeping the browser's own words.
 */
import { afterEach, describe, expect, it } from "vitest";
import arabic from "../../locales/ar.po?catalog";
import { createI18n } from "../../worker/contract/i18n";
import { readTemplate } from "../../worker/contract/message-templates";
import { ApiError, apiFetch } from "./api";

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** The error apiFetch throws when fetch itself fails with `failure`. */
async function failWith(failure: Error): Promise<ApiError> {
  globalThis.fetch = () => Promise.reject(failure);
  const error = await apiFetch("/api/agenda").catch((caught: unknown) => caught);
  if (!(error instanceof ApiError)) throw new Error("apiFetch did not throw an ApiError");
  return error;
}

describe("apiFetch transport errors", () => {
  it("writes a network failure in English, and in Arabic with the browser's words kept", async () => {
    const error = await failWith(new TypeError("Failed to fetch"));
    expect([error.message, error.status]).toEqual(["Network error: Failed to fetch", 0]);
    expect(createI18n("ar", arabic)._(...readTemplate(error.message))).toBe("خطأ في الشبكة: Failed to fetch");
  });

  it("tells a cross-origin failure apart", async () => {
    const error = await failWith(new TypeError("Cross-Origin Request Blocked: missing CORS header"));
    expect(error.message).toBe("CORS error: Cross-Origin Request Blocked: missing CORS header");
    expect(createI18n("ar", arabic)._(...readTemplate(error.message))).toBe(
      "خطأ في الوصول عبر المصادر (CORS): Cross-Origin Request Blocked: missing CORS header",
    );
  });

  it("still reads the numbers of a validation template", () => {
    expect(readTemplate("Must be at most 100 characters")).toEqual([
      "Must be at most {max} characters",
      { max: "100" },
    ]);
    expect(readTemplate("Must be at most many characters")).toEqual(["Must be at most many characters"]);
  });
});
