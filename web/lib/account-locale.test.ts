/** The signed-in app follows the account's language (./account-locale.ts): cookie, then one reload. */
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { userRecord } from "../test/fixtures";
import { followAccountLocale } from "./account-locale";
import { USER_KEY } from "./current-user";

function setup() {
  const queryClient = new QueryClient();
  const reload = vi.fn();
  followAccountLocale(queryClient, reload);
  return { queryClient, reload };
}

afterEach(() => {
  document.documentElement.lang = "";
  // biome-ignore lint/suspicious/noDocumentCookie: resets the cookie the module under test writes.
  document.cookie = "locale=; Max-Age=0; Path=/";
  sessionStorage.clear();
});

describe("followAccountLocale", () => {
  it("keeps an Arabic account's language and reloads an English document once", () => {
    document.documentElement.lang = "en";
    const { queryClient, reload } = setup();
    queryClient.setQueryData(USER_KEY, userRecord({ locale: "ar" }));
    expect(document.cookie).toContain("locale=ar");
    expect(reload).toHaveBeenCalledTimes(1);
    // The same answer again (a refetch) does not reload a second time in this tab.
    queryClient.setQueryData(USER_KEY, userRecord({ locale: "ar", firstName: "Huda" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("follows the user the cache already holds (a screen the Worker rendered embeds it)", () => {
    document.documentElement.lang = "en";
    const queryClient = new QueryClient();
    queryClient.setQueryData(USER_KEY, userRecord({ locale: "ar" }));
    const reload = vi.fn();
    followAccountLocale(queryClient, reload);
    expect(document.cookie).toContain("locale=ar");
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("does nothing when the account's language is the document's, unknown, or nobody is signed in", () => {
    document.documentElement.lang = "ar";
    const { queryClient, reload } = setup();
    queryClient.setQueryData(USER_KEY, userRecord({ locale: "ar" }));
    queryClient.setQueryData(USER_KEY, userRecord({ locale: null }));
    queryClient.setQueryData(USER_KEY, null);
    expect(reload).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain("locale=");
  });
});
