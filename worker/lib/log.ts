/**
 * What an error may say in a log line (docs/decisions/0011-readings-of-the-spec.md#console: never log passwords, tokens, reset
 * links or session data). Drizzle's DrizzleQueryError puts every bound parameter of the failed
 * statement in its message ("Failed query: ...\nparams: ..."): password hashes, token hashes and
 * addresses. Only the SQL text (placeholders, no values) and the database's own reason are kept.
 */
import { DrizzleQueryError } from "drizzle-orm";

/** A one-line description of `error` without bound parameters. */
export function errorSummary(error: unknown): string {
  if (error instanceof DrizzleQueryError) {
    const reason = error.cause instanceof Error ? error.cause.message : "unknown cause";
    return `Failed query: ${error.query} (${reason})`;
  }
  return error instanceof Error ? error.message : String(error);
}
