/**
 * The check-in desk in Arabic (docs/i18n.md): every text of the desk is Arabic, the door's messages
 * (made on the device or answered by the server in English) are written in Arabic with their
 * values, counts take Arabic's plural forms, times are Kuwait time with Latin digits, and only data
 * (names, companies, event names, candidate numbers, the browser's own error text) stays Latin.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  alreadyCheckedInMessage,
  CHECK_IN_MESSAGES,
  doorVerdict,
  type CheckInSyncAnswer,
} from "../../../worker/contract/check-in";
import { readTemplate } from "../../../worker/contract/message-templates";
import CheckInPage from "../../routes/app/admin/check-in";
import { setAuthToken } from "../../lib/auth-token";
import { arabicI18n, latinWords } from "../../test/arabic-screen";
import { json, mockFetch, renderWithApp } from "../../test/render";
import { admin, AT, counts, laylaPass, scanInto, serveDesk } from "../../test/check-in-desk";

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

// As in check-in.test.tsx: a signed-in browser, and an empty device (a new IndexedDB) per test.
beforeEach(() => {
  setAuthToken("1.token");
  globalThis.indexedDB = new IDBFactory();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * Data that stays in Latin letters: people's names and companies, the event names of the
 * settings, the code name "QR", the browser's own network error, and the desk name typed.
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

/** Renders the desk in Arabic, waits until the kept list is ready (two people: the dual form), names it. */
async function openDesk(desk: string) {
  renderWithApp(<CheckInPage />, { path: "/app/admin/check-in", i18n: arabicI18n });
  await waitFor(() =>
    expect(screen.getByTestId("desk-ready")).toHaveTextContent(/^جاهز دون اتصال: شخصان، آخر تحديث الساعة \d{2}:\d{2}$/),
  );
  await userEvent.type(screen.getByLabelText("اسم المكتب"), desk);
  await userEvent.click(screen.getByRole("button", { name: "حفظ" }));
  await waitFor(() => expect(screen.queryByText(/سمِّ هذا المكتب/)).not.toBeInTheDocument());
}

const codeField = () => screen.getByLabelText("امسح رمز بطاقة الدخول أو اكتبه");

const scan = (code: string | Promise<string>) => scanInto(codeField, code);

describe("the check-in desk in Arabic", () => {
  it("checks people in offline by pass and by search, refuses, counts and fails a sync in Arabic", async () => {
    serveDesk();
    renderWithApp(<CheckInPage />, { path: "/app/admin/check-in", i18n: arabicI18n });
    expect(await screen.findByRole("heading", { level: 1, name: "تسجيل الحضور عند المدخل" })).toBeInTheDocument();
    expect(screen.getByText("سمِّ هذا المكتب، مثلًا: مكتب 1. تُزامَن تسجيلات الحضور بعد تسمية المكتب.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("desk-ready")).toHaveTextContent(/^جاهز دون اتصال: شخصان/));
    await userEvent.type(screen.getByLabelText("اسم المكتب"), "Desk 1");
    await userEvent.click(screen.getByRole("button", { name: "حفظ" }));
    // Naming the desk syncs, and the network is down: the browser's error stays as it is.
    expect(
      await screen.findByText("فشلت المزامنة: خطأ في الشبكة: Failed to fetch. جارٍ إعادة المحاولة."),
    ).toBeInTheDocument();
    expect(await screen.findByTestId("count-AC2025")).toHaveTextContent("10 من 40 سجّلوا حضورهم");

    await scan(laylaPass());
    const panel = screen.getByTestId("check-in-result");
    await waitFor(() => expect(panel).toHaveTextContent("تم تسجيل الحضور"));
    expect(panel).toHaveTextContent("Layla Haddad");
    expect(panel).toHaveTextContent("#07 · مشارك · Gulf Energy Partners");
    expect(panel).toHaveTextContent("لم تتم المزامنة بعد");
    await waitFor(() => expect(screen.getByTestId("desk-unsynced")).toHaveTextContent("تسجيل واحد لم تتم مزامنته بعد"));

    await userEvent.type(codeField(), "not-a-pass{Enter}");
    await waitFor(() => expect(panel).toHaveTextContent("لم يُسجَّل الحضوررمز QR هذا ليس بطاقة دخول صالحة للمؤتمر."));

    await userEvent.type(screen.getByLabelText("ابحث بالاسم أو رقم المشارك"), "#08");
    const results = await screen.findByRole("list", { name: "نتائج البحث" });
    await userEvent.click(within(results).getByRole("button", { name: "سجّل حضور Omar Farouk" }));
    await waitFor(() => expect(panel).toHaveTextContent("Omar Farouk"));
    expect(within(results).getByText(/^حضر الساعة \d{2}:\d{2}$/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("desk-unsynced")).toHaveTextContent("تسجيلان لم تتم مزامنتهما بعد"));

    await scan(laylaPass());
    await waitFor(() => expect(panel).toHaveTextContent(/^سبق تسجيل الحضور الساعة \d{2}:\d{2}Layla Haddad/));
    expect(latinWords(document.body, DATA)).toEqual([]);

    // The other event: the pass admits the conference only.
    await userEvent.click(screen.getByRole("radio", { name: "GC Powerlist" }));
    await userEvent.click(codeField());
    await scan(laylaPass(["AC2025"]));
    await waitFor(() => expect(panel).toHaveTextContent("بطاقة الدخول هذه غير صالحة لحضور GC Powerlist."));
    expect(latinWords(document.body, DATA)).toEqual([]);
  });

  it("writes another desk's earlier check-in, found by the sync, in Arabic", async () => {
    serveDesk((body) =>
      json({
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
      } satisfies CheckInSyncAnswer),
    );
    await openDesk("Desk 1");
    await scan(laylaPass());
    const notices = await screen.findByRole("list", { name: "نتائج المزامنة" });
    await waitFor(() =>
      expect(notices).toHaveTextContent("Layla Haddad (#07): سبق تسجيل الحضور الساعة 08:23 في مكتب آخر"),
    );
    await waitFor(() => expect(screen.getByTestId("desk-unsynced")).toHaveTextContent("تمت مزامنة كل التسجيلات"));
    expect(latinWords(document.body, DATA)).toEqual([]);
  });

  it("writes a server's refusal with a number in Arabic", async () => {
    serveDesk(() => json({ message: CHECK_IN_MESSAGES.deskTooLong }, 400));
    await openDesk("Desk 1");
    expect(
      await screen.findByText("فشلت المزامنة: يجب ألا يزيد اسم المكتب على 40 حرفًا. جارٍ إعادة المحاولة."),
    ).toBeInTheDocument();
  });

  it("writes the arrivals in Arabic, with the plural of the total and no English on the time axis", async () => {
    vi.stubGlobal(
      "ResizeObserver",
      class {
        observe() {}
        disconnect() {}
      },
    );
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
    const chart = (await screen.findByText("الواصلون في كل 10 دقائق، مؤتمر 2025")).closest("figure")!;
    expect(chart).toHaveTextContent("وصل 3 أشخاص؛ أكثر 10 دقائق ازدحامًا بدأت الساعة 08:40: 2.");
    expect(screen.getByTestId("count-GC_POWERLIST")).toHaveTextContent("3 من 40 سجّلوا حضورهم");
    expect(latinWords(document.body, DATA)).toEqual([]);
    // The time axis stays left to right (arrivals-chart.tsx), its labels the desk's 24-hour times, not uPlot's "8:20am".
    expect(chart.querySelector("[dir=ltr]")).not.toBeNull();
    await waitFor(() => expect(charts).toHaveLength(1));
    expect(charts[0]!.axes[0]!.values!(null, [start / 1000])).toEqual(["08:20"]);
  });

  it("explains in Arabic when the camera cannot start", async () => {
    serveDesk();
    await openDesk("Desk 1");
    await userEvent.click(screen.getByRole("button", { name: "تشغيل الكاميرا" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "تحتاج الكاميرا إلى اتصال آمن (https) ومتصفح حديث. ابحث بالاسم أدناه.",
    );
    expect(screen.getByText("الكاميرا متوقفة")).toBeInTheDocument();
  });

  it("tells a delegate in Arabic that the desk is for the organisers", async () => {
    mockFetch((url) =>
      url === "/api/user" ? json({ ...admin, isAdmin: false }) : json({ message: "Admin access required" }, 403),
    );
    renderWithApp(<CheckInPage />, { path: "/app/admin/check-in", i18n: arabicI18n });
    expect(await screen.findByRole("heading", { name: "يلزم الوصول بصلاحية المسؤول" })).toBeInTheDocument();
    expect(screen.getByText("تسجيل الحضور عند المدخل مخصص للمنظمين.")).toBeInTheDocument();
    expect(latinWords(document.body, [])).toEqual([]);
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
