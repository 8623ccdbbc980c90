/**
 * Email delivery logs for admins (docs/product.md#email-logs; docs/data-model.md#email_logs; docs/api.md,
 * GET /api/admin/email-logs, /failed and /by-type/{type}; docs/data-model.md#email-log-tabs).
 * Lists are newest first and paginated by page number.
 */
import { z } from "./zod";

/** Rows per page unless `limit` says otherwise, and the most a page may hold. */
export const EMAIL_LOG_PAGE_SIZE = 50;
const EMAIL_LOG_MAX_PAGE_SIZE = 200;

/** `?page=&limit=` (both optional text converted to numbers, docs/messages.md#validation-rules: "List query"). */
export const emailLogQuerySchema = z.object({
  page: z.coerce
    .number({ error: "page must be a whole number from 1" })
    .int("page must be a whole number from 1")
    .min(1, "page must be a whole number from 1")
    .max(1_000_000)
    .default(1),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${EMAIL_LOG_MAX_PAGE_SIZE}` })
    .int(`limit must be a whole number from 1 to ${EMAIL_LOG_MAX_PAGE_SIZE}`)
    .min(1, `limit must be a whole number from 1 to ${EMAIL_LOG_MAX_PAGE_SIZE}`)
    .max(EMAIL_LOG_MAX_PAGE_SIZE, `limit must be a whole number from 1 to ${EMAIL_LOG_MAX_PAGE_SIZE}`)
    .default(EMAIL_LOG_PAGE_SIZE),
});
export type EmailLogQuery = z.output<typeof emailLogQuerySchema>;

/** `{type}` of /by-type/{type}: an email type name such as registration_confirmation. */
export const emailTypeParamSchema = z.object({
  type: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, "Unknown email type"),
});

/** One send attempt as the admin API returns it. Timestamps are ISO 8601 UTC. */
export interface EmailLog {
  id: number;
  userId: number | null;
  emailType: string;
  recipientEmail: string;
  subject: string;
  success: boolean;
  messageId: string | null;
  errorMessage: string | null;
  transportMetadata: Record<string, unknown>;
  deliveryStatus: "delivered" | "bounced" | "complained" | null;
  sentAt: string | null;
  createdAt: string;
}

/** A page of logs: `total` counts every row of the list, not only this page. */
export interface EmailLogPage {
  logs: EmailLog[];
  page: number;
  limit: number;
  total: number;
}

/** The email type of the Registration tab (docs/api.md#email-logs). */
export const REGISTRATION_EMAIL_TYPE = "registration_confirmation";

/**
 * The stored copy of a sent email as an admin reads it (GET /api/admin/email-logs/{id},
 * docs/api.md#email-logs): the envelope and both bodies, with the secret of every link in them
 * replaced by "REDACTED" (worker/services/email-logs.ts).
 */
export interface EmailLogMessage {
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  /** The HTML body, to be shown in a sandboxed frame (it is the app's own email, but shown as data). */
  html: string;
  text: string;
  /** ISO 8601 UTC. */
  sentAt: string;
}

/** One log entry with its stored message, or null where no copy is kept (docs/api.md#email-logs). */
export interface EmailLogDetail {
  log: EmailLog;
  message: EmailLogMessage | null;
}

export const EMAIL_LOG_MESSAGES = {
  notFound: /*i18n*/ "Email log not found",
} as const;
