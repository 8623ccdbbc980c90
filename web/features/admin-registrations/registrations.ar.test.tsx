/**
 * Registration Management in Arabic (docs/i18n.md): search, sort, the table, its counts and
 * dates, the delete and reissue dialogs, the exports and the erasure of delegate data are Arabic,
 * the table reads right to left, and names, emails, companies and candidate numbers stay as
 * entered.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { ExportJob } from "../../../worker/contract/jobs";
import { eraseTooEarlyMessage } from "../../../worker/contract/my-data";
import type { User } from "../../../worker/contract/user";
import { setAuthToken } from "../../lib/auth-token";
import AdminRegistrationsPage from "../../routes/app/admin/registrations";
import { arabicI18n, latinWords } from "../../test/arabic-screen";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { admin, user } from "../../test/admin";

const rows = [
  user(1, { firstName: "نورة", lastName: "الصباح", company: "مؤسسة البترول الكويتية", title: "مديرة" }),
  user(2, { userType: "speaker" }),
  user(3, { userType: "ASAR" }),
];
const doneJob: ExportJob = {
  id: "job-1",
  status: "done",
  progress: 100,
  downloadUrl: "/api/registrations/export/jobs/job-1/file",
  createdAt: "2025-10-13T05:00:00.000Z",
  expiresAt: "2025-10-14T05:00:00.000Z",
};

/**
 * Data that stays as entered (names, emails, companies, titles), the names of formats and codes
 * (CSV, Excel, QR, PDF, ASAR) and the signed-in organiser in the header.
 */
const DATA = ["First2 Last", "First3 Last", "u1@example.com", "u2@example.com", "u3@example.com", "Co", "Analyst"];
const NAMES = ["CSV", "Excel", "QR", "PDF", "ASAR"];

beforeEach(() => {
  setAuthToken("1.token");
});

function serve(list: (query: URLSearchParams) => { rows: User[]; total: number }) {
  return mockFetch((url) => {
    if (url === "/api/user") return json(admin);
    if (url.startsWith("/api/users?")) {
      const query = new URL(url, "http://x").searchParams;
      return json({ ...list(query), page: Number(query.get("page")), pageSize: Number(query.get("pageSize")) });
    }
    if (url === "/api/registrations/export/jobs") return json({ jobs: [doneJob] });
    if (url === "/api/registrations/export/jobs/job-1") return json(doneJob);
    if (url === "/api/admin/passes/2/reissue")
      return json({
        message: "Pass reissued. The earlier QR code no longer admits; the new one is on the pass page.",
        passVersion: 2,
      });
    if (url === "/api/admin/erase-delegate-data") return json({ erased: 3 });
    return json({ message: "unexpected" }, 500);
  });
}

describe("Registration Management in Arabic", () => {
  it("shows the list, its counts, dates, sorting and exports in Arabic", async () => {
    serve((query) => (query.get("q") ? { rows: [], total: 0 } : { rows, total: 3 }));
    renderWithApp(<AdminRegistrationsPage />, { i18n: arabicI18n });
    const page = document.body;
    expect(await screen.findByRole("heading", { level: 1, name: "إدارة التسجيلات" })).toBeInTheDocument();
    const list = await screen.findByRole("region", { name: "التسجيلات" });
    expect(within(list).getByRole("status")).toHaveTextContent("1–3 من أصل 3 تسجيلات");
    expect(screen.getByRole("columnheader", { name: "الرقم" })).toHaveAttribute("aria-sort", "ascending");
    for (const name of ["الاسم", "البريد الإلكتروني", "الشركة", "النوع", "تاريخ التسجيل", "الإجراءات"])
      expect(screen.getByRole("columnheader", { name })).toBeInTheDocument();
    expect(screen.getByRole("table")).toHaveClass("text-start");
    const [first, second, third] = screen.getAllByTestId("registration-row");
    expect(within(first!).getByText("1 سبتمبر 2025 في 11:00 ص")).toBeInTheDocument();
    expect(within(first!).getByText("مشارك")).toBeInTheDocument();
    expect(within(first!).getByText("u1@example.com")).toHaveAttribute("dir", "ltr");
    expect(within(first!).getByText("#01")).toHaveAttribute("dir", "ltr");
    expect(within(second!).getByText("متحدث")).toBeInTheDocument();
    expect(within(third!).getByText("ASAR")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "حذف تسجيل نورة الصباح" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "إعادة إصدار بطاقة دخول First2 Last" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "تصدير CSV" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "تنزيل ملف Excel" })).toBeInTheDocument();
    expect(screen.getByText("ملف Excel مع رموز QR جاهز.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "محو بيانات المشاركين" })).toBeInTheDocument();
    expect(latinWords(page, [...DATA, ...NAMES])).toEqual([]);

    // Sorting: the select's options, the direction button and its name.
    const sortBy = screen.getByLabelText("الترتيب حسب");
    expect(within(sortBy).getByRole("option", { name: "تاريخ التسجيل" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "اتجاه الترتيب: تصاعدي" }));
    expect(await screen.findByRole("button", { name: "اتجاه الترتيب: تنازلي" })).toHaveTextContent("تنازلي");
    expect(screen.getByLabelText("عدد الصفوف في الصفحة")).toBeInTheDocument();

    await userEvent.type(screen.getByRole("searchbox", { name: "بحث" }), "nobody");
    expect(await screen.findByText("لا توجد نتائج مطابقة للبحث.")).toBeInTheDocument();
    expect(screen.getByText("لم يُعثر على تسجيلات")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "التسجيلات" })).getByRole("status")).toHaveTextContent(
      "لا توجد تسجيلات",
    );
    expect(screen.getByRole("searchbox")).toHaveAttribute(
      "placeholder",
      "الاسم أو البريد الإلكتروني أو الشركة أو الرقم",
    );
    expect(latinWords(page, [...DATA, ...NAMES, "nobody"])).toEqual([]);
  });

  it("asks before deleting and reissuing in Arabic, the email isolated left to right", async () => {
    serve(() => ({ rows, total: 3 }));
    renderWithApp(<AdminRegistrationsPage />, { i18n: arabicI18n });
    await userEvent.click(await screen.findByRole("button", { name: "حذف تسجيل نورة الصباح" }));
    const remove = screen.getByRole("dialog", { name: "حذف التسجيل؟" });
    expect(remove).toHaveTextContent(
      "سيُحذف تسجيل نورة الصباح (u1@example.com) مع ملفه الشخصي وأسئلته وروابط تسجيل الدخول وسجل رسائله.",
    );
    expect(within(remove).getByText("u1@example.com")).toHaveAttribute("dir", "ltr");
    expect(within(remove).getByRole("button", { name: "حذف" })).toBeInTheDocument();
    expect(latinWords(remove, DATA)).toEqual([]);
    await userEvent.click(within(remove).getByRole("button", { name: "إلغاء" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole("button", { name: "إعادة إصدار بطاقة دخول First2 Last" }));
    const reissue = screen.getByRole("dialog", { name: "إعادة إصدار بطاقة الدخول؟" });
    expect(reissue).toHaveTextContent("سيحصل First2 Last (u2@example.com) على رمز QR جديد.");
    expect(latinWords(reissue, [...DATA, ...NAMES])).toEqual([]);
    await userEvent.click(within(reissue).getByRole("button", { name: "إعادة إصدار بطاقة الدخول" }));
    await waitFor(() =>
      expect(screen.getByTestId("toast")).toHaveTextContent(
        "أُعيد إصدار بطاقة الدخول. لم يعد رمز QR السابق يسمح بالدخول؛ والرمز الجديد في صفحة بطاقة الدخول.",
      ),
    );
  });

  it("erases delegate data in Arabic: the rule, the confirmation's plural and the count", async () => {
    serve(() => ({ rows, total: 3 }));
    renderWithApp(<AdminRegistrationsPage />, { i18n: arabicI18n });
    const days = await screen.findByLabelText("عدد الأيام بعد آخر يوم من الفعالية");
    const erase = screen.getByRole("button", { name: "محو بيانات المشاركين" });
    await userEvent.clear(days);
    await userEvent.type(days, "-1");
    await userEvent.click(erase);
    expect(await screen.findByRole("alert")).toHaveTextContent("يجب أن يكون عدد الأيام عددًا صحيحًا من 0 إلى 3650");

    await userEvent.clear(days);
    await userEvent.type(days, "2");
    await userEvent.click(erase);
    const dialog = await screen.findByRole("dialog", { name: "محو بيانات المشاركين؟" });
    expect(dialog).toHaveTextContent("إذا كان قد مضى على آخر يوم من الفعالية يومان على الأقل.");
    expect(latinWords(dialog, [])).toEqual([]);
    await userEvent.click(within(dialog).getByRole("button", { name: "محو" }));
    expect(await screen.findByText("تم محو بيانات 3 مشاركين.")).toBeInTheDocument();
  });

  it("toasts the server's refusal when it is too early in Arabic, with the dates kept", async () => {
    mockFetch((url) => {
      if (url === "/api/user") return json(admin);
      if (url === "/api/admin/erase-delegate-data")
        return json({ message: eraseTooEarlyMessage("2026-10-13", 365, "2025-10-13") }, 409);
      return url.startsWith("/api/users?") ? json({ rows, total: 3, page: 1, pageSize: 25 }) : json({ jobs: [] });
    });
    renderWithApp(<AdminRegistrationsPage />, { i18n: arabicI18n });
    const days = await screen.findByLabelText("عدد الأيام بعد آخر يوم من الفعالية");
    await userEvent.clear(days);
    await userEvent.type(days, "365");
    await userEvent.click(screen.getByRole("button", { name: "محو بيانات المشاركين" }));
    const dialog = await screen.findByRole("dialog", { name: "محو بيانات المشاركين؟" });
    await userEvent.click(within(dialog).getByRole("button", { name: "محو" }));
    const toast = await screen.findByTestId("toast");
    await waitFor(() => expect(toast).toHaveTextContent("تعذّر المحو"));
    expect(toast).toHaveTextContent(
      "يمكن محو بيانات المشاركين اعتبارًا من 2026-10-13 (بعد 365 يومًا من آخر يوم للفعالية، 2025-10-13).",
    );
    expect(latinWords(toast, [])).toEqual([]);
  });
});
