/**
 * The whole journey in Arabic on a 390 px phone (docs/i18n.md): a visitor switches the landing
 * page to Arabic, registers on the Arabic sign-in page, gets the confirmation email in Arabic,
 * follows its link and chooses a password, then walks the delegate app (agenda, speakers, FAQ, a
 * question, an enquiry, the pass and its PDF). Every screen is checked the same way
 * ({@link expectArabicScreen}): `<html lang="ar" dir="rtl">`, no sideways scrolling, an empty
 * console, no axe-core violation (WCAG 2.0-2.2 A/AA, as e2e/accessibility.spec.ts), and no English
 * left but names and codes ({@link englishLeft}).
 */
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import type { AgendaItem, Speaker } from "../worker/contract/content";
import type { EventSettings } from "../worker/contract/event";
import { linkPath, openOutbox } from "./outbox";
import { expectFits, expectNoViolations, PHONE } from "./audit";
import { expect, newDelegate, test, watchConsole } from "./support";

test.use({ viewport: PHONE });

/**
 * Codes and names that are the same in both languages (docs/i18n.md#what-stays-in-latin-letters),
 * and the Enter key, named as the keyboard prints it.
 */
const CODES = ["AC2025", "GC_POWERLIST", "GC Powerlist", "English", "LinkedIn", "PDF", "QR", "UTC", "Enter"];

/** Links, email addresses and the Unicode directional isolates and marks around data in Arabic text. */
const NOT_WORDS = [/https?:\/\/\S+/g, /\bwww\.\S+/g, /\S+@\S+\.\S+/g, /[\u200e\u200f\u2066-\u2069]/g];

/**
 * The lines of `text` that still hold a word in Latin letters (two or more) once each of
 * `allowed` (names and codes, longest first), every link and every email address is taken out.
 * Empty when the text is all Arabic but for those.
 */
function latinLines(text: string, allowed: readonly string[]): string[] {
  const names = allowed
    .flatMap((name) => name.split("\n"))
    .map((name) => name.trim())
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  const whole = allowed.map((name) => name.replace(/\s+/g, " ").trim());
  return text
    .split("\n")
    .map((line) => {
      // A text cut short on a card ("…"): the start of a name or of organiser content.
      const start = line.trim().replace(/(\.\.\.|…)$/, "");
      if (start !== line.trim() && whole.some((name) => name.startsWith(start))) return "";
      let rest = line;
      for (const pattern of NOT_WORDS) rest = rest.replace(pattern, " ");
      for (const name of names) rest = rest.replaceAll(name, " ");
      return /[A-Za-z]{2,}/.test(rest) ? line.trim() : "";
    })
    .filter(Boolean);
}

/**
 * The English left on the screen: the lines of the visible text of the header, navigation, main
 * content, open dialogs and toasts, and of their elements' accessible names, titles, placeholders
 * and alternative texts, that hold a Latin word other than `allowed` ({@link latinLines}).
 */
async function englishLeft(page: Page, allowed: readonly string[]): Promise<string[]> {
  // The organisers' announcements in the banner are their content as entered, like a speaker's
  // name: English where they wrote no Arabic (docs/live-room.md#announcements). Other specs on the
  // same server send some while this one runs.
  const announcements = await page
    .locator("[data-announcements] article p")
    .evaluateAll((texts) => texts.map((el) => (el as HTMLElement).innerText));
  const text = await page.evaluate(() => {
    const regions = [
      ...document.querySelectorAll<HTMLElement>("header, nav, main, [role=dialog], [data-testid=toast]"),
    ];
    const outer = regions.filter((el) => !regions.some((other) => other !== el && other.contains(el)));
    const attributes = ["aria-label", "title", "placeholder", "alt"];
    return outer
      .filter((el) => el.checkVisibility())
      .flatMap((el) => [
        // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, line by line, is what a person reads (hidden text left out).
        el.innerText,
        ...[...el.querySelectorAll(attributes.map((name) => `[${name}]`).join(","))]
          .filter((child) => child.checkVisibility())
          .flatMap((child) => attributes.map((name) => child.getAttribute(name) ?? "")),
      ])
      .join("\n");
  });
  return [...new Set(latinLines(text, [...allowed, ...announcements]))];
}

/**
 * Checks the screen as it is now, once it has settled (no request in flight, animations done):
 * Arabic right to left on <html>, no wider than the phone, no axe violation, no console message
 * since the last check, and no English but `allowed`. Soft, so one run names every screen's
 * problems.
 */
async function expectArabicScreen(page: Page, where: string, consoleMessages: string[], allowed: readonly string[]) {
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expectNoViolations(page, where);
  await expectFits(page, where);
  expect.soft(consoleMessages.splice(0), `console on ${where}`).toEqual([]);
  expect.soft(await englishLeft(page, allowed), `English left on ${where}`).toEqual([]);
}

/**
 * Organiser content the product shows as entered (docs/i18n.md#what-is-still-english): each
 * speaker's name, position, company, expertise and role, their biography when it has no Arabic
 * version, and an agenda item's title, location and description only when it has no Arabic one.
 */
async function shownAsEntered(page: Page): Promise<string[]> {
  const speakers = (await (await page.request.get("/api/speakers")).json()) as Speaker[];
  const agenda = (await (await page.request.get("/api/agenda")).json()) as AgendaItem[];
  return [
    ...speakers.flatMap((s) => [`${s.name} ${s.surname}`, s.position, s.company, s.role ?? "", ...s.expertise]),
    ...speakers.flatMap((s) => (s.bioAr ? [] : [s.bio ?? ""])),
    ...agenda.flatMap((item) => [
      ...item.speakers.flatMap((s) => [`${s.name} ${s.surname}`, s.position, s.company, s.role ?? ""]),
      item.titleAr ? "" : item.title,
      item.locationAr ? "" : (item.location ?? ""),
      item.descriptionAr ? "" : (item.description ?? ""),
    ]),
  ];
}

/** Opens the side menu and follows its link named `name`. */
async function openFromMenu(page: Page, name: string) {
  await page.getByRole("button", { name: "فتح القائمة" }).click();
  await page.getByRole("dialog", { name: "القائمة" }).getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("dialog", { name: "القائمة" })).toBeHidden();
}

test("a visitor registers in Arabic on a phone, confirms by email and walks the delegate app in Arabic", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const consoleMessages = watchConsole(page);
  const delegate = newDelegate();
  const settings = (await (await page.request.get("/api/event-settings")).json()) as EventSettings;
  /** Names, codes and data that stay in Latin letters; every other Latin word is English left on a screen. */
  const allowed = [
    ...CODES,
    `${delegate.firstName} ${delegate.lastName}`,
    `${delegate.firstName[0]}${delegate.lastName[0]}`,
    delegate.firstName,
    delegate.lastName,
    delegate.email,
    delegate.company,
    delegate.title,
    settings.wifi.network,
    settings.wifi.password,
    ...(await shownAsEntered(page)),
  ];
  const outbox = await openOutbox();
  try {
    await test.step("the landing page, switched to Arabic", async () => {
      await page.goto("/");
      await page.getByRole("link", { name: "العربية" }).click();
      await expect(page).toHaveURL(/\/ar$/);
      await page.locator("html[data-ready]").waitFor({ state: "attached" });
      await expectArabicScreen(page, "/ar", consoleMessages, allowed);
    });

    await test.step("registration on the Arabic sign-in page", async () => {
      await page.getByRole("button", { name: "فتح القائمة" }).click();
      await page.getByRole("dialog", { name: "القائمة" }).getByRole("link", { name: "تسجيل الدخول" }).click();
      await expect(page).toHaveURL(/\/login$/);
      await page.locator("html[data-ready]").waitFor({ state: "attached" });
      await page.getByRole("tab", { name: "التسجيل" }).click();
      const form = page.getByRole("form", { name: "التسجيل" });
      await expect(form.getByLabel(/^الاسم الأول/)).toBeVisible();
      await expectArabicScreen(page, "the Arabic registration form", consoleMessages, allowed);
      await form.getByLabel(/^الاسم الأول/).fill(delegate.firstName);
      await form.getByLabel(/^اسم العائلة/).fill(delegate.lastName);
      await form.getByLabel(/^البريد الإلكتروني/).fill(delegate.email);
      await form.getByLabel(/^الشركة/).fill(delegate.company);
      await form.getByLabel(/^المسمى الوظيفي/).fill(delegate.title);
      await form.getByLabel(/^كلمة المرور/).fill(delegate.password);
      await form.getByLabel(/^تأكيد كلمة المرور/).fill(delegate.password);
      await form.getByRole("button", { name: "إنشاء حساب" }).click();
      await expect(page).toHaveURL(/\/app$/, { timeout: 20_000 });
      await expectArabicScreen(page, "/app after registering", consoleMessages, allowed);
    });

    await test.step("the Arabic confirmation email, its link and a new password", async () => {
      const email = await outbox.waitFor(delegate.email, "registration_confirmation", 30_000);
      expect(email.subject).toMatch(/^تم تأكيد تسجيلك/);
      expect(email.html).toContain('<html lang="ar" dir="rtl">');
      expect(email.text).toContain(`مرحبًا ${delegate.firstName}!`);
      expect(email.text).toContain("تأكيد بريدي الإلكتروني");
      expect.soft(latinLines(email.subject, allowed), "English left in the email's subject").toEqual([]);
      expect.soft(latinLines(email.text, allowed), "English left in the email's text").toEqual([]);

      await page.goto(linkPath(email, "/auth"));
      await expect(page).toHaveURL(/\/choose-password$/);
      const form = page.getByRole("form", { name: "اختر كلمة المرور" });
      await expect(form).toBeVisible();
      await expectArabicScreen(page, "/choose-password", consoleMessages, allowed);
      await form.getByLabel(/^كلمة المرور الجديدة/).fill("Layla-Chose-This-7");
      await form.getByLabel(/^تأكيد كلمة المرور الجديدة/).fill("Layla-Chose-This-7");
      await form.getByRole("button", { name: "حفظ كلمة المرور" }).click();
      await expect(page.getByTestId("toast")).toContainText("تم حفظ كلمة المرور");
      await expect(page).toHaveURL(/\/app$/);
      await expect(
        page.getByRole("button", { name: new RegExp(`^قائمة حساب.*${delegate.firstName} ${delegate.lastName}`) }),
      ).toBeVisible();
      await expectArabicScreen(page, "/app, signed in by the email's link", consoleMessages, allowed);
    });

    await test.step("agenda", async () => {
      await openFromMenu(page, "جدول الأعمال");
      await expect(page).toHaveURL(/\/app\/calendar$/);
      await expect(page.getByRole("heading", { level: 1, name: "جدول أعمال المؤتمر" })).toBeVisible();
      await expectArabicScreen(page, "/app/calendar", consoleMessages, allowed);
    });

    await test.step("speakers", async () => {
      await openFromMenu(page, "المتحدثون");
      await expect(page).toHaveURL(/\/app\/speakers$/);
      const openers = page.getByRole("button", { name: /، عرض السيرة الذاتية$/ });
      await expect(openers.first()).toBeVisible();
      await expectArabicScreen(page, "/app/speakers", consoleMessages, allowed);
      await openers.first().click();
      const dialog = page.getByRole("dialog", { name: "السيرة الذاتية للمتحدث" });
      await expect(dialog).toBeVisible();
      await expectArabicScreen(page, "a speaker's biography", consoleMessages, allowed);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    });

    await test.step("FAQ", async () => {
      await openFromMenu(page, "الأسئلة الشائعة");
      await expect(page.getByRole("heading", { level: 1, name: "الأسئلة الشائعة" })).toBeVisible();
      await page.getByRole("button", { name: "هل هناك رسوم للحضور؟" }).click();
      await expect(page.getByText("لا. الحضور مجاني، لكن التسجيل مطلوب.")).toBeVisible();
      await expectArabicScreen(page, "/app/faq", consoleMessages, allowed);
    });

    const question = "هل ستتم مشاركة عروض الجلسات بعد المؤتمر؟";
    await test.step("a question", async () => {
      await openFromMenu(page, "إرسال السؤال");
      await expect(page).toHaveURL(/\/app\/submit-question$/);
      const form = page.getByRole("form", { name: "إرسال سؤال" });
      await expect(form.getByLabel(/^الإرسال باسم/)).toHaveValue(delegate.email);
      await expectArabicScreen(page, "/app/submit-question", consoleMessages, allowed);
      await form.getByLabel(/^سؤالك/).fill(question);
      await form.getByRole("button", { name: "إرسال السؤال" }).click();
      await expect(page.getByTestId("toast")).toContainText("تم إرسال السؤال بنجاح!");
      await expect(page).toHaveURL(/\/app$/);
      await openFromMenu(page, "الأسئلة والأجوبة");
      await expect(page).toHaveURL(/\/app\/qna$/);
      await expect(page.getByRole("article", { name: question })).toBeVisible();
      await expectArabicScreen(page, "/app/qna with the question", consoleMessages, allowed);
    });

    await test.step("an enquiry", async () => {
      await openFromMenu(page, "استفسار");
      await expect(page).toHaveURL(/\/app\/enquire$/);
      const form = page.getByRole("form", { name: "استفسار" });
      await expect(form.getByLabel(/^البريد الإلكتروني/)).toHaveValue(delegate.email);
      await expectArabicScreen(page, "/app/enquire", consoleMessages, allowed);
      await form.getByLabel(/^الرسالة/).fill("نود مناقشة باقات الرعاية المتاحة للمؤتمر.");
      await form.getByRole("button", { name: "إرسال الاستفسار" }).click();
      await expect(page.getByTestId("toast")).toContainText("تم إرسال الاستفسار");
      await expect(form.getByLabel(/^الرسالة/)).toHaveValue("");
      await expectArabicScreen(page, "/app/enquire, sent", consoleMessages, allowed);
    });

    await test.step("the pass and its Arabic PDF", async () => {
      await openFromMenu(page, "بطاقة دخولي");
      await expect(page).toHaveURL(/\/app\/my-pass$/);
      const card = page.getByRole("article", { name: "بطاقة دخول المؤتمر" });
      await expect(card).toContainText(delegate.firstName);
      const qr = card.getByRole("img");
      await expect
        .poll(() => qr.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      await expectArabicScreen(page, "/app/my-pass", consoleMessages, allowed);

      const downloading = page.waitForEvent("download");
      await page.getByRole("button", { name: "تنزيل بطاقة الدخول بصيغة PDF" }).click();
      const download = await downloading;
      const pdf = await PDFDocument.load(await readFile((await download.path())!));
      expect(pdf.getPageCount()).toBe(1);
      // The Arabic PDF's metadata (worker/test/pass.test.ts): "بطاقة <event> – <name>", "بطاقة حضور <event> رقم #NN".
      expect(pdf.getTitle()).toMatch(new RegExp(`^بطاقة .+ – ${delegate.firstName} ${delegate.lastName}$`));
      expect(pdf.getSubject()).toMatch(/^بطاقة حضور .+ رقم #\d+$/);
      await expect(page.getByText("جارٍ إنشاء بطاقة الدخول بصيغة PDF")).toBeHidden();
      await expectArabicScreen(page, "/app/my-pass after the download", consoleMessages, allowed);
    });
  } finally {
    await outbox.dispose();
  }
});
