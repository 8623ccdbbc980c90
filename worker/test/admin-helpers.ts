/**
 * Helpers of the admin tests: multipart uploads, a recording queue, and workbooks built on the fly.
 */
import type { ClientRequestOptions } from "hono/client";
import writeXlsxFile from "write-excel-file/node";
import type { EmailMessage } from "../email/messages";

/**
 * Options of a typed client call that send multipart `fields` (text or files) as the body:
 * `api(token).speakers.import.$post(undefined, multipart({ excel, eventType }))`. The upload
 * routes read their form themselves (worker/routes/admin/http.ts, readForm), so the client types
 * their path and answer but not the fields.
 */
export function multipart(fields: Record<string, string | File>): ClientRequestOptions {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return { init: { body: form } };
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

/** An .xlsx whose first sheet holds `rows` (row 1 = headers). */
export async function workbookOf(rows: ReadonlyArray<ReadonlyArray<string | number | null>>): Promise<Uint8Array> {
  return new Uint8Array(await writeXlsxFile(rows.map((r) => [...r])).toBuffer());
}
