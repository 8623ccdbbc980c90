/**
 * `npm run bench:scale [-- people]`: the product at conference scale. Seeds 10,000 delegates
 * (db/seed/scale-delegates.ts) into a throw-away local D1 (wrangler's getPlatformProxy,
 * migrations applied, as bench/import.ts does) and prints each figure with its target and PASS or
 * MISS; exits 1 when a target is missed. In smoke mode (bench/options.ts): 300 people, one round
 * of each figure, 3 passes, and no exit status for a MISS.
 *
 * Figures (each a measurement function of {@link SECTIONS}, or of {@link STANDALONE_SECTIONS} when it
 * needs no database; add a function to add figures):
 * - registrations (GET /api/users's service, worker/services/registrations.ts): p50 and p95 of
 *   sorting and paging (every sort field, both directions, first, middle and last pages) and of
 *   searching (names, companies, addresses, a candidate number), target <= 100 ms;
 * - check-in roster (GET /api/admin/check-in/roster's service): every page of the roster, target
 *   <= 100 ms per page; and the desk's local search over the whole roster
 *   (web/features/check-in/search.ts), target <= 50 ms per search;
 * - pass, after {@link PASS_WARM_UP} passes: PDF warm (median of {@link PASS_RUNS} renders), CPU time
 *   target <= 15 ms (Workers limit CPU time, not waits; the wall clock is printed,
 *   docs/decisions/0017-library-patches-only-when-measured.md); the QR SVG as GET /api/qrcode
 *   serves it (worker/services/pass-files.ts, R2 stood in by memory): warm, stored per pass version,
 *   target <= 1 ms, and (no target) the first request of a version: token signed, code drawn,
 *   file stored;
 * - then the import of 10,000 delegates and the CSV and Excel+QR exports, by
 *   {@link runScaleBench} of bench/scale-jobs.ts (its own throw-away database).
 * Database figures compare the SQL execution time D1 reports (`meta.duration` of each result:
 * the server-side cost) with the target, and also print the wall clock from Node, which adds
 * the crossing from Node into workerd and the copy of the rows. Other times are wall-clock ms.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { getPlatformProxy } from "wrangler";
import { PROJECT_ROOT, applyMigrations } from "./migrations";
import { bySize, exitStatus } from "./options";
import { memoryBucket, runScaleBench } from "./scale-jobs";
import { generatePassSigningKey } from "../db/seed/local-env";
import { seedScaleDelegates } from "../db/seed/scale-delegates";
import { searchRoster } from "../web/features/check-in/search";
import type { RosterPerson } from "../worker/contract/check-in";
import { DEFAULT_SETTINGS } from "../worker/contract/default-settings";
import { registrationQuerySchema, type RegistrationQuery } from "../worker/contract/registrations";
import { createDb, type Database } from "../worker/db";
import { rosterPage } from "../worker/services/check-in";
import { passQrFile } from "../worker/services/pass-files";
import { renderPassPdf, type PassFonts } from "../worker/services/pass-pdf";
import { signPassToken } from "../worker/services/pass-token";
import { listRegistrations } from "../worker/services/registrations";
import { resolveSettings, type ServerSettings } from "../worker/settings";

/** One printed figure: `value` in `unit`, compared with `target` (at most) when there is one. */
export interface Measurement {
  name: string;
  value: number;
  unit: "ms";
  target?: number;
}

/** What every section may use: the seeded database and the Worker's settings. */
export interface ScaleContext {
  db: Database;
  /** Milliseconds D1 reported executing the SQL (results' `meta.duration`) since the last call. */
  d1Time: () => number;
  settings: ServerSettings;
  people: number;
}

type D1 = Parameters<typeof createDb>[0];

/**
 * `d1` that adds up the `meta.duration` (ms of SQL execution inside D1) of every batch result;
 * `take()` returns the sum since the previous call and starts again.
 */
function timingD1(d1: D1): { db: D1; take: () => number } {
  let total = 0;
  const db = new Proxy(d1, {
    get(target, property) {
      if (property === "batch")
        return async (statements: Parameters<D1["batch"]>[0]) => {
          const results = await target.batch(statements);
          for (const result of results) total += result.meta?.duration ?? 0;
          return results;
        };
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return {
    db,
    take: () => {
      const taken = total;
      total = 0;
      return taken;
    },
  };
}

/** A group of figures. */
export type Section = (context: ScaleContext) => Promise<Measurement[]>;

/** Value at quantile `q` (0-1) of `samples`. */
function quantile(samples: readonly number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

async function timed(task: () => Promise<unknown> | unknown): Promise<number> {
  const start = performance.now();
  await task();
  return performance.now() - start;
}

/** p50 and p95 of running each of `tasks` `rounds` times (after one untimed warm-up round), wall clock. */
async function percentiles(
  name: string,
  tasks: ReadonlyArray<() => Promise<unknown> | unknown>,
  target: number | undefined,
  rounds = bySize(5, 1),
): Promise<Measurement[]> {
  for (const task of tasks) await task();
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) for (const task of tasks) samples.push(await timed(task));
  return [
    { name: `${name} p50`, value: quantile(samples, 0.5), unit: "ms", target },
    { name: `${name} p95`, value: quantile(samples, 0.95), unit: "ms", target },
  ];
}

/**
 * For database work: p50 and p95 of the SQL time D1 reports (the server-side figure, compared
 * with `target`), then of the wall clock from Node (printed, no target: it adds the crossing
 * from Node into workerd and the rows' copy back).
 */
async function databasePercentiles(
  context: ScaleContext,
  name: string,
  tasks: ReadonlyArray<() => Promise<unknown>>,
  target: number,
  rounds = bySize(5, 1),
): Promise<Measurement[]> {
  for (const task of tasks) await task();
  const sql: number[] = [];
  const wall: number[] = [];
  for (let round = 0; round < rounds; round++)
    for (const task of tasks) {
      context.d1Time();
      wall.push(await timed(task));
      sql.push(context.d1Time());
    }
  return [
    { name: `${name}, D1 p50`, value: quantile(sql, 0.5), unit: "ms", target },
    { name: `${name}, D1 p95`, value: quantile(sql, 0.95), unit: "ms", target },
    { name: `${name}, from Node p50`, value: quantile(wall, 0.5), unit: "ms" },
    { name: `${name}, from Node p95`, value: quantile(wall, 0.95), unit: "ms" },
  ];
}

const registrations: Section = async (context) => {
  const { db, settings, people } = context;
  const list = (query: Partial<Record<keyof RegistrationQuery, string>>) => () =>
    listRegistrations(db, settings, registrationQuerySchema.parse(query));
  const lastPage = String(Math.ceil(people / 25));
  const middlePage = String(Math.ceil(people / 50));
  const sortAndPage = ["candidateNumber", "firstName", "email", "company", "createdAt"].flatMap((sort) =>
    ["asc", "desc"].flatMap((direction) => ["1", middlePage, lastPage].map((page) => list({ sort, direction, page }))),
  );
  const search = [
    list({ q: "noura" }),
    list({ q: "al-sabah", sort: "firstName" }),
    list({ q: "kuwait bank", sort: "company", direction: "desc" }),
    list({ q: "delegate12" }),
    list({ q: "مريم" }),
    list({ q: "#5000" }),
    list({ q: "engineer", page: "3", pageSize: "50" }),
    list({ q: "nobody-matches-this" }),
    list({ q: "", userType: "ASAR", sort: "createdAt", direction: "desc" }),
  ];
  return [
    ...(await databasePercentiles(context, "Registrations: sort + page", sortAndPage, 100)),
    ...(await databasePercentiles(context, "Registrations: search", search, 100)),
  ];
};

const checkIn: Section = async (context) => {
  const { db, people } = context;
  const pages: Array<() => Promise<unknown>> = [];
  const roster: RosterPerson[] = [];
  let after: number | null = 0;
  while (after !== null) {
    const page = await rosterPage(db, after);
    roster.push(...page.people);
    const from = after;
    pages.push(() => rosterPage(db, from));
    after = page.next;
  }
  if (roster.length < people) throw new Error(`The roster has ${roster.length} people, expected ${people}`);
  const queries = ["noura", "al-sabah", "fahad al", "kuwait petroleum", "ghanim", "7", "#0420", "مريم", "zzz"];
  return [
    ...(await databasePercentiles(context, `Check-in roster page (${pages.length} pages)`, pages, 100)),
    ...(await percentiles(
      `Check-in local search over ${roster.length.toLocaleString("en")}`,
      queries.map((query) => () => searchRoster(roster, query)),
      50,
      bySize(20, 1),
    )),
  ];
};

/** Passes made before the pass figures are taken. */
const PASS_WARM_UP = bySize(10, 1);
/** Passes measured. */
const PASS_RUNS = bySize(30, 3);

const pass = async (): Promise<Measurement[]> => {
  const env = { PASS_SIGNING_KEY: generatePassSigningKey() };
  const font = (file: string) =>
    new Uint8Array(readFileSync(new URL(`../node_modules/dejavu-fonts-ttf/ttf/${file}`, import.meta.url)));
  const fonts: PassFonts = { regular: font("DejaVuSans.ttf"), bold: font("DejaVuSans-Bold.ttf") };
  const person = (i: number) => ({
    id: 1000 + i,
    candidateNumber: 1000 + i,
    firstName: i % 2 ? "Noura" : "مريم",
    lastName: i % 3 ? "Al-Sabah" : "الحداد",
    company: "Kuwait Petroleum Corporation",
    userType: "delegate" as const,
    passVersion: 1,
    locale: "en" as const,
  });
  // The Worker's settings as the pass files read them (only the event counts for a pass).
  const settings: ServerSettings = {
    event: DEFAULT_SETTINGS,
    adminEmailDomains: [],
    emailFrom: "bench@example.com",
    publicOrigin: "https://example.com",
    adminRequireMfa: true,
  };
  const files = { ...env, MEDIA: memoryBucket() };
  // Warm-up as a busy isolate would be (font parsing, key import, module compilation, the JIT's
  // optimised code), then other people.
  for (let i = 0; i < PASS_WARM_UP; i++) {
    const p = person(-1 - i);
    await renderPassPdf({ ...p, qrText: await signPassToken(env, p), event: DEFAULT_SETTINGS }, fonts);
    await passQrFile(files, settings, p);
  }
  const pdfWall: number[] = [];
  const pdfCpu: number[] = [];
  const qrMade: number[] = [];
  const qrWarm: number[] = [];
  for (let i = 1; i <= PASS_RUNS; i++) {
    const p = person(i);
    const qrText = await signPassToken(env, p);
    const cpu = process.cpuUsage();
    pdfWall.push(await timed(() => renderPassPdf({ ...p, qrText, event: DEFAULT_SETTINGS }, fonts)));
    const used = process.cpuUsage(cpu);
    pdfCpu.push((used.user + used.system) / 1000);
    qrMade.push(await timed(() => passQrFile(files, settings, p)));
    qrWarm.push(await timed(() => passQrFile(files, settings, p)));
  }
  return [
    { name: "Pass PDF warm, CPU (median)", value: quantile(pdfCpu, 0.5), unit: "ms", target: 15 },
    { name: "Pass PDF warm, wall clock (median)", value: quantile(pdfWall, 0.5), unit: "ms" },
    // GET /api/qrcode (worker/services/pass-files.ts): made once per pass version (token signed,
    // code drawn, file stored), then served from storage until the pass changes.
    {
      name: "QR SVG, first request of a pass version: sign + draw + store (median)",
      value: quantile(qrMade, 0.5),
      unit: "ms",
    },
    { name: "QR SVG, warm: stored per pass version (median)", value: quantile(qrWarm, 0.5), unit: "ms", target: 1 },
  ];
};

/** Sections that need no database: run first, before workerd starts and competes for the CPU. */
const STANDALONE_SECTIONS: ReadonlyArray<() => Promise<Measurement[]>> = [pass];
/** Sections over the seeded database, in printing order. */
const SECTIONS: readonly Section[] = [registrations, checkIn];

let missed = 0;
function print(measurements: readonly Measurement[]): void {
  for (const m of measurements) {
    const verdict = m.target === undefined ? "" : m.value <= m.target ? "PASS" : "MISS";
    if (verdict === "MISS") missed += 1;
    const target = m.target === undefined ? "(printed)" : `target <= ${m.target} ${m.unit}`;
    console.log(
      `${m.name.padEnd(52)} ${m.value.toFixed(2).padStart(9)} ${m.unit}   ${target.padEnd(18)} ${verdict}`.trimEnd(),
    );
  }
}

const people = Number(process.argv[2] ?? bySize(10_000, 300));
for (const section of STANDALONE_SECTIONS) print(await section());
const state = mkdtempSync(join(tmpdir(), "ac2025-scale-"));
const proxy = await getPlatformProxy<Parameters<typeof resolveSettings>[0]>({
  configPath: join(PROJECT_ROOT, "wrangler.toml"),
  persist: { path: state },
});
try {
  const d1 = proxy.env.DB as D1;
  await applyMigrations(d1);
  const seeded = await seedScaleDelegates(d1, people);
  console.log(
    `Seeded ${seeded.users.toLocaleString("en")} delegates, ${seeded.checkIns.toLocaleString("en")} check-ins, ${seeded.questions} questions in ${(seeded.ms / 1000).toFixed(1)} s.`,
  );
  const timing = timingD1(d1);
  const context: ScaleContext = {
    db: createDb(timing.db),
    d1Time: timing.take,
    settings: resolveSettings(proxy.env, DEFAULT_SETTINGS),
    people,
  };
  for (const section of SECTIONS) print(await section(context));
} finally {
  await proxy.dispose();
  rmSync(state, { recursive: true, force: true });
}
const jobsMet = await runScaleBench(people);
process.exitCode = exitStatus(missed === 0 && jobsMet);
