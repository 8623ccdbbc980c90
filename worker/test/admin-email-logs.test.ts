import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { emailLogs } from "./email-helpers";
import { answer, api, clearTables, expectJson, registerAdmin } from "./helpers";

let adminToken = "";
const BASE = Date.UTC(2025, 9, 1);

beforeAll(async () => {
  const admin = await registerAdmin();
  adminToken = admin.authToken;
  // The email queue delivers in batches (up to 5 s, wrangler.toml): once the organiser's own
  // confirmation is logged, the table can be emptied for the 7 rows below (what the previous test
  // file queued was handled before this file began: worker/test/setup.ts).
  await vi.waitFor(async () => expect(await emailLogs(admin.email)).not.toEqual([]), {
    timeout: 15_000,
    interval: 250,
  });
  await clearTables("email_logs");
  // 7 rows: i = 0..6, newest last; every third failed; even ones are registration confirmations.
  await env.DB.batch(
    Array.from({ length: 7 }, (_, i) =>
      env.DB.prepare(
        "INSERT INTO email_logs (email_type, recipient_email, subject, success, error_message, message_id, transport_metadata, sent_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
      ).bind(
        i % 2 === 0 ? "registration_confirmation" : "password_reset",
        `person${i}@example.com`,
        `Subject ${i}`,
        i % 3 === 0 ? 0 : 1,
        i % 3 === 0 ? "Mailbox unavailable" : null,
        i % 3 === 0 ? null : `msg-${i}`,
        JSON.stringify({ transport: "outbox", attempt: 1 }),
        i % 3 === 0 ? null : BASE + i * 60_000,
        BASE + i * 60_000,
      ),
    ),
  );
});

/** The email log lists as the admin. */
const logs = () => api(adminToken).admin["email-logs"];

/** One email type's list. */
const byType = (type: string) => logs()["by-type"][":type"].$get({ param: { type }, query: {} });

describe("GET /api/admin/email-logs", () => {
  it("lists newest first with the page and the total", async () => {
    const response = await logs().$get({ query: {} });
    const body = await expectJson(response, 200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(body.total).toBe(7);
    expect(body.page).toBe(1);
    expect(body.limit).toBe(50);
    expect(body.logs.map((l) => l.recipientEmail)).toEqual([6, 5, 4, 3, 2, 1, 0].map((i) => `person${i}@example.com`));
    expect(body.logs[0]).toEqual({
      id: expect.any(Number),
      userId: null,
      emailType: "registration_confirmation",
      recipientEmail: "person6@example.com",
      subject: "Subject 6",
      success: false,
      messageId: null,
      errorMessage: "Mailbox unavailable",
      transportMetadata: { transport: "outbox", attempt: 1 },
      deliveryStatus: null,
      sentAt: null,
      createdAt: new Date(BASE + 6 * 60_000).toISOString(),
    });
    expect(body.logs[1]).toMatchObject({
      success: true,
      messageId: "msg-5",
      sentAt: new Date(BASE + 5 * 60_000).toISOString(),
    });
  });

  it("pages with ?page and ?limit and validates them", async () => {
    const second = await expectJson(logs().$get({ query: { page: "2", limit: "3" } }), 200);
    expect(second).toMatchObject({ page: 2, limit: 3, total: 7 });
    expect(second.logs.map((l) => l.subject)).toEqual(["Subject 3", "Subject 2", "Subject 1"]);
    expect((await expectJson(logs().$get({ query: { page: "4", limit: "3" } }), 200)).logs).toEqual([]);
    for (const query of [{ limit: "0" }, { limit: "201" }, { page: "-1" }, { page: "abc" }]) {
      expect((await logs().$get({ query })).status).toBe(400);
    }
  });

  it("lists failed sends only", async () => {
    const body = await expectJson(logs().failed.$get({ query: {} }), 200);
    expect(body.total).toBe(3);
    expect(body.logs.map((l) => l.subject)).toEqual(["Subject 6", "Subject 3", "Subject 0"]);
  });

  it("lists one email type", async () => {
    const body = await expectJson(byType("registration_confirmation"), 200);
    expect(body.total).toBe(4);
    expect(body.logs.map((l) => l.subject)).toEqual(["Subject 6", "Subject 4", "Subject 2", "Subject 0"]);
    expect(await expectJson(byType("unknown_type"), 200)).toMatchObject({ total: 0, logs: [] });
    expect(await answer(byType("DROP TABLE"))).toMatchObject({
      status: 400,
      body: { message: "Unknown email type" },
    });
  });
});
