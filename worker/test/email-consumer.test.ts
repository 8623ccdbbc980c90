/**
 * The email queue consumer: rendering, the outbox transport, email_logs, ack/retry/dead-letter,
 * essential vs non-essential mail (List-Unsubscribe, unsubscribes, suppressions), delivery events
 * and the Email Service transport through a fake `send_email` binding.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { EMAIL_MAX_ATTEMPTS, NOT_SENT_MESSAGES } from "../email/consumer";
import type { EmailMessage } from "../email/messages";
import { FAILING_TRANSPORT_MESSAGE } from "../email/transports/failing";
import { sha256Hex } from "../lib/crypto";
import { PASSWORD_RESET_EMAIL_LIMIT } from "../services/password-reset";
import { api, call, registerDelegate } from "./helpers";
import { emailLogs, linkToken, outboxEmails, runEmailQueue, runQueue, waitForOutboxEmail } from "./email-helpers";

const welcome = (user: { id: number; email: string; firstName: string }): EmailMessage => ({
  type: "delegate_welcome",
  to: user.email,
  userId: user.id,
  data: { firstName: user.firstName },
});

const acknowledgement = (user: { id: number; email: string; firstName: string }): EmailMessage => ({
  type: "enquiry_acknowledgement",
  to: user.email,
  userId: user.id,
  data: { firstName: user.firstName },
});

const logsOfType = async (to: string, type: string) => (await emailLogs(to)).filter((row) => row.email_type === type);

describe("email consumer: success", () => {
  it("renders the email into the outbox, logs the attempt and acks", async () => {
    const user = await registerDelegate({ firstName: "Mariam" });
    const message: EmailMessage = {
      type: "password_reset",
      to: user.email,
      userId: user.id,
      data: { firstName: "Mariam" },
    };
    const { result, ids } = await runEmailQueue([message]);

    expect(result.explicitAcks).toEqual(ids);
    expect(result.retryMessages).toEqual([]);
    const [log] = await logsOfType(user.email, "password_reset");
    expect(log).toMatchObject({
      user_id: user.id,
      recipient_email: user.email,
      subject: "Reset your Conference 2025 password",
      success: 1,
      error_message: null,
    });
    expect(log!.message_id).toMatch(/^outbox-/);
    expect(log!.sent_at).toBeGreaterThan(Date.now() - 60_000);
    expect(log!.transport_metadata).toMatchObject({ transport: "outbox", attempt: 1 });

    const stored = await env.MEDIA.get(String(log!.transport_metadata.outboxKey));
    const email = await stored!.json<
      Record<string, unknown> & { text: string; html: string; headers: Record<string, string> }
    >();
    expect(email).toMatchObject({
      to: user.email,
      from: "Conference 2025 <no-reply@conference2025.com>",
      messageId: log!.message_id,
    });
    // The event's name, date, time and venue from the settings, in both versions.
    for (const body of [email.text, email.html]) {
      expect(body).toContain("Conference 2025");
      expect(body).toContain("Monday, October 13, 2025");
      expect(body).toContain("8:00 AM - 12:30 PM");
      expect(body).toContain("JW Marriott Hotel Kuwait City");
    }
    expect(email.html).toMatch(/^<!doctype html>\n<html lang="en"/);
    expect(email.html).toContain("<title>Reset your Conference 2025 password</title>");
    // Transactional: no unsubscribe headers, and the reset link's token is stored hashed only.
    expect(email.headers).toEqual({ "Auto-Submitted": "auto-generated" });
    const token = linkToken(email, "/reset-password");
    const row = await env.DB.prepare("SELECT user_id, expires_at FROM password_reset_tokens WHERE token = ?")
      .bind(await sha256Hex(token))
      .first<{ user_id: number; expires_at: number }>();
    expect(row?.user_id).toBe(user.id);
    expect(row!.expires_at - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(row!.expires_at - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    expect(JSON.stringify(log)).not.toContain(token);
  });

  it("gets registration_confirmation from POST /api/auth/register through the real queue, with a login link", async () => {
    const user = await registerDelegate({ firstName: "Yousef" });
    const email = await waitForOutboxEmail(user.email, "registration_confirmation");
    expect(email.subject).toBe("Your registration for Conference 2025 is confirmed");
    expect(email.text).toContain("Welcome, Yousef!");
    const token = linkToken(email, "/auth");
    const row = await env.DB.prepare("SELECT user_id, is_used FROM login_tokens WHERE token = ?")
      .bind(await sha256Hex(token))
      .first<{ user_id: number; is_used: number }>();
    expect(row).toEqual({ user_id: user.id, is_used: 0 });
    const subscription = await env.DB.prepare("SELECT is_active FROM newsletter_subscriptions WHERE email = ?")
      .bind(user.email)
      .first<{ is_active: number }>();
    expect(subscription?.is_active).toBe(1);
  }, 20_000);

  it("escapes what people wrote and keeps the organisers' notification replyable", async () => {
    const user = await registerDelegate();
    const message: EmailMessage = {
      type: "question_notification",
      to: "organisers-escape@conference2025.com",
      userId: user.id,
      data: {
        questionId: 41,
        question: `<script>alert("x")</script>\nSecond line`,
        askedBy: "Dana\r\nBcc: x@evil.test",
        askedByEmail: user.email,
      },
    };
    const { result, ids } = await runEmailQueue([message]);
    expect(result.explicitAcks).toEqual(ids);
    const [email] = await outboxEmails("organisers-escape@conference2025.com", "question_notification");
    expect(email!.subject).toBe("New question from Dana Bcc: x@evil.test");
    expect(email!.replyTo).toBe(user.email);
    expect(email!.html).not.toContain("<script>");
    expect(email!.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>Second line");
    expect(email!.text).toContain("> Second line");
    expect(email!.text).toContain("/app/admin/qna");
  });
});

describe("email consumer: failures", () => {
  it("retries a transport failure with backoff and logs the error", async () => {
    const user = await registerDelegate();
    const first = await runEmailQueue([welcome(user)], { envOverrides: { EMAIL_TRANSPORT: "failing" } });
    expect(first.result.explicitAcks).toEqual([]);
    expect(first.result.retryMessages).toEqual([{ msgId: first.ids[0] }]);
    expect(first.retryDelays).toEqual({ [first.ids[0]!]: 60 });
    const third = await runEmailQueue([welcome(user)], { attempts: 3, envOverrides: { EMAIL_TRANSPORT: "failing" } });
    expect(third.retryDelays).toEqual({ [third.ids[0]!]: 240 });

    const logs = await logsOfType(user.email, "delegate_welcome");
    expect(logs).toHaveLength(2);
    expect(logs[0]).toMatchObject({ success: 0, message_id: null, sent_at: null });
    expect(logs[0]!.error_message).toBe(`${FAILING_TRANSPORT_MESSAGE} (attempt 1 of 6; retrying in 60 s)`);
    expect(logs[0]!.transport_metadata).toMatchObject({
      transport: "failing",
      attempt: 1,
      code: "E_SIMULATED_FAILURE",
      deadLettered: false,
    });
    expect(logs[1]!.error_message).toContain("attempt 3 of 6; retrying in 240 s");
    expect(await outboxEmails(user.email, "delegate_welcome")).toEqual([]);
  });

  it("withdraws the link of an email that was not sent: no usable token, no reset email counted", async () => {
    const user = await registerDelegate();
    const reset: EmailMessage = {
      type: "password_reset",
      to: user.email,
      userId: user.id,
      data: { firstName: user.firstName },
    };
    for (let attempt = 1; attempt <= PASSWORD_RESET_EMAIL_LIMIT + 1; attempt++) {
      const run = await runEmailQueue([reset], { attempts: attempt, envOverrides: { EMAIL_TRANSPORT: "failing" } });
      expect(run.result.retryMessages).toEqual([{ msgId: run.ids[0] }]);
    }
    const tokens = await env.DB.prepare("SELECT count(*) AS n FROM password_reset_tokens WHERE user_id = ?")
      .bind(user.id)
      .first<{ n: number }>();
    expect(tokens!.n).toBe(0);
    await runEmailQueue([welcome(user)], { envOverrides: { EMAIL_TRANSPORT: "failing" } });
    const logins = await env.DB.prepare("SELECT count(*) AS n FROM login_tokens WHERE user_id = ?")
      .bind(user.id)
      .first<{ n: number }>();
    expect(logins!.n).toBe(0);
    // The transport recovers: the reset email goes out although four attempts failed this hour.
    await runEmailQueue([reset], { attempts: PASSWORD_RESET_EMAIL_LIMIT + 2 });
    expect(await outboxEmails(user.email, "password_reset")).toHaveLength(1);
  });

  it("logs the last failed attempt as final and hands the message back, which dead-letters it", async () => {
    const user = await registerDelegate();
    const { result, ids } = await runEmailQueue([welcome(user)], {
      attempts: EMAIL_MAX_ATTEMPTS,
      envOverrides: { EMAIL_TRANSPORT: "failing" },
    });
    // With max_retries = 5 exhausted, a retried message goes to the dead-letter queue (Queues).
    expect(result.explicitAcks).toEqual([]);
    expect(result.retryMessages.map((m) => m.msgId)).toEqual(ids);
    const [log] = await logsOfType(user.email, "delegate_welcome");
    expect(log!.error_message).toBe(`${FAILING_TRANSPORT_MESSAGE} (attempt 6 of 6; moved to the dead-letter queue)`);
    expect(log!.transport_metadata).toMatchObject({ attempt: 6, deadLettered: true });
  });

  it("acks one message and retries another in the same batch independently", async () => {
    const ok = await registerDelegate();
    const gone = await registerDelegate();
    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(gone.id).run();
    const { result, ids } = await runEmailQueue([
      welcome(ok),
      { type: "password_reset", to: gone.email, userId: gone.id, data: { firstName: "Gone" } },
      { type: "nonsense", to: "x@example.com" } as unknown as EmailMessage,
    ]);
    expect(result.explicitAcks).toEqual(ids);
    // The deleted account's email is dropped, and nothing keeps its address.
    expect(await emailLogs(gone.email)).toEqual([]);
    expect(await outboxEmails(gone.email, "password_reset")).toHaveLength(0);
    expect(await outboxEmails(ok.email, "delegate_welcome")).toHaveLength(1);
  });

  it("sends nothing, and logs nothing under the address, for an account deleted since the email was queued", async () => {
    const gone = await registerDelegate();
    const organiserNotice: EmailMessage = {
      type: "question_notification",
      to: "organisers@example.com",
      locale: "en",
      userId: gone.id,
      data: { questionId: 1, question: "Is there parking?", askedBy: "Gone Delegate", askedByEmail: gone.email },
    };
    // Its registration deleted, or its data erased, while these waited in the queue.
    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(gone.id).run();
    const { result, ids } = await runEmailQueue([acknowledgement(gone), welcome(gone), organiserNotice]);
    expect(result.explicitAcks).toEqual(ids);
    expect(result.retryMessages).toEqual([]);
    expect(await emailLogs(gone.email)).toEqual([]);
    expect(await emailLogs("organisers@example.com")).toEqual([]);
    expect(await outboxEmails(gone.email, "enquiry_acknowledgement")).toHaveLength(0);
    expect(await outboxEmails("organisers@example.com", "question_notification")).toHaveLength(0);
  });
});

describe("email consumer: non-essential mail", () => {
  it("carries RFC 8058 one-click headers with a signed token that works without cookies", async () => {
    const user = await registerDelegate();
    await runEmailQueue([acknowledgement(user)]);
    const [email] = await outboxEmails(user.email, "enquiry_acknowledgement");
    expect(email!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const oneClick =
      /^<(http:\/\/localhost:8787\/api\/unsubscribe\/one-click\?email=[^&]+&token=[A-Za-z0-9_-]{43})>$/.exec(
        email!.headers["List-Unsubscribe"]!,
      );
    expect(oneClick).not.toBeNull();
    expect(email!.text).toContain(
      `Unsubscribe from conference emails: http://localhost:8787/unsubscribe?email=${encodeURIComponent(user.email)}`,
    );

    // What a mailbox provider does: a bare POST to the URL in the header, no cookies, no Authorization.
    const url = new URL(oneClick![1]!);
    const response = await call(`${url.pathname}${url.search}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(200);

    const again = await runEmailQueue([acknowledgement(user)]);
    expect(again.result.explicitAcks).toEqual(again.ids);
    expect(await outboxEmails(user.email, "enquiry_acknowledgement")).toHaveLength(1);
    const logs = await logsOfType(user.email, "enquiry_acknowledgement");
    expect(logs.at(-1)).toMatchObject({ success: 0, error_message: NOT_SENT_MESSAGES.unsubscribed });

    // Transactional mail still reaches the unsubscribed address.
    await runEmailQueue([
      { type: "password_reset", to: user.email, userId: user.id, data: { firstName: user.firstName } },
    ]);
    expect(await outboxEmails(user.email, "password_reset")).toHaveLength(1);
  });
});

describe("email consumer: delegate_welcome is essential account mail", () => {
  it("carries no unsubscribe headers or footer link, only the one-time login link", async () => {
    const user = await registerDelegate();
    await runEmailQueue([welcome(user)]);
    const [email] = await outboxEmails(user.email, "delegate_welcome");
    expect(email!.headers).toEqual({ "Auto-Submitted": "auto-generated" });
    expect(email!.text).not.toContain("/unsubscribe");
    expect(email!.html).not.toContain("/unsubscribe");
    expect(linkToken(email!, "/auth")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("reaches an address that unsubscribed and one that is suppressed after a hard bounce", async () => {
    const unsubscribed = await registerDelegate();
    const bounced = await registerDelegate();
    expect((await api().unsubscribe.$post({ json: { email: unsubscribed.email } })).status).toBe(200);
    await env.DB.prepare("INSERT INTO email_suppressions (email, reason) VALUES (?, 'bounced')")
      .bind(bounced.email)
      .run();

    const { result, ids } = await runEmailQueue([welcome(unsubscribed), welcome(bounced)]);
    expect(result.explicitAcks).toEqual(ids);
    for (const user of [unsubscribed, bounced]) {
      expect(await outboxEmails(user.email, "delegate_welcome")).toHaveLength(1);
      expect(await logsOfType(user.email, "delegate_welcome")).toMatchObject([{ success: 1, error_message: null }]);
    }
    // The same addresses still get no non-essential mail.
    await runEmailQueue([acknowledgement(unsubscribed), acknowledgement(bounced)]);
    expect((await logsOfType(unsubscribed.email, "enquiry_acknowledgement")).at(-1)!.error_message).toBe(
      NOT_SENT_MESSAGES.unsubscribed,
    );
    expect((await logsOfType(bounced.email, "enquiry_acknowledgement")).at(-1)!.error_message).toBe(
      NOT_SENT_MESSAGES.suppressed,
    );
  });
});

describe("delivery events", () => {
  const EVENTS_QUEUE = "ac2025-email-events";
  const event = (kind: string, messageId: string, recipient: string | undefined, bounceType?: string) => ({
    type: `cf.email.sending.message.${kind}`,
    source: { type: "email.sending", zoneId: "zone", domain: "conference2025.com" },
    payload: {
      eventId: crypto.randomUUID(),
      messageId,
      sender: "no-reply@conference2025.com",
      ...(recipient === undefined ? {} : { recipient }),
      terminal: true,
      delivery: { status: kind },
      ...(bounceType
        ? { bounce: { type: bounceType, classification: "permanent_failure", reason: "550 5.1.1 User unknown" } }
        : {}),
    },
    metadata: {
      accountId: "acc",
      eventSubscriptionId: "sub",
      eventSchemaVersion: 1,
      eventTimestamp: new Date().toISOString(),
    },
  });

  async function sentEnquiryAcknowledgement(user: { id: number; email: string; firstName: string }) {
    await runEmailQueue([acknowledgement(user)]);
    const logs = await logsOfType(user.email, "enquiry_acknowledgement");
    return logs.at(-1)!;
  }

  it("a hard bounce updates the log row by messageId and suppresses further non-essential mail", async () => {
    const user = await registerDelegate();
    const log = await sentEnquiryAcknowledgement(user);
    const { result, ids } = await runQueue(EVENTS_QUEUE, [
      event("bounced", log.message_id!, user.email.toUpperCase(), "hard"),
    ]);
    expect(result.explicitAcks).toEqual(ids);

    const [updated] = (await logsOfType(user.email, "enquiry_acknowledgement")).filter((row) => row.id === log.id);
    expect(updated!.delivery_status).toBe("bounced");
    const suppression = await env.DB.prepare("SELECT reason FROM email_suppressions WHERE email = ?")
      .bind(user.email)
      .first();
    expect(suppression).toEqual({ reason: "bounced" });

    const next = await sentEnquiryAcknowledgement(user);
    expect(next).toMatchObject({ success: 0, error_message: NOT_SENT_MESSAGES.suppressed });
    expect(await outboxEmails(user.email, "enquiry_acknowledgement")).toHaveLength(1);
    // Essential mail still goes out.
    await runEmailQueue([
      { type: "password_reset", to: user.email, userId: user.id, data: { firstName: user.firstName } },
    ]);
    expect(await outboxEmails(user.email, "password_reset")).toHaveLength(1);
  });

  it("suppresses the logged recipient of a hard bounce or complaint that names none", async () => {
    const bounced = await registerDelegate();
    const complainer = await registerDelegate();
    const [a, b] = [await sentEnquiryAcknowledgement(bounced), await sentEnquiryAcknowledgement(complainer)];
    const { result, ids } = await runQueue(EVENTS_QUEUE, [
      event("bounced", a.message_id!, undefined, "hard"),
      event("complained", b.message_id!, undefined),
      event("bounced", "message-this-app-never-sent", undefined, "hard"),
    ]);
    expect(result.explicitAcks).toEqual(ids);
    const { results } = await env.DB.prepare(
      "SELECT email, reason FROM email_suppressions WHERE email IN (?, ?) ORDER BY reason",
    )
      .bind(bounced.email, complainer.email)
      .all();
    expect(results).toEqual([
      { email: bounced.email, reason: "bounced" },
      { email: complainer.email, reason: "complained" },
    ]);
    expect((await sentEnquiryAcknowledgement(bounced)).error_message).toBe(NOT_SENT_MESSAGES.suppressed);
  });

  it("records delivered and complaints; a soft bounce and other events do not suppress", async () => {
    const delivered = await registerDelegate();
    const soft = await registerDelegate();
    const complainer = await registerDelegate();
    const [a, b, c] = [
      await sentEnquiryAcknowledgement(delivered),
      await sentEnquiryAcknowledgement(soft),
      await sentEnquiryAcknowledgement(complainer),
    ];
    const { result, ids } = await runQueue(EVENTS_QUEUE, [
      event("delivered", a.message_id!, delivered.email),
      event("bounced", b.message_id!, soft.email, "soft"),
      event("complained", c.message_id!, complainer.email),
      event("deferred", a.message_id!, delivered.email, "soft"),
      { type: "cf.email.sending.message.delivered" },
      "not an event",
    ]);
    expect(result.explicitAcks).toEqual(ids);
    const status = async (user: { email: string }) =>
      (await logsOfType(user.email, "enquiry_acknowledgement")).at(-1)!.delivery_status;
    expect(await status(delivered)).toBe("delivered");
    expect(await status(soft)).toBe("bounced");
    expect(await status(complainer)).toBe("complained");
    const { results } = await env.DB.prepare("SELECT email, reason FROM email_suppressions WHERE email IN (?, ?, ?)")
      .bind(delivered.email, soft.email, complainer.email)
      .all();
    expect(results).toEqual([{ email: complainer.email, reason: "complained" }]);
  });
});

describe("Email Service transport (fake send_email binding)", () => {
  function fakeBinding(behaviour: "ok" | { code: string }) {
    const sent: unknown[] = [];
    const binding = {
      async send(message: unknown) {
        sent.push(message);
        if (behaviour !== "ok")
          throw Object.assign(new Error(`failed with ${behaviour.code}`), { code: behaviour.code });
        return { messageId: "cf-message-1" };
      },
    } as unknown as SendEmail;
    return { binding, sent };
  }

  it("sends from the configured sender with the rendered parts and logs the provider's messageId", async () => {
    const user = await registerDelegate();
    const { binding, sent } = fakeBinding("ok");
    const { result, ids } = await runEmailQueue([welcome(user)], {
      envOverrides: { EMAIL_TRANSPORT: "email-service", EMAIL: binding },
    });
    expect(result.explicitAcks).toEqual(ids);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      from: { name: "Conference 2025", email: "no-reply@conference2025.com" },
      to: user.email,
      subject: "Welcome to Conference 2025: your delegate account is ready",
      headers: { "Auto-Submitted": "auto-generated" },
    });
    expect((sent[0] as { html: string }).html).toContain("Open the conference app");
    expect((sent[0] as { text: string }).text).toContain("Open the conference app:");
    const [log] = await logsOfType(user.email, "delegate_welcome");
    expect(log).toMatchObject({ success: 1, message_id: "cf-message-1" });
    expect(log!.transport_metadata).toMatchObject({ transport: "email-service" });
  });

  it("does not retry a permanent rejection but retries a rate limit", async () => {
    const user = await registerDelegate();
    const suppressed = fakeBinding({ code: "E_RECIPIENT_SUPPRESSED" });
    const permanent = await runEmailQueue([welcome(user)], {
      envOverrides: { EMAIL_TRANSPORT: "email-service", EMAIL: suppressed.binding },
    });
    expect(permanent.result.explicitAcks).toEqual(permanent.ids);
    expect(permanent.result.retryMessages).toEqual([]);

    const limited = fakeBinding({ code: "E_RATE_LIMIT_EXCEEDED" });
    const transient = await runEmailQueue([welcome(user)], {
      envOverrides: { EMAIL_TRANSPORT: "email-service", EMAIL: limited.binding },
    });
    expect(transient.result.retryMessages).toEqual([{ msgId: transient.ids[0] }]);
    expect(transient.retryDelays).toEqual({ [transient.ids[0]!]: 60 });

    const logs = await logsOfType(user.email, "delegate_welcome");
    expect(logs.map((row) => row.error_message)).toEqual([
      "failed with E_RECIPIENT_SUPPRESSED (attempt 1 of 6; permanent failure, not retried)",
      "failed with E_RATE_LIMIT_EXCEEDED (attempt 1 of 6; retrying in 60 s)",
    ]);
  });
});
