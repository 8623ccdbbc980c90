import { env } from "cloudflare:workers";
import { readSheet } from "read-excel-file/universal";
import { beforeAll, describe, expect, it } from "vitest";
import { DELEGATE_COLUMNS, USER_TYPE_MESSAGE } from "../contract/delegate-import";
import { WORKBOOK_MESSAGES } from "../services/workbook";
import { fileOf, multipart, recordingQueue, workbookOf } from "./admin-helpers";
import { answer, api, callJson, expectJson, registerAdmin, registerDelegate, testFile } from "./helpers";
import { FIXTURE_DELEGATES } from "./fixture-records";
import { countingD1 } from "./query-counter";

let adminToken = "";
beforeAll(async () => {
  adminToken = (await registerAdmin()).authToken;
});

interface StoredUser {
  id: number;
  candidate_number: number;
  username: string;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  company: string;
  title: string;
  phone: string;
  country_code: string;
  linkedin_url: string | null;
  expertise: string;
  user_type: string;
  role: string | null;
}

async function usersByEmail(emails: readonly string[]): Promise<StoredUser[]> {
  const { results } = await env.DB.prepare(
    `SELECT * FROM users WHERE email IN (SELECT value FROM json_each(?)) ORDER BY candidate_number`,
  )
    .bind(JSON.stringify(emails))
    .all<StoredUser>();
  return results;
}

async function userCount(): Promise<number> {
  return (await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>())!.n;
}

/** POST /api/delegates/import with a recording queue (and optionally a counting D1). */
async function importDelegates(bytes: Uint8Array, userType: string, bindings: Partial<Env> = {}) {
  const { queue, sent } = recordingQueue();
  const asAdmin = api(adminToken, { bindings: { EMAIL_QUEUE: queue, ...bindings } });
  const fields = { excel: fileOf(bytes, "delegates.xlsx"), userType };
  const { status, body } = await answer(asAdmin.delegates.import.$post(undefined, multipart(fields)));
  return { status, body, sent };
}

describe("GET /api/delegates/template", () => {
  it("is an .xlsx with exactly the import's columns", async () => {
    const response = await api(adminToken).delegates.template.$get();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="delegates-template.xlsx"');
    const sheet = await readSheet(await response.arrayBuffer());
    expect(sheet).toEqual([[...DELEGATE_COLUMNS.required, ...DELEGATE_COLUMNS.optional]]);
  });
});

describe("POST /api/delegates/import with the LibreOffice fixture", () => {
  it("creates exactly the fixture's delegates, one hash, one block of candidate numbers and one welcome email each", async () => {
    const { status, body, sent } = await importDelegates(testFile("delegates-sample.xlsx"), "delegate");
    expect(status).toBe(200);
    expect(body).toEqual({ delegatesProcessed: 30, created: 30, updated: 0, errors: [] });

    const stored = await usersByEmail(FIXTURE_DELEGATES.map((d) => d[0]));
    expect(
      stored.map((u) => [
        u.email,
        u.first_name,
        u.last_name,
        u.company,
        u.title,
        u.phone,
        u.country_code,
        JSON.parse(u.expertise),
      ]),
    ).toEqual(FIXTURE_DELEGATES);
    for (const user of stored) {
      expect(user).toMatchObject({ username: user.email, linkedin_url: null, user_type: "delegate", role: null });
      // No password until the owner chooses one (docs/decisions/0009-import-limits.md).
      expect(user.password).toBe("");
    }
    const numbers = stored.map((u) => u.candidate_number);
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));

    expect(sent).toEqual(
      stored.map((u) => ({
        type: "delegate_welcome",
        to: u.email,
        locale: "en",
        userId: u.id,
        data: { firstName: u.first_name },
      })),
    );
  });

  it("updates rather than duplicates on a re-import, without new welcome emails", async () => {
    const before = await usersByEmail(FIXTURE_DELEGATES.map((d) => d[0]));
    const total = await userCount();
    await env.DB.prepare("UPDATE users SET company = 'Old Company' WHERE email = ?")
      .bind("sara.müller4@example.com")
      .run();

    const { status, body, sent } = await importDelegates(testFile("delegates-sample.xlsx"), "SPEAKER");
    expect(status).toBe(200);
    expect(body).toEqual({ delegatesProcessed: 30, created: 0, updated: 30, errors: [] });
    expect(sent).toEqual([]);
    expect(await userCount()).toBe(total);

    const after = await usersByEmail(FIXTURE_DELEGATES.map((d) => d[0]));
    expect(after.map((u) => [u.id, u.candidate_number, u.password])).toEqual(
      before.map((u) => [u.id, u.candidate_number, u.password]),
    );
    expect(new Set(after.map((u) => u.user_type))).toEqual(new Set(["speaker"]));
    expect(after.find((u) => u.email === "sara.müller4@example.com")?.company).toBe("Marina Project Finance Bank");
  });
});

describe("POST /api/delegates/import with spreadsheet quirks", () => {
  it("saves the good rows, skips blank ones and reports the bad ones as 'Row N: ...'", async () => {
    const bytes = await workbookOf([
      [
        " first name ",
        "LAST NAME",
        "Email",
        "Company",
        "Job  Title",
        "Phone",
        "Country Code",
        "LinkedIn URL",
        "Expertise",
      ],
      [
        "  نورة  ",
        "العنزي",
        " Noura.Arabic@Example.COM ",
        "Gulf Energy Partners",
        "Partner",
        "00965 5000 1234",
        44,
        "",
        "PPP",
      ],
      [null, null, null, null, null, null, null, null, null],
      ["Ali", "Hassan", "", "Acme", "CEO", 50001234, 965, "", ""],
      ["Ali", "Hassan", "not-an-email", "Acme", "CEO", 50001234, 965, "", ""],
      ["Ali", "Hassan", "ali.nophone@example.com", "Acme", "CEO", "", 965, "", ""],
      ["Noura", "Again", "noura.arabic@example.com", "Acme", "CEO", 50001234, 965, "", ""],
      [
        "  Émile ",
        " Zola ",
        "emile.zola@example.com",
        "  ACME  Trading ",
        " Director ",
        7700900123,
        "+44",
        "https://www.linkedin.com/in/emile",
        "PPP, ppp, ESG,,",
      ],
      ["", "Nofirst", "nofirst@example.com", "Acme", "CEO", 50001234, 965, "", ""],
      ["Bad", "Link", "bad.link@example.com", "Acme", "CEO", 50001234, 965, "linkedin.com/in/bad", ""],
    ]);
    const { status, body, sent } = await importDelegates(bytes, "asar");
    expect(status).toBe(200);
    expect(body).toEqual({
      delegatesProcessed: 2,
      created: 2,
      updated: 0,
      errors: [
        "Row 4: Valid email is required",
        "Row 5: Valid email is required",
        "Row 6: Phone number is required",
        "Row 7: noura.arabic@example.com appears more than once in the file",
        "Row 9: First name is required",
        "Row 10: Please enter a valid URL",
      ],
    });
    const [noura, emile] = await usersByEmail(["noura.arabic@example.com", "emile.zola@example.com"]);
    expect(noura).toMatchObject({
      first_name: "نورة",
      last_name: "العنزي",
      phone: "+96550001234",
      country_code: "+44",
      user_type: "ASAR",
    });
    expect(emile).toMatchObject({
      first_name: "Émile",
      last_name: "Zola",
      company: "ACME  Trading",
      title: "Director",
      phone: "+447700900123",
      country_code: "+44",
      linkedin_url: "https://www.linkedin.com/in/emile",
      expertise: JSON.stringify(["PPP", "ESG"]),
    });
    expect(sent.map((m) => m.to)).toEqual(["noura.arabic@example.com", "emile.zola@example.com"]);
    expect(await usersByEmail(["ali.nophone@example.com", "nofirst@example.com", "bad.link@example.com"])).toEqual([]);
  });

  it("refuses an unknown user type before reading the file", async () => {
    const total = await userCount();
    const { status, body } = await importDelegates(testFile("delegates-sample.xlsx"), "vip");
    expect(status).toBe(400);
    expect(body).toEqual({ message: USER_TYPE_MESSAGE });
    expect(await userCount()).toBe(total);
  });

  it.each([
    [
      "a legacy .xls",
      new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]),
      WORKBOOK_MESSAGES.legacyXls,
    ],
    ["a CSV renamed .xlsx", new TextEncoder().encode("First Name,Last Name\nA,B\n"), WORKBOOK_MESSAGES.notXlsx],
    ["a truncated workbook", testFile("delegates-sample.xlsx").slice(0, 3000), WORKBOOK_MESSAGES.notXlsx],
    [
      "a workbook without the delegate columns",
      testFile("speakers-sample.xlsx"),
      "Missing required columns: First Name, Last Name, Email, Job Title, Phone",
    ],
  ])("answers 400 for %s and changes nothing", async (_name, bytes, message) => {
    const total = await userCount();
    const { status, body, sent } = await importDelegates(bytes, "delegate");
    expect(status).toBe(400);
    expect(body).toEqual({ message });
    expect(sent).toEqual([]);
    expect(await userCount()).toBe(total);
  });

  it("answers 413 for a file over the 5 MB cap", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0x50, 0x4b, 0x03, 0x04]);
    const total = await userCount();
    const { status, body } = await importDelegates(big, "delegate");
    expect(status).toBe(413);
    expect(body).toEqual({ message: WORKBOOK_MESSAGES.tooLarge });
    expect(await userCount()).toBe(total);
  });

  it("asks for a file when none is sent, and for multipart when JSON is sent", async () => {
    const none = api(adminToken).delegates.import.$post(undefined, multipart({ userType: "delegate" }));
    expect(await expectJson(none, 400)).toEqual({ message: "Please select an Excel file to import" });
    // Raw: a JSON body, which the client does not send to an upload.
    const json = await callJson("/api/delegates/import", { token: adminToken, body: { excel: "x" } });
    expect(json).toMatchObject({ status: 400, body: { message: "Please send the file as multipart/form-data" } });
  });
});

describe("10,000 delegates in one request", () => {
  it("imports within the Free plan's 50 D1 queries (round trips and statements), under 100 parameters per statement", {
    timeout: 60_000,
  }, async () => {
    const header = [...DELEGATE_COLUMNS.required, ...DELEGATE_COLUMNS.optional];
    const rows = Array.from({ length: 10_000 }, (_, i) => [
      `First${i}`,
      `Last${i}`,
      `bulk${i}@example.com`,
      "Bulk Company",
      "Analyst",
      50000000 + i,
      "",
      "https://www.linkedin.com/in/bulk",
      "PPP, ESG",
    ]);
    // An existing account in the sheet is updated, not duplicated.
    const existing = await registerDelegate({ email: "bulk7@example.com" });
    const counting = countingD1(env.DB);
    const started = Date.now();
    const { status, body, sent } = await importDelegates(await workbookOf([header, ...rows]), "delegate", {
      DB: counting.db,
    });
    const elapsed = Date.now() - started;
    expect(status).toBe(200);
    expect(body).toEqual({ delegatesProcessed: 10_000, created: 9_999, updated: 1, errors: [] });
    expect(counting.count.roundTrips).toBeLessThanOrEqual(50);
    expect(counting.count.statements).toBeLessThanOrEqual(50);
    expect(counting.count.maxParameters).toBeLessThanOrEqual(100);
    console.info(
      `10,000 delegates: ${elapsed} ms, ${counting.count.roundTrips} D1 round trips, ${counting.count.statements} statements`,
    );

    const stored = await usersByEmail(rows.map((r) => r[2] as string));
    expect(stored).toHaveLength(10_000);
    expect(new Set(stored.map((u) => u.candidate_number)).size).toBe(10_000);
    expect(new Set(stored.filter((u) => u.id !== existing.id).map((u) => u.password)).size).toBe(1);
    expect(stored.find((u) => u.email === "bulk7@example.com")).toMatchObject({
      id: existing.id,
      first_name: "First7",
      phone: "+96550000007",
    });
    expect(sent).toHaveLength(9_999);
    expect(sent.some((m) => m.to === "bulk7@example.com")).toBe(false);
  });
});
