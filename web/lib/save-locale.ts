/**
 * Saves the language a signed-in person chose with the language switch to their account
 * (PUT /api/user/locale, docs/api.md#put-apiuserlocale), so their emails come in it and the app
 * follows it on their other devices (docs/data-model.md#users). The switch loads this module only
 * when it is clicked: the public pages' JavaScript budget allows nothing new up front
 * (docs/architecture.md#performance-budget).
 */
import type { Locale } from "../../worker/contract/i18n";
import { api, json } from "./api";
import { getAuthToken } from "./auth-token";

/**
 * Saves `locale` as the signed-in person's language; does nothing for a visitor who is not signed
 * in (no stored session token, as the current-user query decides: ./current-user.ts).
 * @throws ApiError when the save fails (a 401 for a session that has ended).
 */
export async function saveAccountLocale(locale: Locale): Promise<void> {
  if (!getAuthToken()) return;
  await json(api.user.locale.$put({ json: { locale } }));
}
