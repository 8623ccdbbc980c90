/**
 * Background jobs as both sides see them (docs/api.md#export-jobs;
 * docs/decisions/0015-background-export-jobs.md): POST /api/registrations/export/excel-qr answers
 * 202 with `{ id }`, GET /api/registrations/export/jobs/{id} answers an {@link ExportJob} until the
 * file is ready to download, and GET /api/registrations/export/jobs answers `{ jobs }`, the
 * signed-in admin's jobs that have not expired, newest first.
 */

/** Where a job is: waiting in the queue, being worked on, finished with a file, or stopped. */
type JobStatus = "queued" | "running" | "done" | "failed";

/** A job's state (GET /api/registrations/export/jobs/{id}). */
export interface ExportJob {
  id: string;
  status: JobStatus;
  /** Whole percent, 0-100. */
  progress: number;
  /** Why the job failed, for the admin to read (failed jobs only). */
  message?: string;
  /** Path of the finished file (done jobs only): GET it as an admin, by navigation. */
  downloadUrl?: string;
  /** ISO 8601 UTC. */
  createdAt: string;
  /** ISO 8601 UTC: the job and its file are deleted after this (24 h after creation). */
  expiresAt: string;
}

/** How long a job and its file are kept, ms (docs/decisions/0015-background-export-jobs.md). */
export const JOB_RETENTION_MS = 24 * 60 * 60 * 1000;

/** docs/messages.md#export-jobs; the screen writes them in the page's language (docs/i18n.md). */
export const JOB_MESSAGES = {
  notFound: /*i18n*/ "Export not found. Exports are kept for 24 hours; please start a new one.",
  failed: /*i18n*/ "The export could not be completed. Please try again.",
  notStarted: /*i18n*/ "The export could not be started. Please try again.",
  fileMissing: /*i18n*/ "The export's file is no longer available. Please start a new one.",
} as const;
