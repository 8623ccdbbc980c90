/**
 * The check-in desk in each language (docs/product.md#door-check-in; docs/i18n.md): it checks
 * people in without a network by pass and by search, refuses, queues and syncs, and every text of
 * the desk is in the page's language: the door's messages (made on the device or answered by the
 * server in English) are written in that language with their values, counts take its plural forms,
 * times are Kuwait time with Latin digits, and only data (names, companies, event names, candidate
 * numbers, the browser's own error text) stays as it is.
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  alreadyCheckedInMessage,
  CHECK_IN_MESSAGES,
  type CheckInSyncAnswer,
  type CheckInSyncRequest,
  doorVerdict,
} from "../../../worker/contract/check-in";
import type { Locale } from "../../../worker/contract/i18n";
import { readTemplate } from "../../../worker/contract/message-templates";
import { setAuthToken } from "../../lib/auth-token";
import CheckInPage from "../../routes/app/admin/check-in";
import { arabicI18n, foreignWords, I18NS, LOCALES } from "../../test/arabic-screen";
import { admin, AT, counts, layla, laylaPass, scanInto, serveDesk } from "../../test/check-in-desk";
import { json, mockFetch, renderWithApp } from "../../test/render";

/** The options of each chart drawn: jsdom has no canvas, so uPlot is replaced by a recorder. */
const charts = vi.hoisted(() => [] as { axes: { values?: (u: unknown, splits: number[]) => string[] }[] }[]);
vi.mock("uplot", () => ({
  default: class {
    static tzDate = (date: Date) => date;
    static paths = {};
    constructor(options: (typeof charts)[number]) {
      charts.push(options);
    }
    setSize() {}
    destroy() {}
  },
}));

// A signed-in browser holds its session token: web/lib/current-user.ts asks GET /api/user only then.
// Each test starts with an empty device (a new IndexedDB).
beforeEach(() => {
  setAuthToken("1.token");
  globalThis.indexedDB = new IDBFactory();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * Data that stays as written: people's names and companies, the event names of the settings, the
 * code name "QR", the browser's own network error, and the desk name typed.
 */
const DATA = [
  "Layla Haddad",
  "Omar Farouk",
  "Gulf Energy Partners",
  "Conference 2025",
  "GC Powerlist",
  "QR",
  "Failed to fetch",
];

/** What each language shows. */
const TEXT = {
  en: {
    heading: "Door Check-in",
    defaultDesk: /^Desk [0-9A-F]{4}$/,
    ready: (people: "one" | "two") =>
      new RegExp(`^Ready offline: ${people === "one" ? "1 person" : "2 people"}, updated \\d{2}:\\d{2}$`),
    deskName: "Desk name",
    save: "Save",
    code: "Scan or type a pass code",
    search: "Search by name or candidate number",
    networkDown: "Sync failed: Network error: Failed to fetch. Trying again.",
    count: (checkedIn: number) => `${checkedIn} / 40 checked in`,
    checkedIn: "Checked in",
    laylaLine: "#07 · DELEGATE · Gulf Energy Partners",
    notYetSynced: "Not yet synced",
    unsynced: (count: 1 | 2) => `${count} not yet synced`,
    allSynced: "All synced",
    forged: "Not checked inThis QR code is not a valid conference pass.",
    results: "Search results",
    checkInOf: (name: string) => `Check in ${name}`,
    checkedInAt: (time: string) => `Checked in ${time}`,
    already: /^Already checked in at \d{2}:\d{2}Layla Haddad/,
    anotherDesk: "another desk",
    wrongEvent: "This pass is not valid for GC Powerlist.",
    syncResults: "Sync results",
    elsewhere: "Layla Haddad (#07): Already checked in at 08:23 at another desk",
    refused: "Sync failed: Admin access required. Trying again.",
    deskTooLong: "Sync failed: A desk name is at most 40 characters. Trying again.",
    reissueOf: "Reissue pass of Layla Haddad",
    reissueDialog: "Reissue pass?",
    reissue: "Reissue pass",
    reissued: "Pass reissued for Layla Haddad",
    oldPass: "This pass was reissued; ask for the new one.",
    startCamera: "Start camera",
    cameraOff: "Camera is off",
    noSecureCamera: "The camera needs a secure (https) connection and a current browser. Search by name below.",
    adminRequired: "Admin access required",
    forOrganisers: "Door check-in is for the organisers.",
    arrivals: "Arrivals per 10 minutes, Conference 2025",
    arrivalsSummary: "3 arrivals; busiest 10 minutes from 08:40: 2.",
    /** The time axis's label of 08:20: English keeps uPlot's own labels (arrivals-chart.tsx). */
    axisLabels: undefined,
  },
  ar: {
    heading: "تسجيل الحضور عند المدخل",
    defaultDesk: /^مكتب [0-9A-F]{4}$/,
    ready: (people: "one" | "two") =>
      new RegExp(`^جاهز دون اتصال: ${people === "one" ? "شخص واحد" : "شخصان"}، آخر تحديث الساعة \\d{2}:\\d{2}$`),
    deskName: "اسم المكتب",
    save: "حفظ",
    code: "امسح رمز بطاقة الدخول أو اكتبه",
    search: "ابحث بالاسم أو رقم المشارك",
    networkDown: "فشلت المزامنة: خطأ في الشبكة: Failed to fetch. جارٍ إعادة المحاولة.",
    count: (checkedIn: number) => `${checkedIn} من 40 سجّلوا حضورهم`,
    checkedIn: "تم تسجيل الحضور",
    laylaLine: "#07 · مشارك · Gulf Energy Partners",
    notYetSynced: "لم تتم المزامنة بعد",
    unsynced: (count: 1 | 2) => (count === 1 ? "تسجيل واحد لم تتم مزامنته بعد" : "تسجيلان لم تتم مزامنتهما بعد"),
    allSynced: "تمت مزامنة كل التسجيلات",
    forged: "لم يُسجَّل الحضوررمز QR هذا ليس بطاقة دخول صالحة للمؤتمر.",
    results: "نتائج البحث",
    checkInOf: (name: string) => `سجّل حضور ${name}`,
    checkedInAt: (time: string) => `حضر الساعة ${time}`,
    already: /^سبق تسجيل الحضور الساعة \d{2}:\d{2}Layla Haddad/,
    anotherDesk: "في مكتب آخر",
    wrongEvent: "بطاقة الدخول هذه غير صالحة لحضور GC Powerlist.",
    syncResults: "نتائج المزامنة",
    elsewhere: "Layla Haddad (#07): سبق تسجيل الحضور الساعة 08:23 في مكتب آخر",
    refused: "فشلت المزامنة: يلزم الوصول بصلاحية المسؤول. جارٍ إعادة المحاولة.",
    deskTooLong: "فشلت المزامنة: يجب ألا يزيد اسم المكتب على 40 حرفًا. جارٍ إعادة المحاولة.",
    reissueOf: "إعادة إصدار بطاقة دخول Layla Haddad",
    reissueDialog: "إعادة إصدار بطاقة الدخول؟",
    reissue: "إعادة إصدار بطاقة الدخول",
    reissued: "أُعيد إصدار بطاقة الدخول لـ Layla Haddad",
    oldPass: "أُعيد إصدار بطاقة الدخول هذه؛ اطلب البطاقة الجديدة.",
    startCamera: "تشغيل الكاميرا",
    cameraOff: "الكاميرا متوقفة",
    noSecureCamera: "تحتاج الكاميرا إلى اتصال آمن (https) ومتصفح حديث. ابحث بالاسم أدناه.",
    adminRequired: "يلزم الوصول بصلاحية المسؤول",
    forOrganisers: "تسجيل الحضور عند المدخل مخصص للمنظمين.",
    arrivals: "الواصلون في كل 10 دقائق، مؤتمر 2025",
    arrivalsSummary: "وصل 3 أشخاص؛ أكثر 10 دقائق ازدحامًا بدأت الساعة 08:40: 2.",
    /** The desk's 24-hour time, not uPlot's English "8:20am". */
    axisLabels: ["08:20"],
  },
} satisfies Record<Locale, unknown>;

/** An answer to POST /api/admin/check-in/sync: every check-in sent was already made at another desk at 08:23. */
function elsewhere(body: CheckInSyncRequest): Response {
  return json({
    results: body.checkIns.map((item) => ({
      id: item.id,
      status: "already_checked_in",
      checkIn: {
        userId: 12,
        event: "AC2025",
        checkedAt: AT,
        desk: "Desk 2",
        clientId: "0f3c1f0e-1c1c-4c1c-8c1c-1c1c1c1c1c1c",
      },
    })),
    changes: [],
    cursor: 9,
  } satisfies CheckInSyncAnswer);
}

describe.each(LOCALES)("the check-in desk (%s)", (locale) => {
  const text = TEXT[locale];
  const render = () => renderWithApp(<CheckInPage />, { path: "/app/admin/check-in", i18n: I18NS[locale] });
  const codeField = () => screen.getByLabelText(text.code);
  const scan = (code: string | Promise<string>) => scanInto(codeField, code);

  /** Replaces the desk's name with `desk` and waits until it is kept. */
  async function renameDesk(desk: string) {
    const field = screen.getByLabelText<HTMLInputElement>(text.deskName);
    await waitFor(() => expect(field.value).toMatch(text.defaultDesk));
    await userEvent.clear(field);
    await userEvent.type(field, desk);
    await userEvent.click(screen.getByRole("button", { name: text.save }));
    await waitFor(() => expect(screen.getByRole("button", { name: text.save })).toBeDisabled());
  }

  /** Renders the screen and waits until the kept list is ready (two people); renames the desk when `desk` is set. */
  async function openDesk(desk?: string) {
    const rendered = render();
    await waitFor(() => expect(screen.getByTestId("desk-ready")).toHaveTextContent(text.ready("two")));
    if (desk) await renameDesk(desk);
    return rendered;
  }

  it("is for admins only", async () => {
    mockFetch((url) =>
      url === "/api/user" ? json({ ...admin, isAdmin: false }) : json({ message: "Admin access required" }, 403),
    );
    render();
    expect(await screen.findByRole("heading", { name: text.adminRequired })).toBeInTheDocument();
    expect(screen.getByText(text.forOrganisers)).toBeInTheDocument();
    expect(foreignWords(locale, document.body, [])).toEqual([]);
  });

  it("checks in without a network by pasted pass code and by search, refuses a forged code and another event's pass, and syncs when the network returns", async () => {
    let online = false;
    const synced: CheckInSyncRequest[] = [];
    const calls = serveDesk((body) => {
      if (!online) return Promise.reject(new TypeError("Failed to fetch"));
      synced.push(body);
      const answer: CheckInSyncAnswer = {
        results: body.checkIns.map((item) => ({
          id: item.id,
          status: "recorded",
          checkIn: {
            userId: item.userId ?? 12,
            event: item.event,
            checkedAt: item.checkedAt,
            desk: body.desk,
            clientId: item.id,
          },
        })),
        changes: [],
        cursor: 7,
      };
      return json(answer);
    });
    render();
    expect(await screen.findByRole("heading", { level: 1, name: text.heading })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("desk-ready")).toHaveTextContent(text.ready("two")));
    await renameDesk("Desk 1");
    // Renaming the desk syncs, and the network is down: the browser's error stays as it is.
    expect(await screen.findByText(text.networkDown)).toBeInTheDocument();
    expect(await screen.findByTestId("count-AC2025")).toHaveTextContent(text.count(10));

    // The field has the focus while the screen is idle: a handheld scanner types into it.
    await scan(laylaPass());
    const panel = screen.getByTestId("check-in-result");
    await waitFor(() => expect(panel).toHaveTextContent(text.checkedIn));
    expect(panel).toHaveTextContent("Layla Haddad");
    expect(panel).toHaveTextContent(text.laylaLine);
    expect(panel).toHaveTextContent(text.notYetSynced);
    expect(codeField()).toHaveValue("");
    await waitFor(() => expect(screen.getByTestId("desk-unsynced")).toHaveTextContent(text.unsynced(1)));

    await userEvent.type(codeField(), "not-a-pass{Enter}");
    await waitFor(() => expect(panel).toHaveTextContent(text.forged));

    await userEvent.type(screen.getByLabelText(text.search), "#08");
    const results = await screen.findByRole("list", { name: text.results });
    await userEvent.click(within(results).getByRole("button", { name: text.checkInOf("Omar Farouk") }));
    await waitFor(() => expect(panel).toHaveTextContent("Omar Farouk"));
    expect(within(results).getByText(new RegExp(`^${text.checkedInAt("\\d{2}:\\d{2}")}$`))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("desk-unsynced")).toHaveTextContent(text.unsynced(2)));

    // The same pass again: already checked in here, nothing more queued.
    await scan(laylaPass());
    await waitFor(() => expect(panel).toHaveTextContent(text.already));
    expect(panel).not.toHaveTextContent(text.anotherDesk);
    expect(foreignWords(locale, document.body, DATA)).toEqual([]);

    // The other event: the pass admits the conference only.
    await userEvent.click(screen.getByRole("radio", { name: "GC Powerlist" }));
    await userEvent.click(codeField());
    await scan(laylaPass(["AC2025"]));
    await waitFor(() => expect(panel).toHaveTextContent(text.wrongEvent));
    expect(foreignWords(locale, document.body, DATA)).toEqual([]);

    online = true;
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    await waitFor(() => expect(screen.getByTestId("desk-unsynced")).toHaveTextContent(text.allSynced));
    const sent = synced.flatMap((body) => body.checkIns);
    expect(sent.map((item) => item.userId ?? item.token?.slice(0, 3))).toEqual(["eyJ", 13]);
    expect(synced.every((body) => body.desk === "Desk 1")).toBe(true);
    expect(calls.some((call) => call.url.startsWith("/api/admin/check-in/roster"))).toBe(true);
  });

  it("shows 'Already checked in at 08:23 at another desk' after a sync finds another desk's check-in", async () => {
    serveDesk(elsewhere);
    await openDesk("Desk 1");
    await scan(laylaPass());
    const notices = await screen.findByRole("list", { name: text.syncResults });
    await waitFor(() => expect(notices).toHaveTextContent(text.elsewhere));
    await waitFor(() => expect(screen.getByTestId("desk-unsynced")).toHaveTextContent(text.allSynced));
    expect(foreignWords(locale, document.body, DATA)).toEqual([]);
    await userEvent.type(screen.getByLabelText(text.search), "layla");
    expect(await screen.findByText(text.checkedInAt("08:23"))).toBeInTheDocument();
  });

  it("names a new desk 'Desk' and a short id, and syncs its first check-in without a name typed", async () => {
    const synced: CheckInSyncRequest[] = [];
    serveDesk((body) => {
      synced.push(body);
      const results = body.checkIns.map((item) => ({
        id: item.id,
        status: "recorded" as const,
        checkIn: { userId: 12, event: item.event, checkedAt: item.checkedAt, desk: body.desk, clientId: item.id },
      }));
      return json({ results, changes: [], cursor: 1 } satisfies CheckInSyncAnswer);
    });
    await openDesk();
    const name = screen.getByLabelText<HTMLInputElement>(text.deskName);
    await waitFor(() => expect(name.value).toMatch(text.defaultDesk));
    await scan(laylaPass());
    await waitFor(() => expect(screen.getByTestId("check-in-result")).toHaveTextContent(text.checkedIn));
    await waitFor(() => expect(synced.some((body) => body.checkIns.length === 1)).toBe(true));
    expect(synced.map((body) => body.desk)).toEqual(synced.map(() => name.value));
    await waitFor(() => expect(screen.getByTestId("desk-unsynced")).toHaveTextContent(text.allSynced));
  });

  it("shows 'N not yet synced' as a status while check-ins wait", async () => {
    serveDesk(() => Promise.reject(new TypeError("Failed to fetch")));
    await openDesk();
    await scan(laylaPass());
    await waitFor(() => expect(screen.getByTestId("desk-unsynced")).toHaveTextContent(text.unsynced(1)));
    // Announced to screen readers as it changes, not only drawn in amber.
    expect(screen.getByTestId("desk-unsynced")).toHaveAttribute("role", "status");
  });

  it("says when a sync fails while online, and keeps the check-in queued", async () => {
    // Naming the desk already syncs (to pull changes) and fails, so the failure line alone does not
    // prove that the check-in's own sync has run: wait for the refused request that carried it.
    let carried = false;
    serveDesk((body) => {
      if (body.checkIns.length > 0) carried = true;
      return json({ message: "Admin access required" }, 403);
    });
    await openDesk("Desk 1");
    await scan(laylaPass());
    await waitFor(() => expect(carried).toBe(true));
    expect(await screen.findByText(text.refused)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("check-in-result")).toHaveTextContent(text.checkedIn));
    expect(screen.getByTestId("desk-unsynced")).toHaveTextContent(text.unsynced(1));
  });

  it("writes a server's refusal with a number", async () => {
    serveDesk(() => json({ message: CHECK_IN_MESSAGES.deskTooLong }, 400));
    await openDesk("Desk 1");
    expect(await screen.findByText(text.deskTooLong)).toBeInTheDocument();
  });

  it("after a reissue on this desk, refuses the old pass", async () => {
    serveDesk();
    await openDesk("Desk 1");
    await userEvent.type(screen.getByLabelText(text.search), "layla");
    const results = await screen.findByRole("list", { name: text.results });
    await userEvent.click(within(results).getByRole("button", { name: text.reissueOf }));
    const dialog = screen.getByRole("dialog", { name: text.reissueDialog });
    await userEvent.click(within(dialog).getByRole("button", { name: text.reissue }));
    await waitFor(() => expect(screen.getByTestId("toast")).toHaveTextContent(text.reissued));

    // The dialog gave the focus back to its button: the desk clicks the code field.
    await userEvent.click(codeField());
    await scan(laylaPass());
    await waitFor(() => expect(screen.getByTestId("check-in-result")).toHaveTextContent(text.oldPass));
  });

  it("counts a roster of one as one person", async () => {
    serveDesk(undefined, { people: [layla] });
    render();
    await waitFor(() => expect(screen.getByTestId("desk-ready")).toHaveTextContent(text.ready("one")));
  });

  it("explains when the camera cannot start", async () => {
    serveDesk();
    await openDesk();
    await userEvent.click(screen.getByRole("button", { name: text.startCamera }));
    expect(await screen.findByRole("alert")).toHaveTextContent(text.noSecureCamera);
    expect(screen.getByRole("button", { name: text.startCamera })).toBeInTheDocument();
    expect(screen.getByText(text.cameraOff)).toBeInTheDocument();
  });

  it("writes the arrivals, with the plural of the total and the time axis's labels", async () => {
    vi.stubGlobal(
      "ResizeObserver",
      class {
        observe() {}
        disconnect() {}
      },
    );
    charts.length = 0;
    // 08:20-08:30 and 08:40-08:50 in Kuwait.
    const start = AT - 3 * 60_000;
    serveDesk(undefined, {
      checkIns: [
        {
          event: "AC2025",
          checkedIn: 3,
          registered: 40,
          arrivals: [
            { start, count: 1 },
            { start: start + 20 * 60_000, count: 2 },
          ],
        },
        counts[1]!,
      ],
    });
    await openDesk("Desk 1");
    const chart = (await screen.findByText(text.arrivals)).closest("figure")!;
    expect(chart).toHaveTextContent(text.arrivalsSummary);
    expect(screen.getByTestId("count-GC_POWERLIST")).toHaveTextContent(text.count(3));
    expect(foreignWords(locale, document.body, DATA)).toEqual([]);
    // The time axis stays left to right (arrivals-chart.tsx).
    expect(chart.querySelector("[dir=ltr]")).not.toBeNull();
    await waitFor(() => expect(charts).toHaveLength(1));
    const labels = charts[0]!.axes[0]!.values;
    expect(labels === undefined ? undefined : labels(null, [start / 1000])).toEqual(text.axisLabels);
  });
});

describe("the door's messages as templates", () => {
  const nobody = { person: () => undefined, firstCheckIn: () => undefined };
  const wrongEvent = (name: string) => {
    const verdict = doorVerdict({ userId: 12 }, "AC2025", name, {
      ...nobody,
      person: () => ({ id: 12, candidateNumber: 7, passVersion: 1, events: ["GC_POWERLIST"] }),
    });
    return verdict.status === "refused" ? verdict.message : "";
  };

  it("gives back the template and values of the door's messages, whatever the event's name", () => {
    for (const name of ["Conference 2025", "A.B. $& Co.", "مؤتمر 2025"]) {
      expect(wrongEvent(name)).toBe(`This pass is not valid for ${name}.`);
      expect(readTemplate(wrongEvent(name))).toEqual(["This pass is not valid for {event}.", { event: name }]);
    }
    expect(readTemplate(alreadyCheckedInMessage(AT, true))).toEqual([
      "Already checked in at {time} at another desk",
      { time: "08:23" },
    ]);
    expect(arabicI18n._(...readTemplate(alreadyCheckedInMessage(AT, false)))).toBe("سبق تسجيل الحضور الساعة 08:23");
    expect(readTemplate(CHECK_IN_MESSAGES.reissued)).toEqual([CHECK_IN_MESSAGES.reissued]);
    expect(readTemplate(CHECK_IN_MESSAGES.deskTooLong)).toEqual([
      "A desk name is at most {max} characters",
      { max: "40" },
    ]);
  });
});
