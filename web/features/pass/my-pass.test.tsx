import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import arabic from "../../../locales/ar.po?catalog";
import { createI18n } from "../../../worker/contract/i18n";
import MyPassPage from "../../routes/app/my-pass";
import { userRecord } from "../../test/fixtures";
import { I18NS, LOCALES } from "../../test/arabic-screen";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { fileNameFromDisposition } from "./api";
import { setAuthToken } from "../../lib/auth-token";

// A signed-in browser holds its session token: web/lib/current-user.ts asks GET /api/user only then.
beforeEach(() => setAuthToken("1.token"));

const base = userRecord({
  id: 12,
  candidateNumber: 7,
  email: "layla@example.com",
  firstName: "Layla",
  lastName: "Haddad",
  title: "Senior Associate",
  userType: "ASAR",
});

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8"/></svg>';

/** Serves the user, the QR code and the PDF; PATCH /api/profile answers with `patch`. */
function servePass(patch: (body: Record<string, string>) => Response = (body) => json({ ...base, ...body })) {
  const state = { user: base };
  const calls = mockFetch((url, init) => {
    if (url === "/api/user") return json(state.user);
    if (url.startsWith("/api/qrcode/12?v=")) return new Response(SVG, { headers: { "Content-Type": "image/svg+xml" } });
    if (url === "/api/profile" && init.method === "PATCH") {
      const response = patch(JSON.parse(String(init.body)));
      if (response.ok) state.user = { ...state.user, ...JSON.parse(String(init.body)) };
      return response;
    }
    return json({ message: "Not found" }, 404);
  });
  return { calls, state };
}

const qrRequests = (calls: { url: string }[]) => calls.filter((c) => c.url.startsWith("/api/qrcode/"));

describe("fileNameFromDisposition (RFC 6266)", () => {
  it("prefers filename* and falls back to filename", () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="_-Nunez-event-pass.pdf"; filename*=UTF-8''%D9%85%D8%B1%D9%8A%D9%85-N%C3%BA%C3%B1ez-event-pass.pdf`,
      ),
    ).toBe("مريم-Núñez-event-pass.pdf");
    expect(fileNameFromDisposition('attachment; filename="Layla-Haddad-event-pass.pdf"')).toBe(
      "Layla-Haddad-event-pass.pdf",
    );
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});

describe("MyPassPage", () => {
  it("shows its own sign-in prompt when signed out", async () => {
    mockFetch(() => json({ message: "Not authenticated" }, 401));
    renderWithApp(<MyPassPage />, { path: "/app/my-pass" });
    expect(await screen.findByRole("heading", { name: "Sign In Required" })).toBeInTheDocument();
    expect(screen.getByText("You need to be signed in to view your conference pass.")).toBeInTheDocument();
    // Signing in comes back here (docs/product.md#protected-routes).
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth?next=%2Fapp%2Fmy-pass");
  });

  it("shows the pass card, registration number and access information", async () => {
    const { calls } = servePass();
    renderWithApp(<MyPassPage />);
    const card = await screen.findByRole("article", { name: "Conference pass" });
    expect(within(card).getByText("#07")).toBeInTheDocument();
    expect(within(card).getByText("ASAR")).toBeInTheDocument();
    expect(within(card).getByText("Layla")).toBeInTheDocument();
    expect(within(card).getByText("Haddad")).toBeInTheDocument();
    expect(within(card).getByText("Gulf Energy Partners")).toBeInTheDocument();
    const qr = await within(card).findByRole("img", { name: "Your pass QR code" });
    expect(qr.getAttribute("src")).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`);
    expect(qr).toHaveAttribute("width", "208");
    expect(qr).toHaveAttribute("height", "208");
    expect(qrRequests(calls)).toHaveLength(1);
    expect(screen.getByText("Monday, October 13, 2025")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Registration Number" })).toBeInTheDocument();
    expect(screen.getByText("Conference2025")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "events@conference2025.com" })).toHaveAttribute(
      "href",
      "mailto:events@conference2025.com",
    );
  });

  it("asks for the same QR version on every visit, so the service worker's copy answers offline", async () => {
    const { calls } = servePass();
    const first = renderWithApp(<MyPassPage />);
    await screen.findByRole("img", { name: "Your pass QR code" });
    first.unmount();
    vi.spyOn(Date, "now").mockReturnValue(Date.parse("2025-10-13T05:00:00Z"));
    renderWithApp(<MyPassPage />);
    await screen.findByRole("img", { name: "Your pass QR code" });
    const [visit1, visit2] = qrRequests(calls).map((c) => c.url);
    expect(visit1).toMatch(/^\/api\/qrcode\/12\?v=\d+$/);
    expect(visit2).toBe(visit1);
  });

  it("asks for a new QR code after an organiser reissued the pass (a new pass version)", async () => {
    const { calls, state } = servePass();
    const first = renderWithApp(<MyPassPage />);
    await screen.findByRole("img", { name: "Your pass QR code" });
    first.unmount();
    state.user = { ...base, passVersion: 2 };
    renderWithApp(<MyPassPage />);
    await screen.findByRole("img", { name: "Your pass QR code" });
    const [before, after] = qrRequests(calls).map((c) => c.url);
    expect(after).toMatch(/^\/api\/qrcode\/12\?v=\d+$/);
    expect(after).not.toBe(before);
  });

  it("asks for every field after trimming and sends nothing", async () => {
    const { calls } = servePass();
    renderWithApp(<MyPassPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Edit pass details" }));
    // The form's code loads with the first press of Edit.
    const form = await screen.findByRole("form", { name: "Update Pass Details" });
    await userEvent.clear(within(form).getByLabelText(/Position/));
    await userEvent.type(within(form).getByLabelText(/Position/), "   ");
    await userEvent.click(within(form).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Required fields missing")).toBeInTheDocument();
    expect(screen.getByText("Please fill in all required fields.")).toBeInTheDocument();
    expect(calls.some((c) => c.url === "/api/profile")).toBe(false);
  });

  it("Cancel restores the user's values", async () => {
    servePass();
    renderWithApp(<MyPassPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Edit pass details" }));
    // The form's code loads with the first press of Edit.
    const form = await screen.findByRole("form", { name: "Update Pass Details" });
    await userEvent.clear(within(form).getByLabelText(/First Name/));
    await userEvent.type(within(form).getByLabelText(/First Name/), "Changed");
    await userEvent.click(within(form).getByRole("button", { name: "Cancel" }));
    await userEvent.click(screen.getByRole("button", { name: "Edit pass details" }));
    expect(
      within(await screen.findByRole("form", { name: "Update Pass Details" })).getByLabelText(/First Name/),
    ).toHaveValue("Layla");
  });

  it("saves trimmed details, shows the 'Updating QR Code' overlay, then reloads the QR with a new version", async () => {
    const { calls } = servePass();
    renderWithApp(<MyPassPage />);
    await screen.findByRole("img", { name: "Your pass QR code" });
    await userEvent.click(screen.getByRole("button", { name: "Edit pass details" }));
    const form = screen.getByRole("form", { name: "Update Pass Details" });
    await userEvent.clear(within(form).getByLabelText(/Company/));
    await userEvent.type(within(form).getByLabelText(/Company/), "  New Co  ");
    await userEvent.click(within(form).getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText("Updating QR Code")).toBeInTheDocument();
    const patch = calls.find((c) => c.url === "/api/profile");
    expect(JSON.parse(String(patch?.init.body))).toEqual({
      firstName: "Layla",
      lastName: "Haddad",
      title: "Senior Associate",
      company: "New Co",
    });
    expect(qrRequests(calls)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText("Updating QR Code")).not.toBeInTheDocument());
    await waitFor(() => expect(qrRequests(calls)).toHaveLength(2));
    const [first, second] = qrRequests(calls).map((c) => new URL(c.url, "http://x").searchParams.get("v"));
    expect(second).not.toBe(first);
    expect(await screen.findByText("Pass updated")).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "Conference pass" })).getByText("New Co")).toBeInTheDocument();
  });

  it("shows the documented toast when the save fails", async () => {
    servePass(() => json({ message: "boom" }, 500));
    renderWithApp(<MyPassPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Edit pass details" }));
    await userEvent.click(
      within(screen.getByRole("form", { name: "Update Pass Details" })).getByRole("button", { name: "Save Changes" }),
    );
    expect(await screen.findByText("Update failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to update your pass details. Please try again.")).toBeInTheDocument();
    expect(screen.queryByText("Updating QR Code")).not.toBeInTheDocument();
  });

  it("downloads the PDF under the server's file name", async () => {
    const { calls } = servePass();
    const serve = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === "/api/pass-pdf/12"
        ? Promise.resolve(
            new Response(new Uint8Array([37, 80, 68, 70]), {
              headers: {
                "Content-Type": "application/pdf",
                "Content-Disposition": 'attachment; filename="Layla-Haddad-event-pass.pdf"',
              },
            }),
          )
        : serve(input, init)) as typeof fetch;
    URL.createObjectURL = vi.fn(() => "blob:pass");
    URL.revokeObjectURL = vi.fn();
    const clicked: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    renderWithApp(<MyPassPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Download PDF Pass" }));
    await waitFor(() => expect(clicked).toEqual([{ download: "Layla-Haddad-event-pass.pdf", href: "blob:pass" }]));
    expect(calls.some((c) => c.url.includes("token"))).toBe(false);
  });

  it("shows 'Creating PDF Pass' while downloading and only logs a failure, without details", async () => {
    let fail!: () => void;
    servePass();
    const serve = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith("/api/pass-pdf/")
        ? new Promise<Response>((resolve) => (fail = () => resolve(json({ message: "Pass not found" }, 404))))
        : serve(input, init)) as typeof fetch;
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    renderWithApp(<MyPassPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Download PDF Pass" }));
    expect(await screen.findByText("Creating PDF Pass")).toBeInTheDocument();
    fail();
    await waitFor(() => expect(screen.queryByText("Creating PDF Pass")).not.toBeInTheDocument());
    expect(log).toHaveBeenCalledWith("PDF pass download failed (status 404)");
  });
});

describe("MyPassPage in Arabic", () => {
  const i18n = createI18n("ar", arabic);
  const renderInArabic = () => renderWithApp(<MyPassPage />, { i18n });
  /** The page's own texts, which must all be written in Arabic. */
  const PAGE_TEXTS = [
    "My Conference Pass",
    "Download PDF Pass",
    "Registration Number",
    "Quote this number at the registration desk or when you contact us.",
    "Update Pass Details",
    "Access Information",
    "Conference areas",
    "Registration desk",
    "Hotel lobby: show your pass or registration number.",
    "GC Powerlist evening",
    "General Counsel sessions and the recognition dinner.",
  ];

  it("writes the pass screen in Arabic and keeps names, company and the number as they are", async () => {
    servePass();
    renderInArabic();
    const card = await screen.findByRole("article", { name: "بطاقة دخول المؤتمر" });
    expect(await within(card).findByRole("img", { name: "رمز QR لبطاقة دخولك" })).toBeInTheDocument();
    expect(within(card).getByText("ASAR")).toBeInTheDocument();
    expect(within(card).getByText("Layla")).toHaveAttribute("dir", "auto");
    expect(within(card).getByText("Gulf Energy Partners")).toHaveAttribute("dir", "auto");
    expect(within(card).getByText("#07")).toHaveAttribute("dir", "ltr");
    expect(within(card).getByText("رقم المشارك")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "بطاقة دخولي إلى المؤتمر" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "تنزيل بطاقة الدخول بصيغة PDF" })).toBeInTheDocument();
    for (const english of PAGE_TEXTS) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
      expect(screen.getAllByText(i18n._(english)).length).toBeGreaterThan(0);
    }
    expect(document.title).toContain("بطاقة دخولي");
  });

  it("labels a delegate's pass in Arabic and the pass details form in Arabic", async () => {
    mockFetch((url) => {
      if (url === "/api/user") return json({ ...base, userType: "delegate" });
      if (url.startsWith("/api/qrcode/")) return new Response(SVG, { headers: { "Content-Type": "image/svg+xml" } });
      return json({ message: "Not found" }, 404);
    });
    renderInArabic();
    const card = await screen.findByRole("article", { name: "بطاقة دخول المؤتمر" });
    expect(within(card).getByText("مشارك")).toBeInTheDocument();
    expect(within(card).queryByText("DELEGATE")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "تعديل بيانات بطاقة الدخول" }));
    const form = screen.getByRole("form", { name: "تحديث بيانات بطاقة الدخول" });
    for (const label of ["الاسم الأول", "اسم العائلة", "المنصب", "الشركة"]) {
      expect(within(form).getByLabelText(new RegExp(label))).toHaveAttribute("dir", "auto");
    }
    expect(within(form).getByRole("button", { name: "حفظ التغييرات" })).toBeInTheDocument();
    expect(within(form).getByRole("button", { name: "إلغاء" })).toBeInTheDocument();
  });

  it("toasts a missing field, the 'Updating QR Code' overlay and the saved pass in Arabic", async () => {
    servePass();
    renderInArabic();
    await screen.findByRole("img", { name: "رمز QR لبطاقة دخولك" });
    await userEvent.click(screen.getByRole("button", { name: "تعديل بيانات بطاقة الدخول" }));
    const form = screen.getByRole("form", { name: "تحديث بيانات بطاقة الدخول" });
    await userEvent.clear(within(form).getByLabelText(/المنصب/));
    await userEvent.click(within(form).getByRole("button", { name: "حفظ التغييرات" }));
    expect(await screen.findByText("حقول مطلوبة ناقصة")).toBeInTheDocument();
    expect(screen.getByText("يُرجى تعبئة جميع الحقول المطلوبة.")).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/المنصب/), "مستشار أول");
    await userEvent.click(within(form).getByRole("button", { name: "حفظ التغييرات" }));
    expect(await screen.findByText("جارٍ تحديث رمز QR")).toBeInTheDocument();
    expect(await screen.findByText("تم تحديث بطاقة الدخول")).toBeInTheDocument();
    expect(screen.getByText("تم تحديث بيانات بطاقة دخولك ورمز QR.")).toBeInTheDocument();
    expect(screen.queryByText(/Pass updated|Required fields missing/)).not.toBeInTheDocument();
  });

  it("toasts a failed save in Arabic", async () => {
    servePass(() => json({ message: "boom" }, 500));
    renderInArabic();
    await userEvent.click(await screen.findByRole("button", { name: "تعديل بيانات بطاقة الدخول" }));
    await userEvent.click(screen.getByRole("button", { name: "حفظ التغييرات" }));
    expect(await screen.findByText("تعذّر التحديث")).toBeInTheDocument();
    expect(screen.getByText("تعذّر تحديث بيانات بطاقة الدخول. يُرجى المحاولة مرة أخرى.")).toBeInTheDocument();
  });

  it("shows the Arabic overlay while the PDF is created", async () => {
    servePass();
    const serve = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith("/api/pass-pdf/")
        ? new Promise<Response>(() => {})
        : serve(input, init)) as typeof fetch;
    renderInArabic();
    await userEvent.click(await screen.findByRole("button", { name: "تنزيل بطاقة الدخول بصيغة PDF" }));
    expect(await screen.findByText("جارٍ إنشاء بطاقة الدخول بصيغة PDF")).toBeInTheDocument();
  });

  it("shows the QR error and the signed-out prompt in Arabic", async () => {
    mockFetch((url) => (url === "/api/user" ? json(base) : json({ message: "boom" }, 500)));
    const page = renderInArabic();
    expect(await screen.findByText("تعذّر تحميل رمز QR.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "إعادة المحاولة" })).toBeInTheDocument();
    page.unmount();
    mockFetch(() => json({ message: "Not authenticated" }, 401));
    renderInArabic();
    expect(await screen.findByText("يجب تسجيل الدخول لعرض بطاقة دخولك إلى المؤتمر.")).toBeInTheDocument();
  });
});

/** The pass details form's texts in each language. */
const DETAILS_TEXTS = {
  en: {
    edit: "Edit pass details",
    form: "Update Pass Details",
    position: /Position/,
    save: "Save Changes",
    positionRequired: "Position is required",
    missing: "Required fields missing",
    updating: "Updating QR Code",
  },
  ar: {
    edit: "تعديل بيانات بطاقة الدخول",
    form: "تحديث بيانات بطاقة الدخول",
    position: /المنصب/,
    save: "حفظ التغييرات",
    positionRequired: "المنصب مطلوب",
    missing: "حقول مطلوبة ناقصة",
    updating: "جارٍ تحديث رمز QR",
  },
} as const;

describe.each(LOCALES)("the pass details form (%s)", (locale) => {
  const text = DETAILS_TEXTS[locale];

  it("names the Position field in its message, and leaves no 'Required fields missing' toast after a save", async () => {
    servePass();
    renderWithApp(<MyPassPage />, { i18n: I18NS[locale] });
    await userEvent.click(await screen.findByRole("button", { name: text.edit }));
    const form = screen.getByRole("form", { name: text.form });
    await userEvent.clear(within(form).getByLabelText(text.position));
    await userEvent.click(within(form).getByRole("button", { name: text.save }));
    expect(await within(form).findByText(text.positionRequired)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("toast")).toHaveTextContent(text.missing));

    await userEvent.type(within(form).getByLabelText(text.position), "Counsel");
    await userEvent.click(within(form).getByRole("button", { name: text.save }));
    // While the QR code refreshes, before the "Pass updated" toast, the stale one is already closed.
    expect(await screen.findByText(text.updating)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(text.missing)).not.toBeInTheDocument());
  });
});
