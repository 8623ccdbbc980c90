/**
 * Each person's language (docs/data-model.md#users): stored at registration from the page's
 * language, returned by GET /api/user, changed with PUT /api/user/locale (docs/api.md#put-apiuserlocale),
 * and the language their emails are written in (docs/i18n.md).
 */
import { describe, expect, it } from "vitest";
import { LOCALE_MESSAGE } from "../contract/profile";
import type { EmailMessage } from "../email/messages";
import { recordingQueue } from "./admin-helpers";
import { answer, api, call, expectJson, registerDelegate, registration, signedIn } from "./helpers";
import { outboxEmails, runEmailQueue } from "./email-helpers";

/** An email's words without its links: a random token may hold "AM", "PM" or any other word. */
const withoutLinks = (text: string) => text.replace(/https?:\/\/[^\s"<]+/g, "");

/** Registers with `headers` (the page's language), capturing the queued email; returns the user and the message. */
async function registerWith(headers: Record<string, string>) {
  const { queue, sent } = recordingQueue();
  const payload = registration();
  const user = signedIn(
    await expectJson(
      api(undefined, { bindings: { EMAIL_QUEUE: queue } }).auth.register.$post({ json: payload }, { headers }),
      201,
    ),
  );
  expect(sent).toHaveLength(1);
  return { user, message: sent[0]! };
}

/** Sends `message` through the email consumer and returns the email it stored in the outbox. */
async function deliver(message: EmailMessage) {
  await runEmailQueue([message]);
  const emails = await outboxEmails(message.to, message.type);
  expect(emails).toHaveLength(1);
  return emails[0]!;
}

const setLocale = (token: string | undefined, json: { locale: "en" | "ar" }) => api(token).user.locale.$put({ json });

describe("the language of a registration", () => {
  it("stores Arabic for a registration sent from an Arabic page and mails the confirmation in Arabic", async () => {
    const { user, message } = await registerWith({ Cookie: "locale=ar" });
    expect(user.locale).toBe("ar");
    expect(await expectJson(api(user.authToken).user.$get(), 200)).toMatchObject({ id: user.id, locale: "ar" });
    expect(message).toMatchObject({ type: "registration_confirmation", locale: "ar" });

    const email = await deliver(message);
    expect(email.subject).toBe("تم تأكيد تسجيلك في مؤتمر 2025");
    expect(email.html).toContain('<html lang="ar" dir="rtl">');
    expect(email.html).toContain('dir="rtl"');
    expect(email.html).toContain("text-align:right;");
    expect(email.html).toContain("مرحبًا Dana!");
    expect(email.html).toContain("تأكيد بريدي الإلكتروني");
    // Addresses inside the right-to-left card stay left to right.
    expect(email.html).toMatch(/<a dir="ltr" href="https?:\/\/[^"]+\/auth\?token=/);
    expect(email.html).toMatch(/<a dir="ltr" href="mailto:/);
    // The plain-text part is Arabic too, with the date in Arabic and Latin digits; links stay as they are.
    expect(email.text).toContain("مرحبًا Dana!");
    expect(email.text).toContain("التاريخ: الاثنين، 13 أكتوبر 2025");
    expect(email.text).toContain("(بتوقيت الكويت، UTC+3)");
    expect(email.text).toMatch(/تأكيد بريدي الإلكتروني:\nhttps?:\/\/\S+\/auth\?token=[A-Za-z0-9_-]+/);
    // The event settings' Arabic versions too (docs/data-model.md#event-settings).
    expect(email.text).toContain("فندق جي دبليو ماريوت مدينة الكويت");
    for (const english of [
      "Welcome",
      "Date:",
      "Time:",
      "Venue:",
      "Questions?",
      "confirm",
      "AM",
      "PM",
      "Monday",
      "Marriott",
    ]) {
      expect(withoutLinks(email.text)).not.toContain(english);
      expect(withoutLinks(email.html)).not.toContain(english);
    }
  });

  it("reads the language from Accept-Language when no language was chosen", async () => {
    const { user, message } = await registerWith({ "Accept-Language": "ar-KW,ar;q=0.9,en;q=0.5" });
    expect(user.locale).toBe("ar");
    expect(message.locale).toBe("ar");
  });

  it("stores English for an English page and mails the confirmation in English, as before", async () => {
    const { user, message } = await registerWith({ Cookie: "locale=en", "Accept-Language": "ar" });
    expect(user.locale).toBe("en");
    expect(message.locale).toBe("en");

    const email = await deliver(message);
    expect(email.subject).toBe("Your registration for Conference 2025 is confirmed");
    expect(email.html).toContain('<html lang="en" dir="ltr">');
    expect(email.html).not.toContain('dir="rtl"');
    expect(email.html).not.toContain("text-align:right");
    expect(email.text.startsWith("Welcome, Dana!\n\nThank you for registering for Conference 2025.")).toBe(true);
    expect(email.text).toContain("Date: Monday, October 13, 2025\nTime: 8:00 AM - 12:30 PM (Kuwait time, UTC+3)");
    expect(email.text).toMatch(/\n--\n.+ · Questions\? \S+@\S+\n$/);
  });
});

describe("PUT /api/user/locale", () => {
  it("changes the signed-in person's language, which GET /api/user returns", async () => {
    const user = await registerDelegate();
    expect(user.locale).toBe("en");
    expect(await expectJson(setLocale(user.authToken, { locale: "ar" }), 200)).toMatchObject({
      id: user.id,
      locale: "ar",
    });
    expect(await expectJson(api(user.authToken).user.$get(), 200)).toMatchObject({ locale: "ar" });
    await expectJson(setLocale(user.authToken, { locale: "en" }), 200);
    expect(await expectJson(api(user.authToken).user.$get(), 200)).toMatchObject({ locale: "en" });
  });

  it.each([[{ locale: "fr" }], [{ locale: "AR" }], [{ locale: null }], [{ locale: 1 }], [{}]])(
    "answers 400 with the message for %j and changes nothing",
    async (body) => {
      const user = await registerDelegate();
      const response = await call("/api/user/locale", { method: "PUT", token: user.authToken, body });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: LOCALE_MESSAGE });
      expect(await expectJson(api(user.authToken).user.$get(), 200)).toMatchObject({ locale: "en" });
    },
  );

  it("answers 401 when nobody is signed in", async () => {
    expect(await answer(setLocale(undefined, { locale: "ar" }))).toMatchObject({ status: 401 });
  });
});

describe("emails in the account's language", () => {
  it("mails a password reset to an Arabic account in Arabic", async () => {
    const user = await registerDelegate();
    await expectJson(setLocale(user.authToken, { locale: "ar" }), 200);
    const { queue, sent } = recordingQueue();
    await expectJson(
      api(undefined, { bindings: { EMAIL_QUEUE: queue } }).auth["forgot-password"].$post({
        json: { email: user.email },
      }),
      200,
    );
    expect(sent).toEqual([expect.objectContaining({ type: "password_reset", locale: "ar" })]);

    const email = await deliver(sent[0]!);
    expect(email.subject).toBe("إعادة تعيين كلمة مرورك في مؤتمر 2025");
    expect(email.html).toContain('<html lang="ar" dir="rtl">');
    expect(email.text).toContain("عزيزي/عزيزتي Dana،");
    expect(email.text).toMatch(/إعادة تعيين كلمة المرور:\nhttps?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/);
    expect(withoutLinks(email.text)).not.toContain("Reset");
  });

  it("keeps the organisers' notification of an Arabic delegate's enquiry in English, and acknowledges it in Arabic", async () => {
    const user = await registerDelegate();
    await expectJson(setLocale(user.authToken, { locale: "ar" }), 200);
    const { queue, sent } = recordingQueue();
    await expectJson(
      api(user.authToken, { bindings: { EMAIL_QUEUE: queue } }).enquire.$post({
        json: {
          firstName: "Dana",
          lastName: "Al-Sayer",
          email: user.email,
          company: "Gulf Energy Partners",
          title: "Lead",
          phone: "",
          linkedinUrl: "",
          serviceType: "",
          message: "We would like to discuss sponsorship options.",
        },
      }),
      201,
    );
    expect(sent.map((m) => [m.type, m.locale])).toEqual([
      ["enquiry_notification", "en"],
      ["enquiry_acknowledgement", "ar"],
    ]);
  });
});
