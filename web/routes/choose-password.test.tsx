import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { COMMON_PASSWORD_MESSAGE, PASSWORD_CHOSEN_MESSAGE } from "../../worker/contract/auth";
import { setAuthToken } from "../lib/auth-token";
import arabic from "../../locales/ar.po?catalog";
import { createI18n } from "../../worker/contract/i18n";
import { userRecord } from "../test/fixtures";
import { json, mockFetch, renderWithApp } from "../test/render";
import ChoosePasswordPage from "./choose-password";

const user = userRecord({ email: "noura@example.com", emailVerified: true });

// A signed-in browser holds its session token: web/lib/current-user.ts asks GET /api/user only then.
beforeEach(() => setAuthToken("1.token"));

/** Serves the signed-in user and answers POST /api/auth/choose-password with `answer`. */
function serve(answer: () => Response) {
  return mockFetch((url, init) => {
    if (url === "/api/user") return json(user);
    if (url === "/api/auth/choose-password" && init.method === "POST") return answer();
    return json({ message: "Not found" }, 404);
  });
}

async function fill(password: string, confirm: string) {
  await userEvent.type(await screen.findByLabelText(/^New Password/), password);
  await userEvent.type(screen.getByLabelText(/^Confirm New Password/), confirm);
  await userEvent.click(screen.getByRole("button", { name: "Save Password" }));
}

describe("/choose-password", () => {
  it("says the address is confirmed and why, saves the password and goes on to the app", async () => {
    const calls = serve(() => json({ message: PASSWORD_CHOSEN_MESSAGE }));
    const { router } = renderWithApp(<ChoosePasswordPage />, { path: "/choose-password" });
    expect(await screen.findByRole("heading", { name: "Choose Your Password" })).toBeInTheDocument();
    expect(screen.getByText("noura@example.com")).toBeInTheDocument();
    expect(screen.getByText(/the password given at registration no longer works/)).toBeInTheDocument();
    await fill("chosen-by-noura", "chosen-by-noura");
    await waitFor(() => expect(screen.getByTestId("toast")).toHaveTextContent("Password Saved"));
    expect(screen.getByTestId("toast")).toHaveTextContent(PASSWORD_CHOSEN_MESSAGE);
    const sent = calls.filter((c) => c.url === "/api/auth/choose-password");
    expect(sent.map((c) => JSON.parse(String(c.init.body)))).toEqual([
      { password: "chosen-by-noura", confirmPassword: "chosen-by-noura" },
    ]);
    expect(router.state.location.pathname).toBe("/app");
  });

  it("shows the rules' messages before calling the API", async () => {
    const calls = serve(() => json({}));
    renderWithApp(<ChoosePasswordPage />, { path: "/choose-password" });
    await fill("12345", "12345");
    expect(await screen.findByText("Password must be at least 6 characters")).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^New Password/));
    await userEvent.clear(screen.getByLabelText(/^Confirm New Password/));
    await fill("chosen-by-noura", "chosen-by-nour");
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(calls.filter((c) => c.url === "/api/auth/choose-password")).toHaveLength(0);
  });

  it("shows the server's refusal of a common password and stays", async () => {
    serve(() => json({ message: COMMON_PASSWORD_MESSAGE }, 400));
    const { router } = renderWithApp(<ChoosePasswordPage />, { path: "/choose-password" });
    await fill("password1", "password1");
    await waitFor(() => expect(screen.getByTestId("toast")).toHaveTextContent("Password Not Saved"));
    expect(screen.getByTestId("toast")).toHaveTextContent(COMMON_PASSWORD_MESSAGE);
    expect(router.state.location.pathname).toBe("/choose-password");
  });

  it("offers to go on without a password, and sends a signed-out visitor to /auth", async () => {
    serve(() => json({}));
    renderWithApp(<ChoosePasswordPage />, { path: "/choose-password" });
    expect(await screen.findByRole("link", { name: "Not now" })).toHaveAttribute("href", "/app");

    mockFetch(() => json({ message: "Not authenticated" }, 401));
    const { router } = renderWithApp(
      <Routes>
        <Route path="/choose-password" element={<ChoosePasswordPage />} />
        <Route path="/auth" element={<p>The sign-in page</p>} />
      </Routes>,
      { path: "/choose-password" },
    );
    expect(await screen.findByText("The sign-in page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/auth");
  });

  it("is written in Arabic, with the address left to right, and toasts the server's message in Arabic", async () => {
    serve(() => json({ message: PASSWORD_CHOSEN_MESSAGE }));
    renderWithApp(<ChoosePasswordPage />, { path: "/choose-password", i18n: createI18n("ar", arabic) });
    expect(await screen.findByRole("heading", { name: "اختر كلمة المرور" })).toBeInTheDocument();
    expect(screen.getByText("noura@example.com")).toHaveAttribute("dir", "ltr");
    expect(screen.getByText(/على ألا تقل عن 6 أحرف/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "ليس الآن" })).toHaveAttribute("href", "/app");
    await userEvent.type(screen.getByLabelText(/^كلمة المرور الجديدة/), "12345");
    await userEvent.click(screen.getByRole("button", { name: "حفظ كلمة المرور" }));
    expect(await screen.findByText("يجب ألا تقل كلمة المرور عن 6 أحرف")).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^كلمة المرور الجديدة/));
    await userEvent.type(screen.getByLabelText(/^كلمة المرور الجديدة/), "chosen-by-noura");
    await userEvent.type(screen.getByLabelText(/^تأكيد كلمة المرور الجديدة/), "chosen-by-noura");
    await userEvent.click(screen.getByRole("button", { name: "حفظ كلمة المرور" }));
    await waitFor(() => expect(screen.getByTestId("toast")).toHaveTextContent("تم حفظ كلمة المرور"));
    expect(screen.getByTestId("toast")).toHaveTextContent("استخدمها مع بريدك الإلكتروني لتسجيل الدخول");
  });
});
