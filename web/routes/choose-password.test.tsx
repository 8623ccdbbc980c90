import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import {
  COMMON_PASSWORD_MESSAGE,
  KEEP_PASSWORD_MESSAGES,
  PASSWORD_CHOSEN_MESSAGE,
  PASSWORD_SKIPPED_MESSAGE,
} from "../../worker/contract/auth";
import { setAuthToken } from "../lib/auth-token";
import arabic from "../../locales/ar.po?catalog";
import { createI18n } from "../../worker/contract/i18n";
import { userRecord } from "../test/fixtures";
import { foreignWords, I18NS, LOCALES } from "../test/arabic-screen";
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
    const calls = serve(() => json({}));
    const first = renderWithApp(<ChoosePasswordPage />, { path: "/choose-password" });
    await userEvent.click(await screen.findByRole("button", { name: "Not now" }));
    expect(first.router.state.location.pathname).toBe("/app");
    // Nothing was suspended: nothing to discard.
    expect(calls.filter((c) => c.url === "/api/auth/skip-password")).toHaveLength(0);
    first.unmount();

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
    expect(screen.getByRole("button", { name: "ليس الآن" })).toBeEnabled();
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

/** The texts of the screen while the registration password is suspended, in each language. */
const SUSPENDED_TEXTS = {
  en: {
    keepForm: "Keep the password you chose when you registered",
    keepField: /^Password you chose when you registered/,
    keepButton: "Keep This Password",
    chooseForm: "Choose Your Password",
    notNow: "Not now",
    kept: "Password Kept",
    notKept: "Password Not Kept",
    renewed: "Pass Renewed",
    renewedText: "Your pass was renewed, so the one you downloaded before no longer admits.",
    explains: /the pass you downloaded stays valid; choose a new one, and your pass is renewed/,
  },
  ar: {
    keepForm: "الإبقاء على كلمة المرور التي اخترتها عند التسجيل",
    keepField: /^كلمة المرور التي اخترتها عند التسجيل/,
    keepButton: "الإبقاء على كلمة المرور هذه",
    chooseForm: "اختر كلمة المرور",
    notNow: "ليس الآن",
    kept: "أُبقي على كلمة المرور",
    notKept: "لم يُبقَ على كلمة المرور",
    renewed: "جُدّدت بطاقة الدخول",
    renewedText: "جُدّدت بطاقة دخولك، فلم تعد البطاقة التي نزّلتها من قبل تسمح بالدخول.",
    explains: /ظلت بطاقة الدخول التي نزّلتها صالحة/,
  },
} as const;

describe.each(LOCALES)("/choose-password while the registration password is suspended (%s)", (locale) => {
  const texts = SUSPENDED_TEXTS[locale];
  const suspended = userRecord({ email: "noura@example.com", emailVerified: true, passwordSuspended: true });

  /** Serves the suspended user and answers keep-password, skip-password and choose-password. */
  function serveSuspended(answers: Partial<Record<"keep" | "skip" | "choose", () => Response>>) {
    return mockFetch((url, init) => {
      if (url === "/api/user") return json(suspended);
      if (init.method === "POST" && url === "/api/auth/keep-password" && answers.keep) return answers.keep();
      if (init.method === "POST" && url === "/api/auth/skip-password" && answers.skip) return answers.skip();
      if (init.method === "POST" && url === "/api/auth/choose-password" && answers.choose) return answers.choose();
      return json({ message: "Not found" }, 404);
    });
  }

  const render = (path = "/choose-password?next=%2Fapp%2Fmy-agenda") =>
    renderWithApp(<ChoosePasswordPage />, { path, i18n: I18NS[locale] });

  it("offers both choices and says what each does to the pass", async () => {
    serveSuspended({});
    const { container } = render();
    const keepForm = await screen.findByRole("form", { name: texts.keepForm });
    expect(keepForm.querySelectorAll("input")).toHaveLength(1);
    expect(screen.getByRole("form", { name: texts.chooseForm }).querySelectorAll("input")).toHaveLength(2);
    expect(screen.getByText(texts.explains)).toBeInTheDocument();
    // The language switch names the other language in that language.
    expect(foreignWords(locale, container, ["noura@example.com", "English", "العربية"])).toEqual([]);
  });

  it("keeps the password typed and goes on to the page the visitor was going to", async () => {
    const calls = serveSuspended({ keep: () => json({ message: KEEP_PASSWORD_MESSAGES.kept }) });
    const { router } = render();
    await userEvent.type(await screen.findByLabelText(texts.keepField), "registered-with-this");
    await userEvent.click(screen.getByRole("button", { name: texts.keepButton }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/app/my-agenda"));
    expect(screen.getByTestId("toast")).toHaveTextContent(texts.kept);
    const sent = calls.filter((c) => c.url === "/api/auth/keep-password");
    expect(sent.map((c) => JSON.parse(String(c.init.body)))).toEqual([{ password: "registered-with-this" }]);
  });

  it("shows the server's refusal of a wrong password, empties the field and stays", async () => {
    serveSuspended({ keep: () => json({ message: KEEP_PASSWORD_MESSAGES.wrong }, 400) });
    const { router } = render();
    const field = await screen.findByLabelText(texts.keepField);
    await userEvent.type(field, "not-the-one");
    await userEvent.click(screen.getByRole("button", { name: texts.keepButton }));
    await waitFor(() => expect(screen.getByTestId("toast")).toHaveTextContent(texts.notKept));
    expect(screen.getByTestId("toast")).toHaveTextContent(I18NS[locale]._(KEEP_PASSWORD_MESSAGES.wrong));
    expect(field).toHaveValue("");
    expect(router.state.location.pathname).toBe("/choose-password");
  });

  it('"Not now" discards the password, says the pass was renewed, and goes on', async () => {
    const calls = serveSuspended({ skip: () => json({ message: PASSWORD_SKIPPED_MESSAGE, passRenewed: true }) });
    const { router } = render();
    await userEvent.click(await screen.findByRole("button", { name: texts.notNow }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/app/my-agenda"));
    expect(calls.filter((c) => c.url === "/api/auth/skip-password")).toHaveLength(1);
    expect(screen.getByTestId("toast")).toHaveTextContent(texts.renewed);
    expect(screen.getByTestId("toast")).toHaveTextContent(texts.renewedText);
  });

  it("a new password says the pass was renewed", async () => {
    serveSuspended({ choose: () => json({ message: PASSWORD_CHOSEN_MESSAGE, passRenewed: true }) });
    const { router } = render("/choose-password");
    const form = await screen.findByRole("form", { name: texts.chooseForm });
    const [password, confirm] = form.querySelectorAll("input");
    await userEvent.type(password!, "a-brand-new-one");
    await userEvent.type(confirm!, "a-brand-new-one");
    await userEvent.click(within(form).getByRole("button"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/app"));
    expect(screen.getByTestId("toast")).toHaveTextContent(texts.renewedText);
  });

  it("never follows a `next` that leaves the site", async () => {
    serveSuspended({ skip: () => json({ message: PASSWORD_SKIPPED_MESSAGE, passRenewed: false }) });
    const { router } = render("/choose-password?next=%2F%2Fevil.example%2Fapp");
    await userEvent.click(await screen.findByRole("button", { name: texts.notNow }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/app"));
  });
});
