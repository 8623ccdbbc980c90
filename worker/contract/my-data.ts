/**
 * A person's own data and its erasure (docs/product.md#profile-page, docs/api.md#profile,
 * docs/decisions/0014-delegate-data-export-and-erasure.md):
 * - GET /api/profile/export: everything stored about the signed-in person ({@link MyDataExport});
 * - DELETE /api/profile `{ password }`: deletes the account ({@link deleteAccountSchema});
 * - POST /api/admin/erase-delegate-data `{ days }`: an organiser erases every delegate's personal data
 *   once the events are `days` days past ({@link eraseDelegateDataSchema}).
 * Timestamps are ISO 8601 UTC; dates "YYYY-MM-DD" in Kuwait time.
 */
import type { EventCode } from "./event";
import { LIMITS } from "./fields";
import { fillTemplate } from "./message-templates";
import type { QnaQuestion } from "./qna";
import type { User } from "./user";
import { z } from "./zod";

/** The file name of the download ("Download my data"). */
export const MY_DATA_FILE_NAME = "my-data.json";

/** What an anonymised question or enquiry shows instead of the person who sent it. */
export const DELETED_DELEGATE_NAME = "Deleted delegate";

/** Longest wait before erasure an organiser may ask for: 10 years, in days. */
export const ERASE_DAYS_MAX = 3650;

export const MY_DATA_MESSAGES = {
  passwordRequired: /*i18n*/ "Password is required",
  /** DELETE /api/profile with a wrong password: 400, nothing changes. */
  wrongPassword: /*i18n*/ "Incorrect password. Your account was not deleted.",
  /** DELETE /api/profile by an organiser: 409 (docs/decisions/0014-delegate-data-export-and-erasure.md). */
  adminAccount:
    /*i18n*/ "Organiser accounts cannot delete themselves. Ask another organiser to delete your registration.",
  /** DELETE /api/profile success, also the toast after it. */
  deleted: /*i18n*/ "Your account has been deleted.",
  /** Written from a template, so the form shows it in the page's language (docs/i18n.md). */
  days: fillTemplate("Days must be a whole number from 0 to {max}", { max: ERASE_DAYS_MAX }),
} as const;

/**
 * POST /api/admin/erase-delegate-data before the events are `days` days past: 409
 * "Delegate data can be erased from {fromDate} ({days} days after the last event day, {lastDate})."
 * @param from first Kuwait date the erasure is allowed, "YYYY-MM-DD".
 */
export function eraseTooEarlyMessage(from: string, days: number, lastDay: string): string {
  // From a template, so the organiser's screen writes it in the page's language (docs/i18n.md).
  return fillTemplate(
    days === 1
      ? "Delegate data can be erased from {fromDate} ({days} day after the last event day, {lastDate})."
      : "Delegate data can be erased from {fromDate} ({days} days after the last event day, {lastDate}).",
    { fromDate: from, days, lastDate: lastDay },
  );
}

/** DELETE /api/profile body: the account's password again. */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: MY_DATA_MESSAGES.passwordRequired })
    .min(1, MY_DATA_MESSAGES.passwordRequired)
    .max(LIMITS.password, MY_DATA_MESSAGES.wrongPassword),
});

/** POST /api/admin/erase-delegate-data body: whole days after the last event day, 0 to {@link ERASE_DAYS_MAX}. */
export const eraseDelegateDataSchema = z.object({
  days: z
    .number({ error: MY_DATA_MESSAGES.days })
    .int(MY_DATA_MESSAGES.days)
    .min(0, MY_DATA_MESSAGES.days)
    .max(ERASE_DAYS_MAX, MY_DATA_MESSAGES.days),
});

/** POST /api/admin/erase-delegate-data answer: accounts deleted by this call (0 on a repeat). */
export interface EraseDelegateDataResult {
  erased: number;
}

/**
 * GET /api/profile/export: what the product stores about the signed-in person. Never the password
 * hash, session tokens, one-time link tokens or the calendar feed's seed and token.
 */
export interface MyDataExport {
  exportedAt: string;
  profile: Pick<
    User,
    | "candidateNumber"
    | "email"
    | "firstName"
    | "lastName"
    | "company"
    | "title"
    | "phone"
    | "countryCode"
    | "bio"
    | "linkedinUrl"
    | "expertise"
    | "userType"
    | "passVersion"
    | "locale"
    | "createdAt"
  > & { emailVerifiedAt: string | null; updatedAt: string };
  questions: Array<
    Pick<
      QnaQuestion,
      "id" | "question" | "answer" | "isAnswered" | "isArchived" | "agendaItemId" | "createdAt" | "updatedAt"
    >
  >;
  enquiries: Array<{
    id: number;
    firstName: string;
    lastName: string;
    email: string;
    company: string;
    title: string;
    phone: string | null;
    linkedinUrl: string | null;
    serviceType: string | null;
    message: string;
    createdAt: string;
  }>;
  checkIns: Array<{ event: EventCode; checkedInAt: string; desk: string }>;
  /** My Agenda: starred sessions by date and start time. */
  starredSessions: Array<{
    sessionId: number;
    title: string;
    date: string;
    startTime: string;
    endTime: string;
    starredAt: string;
  }>;
  /** Whether a private calendar feed exists (its link is a credential and is not exported). */
  calendarFeed: { createdAt: string } | null;
  /** Emails logged about the person: to their address or linked to their account, oldest first. */
  emailLogs: Array<{
    emailType: string;
    recipientEmail: string;
    subject: string;
    success: boolean;
    deliveryStatus: string | null;
    sentAt: string | null;
    createdAt: string;
  }>;
  /** Votes on sessions' questions in the live room. */
  questionVotes: Array<{ questionId: number; votedAt: string }>;
  /** Votes in sessions' polls: the poll's question and the chosen option's text. */
  pollVotes: Array<{ pollId: number; question: string; option: string; votedAt: string }>;
  /** Ratings of sessions, with the comment. */
  sessionRatings: Array<{ sessionId: number; rating: number; comment: string | null; ratedAt: string }>;
  /** Passkeys by their name (the public key and credential id are not personal data worth reading). */
  passkeys: Array<{ name: string; createdAt: string; lastUsedAt: string | null }>;
  /** Browsers subscribed to notifications (their push endpoint is a push service's address for the browser). */
  pushSubscriptions: Array<{ endpoint: string; createdAt: string }>;
  /** Conference-email subscription of the address (null: never subscribed or unsubscribed). */
  emailSubscription: { isActive: boolean; subscribedAt: string; unsubscribedAt: string | null } | null;
  /** Set when mail to the address bounced hard or was reported as spam. */
  emailSuppression: { reason: string; createdAt: string } | null;
}
