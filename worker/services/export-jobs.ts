/**
 * Export jobs (docs/api.md#export-jobs; docs/decisions/0015-background-export-jobs.md): a row of
 * `jobs` per export, its steps on JOB_QUEUE (export-job-steps.ts), its finished file in R2.
 *
 * Storage in R2 (the MEDIA bucket):
 * - `jobs-tmp/<id>/part-<n>`: the parts of a running job, deleted when it finishes or fails;
 * - `exports/<id>/<file name>`: the finished file, written only once it is complete, so a job
 *   never points at a half-written file.
 *
 * Retention: a job and its file are kept {@link JOB_RETENTION_MS} (24 h). An expired job is never
 * shown (404), and expired jobs are deleted with their files each time an admin starts or lists
 * exports (at most {@link PURGE_BATCH} at a time); an R2 lifecycle rule cannot be set on the local
 * emulation, so the Worker does it itself.
 */
import { and, desc, eq, gt, inArray, lte, type SQL } from "drizzle-orm";
import { jobs, type JobRow } from "../../db/schema";
import { JOB_MESSAGES, JOB_RETENTION_MS, type ExportJob } from "../contract/jobs";
import type { Database } from "../db";
import { NotFoundError } from "./errors";
import { exportFileName } from "./registrations";

/** The kind of the Excel export with QR codes. */
const EXCEL_QR_JOB_KIND = "registrations-excel-qr";

/** Expired jobs deleted per start or listing: a bounded cost (one query, one R2 list per unfinished job, one R2 delete). */
const PURGE_BATCH = 10;

/** Jobs GET /api/registrations/export/jobs shows at most. */
const LIST_LIMIT = 10;

/** R2 prefix of a job's parts. */
function jobPartsPrefix(id: string): string {
  return `jobs-tmp/${id}/`;
}

/** R2 key of part `index` of job `id`; zero-padded so keys sort in part order. */
export function jobPartKey(id: string, index: number): string {
  return `${jobPartsPrefix(id)}part-${String(index).padStart(5, "0")}`;
}

/** R2 key of the finished file of job `id`. */
export function jobFileKey(id: string, createdAt: Date): string {
  return `exports/${id}/${exportFileName("xlsx", createdAt)}`;
}

/**
 * Creates a queued Excel export job for admin `createdBy` (after deleting expired jobs) and returns
 * its id; the caller enqueues its first step (export-job-steps.ts). One query plus the purge's.
 */
export async function createExcelExportJob(
  db: Database,
  bucket: R2Bucket,
  createdBy: number,
  now = new Date(),
): Promise<{ id: string }> {
  await purgeExpiredJobs(db, bucket, now);
  const id = crypto.randomUUID();
  await db.insert(jobs).values({
    id,
    kind: EXCEL_QR_JOB_KIND,
    createdBy,
    createdAt: now,
    expiresAt: new Date(now.getTime() + JOB_RETENTION_MS),
  });
  return { id };
}

/** The job as the API shows it; `downloadUrl` is set only when its file is complete. */
export function toExportJob(row: JobRow, downloadPath: (id: string) => string): ExportJob {
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    ...(row.status === "failed" && row.message ? { message: row.message } : {}),
    ...(row.status === "done" && row.objectKey ? { downloadUrl: downloadPath(row.id) } : {}),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** A job that has not expired, or undefined. One query. */
export async function findLiveJob(db: Database, id: string, now = new Date()): Promise<JobRow | undefined> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), gt(jobs.expiresAt, now)));
  return row;
}

/**
 * A job that has not expired.
 * @throws NotFoundError (404) for an unknown or expired id.
 */
export async function getJob(db: Database, id: string, now = new Date()): Promise<JobRow> {
  const row = await findLiveJob(db, id, now);
  if (!row) throw new NotFoundError(JOB_MESSAGES.notFound);
  return row;
}

/** The admin's jobs that have not expired, newest first (at most {@link LIST_LIMIT}), after deleting expired jobs. */
export async function listJobs(db: Database, bucket: R2Bucket, createdBy: number, now = new Date()): Promise<JobRow[]> {
  await purgeExpiredJobs(db, bucket, now);
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.createdBy, createdBy), gt(jobs.expiresAt, now)))
    .orderBy(desc(jobs.createdAt))
    .limit(LIST_LIMIT);
}

/**
 * The finished file of a done job: its R2 object (body, size, content type) and file name.
 * @throws NotFoundError (404) when the job is unknown, expired or not done, or its file is gone.
 */
export async function openJobFile(
  db: Database,
  bucket: R2Bucket,
  id: string,
  now = new Date(),
): Promise<{ object: R2ObjectBody; fileName: string }> {
  const row = await getJob(db, id, now);
  if (row.status !== "done" || !row.objectKey) throw new NotFoundError(JOB_MESSAGES.notFound);
  const object = await bucket.get(row.objectKey);
  if (!object) throw new NotFoundError(JOB_MESSAGES.fileMissing);
  return { object, fileName: row.objectKey.slice(row.objectKey.lastIndexOf("/") + 1) };
}

/** Deletes every part of job `id` (one R2 list and one delete per 1,000 keys). */
export async function deleteJobParts(bucket: R2Bucket, id: string): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: jobPartsPrefix(id), cursor });
    if (page.objects.length > 0) await bucket.delete(page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

/**
 * Deletes up to {@link PURGE_BATCH} expired jobs with their files and parts: two queries, one R2
 * delete, and one R2 list per job that did not finish.
 */
function purgeExpiredJobs(db: Database, bucket: R2Bucket, now = new Date()): Promise<number> {
  return purgeJobs(db, bucket, lte(jobs.expiresAt, now), PURGE_BATCH);
}

/** Finished exports deleted by one erasure at most (a day's worth by far); a repeat deletes more. */
const FINISHED_PURGE_MAX = 100;

/**
 * Deletes every finished (done or failed) export job with its file, whatever its age: the
 * erasure of delegates' data (worker/services/personal-data.ts) calls it, since the files hold
 * their names, addresses and pass codes. Jobs still running are left to finish and expire. Two
 * queries, one R2 delete, and one R2 list per failed job (its parts are normally gone already).
 * @returns the number of jobs deleted.
 */
export function purgeFinishedJobs(db: Database, bucket: R2Bucket): Promise<number> {
  return purgeJobs(db, bucket, inArray(jobs.status, ["done", "failed"]), FINISHED_PURGE_MAX);
}

/**
 * Deletes up to `limit` jobs matching `where` with their files, and the parts of those that did
 * not finish: two queries, one R2 delete, and one R2 list per unfinished job.
 */
async function purgeJobs(db: Database, bucket: R2Bucket, where: SQL | undefined, limit: number): Promise<number> {
  const doomed = await db
    .select({ id: jobs.id, status: jobs.status, objectKey: jobs.objectKey })
    .from(jobs)
    .where(where)
    .limit(limit);
  if (doomed.length === 0) return 0;
  const files = doomed.flatMap((job) => (job.objectKey ? [job.objectKey] : []));
  if (files.length > 0) await bucket.delete(files);
  for (const job of doomed) if (job.status !== "done") await deleteJobParts(bucket, job.id);
  await db.delete(jobs).where(
    inArray(
      jobs.id,
      doomed.map((job) => job.id),
    ),
  );
  return doomed.length;
}
