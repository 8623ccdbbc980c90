/**
 * The commands the operator scripts run (scripts/deploy.ts, scripts/backup.ts), and the one place
 * that runs them. Every step takes a {@link CommandRunner}, so tests hand in a fake one that
 * answers from a script of results (scripts/deploy-steps.test.ts) and nothing reaches Cloudflare.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";

/** One command: the project's own wrangler, or npm (for `npm run build`). */
export interface Command {
  program: "wrangler" | "npm";
  args: string[];
  /** Environment variables added to the script's own. */
  env?: Record<string, string>;
  /** Written to the command's standard input (a secret's value). Never printed. */
  input?: string;
  /**
   * True: the output is captured and returned, for the caller to read (a listing, an existence
   * check). False: it streams to the terminal as the command runs, and the result's output is "".
   */
  capture: boolean;
}

/** How a command ended: its exit status (1 when it could not start) and its captured output. */
export interface CommandResult {
  status: number;
  stdout: string;
  stderr: string;
}

/** Runs one command to its end. */
export type CommandRunner = (command: Command) => CommandResult;

/** The wrangler configuration, relative to the repository root (where commands run). */
export const CONFIG = "wrangler.toml";

/**
 * A wrangler command against {@link CONFIG} in wrangler environment `env`, named on every command
 * (`--env=` is the top level, production), so none falls back to another environment.
 */
export function wranglerCommand(
  env: string,
  args: string[],
  { capture, input }: { capture: boolean; input?: string },
): Command {
  return { program: "wrangler", args: [...args, "-c", CONFIG, `--env=${env}`], capture, input };
}

/**
 * Runs a command and returns its result.
 * @throws Error naming the command (never its input) and, when the output was captured, giving
 * wrangler's message.
 */
export function runOrThrow(run: CommandRunner, command: Command): CommandResult {
  const result = run(command);
  if (result.status !== 0) throw commandError(command, result);
  return result;
}

/** The error of a failed command, as {@link runOrThrow} throws it. */
export function commandError(command: Command, result: CommandResult): Error {
  const output = command.capture ? `:\n${result.stderr || result.stdout}` : "";
  return new Error(`\`${describeCommand(command)}\` failed (exit ${result.status})${output}`);
}

/**
 * The command as the operator would type it, for the scripts' own output: the program and its
 * arguments, with `--env=` spelled out, and never the standard input (which carries secrets).
 */
export function describeCommand(command: Command): string {
  const env = Object.entries(command.env ?? {}).map(([name, value]) => `${name}=${value} `);
  const program = command.program === "wrangler" ? "npx wrangler" : "npm";
  const quote = (arg: string) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`);
  return `${env.join("")}${program} ${command.args.map(quote).join(" ")}`;
}

/**
 * The real runner: runs commands in `root` with the project's binaries (the pinned Node 22 that
 * wrangler needs among them) first on the PATH. Standard input is always a pipe, never the
 * terminal, so wrangler runs non-interactively: it asks no questions (it takes the default "yes"
 * of `d1 migrations apply` and `d1 export`), reads a secret's value from that pipe, and never writes
 * provisioned ids back into the configuration (they are not needed; docs/decisions/0012-one-command-deploy.md).
 */
export function createCommandRunner(root: string): CommandRunner {
  const bin = join(root, "node_modules", ".bin");
  return (command) => {
    const result = spawnSync(command.program === "wrangler" ? join(bin, "wrangler") : "npm", command.args, {
      cwd: root,
      env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ""}`, ...command.env },
      input: command.input ?? "",
      stdio: ["pipe", command.capture ? "pipe" : "inherit", command.capture ? "pipe" : "inherit"],
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    return {
      status: result.status ?? 1,
      stdout: result.stdout ?? "",
      stderr: result.error ? String(result.error) : (result.stderr ?? ""),
    };
  };
}
