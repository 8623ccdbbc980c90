import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import arabic from "../../../locales/ar.po?catalog";
import { createI18n } from "../../../worker/contract/i18n";
import { LIMITS } from "../../../worker/contract/fields";
import type { User } from "../../../worker/contract/user";
import SubmitQuestionPage from "../../routes/app/submit-question";
import { userRecord } from "../../test/fixtures";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { setAuthToken } from "../../lib/auth-token";

// A signed-in browser holds its session token: web/lib/current-user.ts asks GET /api/user only then.
beforeEach(() => setAuthToken("1.token"));

const delegate = userRecord({ id: 3, email: "maha@example.com", firstName: "Maha", lastName: "Al-Ali" });

function serve(post: () => Response, user: User | null = delegate) {
  return mockFetch((url, init) => {
    if (url === "/api/user") return user ? json(user) : json({ message: "Not authenticated" }, 401);
    if (url === "/api/qna" && init.method === "POST") return post();
    return json([]);
  });
}

describe("SubmitQuestionPage", () => {
  it("asks signed-out visitors to sign in", async () => {
    serve(() => json({}), null);
    renderWithApp(<SubmitQuestionPage />, { path: "/app/submit-question" });
    expect(await screen.findByRole("heading", { name: "Sign In Required" })).toBeInTheDocument();
    // Signing in comes back here (docs/product.md#protected-routes).
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute(
      "href",
      "/auth?next=%2Fapp%2Fsubmit-question",
    );
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
  });

  it("shows who is asking and a 6-row question area", async () => {
    serve(() => json({}));
    renderWithApp(<SubmitQuestionPage />, { path: "/app/submit-question" });
    const asker = await screen.findByLabelText("Submitting as");
    expect(asker).toHaveValue("maha@example.com");
    expect(asker).toHaveAttribute("readonly");
    expect(screen.getByLabelText(/Your Question/)).toHaveAttribute("rows", "6");
    expect(screen.getByRole("link", { name: "Cancel" })).toHaveAttribute("href", "/app");
  });

  it("enforces the required and 10-character rules without calling the API", async () => {
    const calls = serve(() => json({}));
    renderWithApp(<SubmitQuestionPage />, { path: "/app/submit-question" });
    const submit = await screen.findByRole("button", { name: "Submit Question" });
    await userEvent.click(submit);
    expect(await screen.findByText("Question is required")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Your Question/), "  Too short  ");
    await userEvent.click(submit);
    expect(await screen.findByText("Question must be at least 10 characters long")).toBeInTheDocument();
    expect(calls.some((c) => c.init.method === "POST")).toBe(false);
  });

  it("submits, toasts for 5 s and returns to /app after 2 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = serve(() => json({ id: 1 }, 201));
    const { router } = renderWithApp(<SubmitQuestionPage />, { path: "/app/submit-question" });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(await screen.findByLabelText(/Your Question/), "  When will the slides be shared?  ");
    await user.click(screen.getByRole("button", { name: "Submit Question" }));
    expect(await screen.findByText("Question submitted successfully!")).toBeInTheDocument();
    const post = calls.find((c) => c.init.method === "POST")!;
    expect(JSON.parse(String(post.init.body))).toEqual({ question: "When will the slides be shared?" });
    expect(router.state.location.pathname).toBe("/app/submit-question");
    // The redirect timer starts when the answer arrives, a few ms before the toast is found.
    act(() => vi.advanceTimersByTime(1_500));
    expect(router.state.location.pathname).toBe("/app/submit-question");
    act(() => vi.advanceTimersByTime(1_000));
    expect(router.state.location.pathname).toBe("/app");
    // The toast outlives the redirect and closes after its 5 s.
    expect(screen.getByText("Question submitted successfully!")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2_600));
    await waitFor(() => expect(screen.queryByText("Question submitted successfully!")).not.toBeInTheDocument());
  });

  it("toasts the failure and stays on the form", async () => {
    serve(() => json({ message: "Something went wrong. Please try again." }, 500));
    const { router } = renderWithApp(<SubmitQuestionPage />, { path: "/app/submit-question" });
    await userEvent.type(await screen.findByLabelText(/Your Question/), "What is the parking situation?");
    await userEvent.click(screen.getByRole("button", { name: "Submit Question" }));
    expect(await screen.findByText("Error")).toBeInTheDocument();
    expect(screen.getByText("Failed to submit question. Please try again.")).toBeInTheDocument();
    expect(screen.getByLabelText(/Your Question/)).toHaveValue("What is the parking situation?");
    expect(router.state.location.pathname).toBe("/app/submit-question");
  });
});

describe("SubmitQuestionPage in Arabic", () => {
  const renderInArabic = () =>
    renderWithApp(<SubmitQuestionPage />, { path: "/app/submit-question", i18n: createI18n("ar", arabic) });

  it("writes the page and the form in Arabic, with the email left to right and the question in its own direction", async () => {
    serve(() => json({}));
    renderInArabic();
    expect(await screen.findByRole("heading", { name: "أرسل سؤالًا" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "اطرح سؤالك على المنظمين أو المتحدثين. تظهر الأسئلة التي تمت الإجابة عنها في الأسئلة والأجوبة المختارة.",
      ),
    ).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "إرسال سؤال" });
    expect(form).toBeInTheDocument();
    const asker = screen.getByLabelText("الإرسال باسم");
    expect(asker).toHaveValue("maha@example.com");
    expect(asker).toHaveAttribute("dir", "ltr");
    const area = screen.getByLabelText(/سؤالك/);
    expect(area).toHaveAttribute("placeholder", "اكتب سؤالك للمنظمين...");
    expect(area).toHaveAttribute("dir", "auto");
    expect(screen.getByText("10 أحرف على الأقل.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "إلغاء" })).toHaveAttribute("href", "/app");
    expect(screen.getByRole("button", { name: "إرسال السؤال" })).toBeInTheDocument();
    expect(screen.queryByText(/Submit|Question|Cancel/)).not.toBeInTheDocument();
    expect(document.title).toContain("أرسل سؤالًا");
  });

  it("writes the validation messages and the toasts in Arabic", async () => {
    let answer = json({ message: "Failed to submit question. Please try again." }, 503);
    serve(() => answer);
    renderInArabic();
    const submit = await screen.findByRole("button", { name: "إرسال السؤال" });
    await userEvent.click(submit);
    expect(await screen.findByText("السؤال مطلوب")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/سؤالك/), "قصير");
    await userEvent.click(submit);
    expect(await screen.findByText("يجب ألا يقل السؤال عن 10 أحرف")).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/سؤالك/));
    await userEvent.paste("س".repeat(LIMITS.question));
    await userEvent.click(submit);
    expect(await screen.findByText(`يجب ألا يزيد السؤال على ${LIMITS.question} حرف`)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/سؤالك/));
    await userEvent.type(screen.getByLabelText(/سؤالك/), "هل ستُنشر العروض التقديمية؟");
    await userEvent.click(submit);
    expect(await screen.findByText("تعذّر إرسال السؤال. يُرجى المحاولة مرة أخرى.")).toBeInTheDocument();
    answer = json({ id: 1 }, 201);
    await userEvent.click(submit);
    expect(await screen.findByText("تم إرسال السؤال بنجاح!")).toBeInTheDocument();
  });

  it("asks signed-out visitors to sign in, in Arabic", async () => {
    serve(() => json({}), null);
    renderInArabic();
    expect(await screen.findByText("يجب تسجيل الدخول لإرسال سؤال إلى المنظمين.")).toBeInTheDocument();
  });
});
