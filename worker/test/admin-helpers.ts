/**
 * Helpers of the admin tests: multipart requests, the app with replaced bindings (a counting D1,
 * a recording queue), and workbooks built on the fly.
 */
import { env, exports } from "cloudflare:workers";
import writeXlsxFile from "write-excel-file/node";
import { app } from "../app";
import type { EmailMessage } from "../email/messages";
import { freshIp } from "./helpers";

/** POSTs multipart `fields` (text or files) to `path` through the Worker. */
export function postForm(path: string, fields: Record<string, string | File>, token?: string): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const headers = new Headers({ "CF-Connecting-IP": freshIp() });
  if (token) headers.set("Authorization", `Bearer ${token}`);
  return exports.default.fetch(new Request(`http://localhost:8787${path}`, { method: "POST", headers, body: form }));
}

/** A File from bytes (the name is what a browser would send; the server must not trust it). */
export function fileOf(bytes: Uint8Array, name: string, type = "application/octet-stream"): File {
  return new File([bytes as Uint8Array<ArrayBuffer>], name, { type });
}

/** A queue that records what is sent instead of delivering it. */
export function recordingQueue(): { queue: Queue; sent: EmailMessage[] } {
  const sent: EmailMessage[] = [];
  const queue = {
    send: async (body: EmailMessage) => void sent.push(body),
    sendBatch: async (messages: Iterable<{ body: EmailMessage }>) => {
      for (const m of messages) sent.push(m.body);
    },
  } as unknown as Queue;
  return { queue, sent };
}

/** Calls the app directly with some bindings replaced (e.g. a counting DB or a recording queue). */
export function callWith(bindings: Partial<Env>, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("CF-Connecting-IP", freshIp());
  return Promise.resolve(app.request(`http://localhost:8787${path}`, { ...init, headers }, { ...env, ...bindings }));
}

/** An .xlsx whose first sheet holds `rows` (row 1 = headers). */
export async function workbookOf(rows: ReadonlyArray<ReadonlyArray<string | number | null>>): Promise<Uint8Array> {
  return new Uint8Array(await writeXlsxFile(rows.map((r) => [...r])).toBuffer());
}
