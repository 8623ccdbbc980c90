/**
 * `npm run bench:import [-- rows]`: time and D1 cost of importing 1,000 delegates (50 in smoke
 * mode, bench/options.ts) in one request's worth of work, and of exporting them as CSV and as
 * Excel with QR codes (the export job's steps in turn, bench/scale-jobs.ts). Runs the Worker's own
 * services in Node against a throw-away local D1 (wrangler's getPlatformProxy, migrations
 * applied) through a counting wrapper: "round trips"
 * are calls that reach D1 (the Free plan allows 50 queries per invocation; a batch is one),
 * "statements" the SQL statements inside them. Welcome emails go to a recording queue.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { getPlatformProxy } from "wrangler";
import { createDb } from "../worker/db";
import { importDelegateWorkbook, type DelegateImportOptions } from "../worker/services/delegate-import";
import { registrationsCsv } from "../worker/services/registrations";
import { PROJECT_ROOT, applyMigrations } from "./migrations";
import { bySize } from "./options";
import { delegateWorkbook, measureExcelQrExport } from "./scale-jobs";
import { countingD1, type QueryCount } from "../worker/test/query-counter";

const rows = Number(process.argv[2] ?? bySize(1000, 50));
const state = mkdtempSync(join(tmpdir(), "ac2025-bench-"));
const proxy = await getPlatformProxy<{
  DB: Parameters<typeof createDb>[0];
  MEDIA: Parameters<typeof measureExcelQrExport>[1];
}>({
  configPath: join(PROJECT_ROOT, "wrangler.toml"),
  persist: { path: state },
});

try {
  const d1 = proxy.env.DB;
  await applyMigrations(d1);

  const workbook = await delegateWorkbook(rows);
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
