/**
 * A person's own data: the export ("Download my data"), the deletion of one's own account and the
 * organisers' erasure of every delegate's data after the events
 * (docs/decisions/0014-delegate-data-export-and-erasure.md; docs/api.md#profile; docs/api.md#registrations).
 *
 * Erasing accounts ({@link eraseAccounts}) is one D1 batch of set-based statements (one
 * transaction, a handful of bound parameters whatever the number of people: D1 allows 100 per
 * statement and 50 queries per invocation, https://developers.cloudflare.com/d1/platform/limits/):
 * - the users rows are deleted; their one-time links, stars, calendar feed and the email logs linked
 *   to them go with them (ON DELETE CASCADE, db/schema.ts), as do the email logs to their address
 *   and their conference-email subscription (explicit statements);
 * - their questions, enquiries and check-ins stay with `user_id` set to null (ON DELETE SET NULL):
 *   the Q&A shows the question as {@link DELETED_DELEGATE_NAME}'s, the enquiry's copy of the
 *   sender's details is blanked, the check-in still counts;
 * - the audit log's entries about them are pseudonymised (services/audit-log.ts,
 *   pseudonymiseAuditEntries);
 * - the `erased_registrations` counter grows by the number of accounts, so the registered count
 *   of the door (worker/services/check-in.ts, checkInCounts) stays what it was.
 * Sessions need no statement: the session check reads the user row (middleware/auth.ts), so a
 * deleted account's tokens fail at once (docs/decisions/0002-sessions-in-kv-and-revocation-point.md);
 * the KV keys of one account are deleted as a clean-up, those of a bulk erasure expire with their TTL.
 */
import { pseudonymiseAuditEntries } from "./audit-log";
import { asc, eq, or, sql, type SQL } from "drizzle-orm";
import {
  agendaItems,
  calendarFeeds,
  checkIns,
  emailLogs,
  emailSuppressions,
  enquiries,
  newsletterSubscriptions,
  passkeys,
  polls,
  pollVotes,
  qnaQuestions,
  pushSubscriptions,
  qnaVotes,
  sessionFeedback,
  starredSessions,
  users,
  type UserRow,
} from "../../db/schema";
import {
  DELETED_DELEGATE_NAME,
  MY_DATA_MESSAGES,
  eraseTooEarlyMessage,
  type EraseDelegateDataResult,
  type MyDataExport,
} from "../contract/my-data";
import { EVENT_CODES } from "../contract/event";
import { kuwaitDate } from "../contract/time";
import type { Database } from "../db";
import { batchRaw, jsonRows } from "../lib/d1-batch";
import { errorSummary } from "../lib/log";
import type { ServerSettings } from "../settings";
import { revokeAuthSessions } from "./auth-sessions";
import { ConflictError, InvalidInputError } from "./errors";
import { hasPassword, verifyPassword } from "./password";
import { purgeFinishedJobs } from "./export-jobs";
import { deletePassFiles } from "./pass-files";
import { isAdmin } from "./users";

/** The counter of accounts erased by their owner or by the post-event erasure (table `counters`). */
export const ERASED_REGISTRATIONS_COUNTER = "erased_registrations";

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * Everything stored about `user` (docs/api.md#get-apiprofileexport): profile, questions,
 * enquiries, check-ins, starred sessions, whether a calendar feed exists, the email logs linked to
 * the account or sent to its address, the address's subscription and suppression, the live room's
 * votes and ratings, the passkeys' names and the push subscriptions. Never a secret (password
 * hash, tokens, the feed's seed). One batch of thirteen reads.
 * @param now the export time.
 */
export async function exportMyData(db: Database, user: UserRow, now = new Date()): Promise<MyDataExport> {
  const [questions, sent, arrivals, stars, feeds, logs, subscriptions, suppressions, ...live] = await db.batch([
    db.select().from(qnaQuestions).where(eq(qnaQuestions.userId, user.id)).orderBy(asc(qnaQuestions.id)),
    db.select().from(enquiries).where(eq(enquiries.userId, user.id)).orderBy(asc(enquiries.id)),
    db.select().from(checkIns).where(eq(checkIns.userId, user.id)).orderBy(asc(checkIns.id)),
    db
      .select({
        sessionId: agendaItems.id,
        title: agendaItems.title,
        date: agendaItems.date,
        startTime: agendaItems.startTime,
        endTime: agendaItems.endTime,
        starredAt: starredSessions.createdAt,
      })
      .from(starredSessions)
      .innerJoin(agendaItems, eq(agendaItems.id, starredSessions.agendaItemId))
      .where(eq(starredSessions.userId, user.id))
      .orderBy(asc(agendaItems.date), asc(agendaItems.startTime), asc(agendaItems.id)),
    db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, user.id)),
    db
      .select()
      .from(emailLogs)
      .where(or(eq(emailLogs.userId, user.id), eq(emailLogs.recipientEmail, user.email)))
      .orderBy(asc(emailLogs.id)),
    db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, user.email)),
    db.select().from(emailSuppressions).where(eq(emailSuppressions.email, user.email)),
    db.select().from(qnaVotes).where(eq(qnaVotes.userId, user.id)).orderBy(asc(qnaVotes.createdAt)),
    db
      .select({ pollId: polls.id, question: polls.question, options: polls.options, vote: pollVotes })
      .from(pollVotes)
      .innerJoin(polls, eq(polls.id, pollVotes.pollId))
      .where(eq(pollVotes.userId, user.id))
      .orderBy(asc(pollVotes.updatedAt)),
    db
      .select()
      .from(sessionFeedback)
      .where(eq(sessionFeedback.userId, user.id))
      .orderBy(asc(sessionFeedback.updatedAt)),
    db.select().from(passkeys).where(eq(passkeys.userId, user.id)).orderBy(asc(passkeys.createdAt)),
    db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id)).orderBy(asc(pushSubscriptions.id)),
  ]);
  const [questionVotes, pollChoices, ratings, keys, browsers] = live;
  const subscription = subscriptions[0];
  const suppression = suppressions[0];
  return {
    exportedAt: iso(now),
    profile: {
      candidateNumber: user.candidateNumber,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      company: user.company,
      title: user.title,
      phone: user.phone,
      countryCode: user.countryCode,
      bio: user.bio,
      linkedinUrl: user.linkedinUrl,
      expertise: user.expertise,
      userType: user.userType,
      emailVerifiedAt: isoOrNull(user.emailVerifiedAt),
      passVersion: user.passVersion,
      locale: user.locale,
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    questions: questions.map((q) => ({
      id: q.id,
      question: q.question,
      answer: q.answer,
      isAnswered: q.isAnswered,
      isArchived: q.isArchived,
      agendaItemId: q.agendaItemId,
      createdAt: iso(q.createdAt),
      updatedAt: iso(q.updatedAt),
    })),
    enquiries: sent.map((e) => ({
      id: e.id,
      firstName: e.firstName,
      lastName: e.lastName,
      email: e.email,
      company: e.company,
      title: e.title,
      phone: e.phone,
      linkedinUrl: e.linkedinUrl,
      serviceType: e.serviceType,
      message: e.message,
      createdAt: iso(e.createdAt),
    })),
    checkIns: arrivals.map((c) => ({ event: c.eventType, checkedInAt: iso(c.checkedInAt), desk: c.desk })),
    starredSessions: stars.map((s) => ({ ...s, starredAt: iso(s.starredAt) })),
    calendarFeed: feeds[0] ? { createdAt: iso(feeds[0].createdAt) } : null,
    emailLogs: logs.map((log) => ({
      emailType: log.emailType,
      recipientEmail: log.recipientEmail,
      subject: log.subject,
      success: log.success,
      deliveryStatus: log.deliveryStatus,
      sentAt: isoOrNull(log.sentAt),
      createdAt: iso(log.createdAt),
    })),
    questionVotes: questionVotes.map((v) => ({ questionId: v.questionId, votedAt: iso(v.createdAt) })),
    pollVotes: pollChoices.map((p) => ({
      pollId: p.pollId,
      question: p.question,
      option: p.options[p.vote.option] ?? "",
      votedAt: iso(p.vote.updatedAt),
    })),
    sessionRatings: ratings.map((r) => ({
      sessionId: r.agendaItemId,
      rating: r.rating,
      comment: r.comment,
      ratedAt: iso(r.updatedAt),
    })),
    passkeys: keys.map((k) => ({ name: k.name, createdAt: iso(k.createdAt), lastUsedAt: isoOrNull(k.lastUsedAt) })),
    pushSubscriptions: browsers.map((b) => ({ endpoint: b.endpoint, createdAt: iso(b.createdAt) })),
    emailSubscription: subscription
      ? {
          isActive: subscription.isActive,
          subscribedAt: iso(subscription.subscribedAt),
          unsubscribedAt: isoOrNull(subscription.unsubscribedAt),
        }
      : null,
    emailSuppression: suppression ? { reason: suppression.reason, createdAt: iso(suppression.createdAt) } : null,
  };
}

/**
 * Deletes the accounts `who` selects (a condition on the `users` table's columns) with everything
 * that is only theirs, keeps their questions, enquiries and check-ins anonymised and counts them
 * in {@link ERASED_REGISTRATIONS_COUNTER} (see the module comment). One batch; running it again
 * finds nobody and changes nothing.
 * @returns the number of accounts deleted.
 */
async function eraseAccounts(db: Database, who: SQL): Promise<number> {
  const [counted] = await batchRaw<{ n: number }>(db, [
    sql`SELECT count(*) AS n FROM users WHERE ${who}`,
    sql`INSERT INTO counters (name, value) SELECT ${ERASED_REGISTRATIONS_COUNTER}, count(*) FROM users WHERE ${who}
        ON CONFLICT(name) DO UPDATE SET value = value + excluded.value`,
    sql`DELETE FROM email_logs WHERE recipient_email IN (SELECT email FROM users WHERE ${who})`,
    sql`DELETE FROM newsletter_subscriptions WHERE email IN (SELECT email FROM users WHERE ${who})`,
    ...pseudonymiseAuditEntries(db, who).map((statement) => statement.getSQL()),
    sql`DELETE FROM users WHERE ${who}`,
    // Every enquiry without a sender is anonymised; a blank email marks one already done.
    sql`UPDATE enquiries SET first_name = ${DELETED_DELEGATE_NAME}, last_name = '', email = '', company = '',
        title = '', phone = NULL, linkedin_url = NULL WHERE user_id IS NULL AND email <> ''`,
  ]);
  return counted?.[0]?.n ?? 0;
}

/**
 * Deletes one account as {@link eraseAccounts} does, then (best effort, logged) its KV sessions and
 * its stored pass files. Safe to run again for the same id: it then changes nothing.
 * @returns 1 when the account existed, 0 otherwise.
 */
export async function eraseAccount(
  db: Database,
  bindings: { sessions: KVNamespace; media: R2Bucket },
  userId: number,
): Promise<number> {
  const erased = await eraseAccounts(db, sql`id = ${userId}`);
  const cleanUps = await Promise.allSettled([
    revokeAuthSessions(bindings.sessions, userId),
    deletePassFiles(bindings.media, userId),
  ]);
  for (const result of cleanUps)
    if (result.status === "rejected")
      console.error("clean-up after an account deletion failed", userId, errorSummary(result.reason));
  return erased;
}

/**
 * DELETE /api/profile: the signed-in person deletes their own account after typing their password
 * again (docs/decisions/0014-delegate-data-export-and-erasure.md).
 * @throws DomainError 400 {@link MY_DATA_MESSAGES.wrongPassword} for a wrong password (or an account
 *   without one: it signs in with links and chooses a password first), nothing changed; 409
 *   {@link MY_DATA_MESSAGES.adminAccount} for an organiser, whom another organiser deletes instead.
 */
export async function deleteOwnAccount(
  db: Database,
  bindings: { sessions: KVNamespace; media: R2Bucket },
  settings: ServerSettings,
  user: UserRow,
  password: string,
): Promise<void> {
  const verified = hasPassword(user.password) && (await verifyPassword(password, user.password));
  if (!verified) throw new InvalidInputError(MY_DATA_MESSAGES.wrongPassword);
  if (isAdmin(user, settings, null)) throw new ConflictError(MY_DATA_MESSAGES.adminAccount);
  await eraseAccount(db, bindings, user.id);
}

/** `date` ("YYYY-MM-DD") plus `days` calendar days. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The last day of the events (Kuwait date, "YYYY-MM-DD"): the latest of their dates. */
function lastEventDay(settings: ServerSettings): string {
  return EVENT_CODES.map((code) => settings.event.events[code].date).sort()[EVENT_CODES.length - 1]!;
}

/** The first Kuwait date on which {@link eraseDelegateData} accepts `days`. */
export function erasureAllowedFrom(settings: ServerSettings, days: number): string {
  return addDays(lastEventDay(settings), days);
}

/**
 * POST /api/admin/erase-delegate-data: once Kuwait's date is at least `days` days after the last
 * event day, deletes every delegate account (user type "delegate" and not an organiser by
 * docs/decisions/0003-admin-rule.md; speakers' and staff accounts stay) as {@link eraseAccounts}
 * does, then removes the pass files of deleted accounts (bounded: see {@link deleteOrphanedPassFiles})
 * and every finished registrations export, whose files list the delegates (export-jobs.ts).
 * Idempotent: a repeat erases those registered since, usually nobody.
 * @param now the current instant.
 * @throws DomainError 409 {@link eraseTooEarlyMessage} before that date.
 */
export async function eraseDelegateData(
  db: Database,
  media: R2Bucket,
  settings: ServerSettings,
  days: number,
  now = new Date(),
): Promise<EraseDelegateDataResult> {
  const from = erasureAllowedFrom(settings, days);
  if (kuwaitDate(now) < from) throw new ConflictError(eraseTooEarlyMessage(from, days, lastEventDay(settings)));
  const adminDomain = sql`substr(email, instr(email, '@') + 1) IN (SELECT value FROM ${jsonRows(settings.adminEmailDomains)})`;
  const erased = await eraseAccounts(
    db,
    sql`user_type = 'delegate' AND role IS NULL AND NOT (email_verified_at IS NOT NULL AND ${adminDomain})`,
  );
  try {
    await deleteOrphanedPassFiles(db, media);
  } catch (error) {
    console.error("pass files not deleted after an erasure", errorSummary(error));
  }
  try {
    await purgeFinishedJobs(db, media);
  } catch (error) {
    console.error("export files not deleted after an erasure", errorSummary(error));
  }
  return { erased };
}

/** R2 list pages (1,000 keys each) one erasure walks at most; a repeat removes more (deleted files are no longer listed). */
const PASS_FILE_PAGES_MAX = 15;

/**
 * Deletes the stored pass files (`passes/{userId}/...`, worker/services/pass-files.ts) of accounts
 * that no longer exist: one R2 list and at most one delete per 1,000 keys, at most
 * {@link PASS_FILE_PAGES_MAX} pages (the Worker's subrequest limit,
 * https://developers.cloudflare.com/workers/platform/limits/#subrequests). One D1 query.
 */
async function deleteOrphanedPassFiles(db: Database, media: R2Bucket): Promise<void> {
  const existing = new Set((await db.select({ id: users.id }).from(users)).map((row) => row.id));
  let cursor: string | undefined;
  for (let page = 0; page < PASS_FILE_PAGES_MAX; page++) {
    const listed = await media.list({ prefix: "passes/", cursor });
    const orphaned = listed.objects
      .map((object) => object.key)
      .filter((key) => !existing.has(Number(key.split("/")[1])));
    if (orphaned.length > 0) await media.delete(orphaned);
    if (!listed.truncated) return;
    cursor = listed.cursor;
  }
}
