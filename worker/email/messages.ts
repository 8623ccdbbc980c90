/**
 * Typed email-queue messages (docs/decisions/0008-email-pipeline.md). API code enqueues one of these and never
 * sends inline; the queue consumer renders the template, sends it and writes `email_logs`.
 * Messages carry no secrets: links with one-time tokens are minted by the consumer.
 * Each carries its recipient's language (docs/data-model.md#users): the person's `users.locale`,
 * English when unknown; the organisers' notifications are English.
 */
import { isLocale, type Locale } from "../contract/i18n";

/** Email types (docs/data-model.md#email-types). */
export type EmailType =
  | "registration_confirmation"
  | "password_reset"
  | "delegate_welcome"
  | "login_link"
  | "question_notification"
  | "enquiry_notification"
  | "enquiry_acknowledgement"
  | "announcement";

interface Base<T extends EmailType, D, L extends Locale = Locale> {
  type: T;
  /** Recipient address (lower-cased). */
  to: string;
  /**
   * The language the email is written in. Every producer sets it; a message queued before
   * messages carried one has none and is written in English ({@link localeOf}).
   */
  locale?: L;
  /** The user the email is about or for, when there is one (email_logs.userId). */
  userId: number | null;
  data: D;
}

export type EmailMessage =
  | Base<"registration_confirmation", { firstName: string }>
  | Base<"password_reset", { firstName: string }>
  | Base<"delegate_welcome", { firstName: string }>
  | Base<"login_link", { firstName: string; next?: string }>
  | Base<"question_notification", { questionId: number; question: string; askedBy: string; askedByEmail: string }, "en">
  | Base<
      "enquiry_notification",
      {
        enquiryId: number;
        firstName: string;
        lastName: string;
        email: string;
        company: string;
        title: string;
        phone: string;
        linkedinUrl: string;
        serviceType: string;
        message: string;
      },
      "en"
    >
  | Base<"enquiry_acknowledgement", { firstName: string }>
  /** An organiser's announcement (docs/live-room.md#announcements), in the recipient's language; plain text. */
  | Base<"announcement", { announcementId: number; firstName: string; title: string; body: string }>;

const EMAIL_TYPES: ReadonlySet<string> = new Set<EmailType>([
  "registration_confirmation",
  "password_reset",
  "delegate_welcome",
  "login_link",
  "question_notification",
  "enquiry_notification",
  "enquiry_acknowledgement",
  "announcement",
]);

/**
 * Shape check of a message taken off the queue (the envelope only; `data` is trusted because
 * only this Worker produces messages).
 */
export function isEmailMessage(value: unknown): value is EmailMessage {
  if (typeof value !== "object" || value === null) return false;
  const message = value as Record<string, unknown>;
  return (
    typeof message.type === "string" &&
    EMAIL_TYPES.has(message.type) &&
    typeof message.to === "string" &&
    message.to.includes("@") &&
    (message.userId === null || typeof message.userId === "number") &&
    typeof message.data === "object" &&
    message.data !== null
  );
}

/**
 * The language to write `message` in: its `locale`, or English for a message queued before
 * messages carried one.
 */
export function localeOf(message: EmailMessage): Locale {
  return isLocale(message.locale) ? message.locale : "en";
}
