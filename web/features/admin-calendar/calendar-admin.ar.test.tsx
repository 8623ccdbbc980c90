/**
 * Calendar Administration in Arabic (docs/i18n.md): the session cards, the Edit Agenda Item dialog
 * and the Manage Speakers dialog are Arabic; times and dates are written for Kuwait with Latin
 * digits; the organisers' Arabic title, location and description are shown where entered; names,
 * companies and the event's name stay Latin.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { setAuthToken } from "../../lib/auth-token";
import AdminCalendarPage from "../../routes/app/admin/calendar";
import { agendaItem, sessionSpeaker, speakerRecord } from "../../test/fixtures";
import { arabicI18n, latinWords } from "../../test/arabic-screen";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { admin, labelsNotInName, toastText } from "../../test/admin";

beforeEach(() => {
  setAuthToken("1.token");
});

const fatima = sessionSpeaker(1, "Fatima", "Al-Sabah", { company: "KIA" });
const khaled = sessionSpeaker(2, "Khaled", "Hamad", { company: "KPC" });
const opening = agendaItem(1, {
  title: "Opening Remarks",
  titleAr: "الكلمة الافتتاحية",
  location: "Main Hall",
  locationAr: "القاعة الرئيسية",
  description: "Welcome by the organisers.",
  descriptionAr: "كلمة ترحيب من المنظمين.",
  startTime: "08:00",
  endTime: "09:00",
  speakers: [fatima, khaled],
});

/** Data that stays in Latin letters: people, companies, the event's name. */
const DATA = ["Fatima Al-Sabah", "Khaled Hamad", "Sarah Test", "KIA", "KPC", "Conference 2025"];

describe("Calendar Administration in Arabic", () => {
  it("shows the session card and both dialogs in Arabic, and says a too long Arabic title in Arabic", async () => {
    const calls = mockFetch((url, init) => {
      if (url === "/api/user") return json(admin);
      if (url === "/api/agenda?event=AC2025") return json([opening]);
      if (url === "/api/speakers")
        return json([
          speakerRecord(1, "Fatima", "Al-Sabah", { company: "KIA" }),
          speakerRecord(2, "Khaled", "Hamad", { company: "KPC" }),
          speakerRecord(3, "Sarah", "Test", { company: "KIA" }),
        ]);
      if (init.method === "PUT") return json(opening);
      return json([]);
    });
    renderWithApp(<AdminCalendarPage />, { i18n: arabicI18n });
    const card = await screen.findByRole("article", { name: "الكلمة الافتتاحية" });
    expect(screen.getByRole("heading", { level: 1, name: "إدارة جدول الأعمال" })).toBeInTheDocument();
    expect(within(card).getByText("8:00 ص - 9:00 ص")).toBeInTheDocument();
    expect(within(card).getByText("الاثنين، 13 أكتوبر 2025")).toBeInTheDocument();
    expect(within(card).getByText("القاعة الرئيسية")).toBeInTheDocument();
    expect(within(card).getByText("كلمة ترحيب من المنظمين.")).toBeInTheDocument();
    expect(within(card).getByText("متحدثان")).toBeInTheDocument();
    expect(latinWords(document.body, DATA)).toEqual([]);
    expect(labelsNotInName(card)).toEqual([]);

    await userEvent.click(within(card).getByRole("button", { name: "المتحدثون في الكلمة الافتتاحية" }));
    let dialog = screen.getByRole("dialog", { name: "إدارة المتحدثين" });
    expect(within(dialog).getByText("المتحدثون الحاليون (بترتيب العرض)")).toBeInTheDocument();
    expect(await within(dialog).findByRole("button", { name: "إضافة Sarah Test" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "نقل Fatima Al-Sabah إلى الأسفل" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "إزالة Khaled Hamad" })).toBeInTheDocument();
    expect(latinWords(dialog, DATA)).toEqual([]);
    expect(labelsNotInName(dialog)).toEqual([]);
    await userEvent.click(within(dialog).getByRole("button", { name: "حفظ ترتيب المتحدثين" }));
    await waitFor(() => expect(toastText()).toContain("تم حفظ ترتيب المتحدثين"));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole("button", { name: "تعديل الكلمة الافتتاحية" }));
    dialog = screen.getByRole("dialog", { name: "تعديل بند جدول الأعمال" });
    expect(within(dialog).getByLabelText("العنوان (بالعربية)")).toHaveValue("الكلمة الافتتاحية");
    expect(within(dialog).getByLabelText("العنوان")).toHaveAttribute("dir", "auto");
    expect(within(dialog).getByLabelText("وقت البدء")).toHaveValue("08:00");
    // The English content is data in the dialog's fields.
    expect(latinWords(dialog, [...DATA, "Opening Remarks", "Main Hall", "Welcome by the organisers."])).toEqual([]);
    await userEvent.clear(within(dialog).getByLabelText("العنوان (بالعربية)"));
    await userEvent.click(within(dialog).getByLabelText("العنوان (بالعربية)"));
    await userEvent.paste("ع".repeat(301));
    await userEvent.click(within(dialog).getByRole("button", { name: "حفظ التغييرات" }));
    expect(await within(dialog).findByText("يجب ألا يتجاوز العنوان (بالعربية) 300 حرف")).toBeInTheDocument();
    expect(calls.filter((c) => c.url === "/api/admin/agenda/1")).toEqual([]);
  });

  it("says an empty agenda in Arabic", async () => {
    mockFetch((url) => (url === "/api/user" ? json(admin) : json([])));
    const { container } = renderWithApp(<AdminCalendarPage />, { i18n: arabicI18n });
    expect(await screen.findByRole("heading", { name: "لا توجد بنود في جدول الأعمال" })).toBeInTheDocument();
    expect(screen.getByText("لم يُعثر على بنود في جدول أعمال مؤتمر 2025.")).toBeInTheDocument();
    expect(latinWords(container, DATA)).toEqual([]);
  });
});
