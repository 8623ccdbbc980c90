/**
 * Announcements of the organisers (docs/live-room.md#announcements): stored in D1, listed per
 * audience, emailed through the email queue with their progress counted.
 *
 * The audience of an event is the people its pass admits ({@link audiencesOf}); "all" is every
 * signed-in person.
 */
import { desc, eq, inArray, sql } from "drizzle-orm";
import {
  announcements,
  type AnnouncementRow,
  emailSuppressions,
  newsletterSubscriptions,
  users,
} from "../../db/schema";
import type {
  AdminAnnouncement,
  Announcement,
  AnnouncementAudience,
  AnnouncementData,
} from "../contract/announcements";
import { PASS_EVENTS } from "../contract/pass";
import type { Database } from "../db";
import type { EmailMessage } from "../email/messages";
import { errorSummary } from "../lib/log";
import { enqueueEmails, mailLocale } from "./email-queue";

/** At most this many announcements are listed, newest first (the app's banner shows the newest few). */
const LIST_LIMIT = 50;

/**
 * The audiences of a signed-in person: "all", and each event their pass admits. Every pass admits
 * every event of {@link PASS_EVENTS} (docs/decisions/0005-pass-token-and-check-in.md), so today
 * every person is in every audience; the audience is still stored, shown and used to tag the
 * channel's sockets, so that passes naming their own events would change only this rule.
 */
export function audiencesOf(): AnnouncementAudience[] {
  return ["all", ...PASS_EVENTS];
}

/**
 * Whether every person is in `audience`: they all have the same {@link audiencesOf}, so an
 * audience is everyone's or nobody's. The email and the push of an announcement go to everyone
 * when it is, and to nobody otherwise.
 */
export function reachesEveryone(audience: AnnouncementAudience): boolean {
  return audiencesOf().includes(audience);
}

function toAnnouncement(row: AnnouncementRow): Announcement {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    titleAr: row.titleAr,
    bodyAr: row.bodyAr,
    audience: row.audience,
    createdAt: row.createdAt.toISOString(),
  };
}

function toAdminAnnouncement(row: AnnouncementRow): AdminAnnouncement {
  return {
    ...toAnnouncement(row),
    email: row.email,
    emailTotal: row.emailTotal,
    emailSent: row.emailSent,
    emailFailed: row.emailFailed,
  };
}

/** The announcements for `audiences`, newest first, at most {@link LIST_LIMIT}. One query. */
export async function announcementsFor(db: Database, audiences: AnnouncementAudience[]): Promise<Announcement[]> {
  const rows = await db
    .select()
    .from(announcements)
    .where(inArray(announcements.audience, audiences))
    .orderBy(desc(announcements.id))
    .limit(LIST_LIMIT);
  return rows.map(toAnnouncement);
}

/** Every announcement with its email progress, newest first, at most {@link LIST_LIMIT}. One query. */
export async function adminAnnouncements(db: Database): Promise<AdminAnnouncement[]> {
  const rows = await db.select().from(announcements).orderBy(desc(announcements.id)).limit(LIST_LIMIT);
  return rows.map(toAdminAnnouncement);
}

/** Who gets an announcement's email: the audience, without unsubscribed or suppressed addresses. */
interface Recipient {
  id: number;
  email: string;
  firstName: string;
  locale: "en" | "ar" | null;
}

/**
 * The audience's addresses that may get conference email (services/email-suppressions.ts: neither
 * unsubscribed nor bounced or complained), in id order. One query binding at most 3 parameters,
 * however many people (D1: 100 bound parameters per statement).
 */
async function recipientsOf(db: Database, audience: AnnouncementAudience): Promise<Recipient[]> {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(
      sql`${reachesEveryone(audience) ? sql`1` : sql`0`}
        and not exists(select 1 from ${emailSuppressions} where ${emailSuppressions.email} = ${users.email})
        and not exists(select 1 from ${newsletterSubscriptions}
                       where ${newsletterSubscriptions.email} = ${users.email} and ${newsletterSubscriptions.isActive} = 0)`,
    )
    .orderBy(users.id);
}

/** The email of `row` to `recipient`, in their language (Arabic texts when given, else English). */
function announcementEmail(row: AnnouncementRow, recipient: Recipient): EmailMessage {
  const locale = mailLocale(recipient);
  const arabic = locale === "ar";
  return {
    type: "announcement",
    to: recipient.email,
    locale,
    userId: recipient.id,
    data: {
      announcementId: row.id,
      firstName: recipient.firstName,
      title: (arabic && row.titleAr) || row.title,
      body: (arabic && row.bodyAr) || row.body,
    },
  };
}

/**
 * Stores an announcement from organiser `createdBy`; with `email`, queues one email per recipient
 * ({@link recipientsOf}) through the email queue (services/email-queue.ts: batches of at most
 * 100 messages and 256 KB). Three queries with email (insert, recipients, total), one without.
 * When queuing stops part way, the total becomes what was queued, so the progress still completes.
 * @returns the stored announcement with its email total.
 */
export async function sendAnnouncement(
  db: Database,
  queue: Queue,
  input: AnnouncementData,
  createdBy: number,
): Promise<AdminAnnouncement> {
  const [row] = (await db
    .insert(announcements)
    .values({
      title: input.title,
      body: input.body,
      titleAr: input.titleAr,
      bodyAr: input.bodyAr,
      audience: input.audience,
      email: input.email,
      createdBy,
    })
    .returning()) as [AnnouncementRow];
  if (!input.email) return toAdminAnnouncement(row);
  const messages = (await recipientsOf(db, input.audience)).map((recipient) => announcementEmail(row, recipient));
  let queued = 0;
  try {
    await enqueueEmails(queue, messages, (count) => {
      queued += count;
    });
  } catch (error) {
    console.error("announcement emails not all queued", row.id, queued, messages.length, errorSummary(error));
  }
  const [updated] = (await db
    .update(announcements)
    .set({ emailTotal: queued })
    .where(eq(announcements.id, row.id))
    .returning()) as [AnnouncementRow];
  return toAdminAnnouncement(updated);
}

/**
 * Counts one announcement email as sent or not sent (the email consumer, once a message is done
 * with: sent, skipped, or failed for good). One query.
 */
export async function countAnnouncementEmail(db: Database, announcementId: number, sent: boolean): Promise<void> {
  await db
    .update(announcements)
    .set(
      sent
        ? { emailSent: sql`${announcements.emailSent} + 1` }
        : { emailFailed: sql`${announcements.emailFailed} + 1` },
    )
    .where(eq(announcements.id, announcementId));
}
