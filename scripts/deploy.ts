/**
 * `npm run deploy`: deploys the Worker and everything it needs to a Cloudflare account that
 * `wrangler login` (or CLOUDFLARE_API_TOKEN) gives access to, from nothing or over a previous
 * deploy; running it again changes nothing but the code (README, "Deploying to Cloudflare";
 * docs/decisions/0012-one-command-deploy.md). The steps are in scripts/deploy-steps.ts.
 *
 * Options:
 *   --dry-run      build, run `wrangler deploy --dry-run` and print the other steps; needs no
 *                  credentials and no network (CI runs it);
 *   --no-build     with --dry-run: use the build already in dist/ (CI's, from `npm test`), after
 *                  checking it is the target's Worker;
 *   --env <name>   the wrangler environment ("staging"); default CLOUDFLARE_ENV, else the top level
 *                  (production).
 * Exits 1, with the failing step's message, when a step fails.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { CONFIG, createCommandRunner } from "./commands";
import { BUILT_CONFIG, deploy } from "./deploy-steps";
import { readDeployTarget } from "./deploy-target";

const root = new URL("..", import.meta.url).pathname;
const { values: options } = parseArgs({
  options: {
    "dry-run": { type: "boolean", default: false },
    "no-build": { type: "boolean", default: false },
    env: { type: "string", default: process.env.CLOUDFLARE_ENV ?? "" },
  },
});

try {
  deploy(
    {
      run: createCommandRunner(root),
      target: readDeployTarget(join(root, CONFIG), options.env!),
      log: (line) => console.log(`[deploy] ${line}`),
      builtConfig: {
        read: () => JSON.parse(readFileSync(join(root, BUILT_CONFIG), "utf8")),
        write: (config) => writeFileSync(join(root, BUILT_CONFIG), JSON.stringify(config)),
      },
    },
    { dryRun: options["dry-run"]!, reuseBuild: options["no-build"]! },
  );
} catch (error) {
  console.error(`\n[deploy] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
