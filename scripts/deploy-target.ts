/**
 * What a deploy or a backup acts on, read from wrangler.toml for one wrangler environment: the
 * Worker's name, the queues it sends to and consumes (with their dead-letter queues), the secrets it
 * requires and its D1 database. wrangler.toml is the one definition of all of them; the scripts
 * never repeat a name (docs/decisions/0012-one-command-deploy.md).
 */
import { readdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { unstable_readConfig } from "wrangler";

/** One environment's deploy target. */
export interface DeployTarget {
  /** The wrangler environment: "" is the top level (production), else a key of `[env]` ("staging"). */
  env: string;
  /** The Worker's name ("ac2025", "ac2025-staging"). */
  workerName: string;
  /**
   * Every queue the Worker uses: producers, consumers and their dead-letter queues, each once, in
   * the order of the configuration.
   */
  queues: string[];
  /** The binding names of the Worker's KV namespaces (the configuration gives them no other name). */
  kvNamespaces: string[];
  /** The secrets the Worker requires (`[secrets] required`). */
  secrets: string[];
  /** The D1 database: its binding, its name and its migration files (sorted file names). */
  database: { binding: string; name: string; migrations: string[] };
}

/**
 * The fields of wrangler's normalised configuration read here (wrangler's declaration of the type
 * comes from a package it bundles, so TypeScript sees `any`).
 */
interface WranglerConfig {
  name?: string;
  queues: { producers?: { queue: string }[]; consumers?: { queue: string; dead_letter_queue?: string }[] };
  secrets?: { required?: string[] };
  kv_namespaces: { binding: string }[];
  d1_databases: { binding: string; database_name?: string; migrations_dir?: string }[];
}

/**
 * Reads the target of environment `env` ("" for the top level) from the wrangler configuration at
 * `configPath` (wrangler's own reading, `unstable_readConfig`, as the build does), and lists the
 * `.sql` files of the database's migrations folder (relative to that file).
 * @throws Error from wrangler for an invalid configuration or an environment it does not define;
 * Error when the Worker has no name, or not exactly one D1 database with a database_name.
 */
export function readDeployTarget(configPath: string, env: string): DeployTarget {
  const config: WranglerConfig = unstable_readConfig({ config: configPath, env }, { hideWarnings: true });
  if (!config.name) throw new Error(`${configPath} gives the Worker no name`);
  const [database, ...others] = config.d1_databases;
  if (!database?.database_name || others.length > 0)
    throw new Error(`the deploy expects exactly one D1 database, with a database_name, in ${configPath}`);
  const queues = [
    ...(config.queues.producers ?? []).map((producer) => producer.queue),
    ...(config.queues.consumers ?? []).flatMap((consumer) => [consumer.queue, consumer.dead_letter_queue ?? ""]),
  ].filter((queue) => queue !== "");
  const migrations = database.migrations_dir
    ? readdirSync(resolve(dirname(configPath), database.migrations_dir))
        .filter((file) => file.endsWith(".sql"))
        .sort()
    : [];
  return {
    env,
    workerName: config.name,
    queues: [...new Set(queues)],
    kvNamespaces: config.kv_namespaces.map((namespace) => namespace.binding),
    secrets: config.secrets?.required ?? [],
    database: { binding: database.binding, name: database.database_name, migrations },
  };
}
