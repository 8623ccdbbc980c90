import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { AUTH_TOKEN_KEY } from "../lib/auth-token";
import arabic from "../../locales/ar.po?catalog";
import { createI18n } from "../../worker/contract/i18n";
import { json, mockFetch, renderWithApp } from "../test/render";
import ResetPasswordPage, { resetPasswordProblem } from "./reset-password";

const TOKEN = "t".repeat(43);

async function fill(password: string, confirm: string) {
  if (password) await userEvent.type(screen.getByLabelText(/^New Password/), password);
  if (confirm) await userEvent.type(screen.getByLabelText(/Confirm New Password/), confirm);
  await userEvent.click(screen.getByRole("button", { name: "Update Password" }));
}

describe("/reset-password", () => {
  it("without a token shows the invalid-link state with Back to Login", () => {
    renderWithApp(<ResetPasswordPage />, { path: "/reset-password" });
    expect(screen.getByRole("heading", { name: "Invalid Reset Link" })).toBeInTheDocument();
    expect(screen.getByText("This password reset link is invalid or has expired.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/auth");
    expect(screen.queryByLabelText(/New Password/)).toBeNull();
  });

  it("takes the token out of the address at once and still sends it from memory", async () => {
    const calls = mockFetch(() =>
      json({ message: "Your password has been updated. You can now log in with your new password." }),
    );
    const { router } = renderWithApp(<ResetPasswordPage />, { path: `/reset-password?token=${TOKEN}` });
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(router.state.location.pathname).toBe("/reset-password");
    expect(router.state.historyAction).toBe("REPLACE");
    expect(screen.getByRole("heading", { name: "Reset Your Password" })).toBeInTheDocument();
    await fill("new-secret", "new-secret");
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({ token: TOKEN });
  });

  it("checks mismatch before length, without calling the API", async () => {
    const calls = mockFetch(() => json({}));
    renderWithApp(<ResetPasswordPage />, { path: `/reset-password?token=${TOKEN}` });
    expect(screen.getByRole("heading", { name: "Reset Your Password" })).toBeInTheDocument();
    await fill("abc", "abd");
    await waitFor(() =>
      expect(screen.getByTestId("toast")).toHaveTextContent(
        "Password MismatchPlease ensure both password fields match.",
      ),
    );
    await userEvent.clear(screen.getByLabelText(/Confirm New Password/));
    await fill("", "abc");
    await waitFor(() =>
      expect(screen.getByTestId("toast")).toHaveTextContent(
        "Password Too ShortPassword must be at least 6 characters long.",
      ),
    );
    expect(calls).toHaveLength(0);
  });

  it("sends token and passwords, shows 'Updating Password...', signs this browser out, toasts and goes to /auth", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, "7.old-session");
    let answer!: (response: Response) => void;
    const calls = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { router } = renderWithApp(<ResetPasswordPage />, { path: `/reset-password?token=${TOKEN}` });
    await fill("new-secret", "new-secret");
    expect(await screen.findByRole("button", { name: "Updating Password..." })).toBeDisabled();
    expect(calls[0]!.url).toBe("/api/auth/reset-password");
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      token: TOKEN,
      password: "new-secret",
      confirmPassword: "new-secret",
    });

    answer(json({ message: "Your password has been updated. You can now log in with your new password." }));
    await waitFor(() => expect(screen.getByTestId("toast")).toHaveTextContent("Password Reset Successful"));
    expect(screen.getByTestId("toast")).toHaveTextContent(
      "Your password has been updated. You can now log in with your new password.",
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it("shows 'Reset Failed' with the server's message", async () => {
    mockFetch(() => json({ message: "This password reset link is invalid or has expired." }, 400));
    const { router } = renderWithApp(<ResetPasswordPage />, { path: `/reset-password?token=${TOKEN}` });
    await fill("new-secret", "new-secret");
    await waitFor(() => expect(screen.getByTestId("toast")).toHaveTextContent("Reset Failed"));
    expect(screen.getByTestId("toast")).toHaveTextContent("This password reset link is invalid or has expired.");
    expect(router.state.location.pathname).toBe("/reset-password");
  });

  it("orders the client checks as docs/messages.md#password-reset", () => {
    expect(resetPasswordProblem(null, { password: "a", confirmPassword: "b" })).toMatchObject({
      title: "Invalid Reset Link",
      description: "The password reset link is invalid or expired.",
    });
    expect(resetPasswordProblem(TOKEN, { password: "a", confirmPassword: "b" })?.title).toBe("Password Mismatch");
    expect(resetPasswordProblem(TOKEN, { password: "12345", confirmPassword: "12345" })?.title).toBe(
      "Password Too Short",
    );
    expect(resetPasswordProblem(TOKEN, { password: "123456", confirmPassword: "123456" })).toBeNull();
  });

  it("is written in Arabic, with its toasts and their numbers", async () => {
    const calls = mockFetch(() => json({}));
    renderWithApp(<ResetPasswordPage />, { path: `/reset-password?token=${TOKEN}`, i18n: createI18n("ar", arabic) });
    expect(screen.getByRole("heading", { name: "أعد تعيين كلمة المرور" })).toBeInTheDocument();
    expect(screen.getByText("اختر كلمة مرور جديدة لا تقل عن 6 أحرف.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "العودة إلى تسجيل الدخول" })).toHaveAttribute("href", "/auth");
    await userEvent.type(screen.getByLabelText(/^كلمة المرور الجديدة/), "abc");
    await userEvent.type(screen.getByLabelText(/^تأكيد كلمة المرور الجديدة/), "abc");
    await userEvent.click(screen.getByRole("button", { name: "تحديث كلمة المرور" }));
    await waitFor(() => expect(screen.getByTestId("toast")).toHaveTextContent("كلمة المرور قصيرة جدًا"));
    expect(screen.getByTestId("toast")).toHaveTextContent("يجب ألا يقل طول كلمة المرور عن 6 أحرف.");
    // The only Latin texts are the logo's wordmark ("Conference 2025", web/components/ui/logo.tsx)
    // and the language switch, which names English in English.
    expect(screen.getByText("English")).toHaveAttribute("lang", "en");
    expect(document.body.textContent?.replace("Conference 2025", "").replace("English", "")).not.toMatch(/[A-Za-z]/);
    expect(calls).toHaveLength(0);
  });
});
