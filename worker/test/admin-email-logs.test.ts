import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { EmailLogPage } from "../contract/email-logs";
import { callJson, clearTables, registerAdmin } from "./helpers";

let adminToken = "";
const BASE = Date.UTC(2025, 9, 1);

beforeAll(async () => {
  adminToken = (await registerAdmin()).authToken;
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
  // Registration triggers emails of its own in some setups: keep only the rows above.
  await env.DB.prepare("DELETE FROM email_logs WHERE recipient_email NOT LIKE 'person%'").run();
});

async function page(path: string) {
  return callJson<EmailLogPage>(path, { token: adminToken });
}

describe("GET /api/admin/email-logs", () => {
  it("lists newest first with the page and the total", async () => {
    const { status, body, headers } = await page("/api/admin/email-logs");
    expect(status).toBe(200);
    expect(headers.get("Cache-Control")).toBe("private, no-store");
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
    const second = await page("/api/admin/email-logs?page=2&limit=3");
    expect(second.body).toMatchObject({ page: 2, limit: 3, total: 7 });
    expect(second.body.logs.map((l) => l.subject)).toEqual(["Subject 3", "Subject 2", "Subject 1"]);
    expect((await page("/api/admin/email-logs?page=4&limit=3")).body.logs).toEqual([]);
    expect((await page("/api/admin/email-logs?limit=0")).status).toBe(400);
    expect((await page("/api/admin/email-logs?limit=201")).status).toBe(400);
    expect((await page("/api/admin/email-logs?page=-1")).status).toBe(400);
    expect((await page("/api/admin/email-logs?page=abc")).status).toBe(400);
  });

  it("lists failed sends only", async () => {
    const { body } = await page("/api/admin/email-logs/failed");
    expect(body.total).toBe(3);
    expect(body.logs.map((l) => l.subject)).toEqual(["Subject 6", "Subject 3", "Subject 0"]);
  });

  it("lists one email type", async () => {
    const { body } = await page("/api/admin/email-logs/by-type/registration_confirmation");
    expect(body.total).toBe(4);
    expect(body.logs.map((l) => l.subject)).toEqual(["Subject 6", "Subject 4", "Subject 2", "Subject 0"]);
    expect((await page("/api/admin/email-logs/by-type/unknown_type")).body).toMatchObject({ total: 0, logs: [] });
    expect(await page("/api/admin/email-logs/by-type/DROP%20TABLE")).toMatchObject({
      status: 400,
      body: { message: "Unknown email type" },
    });
  });
});
