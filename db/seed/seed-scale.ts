/**
 * `npm run seed:scale`: adds 10,000 delegates (with check-ins and questions) to the local
 * database that `npm start` serves, for trying the admin screens and the check-in desk at
 * conference scale (db/seed/scale-delegates.ts says what is inserted). Applies the migrations
 * first; does nothing when the database is already seeded. Every seeded account signs in with
 * the one shared password SCALE_PASSWORD (db/seed/scale-delegates.ts; its PBKDF2 hash is computed once and reused for
 * all 10,000 rows: hashing each at 100,000 iterations would take minutes).
 * Options: --count <n> (default 10000), --state <dir> (default .wrangler/state, as `npm start`).
 */
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { getPlatformProxy } from "wrangler";
import { applyLocalMigrations } from "./local-migrations";
import { isScaleSeeded, SCALE_EMAIL_DOMAIN, seedScaleDelegates } from "./scale-delegates";

const root = new URL("../..", import.meta.url).pathname;
const { values: options } = parseArgs({
  options: {
    count: { type: "string", default: "10000" },
    state: { type: "string", default: ".wrangler/state" },
  },
});
const count = Number(options.count);
if (!Number.isInteger(count) || count < 1) throw new Error("--count must be a whole number from 1");
const state = resolve(root, options.state!);

const proxy = await getPlatformProxy<{ DB: Parameters<typeof seedScaleDelegates>[0] }>({
  configPath: join(root, "wrangler.toml"),
  persist: { path: join(state, "v3") },
});
try {
  await applyLocalMigrations(proxy.env.DB, join(root, "db/migrations"));
  if (await isScaleSeeded(proxy.env.DB)) {
    console.log(`Already seeded (people at @${SCALE_EMAIL_DOMAIN} exist); nothing added.`);
  } else {
    const report = await seedScaleDelegates(proxy.env.DB, count);
    console.log(
      `Seeded ${report.users.toLocaleString("en")} delegates, ${report.checkIns.toLocaleString("en")} check-ins and ${report.questions} questions in ${(report.ms / 1000).toFixed(1)} s (${report.statements} INSERT statements).`,
    );
    console.log(
      `Each signs in as delegate<candidate number>@${SCALE_EMAIL_DOMAIN} with SCALE_PASSWORD of db/seed/scale-delegates.ts.`,
    );
  }
} finally {
  await proxy.dispose();
}
