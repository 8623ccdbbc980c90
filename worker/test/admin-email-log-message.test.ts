/**
 * One email log entry with its stored message (GET /api/admin/email-logs/{id}, docs/api.md#email-logs):
 * admins only, the outbox copy with every link's secret redacted, and no copy where none is kept.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { redactLinkSecrets } from "../services/email-logs";
import { emailLogs, linkToken, outboxEmails, runEmailQueue } from "./email-helpers";
import { api, call, expectJson, registerAdmin, registerDelegate } from "./helpers";

let adminToken = "";
beforeAll(async () => {
  adminToken = (await registerAdmin()).authToken;
}, 60_000);

const entry = (id: number, token = adminToken) =>
  api(token).admin["email-logs"][":id"].$get({ param: { id: String(id) } });

/** Inserts a log row with `transportMetadata` and returns its id. */
async function insertLog(transportMetadata: Record<string, unknown>, success = true): Promise<number> {
  const row = await env.DB.prepare(
    "INSERT INTO email_logs (email_type, recipient_email, subject, success, error_message, transport_metadata) VALUES ('password_reset', 'nobody@example.com', 'Reset', ?, ?, ?) RETURNING id",
  )
    .bind(success ? 1 : 0, success ? null : "Mailbox unavailable", JSON.stringify(transportMetadata))
    .first<{ id: number }>();
  return row!.id;
}

describe("GET /api/admin/email-logs/{id}", () => {
  it("answers the entry with its stored message, the one-time link's secret redacted", async () => {
    const delegate = await registerDelegate({ firstName: "Noura" });
    await runEmailQueue([
      { type: "delegate_welcome", to: delegate.email, userId: delegate.id, data: { firstName: "Noura" } },
    ]);
    const [stored] = await outboxEmails(delegate.email, "delegate_welcome");
    const token = linkToken(stored!, "/auth");
    const [log] = (await emailLogs(delegate.email)).filter((row) => row.email_type === "delegate_welcome");

    const response = await entry(log!.id);
    const body = await expectJson(response, 200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(body.log).toMatchObject({
      id: log!.id,
      emailType: "delegate_welcome",
      recipientEmail: delegate.email,
      success: true,
      subject: stored!.subject,
    });
    expect(body.message).toMatchObject({
      to: delegate.email,
      from: stored!.from,
      subject: stored!.subject,
      sentAt: stored!.sentAt,
      replyTo: null,
    });
    // The link is there, without its secret: in the HTML (href and the address to copy) and the text.
    expect(body.message!.text).toContain("/auth?token=REDACTED");
    expect(body.message!.html).toContain("/auth?token=REDACTED");
    expect(body.message!.html).toContain("Noura");
    expect(JSON.stringify(body)).not.toContain(token);
  });

  it("answers no message where no copy is kept: Email Service, a failed send, an object gone or outside the outbox", async () => {
    for (const metadata of [
      { transport: "email-service", attempt: 1 },
      { transport: "outbox", outboxKey: "outbox/2025-10-13T05:00:00.000Z-password_reset-gone.json" },
      { transport: "outbox", outboxKey: "passes/7/pass-1.pdf" },
      { transport: "outbox", outboxKey: 42 },
    ]) {
      const body = await expectJson(entry(await insertLog(metadata)), 200);
      expect(body.message, JSON.stringify(metadata)).toBeNull();
      expect(body.log.transportMetadata).toEqual(metadata);
    }
    const failed = await expectJson(entry(await insertLog({ transport: "outbox", attempt: 2 }, false)), 200);
    expect(failed).toMatchObject({ log: { success: false, errorMessage: "Mailbox unavailable" }, message: null });
  });

  it("refuses visitors (401) and delegates (403)", async () => {
    const id = await insertLog({ transport: "email-service" });
    const delegate = await registerDelegate();
    expect((await api().admin["email-logs"][":id"].$get({ param: { id: String(id) } })).status).toBe(401);
    expect((await entry(id, delegate.authToken)).status).toBe(403);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    expect(await expectJson(entry(987_654_321), 404)).toEqual({ message: "Email log not found" });
    for (const id of ["0", "07", "-1", "1.5", "abc"]) {
      const response = await call(`/api/admin/email-logs/${id}`, { token: adminToken });
      expect(response.status, id).toBe(400);
      expect(await response.json()).toEqual({ message: "Invalid id" });
    }
  });
});

describe("redactLinkSecrets", () => {
  it("replaces the secret of every token parameter, in text and in HTML attributes", () => {
    expect(redactLinkSecrets("Open: https://c.example/auth?token=abc_DEF-123\nThanks")).toBe(
      "Open: https://c.example/auth?token=REDACTED\nThanks",
    );
    expect(
      redactLinkSecrets('<a href="https://c.example/api/unsubscribe/one-click?email=a%40b.c&amp;token=sig.nat-ure">'),
    ).toBe('<a href="https://c.example/api/unsubscribe/one-click?email=a%40b.c&amp;token=REDACTED">');
    expect(redactLinkSecrets("https://c.example/x?TOKEN=abc&next=/app#top")).toBe(
      "https://c.example/x?TOKEN=REDACTED&next=/app#top",
    );
    expect(redactLinkSecrets("/calendar?feedToken=abc")).toBe("/calendar?feedToken=REDACTED");
    // Other parameters and plain words stay.
    expect(redactLinkSecrets("/unsubscribe?email=a%40b.c and the token is safe")).toBe(
      "/unsubscribe?email=a%40b.c and the token is safe",
    );
  });
});
