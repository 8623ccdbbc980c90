/**
 * Helpers of the security tests: requests through the app with a recording email queue and a
 * real execution context (background work finishes before the call returns), and a snapshot of
 * everything a request could change (every D1 table, the R2 objects, the KV sessions and the
 * emails queued), so "nothing changed" is one comparison.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { app } from "../app";
import { recordingQueue } from "./admin-helpers";
import { freshIp } from "./helpers";

const { queue, sent } = recordingQueue();

/** The bindings of every request here: emails go to the recording queue {@link snapshot} counts. */
export const recordingBindings: Partial<Env> = { EMAIL_QUEUE: queue };

export interface SendOptions {
  method: string;
  token?: string | null;
  headers?: Record<string, string>;
  body?: BodyInit;
}

/** Calls the app at `path` (with query) as the Worker would, emails going to {@link queuedEmails}. */
export async function send(path: string, { method, token, headers, body }: SendOptions): Promise<Response> {
  const all = new Headers(headers);
  all.set("CF-Connecting-IP", freshIp());
  if (token) all.set("Authorization", `Bearer ${token}`);
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(`http://localhost:8787${path}`, { method, headers: all, body, redirect: "manual" }),
    { ...env, ...recordingBindings },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

/** Sends JSON (any value; a string is sent as it is). */
export function sendJson(path: string, method: string, body: unknown, token?: string | null): Promise<Response> {
  return send(path, {
    method,
    token,
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/**
 * Every row of every table, the R2 keys with their ETags, the KV keys and the queued emails. The
 * audit log is left out: it records an organiser's accepted request (an import whose rows were all
 * refused included) without being data the request changed (worker/middleware/audit.ts).
 */
export async function snapshot(): Promise<unknown> {
  const { results: tables } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT IN ('d1_migrations', 'audit_log') ORDER BY name",
  ).all<{ name: string }>();
  const rows = await env.DB.batch(tables.map(({ name }) => env.DB.prepare(`SELECT * FROM "${name}" ORDER BY rowid`)));
  const objects = await env.MEDIA.list();
  const sessions = await env.SESSIONS.list();
  return {
    tables: Object.fromEntries(tables.map(({ name }, i) => [name, rows[i]!.results])),
    objects: objects.objects.map((o) => `${o.key} ${o.etag}`),
    sessions: sessions.keys.map((k) => k.name),
    emails: sent.length,
  };
}
