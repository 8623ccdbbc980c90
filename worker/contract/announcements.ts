/**
 * Announcements of the organisers to the delegates (docs/live-room.md#announcements;
 * docs/api.md#announcements): the send payload, what the app and the organisers read, and the
 * message of the announcements channel. Texts are plain text on every screen and in every email.
 * Timestamps are ISO 8601 UTC.
 */
import { arabicText } from "./arabic-text";
import { EVENT_CODES } from "./event";
import { fillTemplate, type MessageTemplate } from "./message-templates";
import { z } from "./zod";

/** Who an announcement is for: everyone, or the delegates of one event (docs/live-room.md#announcements). */
const ANNOUNCEMENT_AUDIENCES = ["all", ...EVENT_CODES] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

/**
 * Longest title and body, characters. A title fits a phone's banner line and an email subject; a
 * body of 2,000 characters keeps the queue's batches of 100 emails under 256 KB even in Arabic
 * (services/email-queue.ts also splits by size).
 */
export const ANNOUNCEMENT_TITLE_MAX = 120;
export const ANNOUNCEMENT_BODY_MAX = 2_000;

const AUDIENCE_MESSAGE = /*i18n*/ "Audience must be all, AC2025 or GC_POWERLIST";

/** A required text: trimmed, `required` when missing or blank, `tooLong` (a template of ./message-templates.ts) over `max`. */
function requiredText(required: string, tooLong: MessageTemplate, max: number) {
  return z.string({ error: required }).trim().min(1, required).max(max, fillTemplate(tooLong, { max }));
}

/**
 * POST /api/admin/announcements body: an English title and body (required), their optional Arabic
 * versions ("", whitespace and null are none), the audience, and whether to email it too.
 */
export const announcementSchema = z.object({
  title: requiredText(/*i18n*/ "Title is required", "Title must be at most {max} characters", ANNOUNCEMENT_TITLE_MAX),
  body: requiredText(/*i18n*/ "Message is required", "Message must be at most {max} characters", ANNOUNCEMENT_BODY_MAX),
  titleAr: arabicText("Title", ANNOUNCEMENT_TITLE_MAX).transform((value) => value ?? null),
  bodyAr: arabicText("Message", ANNOUNCEMENT_BODY_MAX).transform((value) => value ?? null),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES, { error: AUDIENCE_MESSAGE }),
  email: z.boolean({ error: "email must be true or false" }).optional().default(false),
});
export type AnnouncementInput = z.input<typeof announcementSchema>;
export type AnnouncementData = z.output<typeof announcementSchema>;

/** An announcement as the delegates' app shows it (GET /api/announcements; the channel's message). */
export interface Announcement {
  id: number;
  title: string;
  body: string;
  /** The Arabic versions, shown when the app is in Arabic; null when none was given. */
  titleAr: string | null;
  bodyAr: string | null;
  audience: AnnouncementAudience;
  createdAt: string;
}

/** An announcement as the organisers see it (GET and POST /api/admin/announcements), with its email progress. */
export interface AdminAnnouncement extends Announcement {
  /** It was also emailed. */
  email: boolean;
  /** Addresses queued: the audience without the unsubscribed and suppressed ones. */
  emailTotal: number;
  /** Emails sent so far. */
  emailSent: number;
  /** Emails not sent: the address unsubscribed or bounced meanwhile, or sending failed for good. */
  emailFailed: number;
}

/**
 * A message of the announcements channel (GET /api/announcements/live, a WebSocket; the
 * subprotocols of contract/live.ts): each new announcement, to its audience only.
 */
export type AnnouncementMessage = { type: "announcement"; announcement: Announcement };
