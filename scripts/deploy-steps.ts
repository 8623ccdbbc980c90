/**
 * The steps of `npm run deploy` (scripts/deploy.ts), each a small function that is safe to run
 * again: it looks before it acts, creates only what is missing and prints what it did or skipped.
 * Why the deploy works this way: docs/decisions/0012-one-command-deploy.md; the operator's view:
 * README, "Deploying to Cloudflare".
 *
 * Order of a deploy: build; create the missing queues; generate and set the missing secrets; bind
 * the KV namespaces that exist by id; apply the D1 migrations and deploy (migrations first, so new
 * code never meets an old schema, except on the first deploy, when the database does not exist
 * until the deploy provisions it).
 * A dry run builds, runs `wrangler deploy --dry-run` and prints the other steps without calling the
 * Cloudflare API.
 */
import { generatePassSigningKey, generateTokenSigningSecret, generateVapidKeys } from "../db/seed/local-env";
import {
  type Command,
  type CommandRunner,
  commandError,
  describeCommand,
  runOrThrow,
  wranglerCommand,
} from "./commands";
import type { DeployTarget } from "./deploy-target";

/**
 * The deployable configuration `npm run build` writes (the Cloudflare Vite plugin names the folder
 * after the top-level Worker name, whatever the environment; docs/decisions/0001-one-worker-with-static-assets.md).
 */
export const BUILT_CONFIG = "dist/ac2025/wrangler.json";

/** Where `wrangler deploy --dry-run` writes the bundle it would upload. */
const DRY_RUN_OUTDIR = "dist/deploy-check";

/** The parts of the built configuration ({@link BUILT_CONFIG}) the deploy reads or changes. */
export interface BuiltConfig {
  name?: string;
  kv_namespaces?: { binding: string; id?: string }[];
  [field: string]: unknown;
}

/** What every step works with. */
export interface DeployContext {
  run: CommandRunner;
  target: DeployTarget;
  /** Prints one line of the deploy's own output. */
  log: (line: string) => void;
  /** Reads and rewrites the built configuration ({@link BUILT_CONFIG}) after the build. */
  builtConfig: { read: () => BuiltConfig; write: (config: BuiltConfig) => void };
  /** Makes a new value for a secret (default {@link generateSecret}). */
  generate?: (secret: string, target: DeployTarget) => string;
}

/**
 * A new value for each secret the Worker requires: `PASS_SIGNING_KEY` is an Ed25519 private JWK
 * whose `kid` starts with the Worker's name, `TOKEN_SIGNING_SECRET` 32 random bytes, `VAPID_KEYS`
 * the Web Push key pair (all from db/seed/local-env.ts, which makes the local ones).
 * @throws Error for a secret this script cannot make (it must then be set by hand first).
 */
export function generateSecret(secret: string, target: DeployTarget): string {
  if (secret === "PASS_SIGNING_KEY") return generatePassSigningKey(target.workerName);
  if (secret === "TOKEN_SIGNING_SECRET") return generateTokenSigningSecret();
  if (secret === "VAPID_KEYS") return generateVapidKeys();
  throw new Error(`no generator for the secret ${secret}: set it with \`npx wrangler secret put ${secret}\` first`);
}

/** A wrangler command against wrangler.toml in the target's environment. */
function wrangler(target: DeployTarget, args: string[], capture: boolean, input?: string): Command {
  return wranglerCommand(target.env, args, { capture, input });
}

/**
 * Builds the app for the target's environment (`CLOUDFLARE_ENV` selects it for the Vite plugin and
 * the build-time event settings, web/build/event-settings.ts), then checks that the built
 * configuration is that environment's Worker.
 * @throws Error when the build fails or built another Worker.
 */
function build(context: DeployContext): void {
  const { target } = context;
  context.log(`Building ${target.workerName}`);
  runOrThrow(context.run, {
    program: "npm",
    args: ["run", "build"],
    env: { CLOUDFLARE_ENV: target.env },
    capture: false,
  });
  checkBuild(context);
}

/**
 * Checks that the build in dist/ ({@link BUILT_CONFIG}) is the target environment's Worker.
 * @throws Error when it is another environment's Worker.
 */
function checkBuild(context: DeployContext): void {
  const { target } = context;
  const built = context.builtConfig.read().name;
  if (built !== target.workerName)
    throw new Error(
      `${BUILT_CONFIG} is the Worker "${built}", not "${target.workerName}": the build used another environment`,
    );
}

/**
 * The target's queues that do not exist, by `wrangler queues info <name>` for each (wrangler has no
 * JSON listing of queues; `queues list` shows one page only).
 * @throws Error when wrangler fails for another reason than a missing queue (not logged in, network).
 */
export function findMissingQueues(context: DeployContext): string[] {
  return context.target.queues.filter((queue) => {
    const command = wrangler(context.target, ["queues", "info", queue], true);
    const result = context.run(command);
    // A listing of another queue (should the API's name filter not be exact) counts as missing:
    // creating the queue then fails with the API's own message.
    if (result.status === 0) return !new RegExp(`^Queue Name: ${escapeRegExp(queue)}$`, "m").test(result.stdout);
    if (/does not exist/.test(result.stderr + result.stdout)) return true;
    throw commandError(command, result);
  });
}

/** Creates each queue of the target that does not exist, dead-letter queues included. */
function ensureQueues(context: DeployContext): void {
  const missing = new Set(findMissingQueues(context));
  for (const queue of context.target.queues) {
    if (!missing.has(queue)) {
      context.log(`Queue ${queue}: exists, kept`);
      continue;
    }
    context.log(`Queue ${queue}: missing, creating it`);
    runOrThrow(context.run, wrangler(context.target, ["queues", "create", queue], false));
  }
}

/**
 * The target's required secrets that its Worker does not have, by `wrangler secret list`
 * (names only; values are never readable). A Worker that does not exist yet has none.
 * @throws Error when wrangler fails for another reason, or its answer is not a JSON list.
 */
function findMissingSecrets(context: DeployContext): string[] {
  const { target } = context;
  const command = wrangler(target, ["secret", "list", "--format=json"], true);
  const result = context.run(command);
  let present: string[];
  if (result.status === 0) {
    present = jsonList(command, result.stdout).map((secret) => String(secret.name));
  } else if (
    new RegExp(`Worker "${escapeRegExp(target.workerName)}".* not found`).test(result.stderr + result.stdout)
  ) {
    present = [];
  } else {
    throw commandError(command, result);
  }
  return target.secrets.filter((secret) => !present.includes(secret));
}

/**
 * Generates and sets each required secret the Worker lacks, through the standard input of
 * `wrangler secret put`; a secret that is set is never replaced (rotating PASS_SIGNING_KEY would
 * invalidate every pass, TOKEN_SIGNING_SECRET every unsubscribe link already sent). Values are
 * never printed. On a Worker that does not exist yet, wrangler first creates it as an empty draft
 * that the deploy then replaces.
 */
export function ensureSecrets(context: DeployContext): void {
  const { target } = context;
  const missing = new Set(findMissingSecrets(context));
  const generate = context.generate ?? generateSecret;
  for (const secret of target.secrets) {
    if (!missing.has(secret)) {
      context.log(`Secret ${secret}: set, kept (never replaced)`);
      continue;
    }
    context.log(`Secret ${secret}: missing, generating and setting it`);
    runOrThrow(context.run, wrangler(target, ["secret", "put", secret], false, generate(secret, target)));
  }
}

/**
 * The title wrangler's automatic provisioning gives the KV namespace of `binding` on Worker
 * `workerName`: `<worker>-<binding in lower case, "_" as "-">` ("ac2025-sessions").
 */
export function provisionedKvTitle(workerName: string, binding: string): string {
  return `${workerName}-${binding.toLowerCase().replaceAll("_", "-")}`;
}

/**
 * The ids of the target's KV namespaces that exist, by binding, found by their provisioned titles
 * in `wrangler kv namespace list` (every namespace of the account, as JSON).
 * @throws Error when wrangler fails or its answer is not a JSON list.
 */
function findKvNamespaces(context: DeployContext): Map<string, string> {
  const { target } = context;
  const command = wrangler(target, ["kv", "namespace", "list"], true);
  const namespaces = jsonList(command, runOrThrow(context.run, command).stdout);
  const found = new Map<string, string>();
  for (const binding of target.kvNamespaces) {
    const title = provisionedKvTitle(target.workerName, binding);
    const namespace = namespaces.find((candidate) => candidate.title === title);
    if (typeof namespace?.id === "string") found.set(binding, namespace.id);
  }
  return found;
}

/**
 * Binds this deploy to the target's KV namespaces that exist, by writing their ids into the built
 * configuration (never into wrangler.toml). A KV binding has no name in the configuration, so
 * wrangler's provisioning finds an existing namespace only through the Worker's current bindings;
 * should a first deploy stop after provisioning created the namespaces but before the Worker had
 * them, the next one would fail on the taken title. With the ids it reuses them; the namespaces not
 * found are left to provisioning, which creates them under the titles looked for here.
 */
function bindKvNamespaces(context: DeployContext): void {
  const { target } = context;
  const found = findKvNamespaces(context);
  for (const binding of target.kvNamespaces) {
    const title = provisionedKvTitle(target.workerName, binding);
    context.log(
      found.has(binding)
        ? `KV namespace ${title} (${binding}): exists, bound by id`
        : `KV namespace ${title} (${binding}): missing, the deploy creates it`,
    );
  }
  if (found.size === 0) return;
  const config = context.builtConfig.read();
  const kvNamespaces = (config.kv_namespaces ?? []).map((namespace) =>
    found.has(namespace.binding) ? { ...namespace, id: found.get(namespace.binding) } : namespace,
  );
  context.builtConfig.write({ ...config, kv_namespaces: kvNamespaces });
}

/**
 * True when the target's D1 database exists, by `wrangler d1 list --json` (every page).
 * @throws Error when wrangler fails or its answer is not a JSON list.
 */
function databaseExists(context: DeployContext): boolean {
  const command = wrangler(context.target, ["d1", "list", "--json"], true);
  const databases = jsonList(command, runOrThrow(context.run, command).stdout);
  return databases.some((database) => database.name === context.target.database.name);
}

/** Applies the pending D1 migrations to the remote database (wrangler skips those already applied). */
function applyMigrations(context: DeployContext): void {
  const { database } = context.target;
  context.log(`D1 database ${database.name}: applying pending migrations`);
  runOrThrow(context.run, wrangler(context.target, ["d1", "migrations", "apply", database.binding, "--remote"], false));
}

/** The `wrangler deploy` of the built configuration; with `dryRun`, its `--dry-run`. */
function deployCommand(target: DeployTarget, dryRun: boolean): Command {
  const args = ["deploy", "-c", BUILT_CONFIG, `--env=${target.env}`];
  return {
    program: "wrangler",
    args: dryRun ? [...args, "--dry-run", "--outdir", DRY_RUN_OUTDIR] : args,
    capture: false,
  };
}

/**
 * Deploys the built Worker with its assets. wrangler's automatic provisioning (on by default since
 * wrangler 4.45) creates the D1 database, KV namespaces and R2 bucket that do not exist yet and finds
 * the others by name, by id or through the Worker's current bindings.
 */
function deployWorker(context: DeployContext): void {
  context.log(`Deploying ${context.target.workerName}`);
  runOrThrow(context.run, deployCommand(context.target, false));
}

/** The steps a real deploy of `target` takes after the build, as lines for a dry run. */
export function dryRunPlan(target: DeployTarget): string[] {
  const { database } = target;
  const command = (args: string[]) => describeCommand(wrangler(target, args, true));
  const titles = target.kvNamespaces.map((binding) => provisionedKvTitle(target.workerName, binding));
  const migrations = `${database.migrations.length} migrations (latest: ${database.migrations.at(-1) ?? "none"})`;
  return [
    `A deploy of ${target.workerName} would then, with the Cloudflare API:`,
    `1. create each of these queues that \`${command(["queues", "info", "<name>"])}\` does not find: ${target.queues.join(", ")};`,
    `2. generate and set each of these secrets that \`${command(["secret", "list"])}\` does not list, never replacing one that is set: ${target.secrets.join(", ")};`,
    `3. bind the deploy by id to each of these KV namespaces that \`${command(["kv", "namespace", "list"])}\` lists: ${titles.join(", ")};`,
    `4. apply the pending ones of the ${migrations} to the D1 database ${database.name} with \`${command(["d1", "migrations", "apply", database.binding, "--remote"])}\`, before step 5, or after it when the database does not exist yet;`,
    `5. deploy with \`${describeCommand(deployCommand(target, false))}\`, whose provisioning creates the D1 database, KV namespaces and R2 bucket that do not exist yet.`,
  ];
}

/**
 * The whole deploy of the context's target. With `dryRun`: the build, `wrangler deploy --dry-run`
 * and the plan of the other steps, with no Cloudflare credentials or network needed. A dry run
 * with `reuseBuild` checks the build already in dist/ instead of building again (CI, after
 * `npm test` built the app; docs/testing.md#suites); a real deploy always builds.
 * @throws Error from the first step that fails; the steps before it stay done, and running the
 * deploy again picks up from there.
 */
export function deploy(
  context: DeployContext,
  { dryRun, reuseBuild = false }: { dryRun: boolean; reuseBuild?: boolean },
): void {
  if (dryRun && reuseBuild) checkBuild(context);
  else build(context);
  if (dryRun) {
    context.log(`Dry run of ${context.target.workerName}: nothing is created or changed`);
    runOrThrow(context.run, deployCommand(context.target, true));
    for (const line of dryRunPlan(context.target)) context.log(line);
    return;
  }
  ensureQueues(context);
  ensureSecrets(context);
  bindKvNamespaces(context);
  if (databaseExists(context)) {
    applyMigrations(context);
    deployWorker(context);
  } else {
    context.log(
      `D1 database ${context.target.database.name}: does not exist yet; the deploy creates it, then the migrations run`,
    );
    deployWorker(context);
    applyMigrations(context);
  }
  context.log(`Deployed ${context.target.workerName}`);
}

/**
 * A command's answer that is a JSON list of objects (`wrangler secret list`, `wrangler d1 list
 * --json`, `wrangler kv namespace list`).
 * @throws Error naming the command when the answer is not a JSON list.
 */
function jsonList(command: Command, stdout: string): Record<string, unknown>[] {
  let value: unknown;
  try {
    value = JSON.parse(stdout);
  } catch {}
  if (!Array.isArray(value))
    throw new Error(`\`${describeCommand(command)}\` did not answer with a JSON list:\n${stdout.slice(0, 500)}`);
  return value.map((item: unknown) => (typeof item === "object" && item !== null ? { ...item } : {}));
}

/** `text` as a literal inside a regular expression. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
