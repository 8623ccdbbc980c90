/**
 * The jobs queue consumer (docs/architecture.md#background-jobs;
 * docs/decisions/0015-background-export-jobs.md). One message is one step of an Excel export job:
 * - `rows`: the next {@link QR_PART_ROWS} registrations after candidate number `after` become
 *   part `part` in R2, the progress is saved, and the next step is enqueued (more rows, or the
 *   assembly once a chunk comes back short);
 * - `assemble`: the parts become the workbook, written to R2 under its final key; only then is the
 *   job marked done with that key, and the parts are deleted.
 * Each step costs at most 3 D1 queries, a few R2 operations and one queue send; a rows step takes
 * about 1 s of CPU, the assembly of 10,000 rows about 2.3 s and 50 MB of memory (bench/scale-jobs.ts).
 *
 * Failures: a step that throws is retried by Queues (max_retries in wrangler.toml); its last
 * attempt marks the job failed with {@link JOB_MESSAGES}.failed, deletes the parts and is
 * acknowledged. Steps of a job that is gone (expired), done or failed are dropped.
 */
import { count, eq } from "drizzle-orm";
import { jobs, users } from "../../db/schema";
import { JOB_MESSAGES } from "../contract/jobs";
import { z } from "../contract/zod";
import { createDb, type Database } from "../db";
import { errorSummary } from "../lib/log";
import { createExcelExportJob, deleteJobParts, findLiveJob, jobFileKey, jobPartKey } from "./export-jobs";
import { UnavailableError } from "./errors";
import { XLSX_CONTENT_TYPE } from "./import-templates";
import { QR_PART_ROWS, assembleWorkbookWithQr, registrationsAfter, renderQrPart } from "./registrations-excel";

/** Attempts of one step before its job is marked failed: 1 + max_retries of the jobs consumer in wrangler.toml. */
export const JOB_STEP_MAX_ATTEMPTS = 3;

/** Share of the progress bar the rows steps fill (the assembly is the rest). */
const ROWS_PROGRESS = 90;

const rowsStep = z.object({
  jobId: z.string(),
  step: z.literal("rows"),
  /** Candidate number after which this chunk starts (0 for the first). */
  after: z.number().int(),
  /** Index of the part this step writes. */
  part: z.number().int().min(0),
  /** Rows written by the earlier steps. */
  done: z.number().int().min(0),
  /** Registrations when the job started (for the progress; the job exports whoever exists as it runs). */
  total: z.number().int().min(0),
});
const assembleStep = z.object({
  jobId: z.string(),
  step: z.literal("assemble"),
  /** Parts written, 0 to parts - 1. */
  parts: z.number().int().min(0),
});

/** A message on JOB_QUEUE. */
const exportJobMessage = z.discriminatedUnion("step", [rowsStep, assembleStep]);
export type ExportJobMessage = z.infer<typeof exportJobMessage>;

type StepEnv = Pick<Env, "PASS_SIGNING_KEY" | "MEDIA" | "JOB_QUEUE">;

/**
 * Starts an Excel export with QR codes for admin `createdBy`: creates the queued job (after
 * deleting expired ones) and enqueues its first step. About four queries, one queue send.
 * @returns the job's id.
 * @throws UnavailableError (503, {@link JOB_MESSAGES}.notStarted) when the first step cannot be
 *   queued; the job is deleted then. D1 errors are thrown as they are.
 */
export async function startExcelExportJob(
  db: Database,
  env: Pick<Env, "MEDIA" | "JOB_QUEUE">,
  createdBy: number,
  now = new Date(),
): Promise<string> {
  const { id } = await createExcelExportJob(db, env.MEDIA, createdBy, now);
  const [{ total }] = (await db.select({ total: count() }).from(users)) as [{ total: number }];
  const first: ExportJobMessage = { jobId: id, step: "rows", after: 0, part: 0, done: 0, total };
  try {
    await env.JOB_QUEUE.send(first, { contentType: "json" });
  } catch (error) {
    console.error("export job not queued", id, errorSummary(error));
    await db.delete(jobs).where(eq(jobs.id, id));
    throw new UnavailableError(JOB_MESSAGES.notStarted);
  }
  return id;
}

/** Whole percent of the rows steps' share; never 100 before the file exists. */
function rowsProgress(done: number, total: number): number {
  return Math.min(ROWS_PROGRESS, Math.floor((done / Math.max(total, 1)) * ROWS_PROGRESS));
}

async function runRowsStep(db: Database, env: StepEnv, step: z.infer<typeof rowsStep>): Promise<void> {
  const rows = await registrationsAfter(db, step.after);
  if (rows.length > 0) {
    await env.MEDIA.put(jobPartKey(step.jobId, step.part), await renderQrPart(env, rows));
  }
  const done = step.done + rows.length;
  await db
    .update(jobs)
    .set({ status: "running", progress: rowsProgress(done, step.total) })
    .where(eq(jobs.id, step.jobId));
  const parts = rows.length > 0 ? step.part + 1 : step.part;
  const next: ExportJobMessage =
    rows.length === QR_PART_ROWS
      ? { ...step, after: rows.at(-1)!.candidateNumber, part: parts, done }
      : { jobId: step.jobId, step: "assemble", parts };
  await env.JOB_QUEUE.send(next, { contentType: "json" });
}

async function runAssembleStep(
  db: Database,
  env: StepEnv,
  step: z.infer<typeof assembleStep>,
  createdAt: Date,
): Promise<void> {
  const parts: Uint8Array[] = [];
  for (let index = 0; index < step.parts; index++) {
    const object = await env.MEDIA.get(jobPartKey(step.jobId, index));
    if (!object) throw new Error(`part ${index} of job ${step.jobId} is missing`);
    parts.push(new Uint8Array(await object.arrayBuffer()));
  }
  const workbook = await assembleWorkbookWithQr(parts);
  const key = jobFileKey(step.jobId, createdAt);
  await env.MEDIA.put(key, workbook, { httpMetadata: { contentType: XLSX_CONTENT_TYPE } });
  await db.update(jobs).set({ status: "done", progress: 100, objectKey: key }).where(eq(jobs.id, step.jobId));
  await deleteJobParts(env.MEDIA, step.jobId);
}

/**
 * Runs one step. Steps of a job that is unknown, expired, done or failed do nothing.
 * @throws whatever the step's D1, R2, queue or QR work throws (the consumer retries or fails the job).
 */
export async function runExportStep(
  db: Database,
  env: StepEnv,
  message: ExportJobMessage,
  now = new Date(),
): Promise<void> {
  const job = await findLiveJob(db, message.jobId, now);
  if (!job || job.status === "done" || job.status === "failed") return;
  if (message.step === "rows") await runRowsStep(db, env, message);
  else await runAssembleStep(db, env, message, job.createdAt);
}

/** Marks a job failed with the admin-readable reason and deletes its parts. */
async function failJob(db: Database, bucket: R2Bucket, jobId: string): Promise<void> {
  await db.update(jobs).set({ status: "failed", message: JOB_MESSAGES.failed }).where(eq(jobs.id, jobId));
  await deleteJobParts(bucket, jobId);
}

/**
 * The JOB_QUEUE consumer: runs each message's step, acknowledges it, retries a failed step until
 * its last attempt ({@link JOB_STEP_MAX_ATTEMPTS}), then marks the job failed. A message that is
 * not a job step is logged and acknowledged.
 */
export async function consumeJobBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  for (const message of batch.messages) {
    const parsed = exportJobMessage.safeParse(message.body);
    if (!parsed.success) {
      console.error("job message dropped: not a job step", message.id);
      message.ack();
      continue;
    }
    try {
      await runExportStep(db, env, parsed.data);
      message.ack();
    } catch (error) {
      console.error("job step failed", parsed.data.jobId, parsed.data.step, message.attempts, errorSummary(error));
      if (message.attempts < JOB_STEP_MAX_ATTEMPTS) {
        message.retry();
        continue;
      }
      try {
        await failJob(db, env.MEDIA, parsed.data.jobId);
        message.ack();
      } catch (failure) {
        console.error("job not marked failed", parsed.data.jobId, errorSummary(failure));
        message.retry();
      }
    }
  }
}
