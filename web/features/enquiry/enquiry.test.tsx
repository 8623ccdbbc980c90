import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import arabic from "../../../locales/ar.po?catalog";
import { createI18n } from "../../../worker/contract/i18n";
import { LIMITS } from "../../../worker/contract/fields";
import type { User } from "../../../worker/contract/user";
import EnquirePage from "../../routes/app/enquire";
import { AUTH_TOKEN_KEY, setAuthToken } from "../../lib/auth-token";
import { userRecord } from "../../test/fixtures";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { enquiryErrorToast } from "./messages";

// A signed-in browser holds its session token: web/lib/current-user.ts asks GET /api/user only then.
beforeEach(() => setAuthToken("1.token"));

const delegate = userRecord({
  id: 9,
  email: "omar@example.com",
  firstName: "Omar",
  lastName: "Haddad",
  company: "Gulf Infra",
  title: "Counsel",
  phone: "+96555512345",
  emailVerified: true,
});

function serve(post: () => Response, user: User | null = delegate) {
  return mockFetch((url, init) => {
    if (url === "/api/user") return user ? json(user) : json({ message: "Not authenticated" }, 401);
    if (url === "/api/enquire" && init.method === "POST") return post();
    return json({ message: "Not found" }, 404);
  });
}

const renderPage = () => renderWithApp(<EnquirePage />, { path: "/app/enquire" });

describe("EnquirePage auth states", () => {
  it("shows Loading... while the user loads", () => {
    mockFetch(() => new Promise<Response>(() => {}));
    renderPage();
    expect(screen.getByText("Loading...")).toBeInTheDocument();
  });

  it("signed out: toasts, says it is redirecting and goes to /auth after 2 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve(() => json({}), null);
    const { router } = renderPage();
    expect(await screen.findByText("Redirecting to login...")).toBeInTheDocument();
    expect(screen.getByText("Authentication Required")).toBeInTheDocument();
    expect(screen.getByText("Please log in to access the enquiry form.")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_500));
    expect(router.state.location.pathname).toBe("/app/enquire");
    act(() => vi.advanceTimersByTime(600));
    expect(router.state.location.pathname).toBe("/auth");
  });
});

describe("EnquiryForm", () => {
  it("shows Contact Us, a disabled prefilled email, the seven service types and the side card", async () => {
    serve(() => json({}));
    renderPage();
    expect(await screen.findByRole("heading", { name: "Contact Us" })).toBeInTheDocument();
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveValue("omar@example.com");
    expect(email).toBeDisabled();
    const options = within(screen.getByLabelText("Service Type")).getAllByRole("option").slice(1);
    expect(options.map((o) => [o.getAttribute("value"), o.textContent])).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((n) => [`service${n}`, `Service ${n}`]),
    );
    expect(screen.getByRole("link", { name: "events@conference2025.com" })).toHaveAttribute(
      "href",
      "mailto:events@conference2025.com",
    );
    expect(screen.getByText(/JW Marriott Hotel Kuwait City/)).toBeInTheDocument();
    expect(screen.getByText(/Monday, October 13, 2025/)).toBeInTheDocument();
  });

  it("shows the documented messages and sends nothing for invalid input", async () => {
    const calls = serve(() => json({}));
    renderPage();
    const form = await screen.findByRole("form", { name: "Enquiry" });
    for (const label of [/First Name/, /Last Name/, /Company/, /Job Title/])
      await userEvent.clear(within(form).getByLabelText(label));
    await userEvent.type(within(form).getByLabelText(/Message/), "Too short");
    await userEvent.click(within(form).getByRole("button", { name: "Send Enquiry" }));
    expect(await within(form).findByText("First name is required")).toBeInTheDocument();
    expect(within(form).getByText("Last name is required")).toBeInTheDocument();
    expect(within(form).getByText("Company is required")).toBeInTheDocument();
    expect(within(form).getByText("Job title is required")).toBeInTheDocument();
    expect(within(form).getByText("Message must be at least 10 characters")).toBeInTheDocument();
    expect(calls.some((c) => c.url === "/api/enquire")).toBe(false);
  });

  it("sends the enquiry, toasts success and clears the message", async () => {
    const calls = serve(() => json({ id: 1, message: "Enquiry received" }, 201));
    renderPage();
    const form = await screen.findByRole("form", { name: "Enquiry" });
    await userEvent.selectOptions(within(form).getByLabelText("Service Type"), "service4");
    await userEvent.type(within(form).getByLabelText("LinkedIn URL"), "https://www.linkedin.com/in/omar");
    await userEvent.type(within(form).getByLabelText(/Message/), "  Please call me about sponsorship.  ");
    await userEvent.click(within(form).getByRole("button", { name: "Send Enquiry" }));
    expect(await screen.findByText("Enquiry Sent")).toBeInTheDocument();
    expect(
      screen.getByText("Your enquiry has been submitted successfully. We will contact you shortly."),
    ).toBeInTheDocument();
    const post = calls.find((c) => c.url === "/api/enquire")!;
    expect(JSON.parse(String(post.init.body))).toEqual({
      firstName: "Omar",
      lastName: "Haddad",
      email: "omar@example.com",
      company: "Gulf Infra",
      title: "Counsel",
      phone: "+96555512345",
      linkedinUrl: "https://www.linkedin.com/in/omar",
      serviceType: "service4",
      message: "Please call me about sponsorship.",
    });
    expect(within(form).getByLabelText(/Message/)).toHaveValue("");
  });

  it("on 401 says the session expired, signs out and goes to /auth after 2 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem(AUTH_TOKEN_KEY, "stale-token");
    serve(() => json({ message: "Not authenticated" }, 401));
    const { router, queryClient } = renderPage();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const form = await screen.findByRole("form", { name: "Enquiry" });
    await user.type(within(form).getByLabelText(/Message/), "A message long enough");
    await user.click(within(form).getByRole("button", { name: "Send Enquiry" }));
    expect(await screen.findByText("Your session has expired. Please log in again.")).toBeInTheDocument();
    expect(screen.getByText("Authentication Required")).toBeInTheDocument();
    expect(screen.getByText("Redirecting to login...")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_500));
    expect(router.state.location.pathname).toBe("/app/enquire");
    act(() => vi.advanceTimersByTime(600));
    expect(router.state.location.pathname).toBe("/auth");
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(queryClient.getQueryData(["/api/user"])).toBeNull();
    // The expired-session toast is not replaced by the signed-out one.
    expect(screen.getByText("Your session has expired. Please log in again.")).toBeInTheDocument();
  });

  it("shows the server's message for other failures", async () => {
    serve(() => json({ message: "Too many attempts. Please wait a minute and try again." }, 429));
    renderPage();
    const form = await screen.findByRole("form", { name: "Enquiry" });
    await userEvent.type(within(form).getByLabelText(/Message/), "A message long enough");
    await userEvent.click(within(form).getByRole("button", { name: "Send Enquiry" }));
    expect(await screen.findByText("Too many attempts. Please wait a minute and try again.")).toBeInTheDocument();
    expect(within(form).getByLabelText(/Message/)).toHaveValue("A message long enough");
  });

  it("falls back to the documented default text when the failure has no message", () => {
    expect(enquiryErrorToast(new Error(""))).toMatchObject({
      description: "Failed to send enquiry. Please try again.",
    });
  });
});

describe("EnquirePage in Arabic", () => {
  const i18n = createI18n("ar", arabic);
  const renderInArabic = () => renderWithApp(<EnquirePage />, { path: "/app/enquire", i18n });

  it("writes the page, the form and the seven service types in Arabic", async () => {
    serve(() => json({}));
    renderInArabic();
    expect(await screen.findByRole("heading", { name: "تواصل معنا" })).toBeInTheDocument();
    expect(screen.getByText("أرسل استفسارك إلى المنظمين وسنعود إليك.")).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "استفسار" });
    const email = within(form).getByLabelText(/^البريد الإلكتروني/);
    expect(email).toHaveValue("omar@example.com");
    expect(email).toHaveAttribute("dir", "ltr");
    expect(within(form).getByText("نرد على عنوان البريد الإلكتروني لحسابك.")).toBeInTheDocument();
    const options = within(within(form).getByLabelText("نوع الخدمة")).getAllByRole("option");
    expect(options.map((o) => [o.getAttribute("value"), o.textContent])).toEqual([
      ["", "اختر خدمة (اختياري)"],
      ...[1, 2, 3, 4, 5, 6, 7].map((n) => [`service${n}`, `الخدمة ${n}`]),
    ]);
    expect(within(form).getByText("10 أحرف على الأقل.")).toBeInTheDocument();
    expect(within(form).getByLabelText(/^الرسالة/)).toHaveAttribute("dir", "auto");
    expect(within(form).getByRole("button", { name: "إرسال الاستفسار" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "للتواصل معنا", level: 2 })).toBeInTheDocument();
    expect(screen.getByText("مكان الفعالية")).toBeInTheDocument();
    for (const english of [
      "Contact Us",
      "Get in Touch",
      "Event Location",
      "Service Type",
      "Service 1",
      "Send Enquiry",
    ]) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it("writes the contract's validation messages in Arabic, with the limit in a too long message", async () => {
    const calls = serve(() => json({}));
    renderInArabic();
    const form = await screen.findByRole("form", { name: "استفسار" });
    await userEvent.clear(within(form).getByLabelText(/الاسم الأول/));
    await userEvent.type(within(form).getByLabelText(/^الرسالة/), "قصيرة");
    await userEvent.click(within(form).getByRole("button", { name: "إرسال الاستفسار" }));
    expect(await within(form).findByText("الاسم الأول مطلوب")).toBeInTheDocument();
    expect(within(form).getByText("يجب ألا تقل الرسالة عن 10 أحرف")).toBeInTheDocument();
    await userEvent.click(within(form).getByLabelText(/^الرسالة/));
    await userEvent.paste("م".repeat(LIMITS.message + 1));
    await userEvent.click(within(form).getByRole("button", { name: "إرسال الاستفسار" }));
    expect(await within(form).findByText(`يجب ألا تزيد الرسالة على ${LIMITS.message} حرف`)).toBeInTheDocument();
    expect(calls.some((c) => c.url === "/api/enquire")).toBe(false);
  });

  it("toasts success, a server message from the catalogue and an expired session in Arabic", async () => {
    let answer = json({ id: 1, message: "Enquiry received" }, 201);
    serve(() => answer);
    renderInArabic();
    const form = await screen.findByRole("form", { name: "استفسار" });
    await userEvent.type(within(form).getByLabelText(/^الرسالة/), "أرجو التواصل بشأن الرعاية.");
    await userEvent.click(within(form).getByRole("button", { name: "إرسال الاستفسار" }));
    expect(await screen.findByText("تم إرسال الاستفسار")).toBeInTheDocument();
    expect(screen.getByText("تم إرسال استفسارك بنجاح. سنتواصل معك قريبًا.")).toBeInTheDocument();
    answer = json({ message: "Failed to send enquiry. Please try again." }, 503);
    await userEvent.type(within(form).getByLabelText(/^الرسالة/), "أرجو التواصل بشأن الرعاية.");
    await userEvent.click(within(form).getByRole("button", { name: "إرسال الاستفسار" }));
    expect(await screen.findByText("تعذّر إرسال الاستفسار. يُرجى المحاولة مرة أخرى.")).toBeInTheDocument();
    expect(screen.getByText("خطأ")).toBeInTheDocument();
    answer = json({ message: "Not authenticated" }, 401);
    await userEvent.click(within(form).getByRole("button", { name: "إرسال الاستفسار" }));
    expect(await screen.findByText("انتهت جلستك. يُرجى تسجيل الدخول مرة أخرى.")).toBeInTheDocument();
    expect(screen.getByText("يلزم تسجيل الدخول")).toBeInTheDocument();
  });

  it("says it is loading and redirecting in Arabic", async () => {
    mockFetch(() => new Promise<Response>(() => {}));
    const page = renderInArabic();
    expect(screen.getByText("جارٍ التحميل...")).toBeInTheDocument();
    page.unmount();
    serve(() => json({}), null);
    renderInArabic();
    expect(await screen.findByText("جارٍ التحويل إلى تسجيل الدخول...")).toBeInTheDocument();
    expect(screen.getByText("يُرجى تسجيل الدخول للوصول إلى نموذج الاستفسار.")).toBeInTheDocument();
  });
});
