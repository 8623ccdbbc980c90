/**
 * The deploy's decisions, against a fake Cloudflare account that answers wrangler's commands as
 * wrangler 4.16x does (the messages the steps read are quoted from its source): which queues and
 * secrets are missing and what gets created, that a secret is never replaced, the order of
 * migrations and deploy, that a second run changes nothing, and that the dry run calls no API.
 */
import { describe, expect, it } from "vitest";
import { type Command, type CommandResult, describeCommand } from "./commands";
import {
  type BuiltConfig,
  deploy,
  type DeployContext,
  dryRunPlan,
  ensureSecrets,
  findMissingQueues,
  generateSecret,
  provisionedKvTitle,
} from "./deploy-steps";
import { type DeployTarget, readDeployTarget } from "./deploy-target";

const CONFIG_PATH = new URL("../wrangler.toml", import.meta.url).pathname;
const production = readDeployTarget(CONFIG_PATH, "");
const staging = readDeployTarget(CONFIG_PATH, "staging");

const ok = (stdout = ""): CommandResult => ({ status: 0, stdout, stderr: "" });
const fail = (stderr: string): CommandResult => ({ status: 1, stdout: "", stderr });

/** A Cloudflare account as far as the deploy sees it, and the commands it was sent. */
class FakeAccount {
  queues = new Set<string>();
  /** Workers by name: their secrets' values and their KV bindings' namespace ids. */
  workers = new Map<string, { secrets: Map<string, string>; kv: Map<string, string> }>();
  /** KV namespace ids by title. */
  kvNamespaces = new Map<string, string>();
  databases = new Set<string>();
  /** Migrations applied, by database. */
  applied = new Map<string, number>();
  commands: Command[] = [];
  /** The built configuration the last build wrote. */
  built: BuiltConfig = {};

  constructor(private readonly target: DeployTarget) {}

  secrets(worker = this.target.workerName): Map<string, string> | undefined {
    return this.workers.get(worker)?.secrets;
  }

  private worker(name: string) {
    const worker = this.workers.get(name) ?? { secrets: new Map<string, string>(), kv: new Map<string, string>() };
    this.workers.set(name, worker);
    return worker;
  }

  run = (command: Command): CommandResult => {
    this.commands.push(command);
    const { args } = command;
    const workerName = this.target.workerName;
    if (command.program === "npm") {
      const name = command.env?.CLOUDFLARE_ENV === "staging" ? "ac2025-staging" : "ac2025";
      this.built = { name, kv_namespaces: this.target.kvNamespaces.map((binding) => ({ binding })) };
      return ok();
    }
    const [group, action, name] = args;
    if (group === "queues" && action === "info")
      return this.queues.has(name!)
        ? ok(`Queue Name: ${name}\nQueue ID: 1\n`)
        : fail(`✘ [ERROR] Queue "${name}" does not exist. To create it, run: wrangler queues create ${name}`);
    if (group === "queues" && action === "create") {
      this.queues.add(name!);
      return ok();
    }
    if (group === "secret" && action === "list") {
      const secrets = this.secrets();
      if (!secrets)
        return fail(
          `✘ [ERROR] Worker "${workerName}" not found.\n\nIf this is a new Worker, run \`wrangler deploy\` first.`,
        );
      return ok(JSON.stringify([...secrets.keys()].map((secret) => ({ name: secret, type: "secret_text" }))));
    }
    if (group === "secret" && action === "put") {
      this.worker(workerName).secrets.set(name!, command.input!);
      return ok();
    }
    if (group === "kv" && action === "namespace" && name === "list")
      return ok(JSON.stringify([...this.kvNamespaces].map(([title, id]) => ({ id, title }))));
    if (group === "d1" && action === "list")
      return ok(JSON.stringify([...this.databases].map((database) => ({ uuid: "u", name: database }))));
    if (group === "d1" && action === "migrations") {
      if (!this.databases.has(this.target.database.name))
        return fail(`✘ [ERROR] Couldn't find a D1 DB named '${this.target.database.name}'`);
      this.applied.set(this.target.database.name, this.target.database.migrations.length);
      return ok();
    }
    if (group === "deploy") return args.includes("--dry-run") ? ok() : this.deploy(workerName);
    throw new Error(`unexpected command ${describeCommand(command)}`);
  };

  /** `wrangler deploy` with its provisioning: a KV binding without id keeps the Worker's namespace or gets a new one. */
  private deploy(workerName: string): CommandResult {
    const worker = this.worker(workerName);
    for (const { binding, id } of this.built.kv_namespaces ?? []) {
      if (id) worker.kv.set(binding, id);
      else if (!worker.kv.has(binding)) {
        const title = `${workerName}-${binding.toLowerCase().replaceAll("_", "-")}`;
        if (this.kvNamespaces.has(title))
          return fail("✘ [ERROR] A namespace with this account ID and title already exists. [code: 10014]");
        this.kvNamespaces.set(title, `id-of-${title}`);
        worker.kv.set(binding, `id-of-${title}`);
      }
    }
    this.databases.add(this.target.database.name);
    return ok();
  }

  context(log: string[] = []): DeployContext {
    return {
      run: this.run,
      target: this.target,
      log: (line) => log.push(line),
      builtConfig: { read: () => this.built, write: (config) => (this.built = config) },
    };
  }

  /** The commands sent since the last call, as typed by an operator. */
  sent(): string[] {
    const sent = this.commands.map(describeCommand);
    this.commands = [];
    return sent;
  }
}

const wrangler = (command: string, env = "") => `npx wrangler ${command} -c wrangler.toml --env=${env}`;

describe("the deploy target read from wrangler.toml", () => {
  it("lists every queue the Worker uses, dead-letter queues included, once each", () => {
    expect(production.queues).toEqual([
      "ac2025-email",
      "ac2025-jobs",
      "ac2025-push",
      "ac2025-email-dlq",
      "ac2025-email-events",
      "ac2025-email-events-dlq",
      "ac2025-jobs-dlq",
      "ac2025-push-dlq",
    ]);
    expect(production.secrets).toEqual(["PASS_SIGNING_KEY", "TOKEN_SIGNING_SECRET", "VAPID_KEYS"]);
    expect(production.database).toMatchObject({ binding: "DB", name: "ac2025" });
    expect(production.database.migrations.length).toBeGreaterThan(0);
  });

  it("gives staging its own Worker, queues and database, and the same secrets", () => {
    expect(staging.workerName).toBe("ac2025-staging");
    expect(staging.queues).toEqual(production.queues.map((queue) => queue.replace("ac2025-", "ac2025-staging-")));
    expect(staging.database).toEqual({ ...production.database, name: "ac2025-staging" });
    expect(staging.secrets).toEqual(production.secrets);
  });

  it("refuses an environment wrangler.toml does not define", () => {
    expect(() => readDeployTarget(CONFIG_PATH, "prod")).toThrow(
      /No environment found in configuration with name "prod"/,
    );
  });
});

describe("queues", () => {
  it("finds the queues that do not exist", () => {
    const account = new FakeAccount(production);
    account.queues = new Set(["ac2025-email", "ac2025-email-events", "ac2025-jobs", "ac2025-push"]);
    expect(findMissingQueues(account.context())).toEqual([
      "ac2025-email-dlq",
      "ac2025-email-events-dlq",
      "ac2025-jobs-dlq",
      "ac2025-push-dlq",
    ]);
  });

  it("stops on any other failure (not logged in) instead of creating anything", () => {
    const account = new FakeAccount(production);
    const context = {
      ...account.context(),
      run: () => fail("✘ [ERROR] In a non-interactive environment, it's necessary to set a CLOUDFLARE_API_TOKEN"),
    };
    expect(() => findMissingQueues(context)).toThrow(
      /queues info ac2025-email .*failed \(exit 1\):\n.*CLOUDFLARE_API_TOKEN/s,
    );
  });

  it("counts a listing of another queue as missing", () => {
    const account = new FakeAccount(production);
    const context = { ...account.context(), run: () => ok("Queue Name: ac2025-email-dlq\n") };
    expect(findMissingQueues(context)).toEqual(production.queues.filter((queue) => queue !== "ac2025-email-dlq"));
  });
});

describe("secrets", () => {
  it("sets only the missing secret, from a new value on standard input, and keeps the one set", () => {
    const account = new FakeAccount(production);
    account.workers.set("ac2025", { secrets: new Map([["PASS_SIGNING_KEY", "existing-key"]]), kv: new Map() });
    const log: string[] = [];
    ensureSecrets({ ...account.context(log), generate: (secret) => `new-${secret}` });
    expect(account.secrets("ac2025")).toEqual(
      new Map([
        ["PASS_SIGNING_KEY", "existing-key"],
        ["TOKEN_SIGNING_SECRET", "new-TOKEN_SIGNING_SECRET"],
        ["VAPID_KEYS", "new-VAPID_KEYS"],
      ]),
    );
    expect(account.sent()).toEqual([
      wrangler("secret list --format=json"),
      wrangler("secret put TOKEN_SIGNING_SECRET"),
      wrangler("secret put VAPID_KEYS"),
    ]);
    expect(log).toEqual([
      "Secret PASS_SIGNING_KEY: set, kept (never replaced)",
      "Secret TOKEN_SIGNING_SECRET: missing, generating and setting it",
      "Secret VAPID_KEYS: missing, generating and setting it",
    ]);
  });

  it("sets every one on a Worker that does not exist yet", () => {
    const account = new FakeAccount(staging);
    ensureSecrets(account.context());
    expect([...account.secrets("ac2025-staging")!.keys()]).toEqual([
      "PASS_SIGNING_KEY",
      "TOKEN_SIGNING_SECRET",
      "VAPID_KEYS",
    ]);
  });

  it("stops when the listing fails for another reason, setting nothing", () => {
    const account = new FakeAccount(production);
    const sent: Command[] = [];
    const run = (command: Command) => {
      sent.push(command);
      return fail("✘ [ERROR] A request to the Cloudflare API failed.");
    };
    expect(() => ensureSecrets({ ...account.context(), run })).toThrow(/secret list.*API failed/s);
    expect(sent).toHaveLength(1);
  });

  it("generates an Ed25519 private JWK named after the Worker and a 32-byte token secret", () => {
    const key = JSON.parse(generateSecret("PASS_SIGNING_KEY", staging));
    expect(key).toMatchObject({
      kty: "OKP",
      crv: "Ed25519",
      kid: expect.stringMatching(/^ac2025-staging-[0-9a-f]{8}$/),
    });
    expect(Buffer.from(key.d, "base64url")).toHaveLength(32);
    expect(Buffer.from(generateSecret("TOKEN_SIGNING_SECRET", staging), "base64url")).toHaveLength(32);
    expect(generateSecret("TOKEN_SIGNING_SECRET", staging)).not.toBe(generateSecret("TOKEN_SIGNING_SECRET", staging));
    expect(() => generateSecret("OTHER_SECRET", staging)).toThrow(/wrangler secret put OTHER_SECRET/);
  });

  it("generates the Web Push key pair as one secret, so its halves always pair", () => {
    const { publicKey, privateKey } = JSON.parse(generateSecret("VAPID_KEYS", staging));
    const point = Buffer.from(publicKey, "base64url");
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
    expect(Buffer.from(privateKey, "base64url")).toHaveLength(32);
  });
});

describe("KV namespaces", () => {
  it("are looked up by the titles wrangler's provisioning gives them", () => {
    expect(provisionedKvTitle("ac2025", "SESSIONS")).toBe("ac2025-sessions");
    expect(provisionedKvTitle("ac2025-staging", "EDGE_CACHE")).toBe("ac2025-staging-edge-cache");
  });

  it("that a stopped first deploy created are bound by id, so the next deploy does not fail on their titles", () => {
    const account = new FakeAccount(production);
    account.kvNamespaces = new Map([
      ["ac2025-sessions", "sessions-id"],
      ["ac2025-edge-cache", "edge-cache-id"],
    ]);
    const log: string[] = [];
    deploy(account.context(log), { dryRun: false });
    expect(account.built.kv_namespaces).toEqual([
      { binding: "SESSIONS", id: "sessions-id" },
      { binding: "EDGE_CACHE", id: "edge-cache-id" },
    ]);
    expect(account.workers.get("ac2025")?.kv).toEqual(
      new Map([
        ["SESSIONS", "sessions-id"],
        ["EDGE_CACHE", "edge-cache-id"],
      ]),
    );
    expect(account.kvNamespaces.size).toBe(2);
    expect(log).toContain("KV namespace ac2025-sessions (SESSIONS): exists, bound by id");
  });

  it("that do not exist are left to the deploy's provisioning", () => {
    const account = new FakeAccount(staging);
    account.kvNamespaces = new Map([["ac2025-staging-sessions", "sessions-id"]]);
    const log: string[] = [];
    deploy(account.context(log), { dryRun: false });
    expect(account.built.kv_namespaces).toEqual([
      { binding: "SESSIONS", id: "sessions-id" },
      { binding: "EDGE_CACHE" },
    ]);
    expect(account.kvNamespaces.get("ac2025-staging-edge-cache")).toBe("id-of-ac2025-staging-edge-cache");
    expect(log).toContain("KV namespace ac2025-staging-edge-cache (EDGE_CACHE): missing, the deploy creates it");
  });
});

describe("npm run deploy", () => {
  it("creates everything on a fresh account: the deploy provisions the database, then the migrations run", () => {
    const account = new FakeAccount(production);
    const log: string[] = [];
    deploy(account.context(log), { dryRun: false });
    expect(account.sent()).toEqual([
      "CLOUDFLARE_ENV= npm run build",
      ...production.queues.map((queue) => wrangler(`queues info ${queue}`)),
      ...production.queues.map((queue) => wrangler(`queues create ${queue}`)),
      wrangler("secret list --format=json"),
      wrangler("secret put PASS_SIGNING_KEY"),
      wrangler("secret put TOKEN_SIGNING_SECRET"),
      wrangler("secret put VAPID_KEYS"),
      wrangler("kv namespace list"),
      wrangler("d1 list --json"),
      "npx wrangler deploy -c dist/ac2025/wrangler.json --env=",
      wrangler("d1 migrations apply DB --remote"),
    ]);
    expect(account.queues).toEqual(new Set(production.queues));
    expect(account.applied.get("ac2025")).toBe(production.database.migrations.length);
  });

  it("changes nothing the second time: no queue created, no secret replaced, migrations before the deploy", () => {
    const account = new FakeAccount(production);
    deploy(account.context(), { dryRun: false });
    const secretsAfterFirst = new Map(account.secrets("ac2025"));
    account.sent();
    const log: string[] = [];
    deploy(account.context(log), { dryRun: false });
    expect(account.sent()).toEqual([
      "CLOUDFLARE_ENV= npm run build",
      ...production.queues.map((queue) => wrangler(`queues info ${queue}`)),
      wrangler("secret list --format=json"),
      wrangler("kv namespace list"),
      wrangler("d1 list --json"),
      wrangler("d1 migrations apply DB --remote"),
      "npx wrangler deploy -c dist/ac2025/wrangler.json --env=",
    ]);
    expect(account.secrets("ac2025")).toEqual(secretsAfterFirst);
    expect(log.filter((line) => / missing, /.test(line))).toEqual([]);
  });

  it("never prints a secret's value", () => {
    const account = new FakeAccount(staging);
    const log: string[] = [];
    deploy(account.context(log), { dryRun: false });
    const values = [...account.secrets("ac2025-staging")!.values()];
    expect(values).toHaveLength(3);
    const printed = [...log, ...account.commands.map(describeCommand)].join("\n");
    for (const value of values) expect(printed).not.toContain(value);
  });

  it("targets staging on every command, and builds it with CLOUDFLARE_ENV", () => {
    const account = new FakeAccount(staging);
    deploy(account.context(), { dryRun: false });
    const sent = account.sent();
    expect(sent[0]).toBe("CLOUDFLARE_ENV=staging npm run build");
    for (const command of sent.slice(1)) expect(command).toMatch(/ --env=staging( |$)/);
    expect(account.queues).toEqual(new Set(staging.queues));
  });

  it("stops before touching the account when the build is another environment's", () => {
    const account = new FakeAccount(staging);
    const context = { ...account.context(), builtConfig: { read: () => ({ name: "ac2025" }), write: () => {} } };
    expect(() => deploy(context, { dryRun: false })).toThrow(/is the Worker "ac2025", not "ac2025-staging"/);
    expect(account.sent()).toEqual(["CLOUDFLARE_ENV=staging npm run build"]);
  });

  it("stops at the first failing step", () => {
    const account = new FakeAccount(production);
    const run = (command: Command) =>
      command.args[0] === "d1" && command.args[1] === "migrations" ? fail("") : account.run(command);
    account.databases.add("ac2025");
    expect(() => deploy({ ...account.context(), run }, { dryRun: false })).toThrow(
      "`npx wrangler d1 migrations apply DB --remote -c wrangler.toml --env=` failed (exit 1)",
    );
    expect(account.sent().some((command) => command.startsWith("npx wrangler deploy"))).toBe(false);
  });
});

describe("npm run deploy -- --dry-run", () => {
  it("builds and runs wrangler's dry run only: no command that needs the Cloudflare API", () => {
    const account = new FakeAccount(production);
    deploy(account.context(), { dryRun: true });
    expect(account.sent()).toEqual([
      "CLOUDFLARE_ENV= npm run build",
      "npx wrangler deploy -c dist/ac2025/wrangler.json --env= --dry-run --outdir dist/deploy-check",
    ]);
    expect(account.queues.size + account.workers.size + account.databases.size + account.kvNamespaces.size).toBe(0);
  });

  it("with --no-build, checks the build already in dist/ and runs wrangler's dry run on it", () => {
    const account = new FakeAccount(production);
    account.context().builtConfig.write({ name: "ac2025" });
    deploy(account.context(), { dryRun: true, reuseBuild: true });
    expect(account.sent()).toEqual([
      "npx wrangler deploy -c dist/ac2025/wrangler.json --env= --dry-run --outdir dist/deploy-check",
    ]);
  });

  it("with --no-build, refuses a build of another environment", () => {
    const account = new FakeAccount(staging);
    const context = { ...account.context(), builtConfig: { read: () => ({ name: "ac2025" }), write: () => {} } };
    expect(() => deploy(context, { dryRun: true, reuseBuild: true })).toThrow(
      /is the Worker "ac2025", not "ac2025-staging"/,
    );
    expect(account.sent()).toEqual([]);
  });

  it("prints the steps a deploy would take: every queue, every secret, the migrations and the deploy", () => {
    const log: string[] = [];
    deploy(new FakeAccount(staging).context(log), { dryRun: true });
    const plan = dryRunPlan(staging);
    expect(log.slice(-plan.length)).toEqual(plan);
    const text = plan.join("\n");
    for (const queue of staging.queues) expect(text).toContain(queue);
    for (const secret of staging.secrets) expect(text).toContain(secret);
    expect(text).toContain("ac2025-staging-sessions, ac2025-staging-edge-cache");
    expect(text).toContain(wrangler("d1 migrations apply DB --remote", "staging"));
    expect(text).toContain(
      `${staging.database.migrations.length} migrations (latest: ${staging.database.migrations.at(-1)})`,
    );
    expect(text).toContain("npx wrangler deploy -c dist/ac2025/wrangler.json --env=staging");
  });
});
