/** Hono typing for the Worker: bindings from `wrangler types`, per-request variables. */
import type { UserRow } from "../db/schema";
import type { Database } from "./db";
import type { AuthSession } from "./services/auth-sessions";
import type { ServerSettings } from "./settings";

export interface AppEnv {
  Bindings: Env;
  Variables: {
    db: Database;
    settings: ServerSettings;
    /** Set by the session middleware; null when the request has no valid session. */
    user: UserRow | null;
    /** The raw session token of the request, when one was presented and valid. */
    sessionToken: string | null;
    /** The request's valid session (set with `user`), or null. */
    session: AuthSession | null;
    /** A summary for the audit log entry of this admin request (middleware/audit.ts); its route's default otherwise. */
    auditSummary?: string;
  };
}
