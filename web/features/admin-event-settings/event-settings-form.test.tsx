import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "../../../worker/contract/default-settings";
import { setAuthToken } from "../../lib/auth-token";
import { eventSettingsKey } from "../../lib/event-settings";
import AdminSettingsPage from "../../routes/app/admin/settings";
import type { Locale } from "../../../worker/contract/i18n";
import { arabicI18n, I18NS, LOCALES, latinWords } from "../../test/arabic-screen";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { admin, toastText } from "../../test/admin";

beforeEach(() => {
  setAuthToken("1.token");
});

const stored = { settings: DEFAULT_SETTINGS, version: 3, updatedAt: 1_760_000_000_000 };

/** The screen, in `i18n`'s language (English by default), with GET answered by `stored` and PUT by `put`. */
function renderScreen(put: (body: unknown) => Response, i18n?: typeof arabicI18n) {
  const calls = mockFetch((url, init) => {
    if (url === "/api/user") return json(admin);
    if (url === "/api/admin/event-settings" && init.method === "PUT") return put(JSON.parse(String(init.body)));
    if (url === "/api/admin/event-settings") return json(stored);
    return json({ message: "Not found" }, 404);
  });
  return { calls, ...renderWithApp(<AdminSettingsPage />, i18n ? { i18n } : {}) };
}

const puts = (calls: ReturnType<typeof mockFetch>) => calls.filter((c) => c.init.method === "PUT");

describe("Event Settings", () => {
  it("saves the changed venue and date, toasts, and shows them in the app's settings at once", async () => {
    const { calls, queryClient } = renderScreen((body) => json({ settings: body, version: 4, updatedAt: 1 }));
    const form = await screen.findByRole("form", { name: "Event Settings" });
    const venue = within(form).getByLabelText(/^Venue name/);
    expect(venue).toHaveValue(DEFAULT_SETTINGS.venue.name);
    await userEvent.clear(venue);
    await userEvent.type(venue, "Sheikh Jaber Al-Ahmad Cultural Centre");
    const conference = within(form).getByRole("region", { name: "Conference 2025" });
    const date = within(conference).getByLabelText(/^Date/);
    await userEvent.clear(date);
    await userEvent.type(date, "2026-11-02");
    await userEvent.click(within(form).getByRole("button", { name: "Save Settings" }));

    await waitFor(() => expect(toastText()).toContain("Event settings saved."));
    const [put] = puts(calls);
    expect(put!.init.body && JSON.parse(String(put!.init.body))).toEqual({
      ...DEFAULT_SETTINGS,
      venue: { ...DEFAULT_SETTINGS.venue, name: "Sheikh Jaber Al-Ahmad Cultural Centre" },
      events: { ...DEFAULT_SETTINGS.events, AC2025: { ...DEFAULT_SETTINGS.events.AC2025, date: "2026-11-02" } },
    });
    expect(queryClient.getQueryData<typeof DEFAULT_SETTINGS>(eventSettingsKey())?.venue.name).toBe(
      "Sheikh Jaber Al-Ahmad Cultural Centre",
    );
  });

  it("shows the error under each field it refuses, and sends nothing", async () => {
    const { calls } = renderScreen(() => json({}, 500));
    const form = await screen.findByRole("form", { name: "Event Settings" });
    await userEvent.clear(within(form).getByLabelText(/^Venue name/));
    await userEvent.clear(within(form).getByLabelText(/^Helpline/));
    await userEvent.type(within(form).getByLabelText(/^Helpline/), "22957700");
    await userEvent.type(within(form).getByLabelText("Map link"), "http://maps.example");
    const conference = within(form).getByRole("region", { name: "Conference 2025" });
    await userEvent.clear(within(conference).getByLabelText(/^End time/));
    await userEvent.type(within(conference).getByLabelText(/^End time/), "07:00");
    await userEvent.click(within(form).getByRole("button", { name: "Save Settings" }));

    expect(await within(form).findByText("Venue name is required")).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Venue name/)).toHaveAccessibleDescription("Venue name is required");
    expect(
      within(form).getByText("Helpline must be an international number in E.164 form, e.g. +96522957700"),
    ).toBeInTheDocument();
    expect(within(form).getByText("Map link must be an https URL (https://...)")).toBeInTheDocument();
    expect(within(conference).getByText("AC2025 end time must be after its start time")).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);
  });

  it("shows the server's 400 message and keeps what was typed", async () => {
    renderScreen(() => json({ message: "Venue city must be at most 200 characters" }, 400));
    const form = await screen.findByRole("form", { name: "Event Settings" });
    await userEvent.type(within(form).getByLabelText("Wi-Fi password"), "-2026");
    await userEvent.click(within(form).getByRole("button", { name: "Save Settings" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent("Venue city must be at most 200 characters");
    expect(toastText()).toContain("Venue city must be at most 200 characters");
    expect(within(form).getByLabelText("Wi-Fi password")).toHaveValue(`${DEFAULT_SETTINGS.wifi.password}-2026`);
  });
});

describe("Event Settings: the Arabic versions", () => {
  it("shows each Arabic version beside its English text, right to left, and saves the edits", async () => {
    const { calls, queryClient } = renderScreen((body) => json({ settings: body, version: 4, updatedAt: 1 }));
    const form = await screen.findByRole("form", { name: "Event Settings" });
    const tagline = within(form).getByLabelText("Landing tagline (Arabic)");
    expect(tagline).toHaveValue(DEFAULT_SETTINGS.hero.taglineAr);
    expect(tagline).toHaveAttribute("lang", "ar");
    expect(tagline).toHaveAttribute("dir", "rtl");
    const conference = within(form).getByRole("region", { name: "Conference 2025" });
    expect(within(conference).getByLabelText("Name (Arabic)")).toHaveValue(DEFAULT_SETTINGS.events.AC2025.nameAr);
    expect(within(form).getByLabelText("City (Arabic)")).toHaveValue(DEFAULT_SETTINGS.venue.cityAr);
    await userEvent.clear(tagline);
    await userEvent.type(tagline, "مؤتمر الطاقة");
    await userEvent.clear(within(conference).getByLabelText("Name (Arabic)"));
    await userEvent.click(within(form).getByRole("button", { name: "Save Settings" }));

    await waitFor(() => expect(toastText()).toContain("Event settings saved."));
    const body = JSON.parse(String(puts(calls)[0]!.init.body)) as typeof DEFAULT_SETTINGS;
    expect(body.hero).toEqual({ ...DEFAULT_SETTINGS.hero, taglineAr: "مؤتمر الطاقة" });
    // Emptied: no Arabic version, the English is shown.
    expect(body.events.AC2025).toEqual({ ...DEFAULT_SETTINGS.events.AC2025, nameAr: null });
    expect(body.venue).toEqual(DEFAULT_SETTINGS.venue);
    expect(queryClient.getQueryData<typeof DEFAULT_SETTINGS>(eventSettingsKey())?.hero.taglineAr).toBe("مؤتمر الطاقة");
  });

  it("refuses an Arabic text over its English twin's limit, under the field, and sends nothing", async () => {
    const { calls } = renderScreen(() => json({}, 500));
    const form = await screen.findByRole("form", { name: "Event Settings" });
    const lead = within(form).getByLabelText("Landing lead (Arabic)");
    fireEvent.change(lead, { target: { value: "ن".repeat(1_001) } });
    await userEvent.click(within(form).getByRole("button", { name: "Save Settings" }));
    expect(await within(form).findByText("Hero lead (Arabic) must be at most 1000 characters")).toBeInTheDocument();
    expect(lead).toHaveAccessibleDescription("Hero lead (Arabic) must be at most 1000 characters");
    expect(puts(calls)).toHaveLength(0);
  });

  it("is written in Arabic in the Arabic app, and still edits the stored English texts", async () => {
    mockFetch((url) => {
      if (url === "/api/user") return json(admin);
      if (url === "/api/admin/event-settings") return json(stored);
      return json({ message: "Not found" }, 404);
    });
    renderWithApp(<AdminSettingsPage />, { i18n: arabicI18n });
    const form = await screen.findByRole("form", { name: "إعدادات الفعالية" });
    expect(screen.getByRole("heading", { level: 1, name: "إعدادات الفعالية" })).toBeInTheDocument();
    const conference = within(form).getByRole("region", { name: DEFAULT_SETTINGS.events.AC2025.nameAr! });
    expect(within(conference).getByLabelText("الاسم *")).toHaveValue(DEFAULT_SETTINGS.events.AC2025.name);
    expect(within(form).getByLabelText("الشعار في الصفحة الرئيسية (بالعربية)")).toHaveValue(
      DEFAULT_SETTINGS.hero.taglineAr,
    );
    expect(within(form).getByLabelText("الشعار في الصفحة الرئيسية *")).toHaveValue(DEFAULT_SETTINGS.hero.tagline);
    expect(within(form).getByRole("button", { name: "حفظ الإعدادات" })).toBeInTheDocument();
    // Only data and codes are left in Latin letters: the evening's name (the same in both
    // languages) and the URL scheme the map link must have.
    expect(latinWords(document.body, [DEFAULT_SETTINGS.events.GC_POWERLIST.name, "https"])).toEqual([]);
  });

  it("writes the refusals in Arabic, each naming its field in Arabic, and sends nothing", async () => {
    const { calls } = renderScreen(() => json({}, 500), arabicI18n);
    const form = await screen.findByRole("form", { name: "إعدادات الفعالية" });
    await userEvent.clear(within(form).getByLabelText(/^اسم المكان/));
    await userEvent.clear(within(form).getByLabelText(/^خط المساعدة/));
    await userEvent.type(within(form).getByLabelText(/^خط المساعدة/), "22957700");
    const conference = within(form).getByRole("region", { name: DEFAULT_SETTINGS.events.AC2025.nameAr! });
    await userEvent.clear(within(conference).getByLabelText(/^وقت الانتهاء/));
    await userEvent.type(within(conference).getByLabelText(/^وقت الانتهاء/), "07:00");
    await userEvent.click(within(form).getByRole("button", { name: "حفظ الإعدادات" }));

    expect(await within(form).findByText("حقل «اسم المكان» مطلوب")).toBeInTheDocument();
    expect(
      within(form).getByText("يجب أن يكون حقل «خط المساعدة» رقمًا دوليًا بصيغة E.164، مثل +96522957700"),
    ).toBeInTheDocument();
    expect(within(conference).getByText("يجب أن يكون وقت انتهاء AC2025 بعد وقت بدئها")).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);
  });

  it("writes the server's 400 message in Arabic", async () => {
    renderScreen(() => json({ message: "Venue city must be at most 200 characters" }, 400), arabicI18n);
    const form = await screen.findByRole("form", { name: "إعدادات الفعالية" });
    await userEvent.click(within(form).getByRole("button", { name: "حفظ الإعدادات" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent("يجب ألا يتجاوز حقل «مدينة المكان» 200 حرف");
  });
});

/** What each language shows of the sections and the out-of-date marks. */
const MARKS = {
  en: {
    form: "Event Settings",
    sections: "Sections",
    general: "General",
    venue: "Venue",
    venueName: /^Venue name/,
    arabicName: "Name (Arabic)",
    mapLink: "Map link",
    supportEmail: /^Support email/,
    helpline: /^Helpline/,
    date: /^Date/,
    startTime: /^Start time/,
    summary:
      "1 Arabic text may be out of date: Arabic pages show the English text until it is updated or marked “Still correct”.",
    outOfDate:
      "May be out of date: it was written for “JW Marriott Hotel Kuwait City”, and the English has changed since. Arabic pages show the English until this is updated or confirmed.",
    stillCorrect: "Still correct",
    stillCorrectOf: "Still correct: Name (Arabic)",
    confirmed: "Arabic text confirmed.",
    updateFailed: "Update failed",
    englishChanged: "The English text has changed since you loaded the settings: check the Arabic text again",
    unsaved: "Unsaved changes",
    wifi: /^Wi-Fi network/,
  },
  ar: {
    form: "إعدادات الفعالية",
    sections: "الأقسام",
    general: "عام",
    venue: "المكان",
    venueName: /^اسم المكان/,
    arabicName: "الاسم (بالعربية)",
    mapLink: "رابط الخريطة",
    supportEmail: /^بريد الدعم/,
    helpline: /^خط المساعدة/,
    date: /^التاريخ/,
    startTime: /^وقت البدء/,
    summary: "نص عربي واحد قد يكون قديمًا: تعرض الصفحات العربية النص الإنجليزي إلى أن يُحدَّث أو يُعلَّم بـ «لا يزال صحيحًا».",
    outOfDate:
      "قد يكون قديمًا: كُتب للنص «JW Marriott Hotel Kuwait City»، وقد تغيّر النص الإنجليزي منذ ذلك الحين. تعرض الصفحات العربية النص الإنجليزي إلى أن يُحدَّث هذا النص أو يُؤكَّد.",
    stillCorrect: "لا يزال صحيحًا",
    stillCorrectOf: "لا يزال صحيحًا: الاسم (بالعربية)",
    confirmed: "تم تأكيد النص العربي.",
    updateFailed: "تعذّر التحديث",
    englishChanged: "تغيّر النص الإنجليزي منذ تحميلك للإعدادات: راجع النص العربي مرة أخرى",
    unsaved: "تغييرات غير محفوظة",
    wifi: /^شبكة الواي فاي/,
  },
} satisfies Record<Locale, unknown>;

/** Stored settings whose venue was renamed in English only: its Arabic name may be out of date. */
const renamed = {
  ...DEFAULT_SETTINGS,
  venue: { ...DEFAULT_SETTINGS.venue, name: "Sheikh Jaber Al-Ahmad Cultural Centre" },
  arabicOutOfDate: { "venue.nameAr": DEFAULT_SETTINGS.venue.name },
};

/** The screen with `renamed` stored; POST confirmations answered by `confirm`. */
function renderMarked(locale: Locale, confirm: (body: unknown) => Response) {
  const calls = mockFetch((url, init) => {
    if (url === "/api/user") return json(admin);
    if (url === "/api/admin/event-settings/arabic-confirmations") return confirm(JSON.parse(String(init.body)));
    if (url === "/api/admin/event-settings") return json({ settings: renamed, version: 4, updatedAt: 1 });
    return json({ message: "Not found" }, 404);
  });
  return { calls, ...renderWithApp(<AdminSettingsPage />, { i18n: I18NS[locale] }) };
}

describe.each(LOCALES)("Event Settings: sections, directions and out-of-date Arabic texts (%s)", (locale) => {
  const text = MARKS[locale];

  it("lists the sections to jump to, each link naming its section", async () => {
    renderMarked(locale, () => json({}, 500));
    const form = await screen.findByRole("form", { name: text.form });
    const links = within(within(form).getByRole("navigation", { name: text.sections })).getAllByRole("link");
    expect(links).toHaveLength(7);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute("href")!.slice(1));
      expect(target?.textContent).toBe(link.textContent);
      expect(target?.closest("section")).toHaveAccessibleName(link.textContent!);
    }
    expect(links[0]).toHaveTextContent(text.general);
  });

  it("keeps English texts, links, addresses, numbers, dates and times left to right, and Arabic right to left", async () => {
    renderMarked(locale, () => json({}, 500));
    const form = await screen.findByRole("form", { name: text.form });
    const venue = within(form).getByRole("region", { name: text.venue });
    expect(within(venue).getByLabelText(text.venueName)).toHaveAttribute("lang", "en");
    for (const field of [
      within(venue).getByLabelText(text.venueName),
      within(venue).getByLabelText(text.mapLink),
      within(form).getByLabelText(text.supportEmail),
      within(form).getByLabelText(text.helpline),
      within(form).getAllByLabelText(text.date)[0]!,
      within(form).getAllByLabelText(text.startTime)[0]!,
    ])
      expect(field).toHaveAttribute("dir", "ltr");
    expect(within(venue).getByLabelText(text.arabicName)).toHaveAttribute("dir", "rtl");
  });

  it("marks an Arabic text that may be out of date and confirms it with Still correct, keeping unsaved edits", async () => {
    const { calls } = renderMarked(locale, () =>
      json({ settings: { ...renamed, arabicOutOfDate: undefined }, version: 5, updatedAt: 2 }),
    );
    const form = await screen.findByRole("form", { name: text.form });
    expect(within(form).getByText(text.summary)).toBeInTheDocument();
    const venue = within(form).getByRole("region", { name: text.venue });
    const arabicName = within(venue).getByLabelText(text.arabicName);
    expect(arabicName).toHaveAccessibleDescription(text.outOfDate);
    // Only the marked text: the city's Arabic version has no mark.
    expect(within(form).getAllByRole("button", { name: new RegExp(`^${text.stillCorrect}`) })).toHaveLength(1);

    await userEvent.type(within(form).getByLabelText(text.wifi), "-5G");
    expect(within(form).getByText(text.unsaved)).toBeInTheDocument();
    const stillCorrect = within(venue).getByRole("button", { name: text.stillCorrectOf });
    expect(stillCorrect).toHaveTextContent(text.stillCorrect);
    await userEvent.click(stillCorrect);

    await waitFor(() => expect(toastText()).toContain(text.confirmed));
    const posted = calls.filter((c) => c.url === "/api/admin/event-settings/arabic-confirmations");
    expect(posted.map((c) => JSON.parse(String(c.init.body)))).toEqual([
      { field: "venue.nameAr", english: "Sheikh Jaber Al-Ahmad Cultural Centre" },
    ]);
    expect(within(venue).queryByRole("button", { name: text.stillCorrectOf })).not.toBeInTheDocument();
    expect(arabicName).not.toHaveAccessibleDescription(text.outOfDate);
    expect(within(form).queryByText(text.summary)).not.toBeInTheDocument();
    expect(within(form).getByLabelText(text.wifi)).toHaveValue(`${DEFAULT_SETTINGS.wifi.network}-5G`);
  });

  it("drops the mark of an Arabic text being edited, which the next save brings up to date", async () => {
    renderMarked(locale, () => json({}, 500));
    const form = await screen.findByRole("form", { name: text.form });
    const arabicName = within(within(form).getByRole("region", { name: text.venue })).getByLabelText(text.arabicName);
    await userEvent.clear(arabicName);
    await userEvent.type(arabicName, "مركز الشيخ جابر الأحمد الثقافي");
    expect(arabicName).not.toHaveAccessibleDescription(text.outOfDate);
    expect(within(form).queryByRole("button", { name: text.stillCorrectOf })).not.toBeInTheDocument();
  });

  it("toasts the server's refusal of a confirmation and keeps the mark", async () => {
    renderMarked(locale, () => json({ message: MARKS.en.englishChanged }, 409));
    const form = await screen.findByRole("form", { name: text.form });
    await userEvent.click(within(form).getByRole("button", { name: text.stillCorrectOf }));
    await waitFor(() => expect(toastText()).toContain(text.updateFailed));
    expect(toastText()).toContain(text.englishChanged);
    expect(within(form).getByRole("button", { name: text.stillCorrectOf })).toBeEnabled();
  });
});
