/**
 * Announcements (docs/live-room.md#announcements): an organiser sends one from the Announcements
 * screen, and it appears on a delegate's open dashboard within 5 s, without a reload, in the
 * delegate's language; the delegate dismisses it and it stays away after a reload. Once with an
 * English phone and once with an Arabic one (the organiser's screen is in English).
 */
import { delegatePhone, expect, signInAs, test, watchConsole } from "./support";

const CASES = [
  { locale: "en", region: "Announcements", dismiss: "Dismiss announcement" },
  { locale: "ar", region: "الإعلانات", dismiss: "إغلاق الإعلان" },
] as const;

for (const c of CASES) {
  test(`${c.locale}: an organiser's announcement appears on a delegate's open dashboard within 5 s`, async ({
    browser,
    baseURL,
    page: organiser,
  }) => {
    const suffix = crypto.randomUUID().slice(0, 6);
    const title = `Lunch is served ${suffix}`;
    const titleAr = `الغداء جاهز ${suffix}`;
    const body = `Lunch is served in the foyer until 14:00 (${suffix}).`;
    const bodyAr = `يقدم الغداء في البهو حتى الساعة 14:00 (${suffix}).`;
    const shownTitle = c.locale === "ar" ? titleAr : title;
    const shownBody = c.locale === "ar" ? bodyAr : body;

    const phone = await delegatePhone(browser, baseURL!, c.locale);
    const consoles = [phone, organiser].map(watchConsole);
    await phone.goto("/app");
    // The banner's channel is open before the organiser sends.
    const banner = phone.locator("section[data-announcements]");
    await expect(banner).toHaveAttribute("data-announcements", "live");

    await signInAs(organiser, "admin");
    await organiser.goto("/app/admin/announcements");
    const form = organiser.getByRole("form", { name: "New announcement" });
    await form.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await form.getByRole("textbox", { name: "Title (Arabic)" }).fill(titleAr);
    await form.getByRole("textbox", { name: "Message", exact: true }).fill(body);
    await form.getByRole("textbox", { name: "Message (Arabic)" }).fill(bodyAr);
    await form.getByRole("combobox", { name: /Audience/ }).selectOption("all");
    const started = Date.now();
    await form.getByRole("button", { name: "Send announcement" }).click();

    const region = phone.getByRole("region", { name: c.region });
    await expect(region.getByText(shownTitle, { exact: true })).toBeVisible({ timeout: 5_000 });
    test.info().annotations.push({ type: "announcement shown", description: `${Date.now() - started} ms` });
    await expect(region.getByText(shownBody, { exact: true })).toBeVisible();
    const sent = organiser.getByRole("region", { name: "Sent announcements" });
    await expect(sent.getByRole("listitem").filter({ hasText: title })).toBeVisible();

    await region.getByRole("button", { name: `${c.dismiss}: ${shownTitle}` }).click();
    await expect(phone.getByText(shownTitle, { exact: true })).toHaveCount(0);
    await phone.reload();
    await expect(banner).toHaveAttribute("data-announcements", "live");
    await expect(phone.getByText(shownTitle, { exact: true })).toHaveCount(0);

    for (const messages of consoles) expect(messages).toEqual([]);
    await phone.context().close();
  });
}
