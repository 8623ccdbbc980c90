/**
 * `npm run bench:import` (tsx bench/import.ts [rows]): time and D1 cost of importing 1,000
 * delegates in one request's worth of work, and of exporting 1,000 registrations as CSV and as
 * Excel with QR codes (the export job's steps in turn, bench/scale-jobs.ts). Runs the Worker's own services in Node against a throw-away local D1
 * (wrangler's getPlatformProxy, migrations applied) through a counting wrapper: "round trips"
 * are calls that reach D1 (the Free plan allows 50 queries per invocation; a batch is one),
 * "statements" the SQL statements inside them. Welcome emails go to a recording queue.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { getPlatformProxy } from "wrangler";
import writeXlsxFile from "write-excel-file/node";
import { DELEGATE_COLUMNS } from "../worker/contract/delegate-import";
import { createDb } from "../worker/db";
import { importDelegateWorkbook, type DelegateImportOptions } from "../worker/services/delegate-import";
import { registrationsCsv } from "../worker/services/registrations";
import { measureExcelQrExport } from "./scale-jobs";
import { countingD1, type QueryCount } from "../worker/test/query-counter";

const rows = Number(process.argv[2] ?? 1000);
const root = new URL("..", import.meta.url).pathname;
const state = mkdtempSync(join(tmpdir(), "ac2025-bench-"));
const proxy = await getPlatformProxy<{
  DB: Parameters<typeof createDb>[0];
  MEDIA: Parameters<typeof measureExcelQrExport>[1];
}>({
  configPath: join(root, "wrangler.toml"),
  persist: { path: state },
});

try {
  const d1 = proxy.env.DB;
  for (const file of readdirSync(join(root, "db/migrations"))
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    const statements = readFileSync(join(root, "db/migrations", file), "utf8")
      .split("--> statement-breakpoint")
      .map((s) => s.trim())
      .filter(Boolean);
    await d1.batch(statements.map((s) => d1.prepare(s)));
  }

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
  const workbook = new Uint8Array(await writeXlsxFile([header, ...sheet]).toBuffer());
  let queued = 0;
  const queue = {
    sendBatch: async (batch: unknown[]) => {
      queued += batch.length;
    },
  } as unknown as DelegateImportOptions["queue"];

  const report = (name: string, ms: number, count: QueryCount, extra: string) =>
    console.log(
      `${name.padEnd(34)} ${ms.toFixed(0).padStart(6)} ms   ${String(count.roundTrips).padStart(3)} round trips   ${String(count.statements).padStart(4)} statements   ${extra}`,
    );

  {
    const { db, count } = countingD1(d1);
    const start = performance.now();
    const result = await importDelegateWorkbook(createDb(db), workbook, "delegate", { queue });
    report(
      `Import ${rows} delegates`,
      performance.now() - start,
      count,
      `${result.created} created, ${queued} welcome emails, ${result.errors.length} errors, max ${count.maxParameters} params/statement`,
    );
  }
  {
    const { db, count } = countingD1(d1);
    const start = performance.now();
    const result = await importDelegateWorkbook(createDb(db), workbook, "speaker", { queue });
    report(`Re-import ${rows} delegates`, performance.now() - start, count, `${result.updated} updated`);
  }
  {
    const { db, count } = countingD1(d1);
    const start = performance.now();
    const csv = await registrationsCsv(createDb(db));
    report(
      `Export ${rows} registrations (CSV)`,
      performance.now() - start,
      count,
      `${(csv.length / 1024).toFixed(0)} KB`,
    );
  }
  {
    const excel = await measureExcelQrExport(d1, proxy.env.MEDIA);
    console.log(
      `${`Export ${rows} registrations (Excel+QR)`.padEnd(34)} ${excel.wallMs.toFixed(0).padStart(6)} ms   ${excel.steps} job steps, max ${excel.maxStepQueries} statements and ${excel.maxStepCpuMs.toFixed(0)} ms CPU per step   ${(excel.bytes / 1024).toFixed(0)} KB`,
    );
  }
} finally {
  await proxy.dispose();
  rmSync(state, { recursive: true, force: true });
}
