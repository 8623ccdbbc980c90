/**
 * Scale bench of the delegate import and the registrations exports at 10,000 rows
 * (docs/decisions/0015-background-export-jobs.md; README, Quality): `npm run bench:scale-jobs [-- rows]`
 * (300 rows in smoke mode, bench/options.ts, with no exit status for a missed target).
 * Runs the Worker's own services in Node against a throw-away local D1 and R2 (wrangler's
 * getPlatformProxy, migrations applied), D1 through the counting wrapper of
 * worker/test/query-counter.ts, and prints each figure next to its target:
 * - import of `rows` delegates from one workbook: wall time (target ≤ 10 s) and D1 queries
 *   (statements, each statement of a batch counted; target ≤ 50);
 * - CSV export of every registration: wall time (target ≤ 1 s);
 * - Excel export with QR codes as the jobs consumer runs it (worker/services/export-job-steps.ts):
 *   every step in turn with a recording queue, its CPU time measured with `process.cpuUsage`
 *   (Node's CPU time of the step; workerd's is of the same order), the largest step against the
 *   target of 5 s per invocation, the most D1 queries of one step (target ≤ 50), and the total
 *   wall time with the steps run one after another (target ≤ 60 s) and their CPU time (printed:
 *   the steady part of the wall time on a busy machine).
 * Exported for `npm run bench:scale`, which runs {@link runScaleBench}.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { getPlatformProxy } from "wrangler";
import { PROJECT_ROOT, applyMigrations } from "./migrations";
import { bySize, exitStatus } from "./options";
import writeXlsxFile from "write-excel-file/node";
import { generatePassSigningKey } from "../db/seed/local-env";
import { DELEGATE_COLUMNS } from "../worker/contract/delegate-import";
import { createDb } from "../worker/db";
import { importDelegateWorkbook, type DelegateImportOptions } from "../worker/services/delegate-import";
import { type ExportJobMessage, runExportStep } from "../worker/services/export-job-steps";
import { createExcelExportJob } from "../worker/services/export-jobs";
import { registrationsCsv } from "../worker/services/registrations";
import { countingD1 } from "../worker/test/query-counter";

/** The bindings' types, as the Worker's services declare them (the bench's tsconfig has no Workers types). */
type D1 = Parameters<typeof createDb>[0];
type StepEnv = Parameters<typeof runExportStep>[1];
type Bucket = StepEnv["MEDIA"];

/** Targets printed next to the figures. */
export const SCALE_TARGETS = {
  importWallMs: 10_000,
  csvWallMs: 1_000,
  stepCpuMs: 5_000,
  excelWallMs: 60_000,
  queriesPerInvocation: 50,
} as const;

/**
 * An in-memory stand-in for the R2 calls the export steps make (put, get, head, list by prefix,
 * delete). wrangler's platform proxy breaks its pipe on bodies of ~20 MB (the workbook of 10,000
 * rows), and the bench measures the Worker's own CPU, not the proxy's copying.
 */
export function memoryBucket(): Bucket {
  const objects = new Map<string, Uint8Array>();
  const bytesOf = async (value: unknown): Promise<Uint8Array> =>
    typeof value === "string" ? new TextEncoder().encode(value) : new Uint8Array(value as ArrayBuffer);
  const objectOf = (key: string, body: Uint8Array) => ({
    key,
    size: body.length,
    httpMetadata: {},
    arrayBuffer: async () => body.slice().buffer,
  });
  const bucket = {
    put: async (key: string, value: unknown) => {
      objects.set(key, await bytesOf(value));
      return objectOf(key, objects.get(key)!);
    },
    get: async (key: string) => (objects.has(key) ? objectOf(key, objects.get(key)!) : null),
    head: async (key: string) => (objects.has(key) ? objectOf(key, objects.get(key)!) : null),
    list: async ({ prefix = "" }: { prefix?: string } = {}) => ({
      objects: [...objects.keys()].filter((key) => key.startsWith(prefix)).map((key) => ({ key })),
      truncated: false,
    }),
    delete: async (keys: string | string[]) => {
      for (const key of Array.isArray(keys) ? keys : [keys]) objects.delete(key);
    },
  };
  return bucket as unknown as Bucket;
}

/** A throw-away local D1 with the migrations applied, and a {@link memoryBucket}; `dispose` deletes them. */
export async function benchBindings(): Promise<{
  d1: D1;
  bucket: Bucket;
  dispose: () => Promise<void>;
}> {
  const state = mkdtempSync(join(tmpdir(), "ac2025-scale-"));
  const proxy = await getPlatformProxy<{ DB: D1 }>({
    configPath: join(PROJECT_ROOT, "wrangler.toml"),
    persist: { path: state },
  });
  const d1 = proxy.env.DB;
  await applyMigrations(d1);
  return {
    d1,
    bucket: memoryBucket(),
    dispose: async () => {
      await proxy.dispose();
      rmSync(state, { recursive: true, force: true });
    },
  };
}

/** A delegate workbook of `rows` valid rows (every column of the import). */
export async function delegateWorkbook(rows: number): Promise<Uint8Array> {
  const header = [...DELEGATE_COLUMNS.required, ...DELEGATE_COLUMNS.optional];
  const sheet = Array.from({ length: rows }, (_, i) => [
    `First${i}`,
    `Lastname${i}`,
    `bench${i}@example.com`,
    "Bench Company",
    "Analyst",
    50000000 + i,
    null,
    null,
    "PPP, ESG",
  ]);
  return new Uint8Array(await writeXlsxFile([header, ...sheet]).toBuffer());
}

export interface ImportFigures {
  wallMs: number;
  queries: number;
  roundTrips: number;
  maxParameters: number;
  created: number;
  welcomeEmails: number;
}

/** Imports `workbook` once, as POST /api/delegates/import does, and measures it. */
export async function measureImport(d1: D1, workbook: Uint8Array): Promise<ImportFigures> {
  let welcomeEmails = 0;
  const queue = {
    sendBatch: async (batch: unknown[]) => {
      welcomeEmails += batch.length;
    },
  } as unknown as DelegateImportOptions["queue"];
  const { db, count } = countingD1(d1);
  const start = performance.now();
  const result = await importDelegateWorkbook(createDb(db), workbook, "delegate", { queue });
  return {
    wallMs: performance.now() - start,
    queries: count.statements,
    roundTrips: count.roundTrips,
    maxParameters: count.maxParameters,
    created: result.created,
    welcomeEmails,
  };
}

/** Builds the CSV export once and measures it. */
export async function measureCsv(d1: D1): Promise<{ wallMs: number; queries: number; bytes: number }> {
  const { db, count } = countingD1(d1);
  const start = performance.now();
  const csv = await registrationsCsv(createDb(db));
  return { wallMs: performance.now() - start, queries: count.statements, bytes: new TextEncoder().encode(csv).length };
}

export interface ExportFigures {
  wallMs: number;
  steps: number;
  /** CPU time of all steps together, ms. */
  cpuMs: number;
  /** Largest CPU time of one step (one queue invocation), ms. */
  maxStepCpuMs: number;
  /** The step that took it. */
  maxStep: string;
  /** Most D1 statements of one step. */
  maxStepQueries: number;
  /** Steps run again after the proxy dropped their D1 connection. */
  retries: number;
  /** Largest growth of the JavaScript heap plus array buffers during one step, bytes (Workers allow 128 MB per isolate). */
  maxStepMemory: number;
  bytes: number;
}

/**
 * Runs an Excel export job to the end as the jobs consumer would: each step once, in order, with
 * a queue that records the next step.
 * @throws Error when the job does not end done.
 */
export async function measureExcelQrExport(d1: D1, bucket: Bucket): Promise<ExportFigures> {
  const signing = { PASS_SIGNING_KEY: generatePassSigningKey() };
  const db = createDb(d1);
  const [admin] = await d1
    .prepare("SELECT id, (SELECT count(*) FROM users) AS total FROM users LIMIT 1")
    .raw<[number, number]>();
  const { id } = await createExcelExportJob(db, bucket, admin![0]);
  let next: ExportJobMessage | undefined = { jobId: id, step: "rows", after: 0, part: 0, done: 0, total: admin![1] };
  const figures: ExportFigures = {
    wallMs: 0,
    steps: 0,
    cpuMs: 0,
    maxStepCpuMs: 0,
    maxStep: "",
    maxStepQueries: 0,
    maxStepMemory: 0,
    retries: 0,
    bytes: 0,
  };
  const start = performance.now();
  while (next) {
    const step: ExportJobMessage = next;
    next = undefined;
    const queue = {
      send: async (body: ExportJobMessage) => {
        next = body;
      },
    } as unknown as StepEnv["JOB_QUEUE"];
    const counted = countingD1(d1);
    const memory = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    const baseline = memory();
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, memory());
    }, 10);
    const cpu = process.cpuUsage();
    try {
      await runExportStep(createDb(counted.db), { ...signing, MEDIA: bucket, JOB_QUEUE: queue }, step);
    } catch (error) {
      // The platform proxy drops its idle D1 connection while a long step keeps Node busy; Queues
      // would retry the step, and so does the bench (counted and printed).
      figures.retries += 1;
      if (figures.retries > 3) throw error;
      next = step;
    }
    const used = process.cpuUsage(cpu);
    clearInterval(sampler);
    figures.maxStepMemory = Math.max(figures.maxStepMemory, Math.max(peak, memory()) - baseline);
    const cpuMs = (used.user + used.system) / 1000;
    figures.steps += 1;
    figures.cpuMs += cpuMs;
    if (process.env.BENCH_VERBOSE)
      console.log(`  ${step.step} ${step.step === "rows" ? step.part : ""}: ${cpuMs.toFixed(0)} ms CPU`);
    figures.maxStepQueries = Math.max(figures.maxStepQueries, counted.count.statements);
    if (cpuMs > figures.maxStepCpuMs) {
      figures.maxStepCpuMs = cpuMs;
      figures.maxStep = step.step === "rows" ? `rows (part ${step.part})` : "assemble";
    }
  }
  figures.wallMs = performance.now() - start;
  const job = await d1
    .prepare("SELECT status, object_key FROM jobs WHERE id = ?")
    .bind(id)
    .first<{ status: string; object_key: string }>();
  if (job?.status !== "done") throw new Error(`the export job ended ${job?.status ?? "missing"}`);
  figures.bytes = (await bucket.head(job.object_key))?.size ?? 0;
  return figures;
}

const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;
const mark = (ok: boolean) => (ok ? "ok" : "MISSED");

/**
 * The whole bench: imports `rows` delegates, then exports them as CSV and as Excel with QR codes;
 * prints each figure with its target.
 * @returns true when every target is met.
 */
export async function runScaleBench(rows = 10_000): Promise<boolean> {
  const { d1, bucket, dispose } = await benchBindings();
  try {
    const workbook = await delegateWorkbook(rows);
    const imported = await measureImport(d1, workbook);
    const csv = await measureCsv(d1);
    const excel = await measureExcelQrExport(d1, bucket);
    const checks = [
      [
        `Import ${rows} delegates (one workbook)`,
        `${ms(imported.wallMs)}, ${imported.queries} queries in ${imported.roundTrips} round trips, max ${imported.maxParameters} params/statement, ${imported.created} created, ${imported.welcomeEmails} welcome emails`,
        `≤ ${ms(SCALE_TARGETS.importWallMs)}, ≤ ${SCALE_TARGETS.queriesPerInvocation} queries`,
        imported.wallMs <= SCALE_TARGETS.importWallMs && imported.queries <= SCALE_TARGETS.queriesPerInvocation,
      ],
      [
        `CSV export of ${rows} registrations`,
        `${ms(csv.wallMs)}, ${csv.queries} query, ${(csv.bytes / 1024).toFixed(0)} KB`,
        `≤ ${ms(SCALE_TARGETS.csvWallMs)}`,
        csv.wallMs <= SCALE_TARGETS.csvWallMs,
      ],
      [
        `Excel+QR export of ${rows} registrations (job)`,
        `${ms(excel.wallMs)} wall and ${ms(excel.cpuMs)} CPU over ${excel.steps} steps (${excel.retries} retried), max CPU ${ms(excel.maxStepCpuMs)} (${excel.maxStep}), max ${excel.maxStepQueries} queries/step, max ${(excel.maxStepMemory / 1024 / 1024).toFixed(0)} MB memory growth in a step, ${(excel.bytes / 1024 / 1024).toFixed(1)} MB file`,
        `≤ ${ms(SCALE_TARGETS.excelWallMs)} wall, ≤ ${ms(SCALE_TARGETS.stepCpuMs)} CPU and ≤ ${SCALE_TARGETS.queriesPerInvocation} queries per step`,
        excel.wallMs <= SCALE_TARGETS.excelWallMs &&
          excel.maxStepCpuMs <= SCALE_TARGETS.stepCpuMs &&
          excel.maxStepQueries <= SCALE_TARGETS.queriesPerInvocation,
      ],
    ] as const;
    for (const [name, figure, target, ok] of checks) console.log(`${name}: ${figure} (target ${target}) ${mark(ok)}`);
    return checks.every(([, , , ok]) => ok);
  } finally {
    await dispose();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const ok = await runScaleBench(Number(process.argv[2] ?? bySize(10_000, 300)));
  process.exitCode = exitStatus(ok);
}
