/**
 * The email queue consumer (docs/architecture.md#email-pipeline).
 * For each message: skip non-essential mail to suppressed or unsubscribed addresses, mint the
 * one-time link the template needs (skipping a password_reset past the address's hourly limit,
 * services/password-reset.ts), render, send through the EMAIL_TRANSPORT transport, and write
 * one email_logs row per attempt. Success acks; a failure retries with exponential backoff; the
 * last failed attempt is logged as final and retried once more, which makes Queues move the
 * message to the dead-letter queue (wrangler.toml: max_retries = 5, dead_letter_queue). Permanent
 * failures (the provider rejects the payload) are logged and acked. A message whose account was
 * deleted since it was queued (a deleted registration, erased delegate data) is acked unsent and
 * unlogged: a log row would keep the address the deletion removed.
 *
 * An announcement's email, once done with (sent, skipped, or failed for good), is counted on its
 * announcement (services/announcements.ts), which the organisers' progress bar reads.
 *
 * Cost per message: at most 4 D1 queries (for a message about an account, that account's
 * lookup; then non-essential mail: suppression check and log insert, and for an announcement its
 * count; a login link: token insert and log insert; a reset link: limit count, token insert and
 * log insert), so a batch of 10 stays under D1's 50 queries per invocation with the batch's
 * settings read.
 */
import { createDb, type Database } from "../db";
import { countAnnouncementEmail } from "../services/announcements";
import { writeEmailLog, type EmailAttempt } from "../services/email-attempts";
import { nonEssentialBlock } from "../services/email-suppressions";
import { isMissingUser } from "../services/one-time-token";
import { findUserById } from "../services/users";
import { LOGIN_LINK_EMAIL_LIMIT } from "../services/login-links";
import { PASSWORD_RESET_EMAIL_LIMIT } from "../services/password-reset";
import { resolveSettings, type ServerSettings } from "../settings";
import { currentEventSettings } from "../services/event-settings";
import { composeEmail, subjectOf, templateOf } from "./compose";
import { mintLink, unsubscribeLinks, type MintedLink, type NoLinkReason } from "./links";
import { isEmailMessage, type EmailMessage } from "./messages";
import { TransportError } from "./transport";
import { createTransport } from "./transports";
import { errorSummary } from "../lib/log";

/** Mirrors `max_retries` of the ac2025-email consumer in wrangler.toml. */
const EMAIL_MAX_RETRIES = 5;
/** Deliveries of one message before Queues dead-letters it (attempts count from 1). */
export const EMAIL_MAX_ATTEMPTS = EMAIL_MAX_RETRIES + 1;

const BASE_RETRY_DELAY_S = 60;
const MAX_RETRY_DELAY_S = 60 * 60;

/**
 * Backoff before the next attempt: 60 s doubled per attempt (60, 120, 240, 480, 960 s: about
 * half an hour of provider outage before the dead-letter queue), capped at 1 hour.
 * @param attempt the attempt that just failed, from 1 (Message.attempts).
 */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(BASE_RETRY_DELAY_S * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_S);
}

/** Why an email was not sent (email_logs.errorMessage). */
export const NOT_SENT_MESSAGES = {
  suppressed: "Not sent: the address bounced or reported spam earlier",
  unsubscribed: "Not sent: the recipient unsubscribed from conference emails",
  "reset-limit": `Not sent: ${PASSWORD_RESET_EMAIL_LIMIT} password reset emails were already sent to this address in the last hour`,
  "login-link-limit": `Not sent: ${LOGIN_LINK_EMAIL_LIMIT} sign-in links were already sent to this address in the last hour`,
} as const satisfies Record<"suppressed" | "unsubscribed" | Exclude<NoLinkReason, "no-account">, string>;

type Outcome = "ack" | "retry";

/**
 * Writes a log row; a failing write is reported but never turns a sent email into a retry.
 * A user deleted since the message was queued is logged without the (dangling) userId.
 */
async function log(db: Database, attempt: EmailAttempt): Promise<void> {
  try {
    await writeEmailLog(db, attempt).catch((error: unknown) => {
      if (attempt.userId !== null && isMissingUser(error)) return writeEmailLog(db, { ...attempt, userId: null });
      throw error;
    });
  } catch (error) {
    console.error("email_logs write failed", attempt.emailType, errorSummary(error));
  }
}

/**
 * Counts an announcement's email as sent or not (docs/live-room.md#announcements); a failing
 * count is reported, never retried (the email itself is done with).
 */
async function countDone(db: Database, body: EmailMessage, sent: boolean): Promise<void> {
  if (body.type !== "announcement") return;
  try {
    await countAnnouncementEmail(db, body.data.announcementId, sent);
  } catch (error) {
    console.error("announcement email not counted", body.data.announcementId, errorSummary(error));
  }
}

async function deliver(message: Message<unknown>, env: Env, db: Database, settings: ServerSettings): Promise<Outcome> {
  const body = message.body;
  if (!isEmailMessage(body)) {
    console.error("email queue: malformed message dropped", message.id);
    return "ack";
  }
  const template = templateOf<EmailMessage>(body);
  const attempt = message.attempts;
  const base = {
    userId: body.userId,
    emailType: body.type,
    recipientEmail: body.to,
    subject: subjectOf(body, settings),
    messageId: null,
    at: Date.now(),
  };
  // The account was deleted (or its data erased) since the message was queued: nothing is sent,
  // and no row keeps the address the deletion removed (docs/decisions/0014-delegate-data-export-and-erasure.md).
  const drop = async (): Promise<Outcome> => {
    await countDone(db, body, false);
    return "ack";
  };
  const skip = async (reason: keyof typeof NOT_SENT_MESSAGES): Promise<Outcome> => {
    await log(db, {
      ...base,
      success: false,
      errorMessage: NOT_SENT_MESSAGES[reason],
      transportMetadata: { skipped: reason, attempt },
    });
    await countDone(db, body, false);
    return "ack";
  };
  let transportName = env.EMAIL_TRANSPORT;
  let link: MintedLink | null = null;
  try {
    if (body.userId !== null && !(await findUserById(db, body.userId))) return await drop();
    if (!template.essential) {
      const block = await nonEssentialBlock(db, body.to);
      if (block) return await skip(block);
    }
    if (template.link) {
      const minted =
        body.userId === null
          ? { none: "no-account" as const }
          : await mintLink(
              db,
              settings,
              template.link,
              body.userId,
              body.type === "login_link" ? body.data.next : undefined,
            );
      if ("none" in minted) return minted.none === "no-account" ? await drop() : await skip(minted.none);
      link = minted;
    }
    const unsubscribe = template.essential ? null : await unsubscribeLinks(settings, env.TOKEN_SIGNING_SECRET, body.to);
    const transport = createTransport(env);
    transportName = transport.name;
    const result = await transport.send(composeEmail(body, settings, link?.link ?? "", unsubscribe));
    await log(db, {
      ...base,
      success: true,
      messageId: result.messageId,
      errorMessage: null,
      transportMetadata: { transport: transport.name, attempt, ...result.metadata },
    });
    await countDone(db, body, true);
    return "ack";
  } catch (error) {
    // The email carrying the link was not sent: its token must not stay usable, nor count as a
    // reset email sent this hour (a retry mints a new one).
    await link
      ?.withdraw()
      .catch((withdrawError: unknown) =>
        console.error("email token not withdrawn", body.type, errorSummary(withdrawError)),
      );
    const permanent = error instanceof TransportError && error.permanent;
    const final = !permanent && attempt >= EMAIL_MAX_ATTEMPTS;
    const reason = errorSummary(error);
    const next = permanent
      ? "permanent failure, not retried"
      : final
        ? "moved to the dead-letter queue"
        : `retrying in ${retryDelaySeconds(attempt)} s`;
    await log(db, {
      ...base,
      success: false,
      errorMessage: `${reason} (attempt ${attempt} of ${EMAIL_MAX_ATTEMPTS}; ${next})`,
      transportMetadata: {
        transport: transportName,
        attempt,
        code: error instanceof TransportError ? error.code : null,
        permanent,
        deadLettered: final,
      },
    });
    if (final) console.error("email dead-lettered", body.type, message.id, reason);
    if (final || permanent) await countDone(db, body, false);
    return permanent ? "ack" : "retry";
  }
}

/**
 * Consumes a batch of the email queue. Messages are handled one by one and acked or retried
 * individually, so one bad message never resends the others.
 */
export async function consumeEmailBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  // The stored event settings at the time of the batch (docs/data-model.md#event-settings).
  const settings = resolveSettings(env, await currentEventSettings(env, db));
  for (const message of batch.messages) {
    const outcome = await deliver(message, env, db, settings);
    if (outcome === "ack") message.ack();
    else message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
  }
}
