/**
 * The language switch (./language-switch.tsx): keeps the choice in the `locale` cookie and, for a
 * signed-in person, saves it to the account before the page changes language.
 */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createI18n } from "../../../worker/contract/i18n";
import { setAuthToken } from "../../lib/auth-token";
import { I18nProvider } from "../../lib/i18n";
import { userRecord } from "../../test/fixtures";
import { json, mockFetch } from "../../test/render";
import { LanguageSwitch } from "./language-switch";

function renderSwitch() {
  render(
    <I18nProvider i18n={createI18n("en")} alternate="/ar/agenda">
      <LanguageSwitch />
    </I18nProvider>,
  );
  return screen.getByRole("link", { name: "العربية" });
}

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: resets the cookie the switch writes.
  document.cookie = "locale=; Max-Age=0; Path=/";
});

describe("LanguageSwitch", () => {
  it("saves the chosen language to a signed-in person's account", async () => {
    setAuthToken("7.token");
    const calls = mockFetch(() => json(userRecord({ locale: "ar" })));
    fireEvent.click(renderSwitch());
    expect(document.cookie).toContain("locale=ar");
    await waitFor(() => expect(calls).toHaveLength(1));
    expect([calls[0]!.url, calls[0]!.init.method, calls[0]!.init.body]).toEqual([
      "/api/user/locale",
      "PUT",
      JSON.stringify({ locale: "ar" }),
    ]);
  });

  it("only keeps the cookie for a visitor who is not signed in", async () => {
    const calls = mockFetch(() => json({ message: "Not logged in" }, 401));
    const link = renderSwitch();
    expect(link).toHaveAttribute("href", "/ar/agenda");
    fireEvent.click(link);
    expect(document.cookie).toContain("locale=ar");
    // The lazily loaded save module decides: give it time to load, then nothing was asked.
    await import("../../lib/save-locale");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });
});
