/**
 * The sign-in and registration forms in Arabic (docs/i18n.md): labels, the contract's validation
 * messages (plain and with a number in them) and the toasts, with the server's own message, are
 * written in Arabic, and no English interface text is left on the screen.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import arabic from "../../../locales/ar.po?catalog";
import { createI18n } from "../../../worker/contract/i18n";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { AuthTabs } from "./auth-tabs";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";

const inArabic = { i18n: createI18n("ar", arabic) };

/** The words in Latin letters on the screen, apart from `allowed` (names and codes stay Latin). */
function latinWords(allowed: string[] = []): string[] {
  const words = document.body.textContent?.match(/[A-Za-z]+/g) ?? [];
  return words.filter((word) => !allowed.includes(word));
}

describe("auth forms in Arabic", () => {
  it("writes the tabs and the login form in Arabic", () => {
    renderWithApp(<AuthTabs leave={() => {}} />, inArabic);
    expect(screen.getByRole("tablist", { name: "الحساب" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "تسجيل الدخول" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "التسجيل" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "إعادة تعيين كلمة المرور" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^البريد الإلكتروني/)).toHaveAttribute("dir", "ltr");
    expect(screen.getByLabelText(/^كلمة المرور/)).toHaveAttribute("dir", "ltr");
    expect(screen.getByText("إبقائي مسجّل الدخول")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "أرسل لي رابط تسجيل الدخول بالبريد الإلكتروني" })).toBeInTheDocument();
    expect(latinWords()).toEqual([]);
  });

  it("shows the schema's validation messages in Arabic", async () => {
    mockFetch(() => json({}));
    renderWithApp(<LoginForm />, inArabic);
    await userEvent.click(screen.getByRole("button", { name: "تسجيل الدخول" }));
    expect(await screen.findByText("البريد الإلكتروني مطلوب")).toBeInTheDocument();
    expect(screen.getByText("كلمة المرور مطلوبة")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^البريد الإلكتروني/), "not-an-email");
    await userEvent.click(screen.getByRole("button", { name: "تسجيل الدخول" }));
    expect(await screen.findByText("يرجى إدخال بريد إلكتروني صالح")).toBeInTheDocument();
    expect(latinWords()).toEqual([]);
  });

  it("toasts a refused sign-in in Arabic, translating the server's message", async () => {
    mockFetch(() => json({ message: "Invalid email or password" }, 401));
    renderWithApp(<LoginForm />, inArabic);
    await userEvent.type(screen.getByLabelText(/^البريد الإلكتروني/), "dana@example.com");
    await userEvent.type(screen.getByLabelText(/^كلمة المرور/), "Gulf-Energy-42");
    await userEvent.click(screen.getByRole("button", { name: "تسجيل الدخول" }));
    await waitFor(() => expect(screen.getByTestId("toast")).toHaveTextContent("فشل تسجيل الدخول"));
    expect(screen.getByTestId("toast")).toHaveTextContent("البريد الإلكتروني أو كلمة المرور غير صحيحة");
    expect(screen.getByRole("button", { name: "إغلاق الإشعار" })).toBeInTheDocument();
    // Swiped away toward the end edge of a right-to-left page (English: right).
    expect(screen.getByTestId("toast")).toHaveAttribute("data-swipe-direction", "left");
    expect(latinWords()).toEqual([]);
  });

  it("writes the register form, its Arabic country names and its messages with numbers in Arabic", async () => {
    const calls = mockFetch(() => json({}));
    renderWithApp(<RegisterForm />, inArabic);
    for (const label of ["الاسم الأول", "اسم العائلة", "الشركة", "المسمى الوظيفي", "رقم الهاتف", "تأكيد كلمة المرور"]) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
    }
    // "+965" held left to right (a LEFT-TO-RIGHT MARK on each side), so it never reads "965+".
    expect(screen.getByRole("option", { name: /الكويت/ }).textContent).toBe("🇰🇼 \u200e+965\u200e الكويت");
    expect(screen.getByRole("option", { name: /الإمارات العربية المتحدة/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/^رقم الهاتف/)).toHaveAttribute("dir", "ltr");
    expect(screen.getByText("بريدك الإلكتروني هو أيضًا اسم المستخدم.")).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/^الاسم الأول/), "x".repeat(101));
    await userEvent.type(screen.getByLabelText(/^كلمة المرور/), "12345");
    await userEvent.click(screen.getByRole("button", { name: "إنشاء حساب" }));
    expect(await screen.findByText("يجب ألا يزيد على 100 حرف")).toBeInTheDocument();
    expect(screen.getByText("يجب ألا تقل كلمة المرور عن 6 أحرف")).toBeInTheDocument();
    expect(screen.getByText("اسم العائلة مطلوب")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    // "LinkedIn" is a name; the country select's options carry no Latin text in Arabic.
    expect(latinWords(["LinkedIn"])).toEqual([]);
  });

  it("toasts a refused registration with the server's message in Arabic", async () => {
    mockFetch(() => json({ message: "An account with this email already exists" }, 409));
    renderWithApp(<RegisterForm />, inArabic);
    await userEvent.type(screen.getByLabelText(/^الاسم الأول/), "Dana");
    await userEvent.type(screen.getByLabelText(/^اسم العائلة/), "Saleh");
    await userEvent.type(screen.getByLabelText(/^البريد الإلكتروني/), "dana@example.com");
    await userEvent.type(screen.getByLabelText(/^الشركة/), "GEP");
    await userEvent.type(screen.getByLabelText(/^المسمى الوظيفي/), "Engineer");
    await userEvent.type(screen.getByLabelText(/^كلمة المرور/), "Gulf-Energy-42");
    await userEvent.type(screen.getByLabelText(/^تأكيد كلمة المرور/), "Gulf-Energy-42");
    await userEvent.click(screen.getByRole("button", { name: "إنشاء حساب" }));
    await waitFor(() => expect(screen.getByTestId("toast")).toHaveTextContent("فشل التسجيل"));
    expect(screen.getByTestId("toast")).toHaveTextContent("يوجد حساب بهذا البريد الإلكتروني بالفعل");
    // Registering on an Arabic page chose Arabic: the request carried it, so the account takes it.
    expect(document.cookie).toMatch(/(^|; )locale=ar(;|$)/);
    // biome-ignore lint/suspicious/noDocumentCookie: resets the cookie the form wrote.
    document.cookie = "locale=; Max-Age=0; Path=/";
  });
});
