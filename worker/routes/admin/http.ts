/**
 * Small HTTP helpers of the admin routes: the numeric `:id` parameter, multipart file fields,
 * file downloads and the no-store header of admin answers.
 */
import type { Context, MiddlewareHandler } from "hono";
import { z } from "../../contract/zod";
import type { AppEnv } from "../../app-env";
import { idText } from "../../contract/fields";
import { InvalidInputError, TooLargeError } from "../../services/errors";

/** `:id` path parameter: a row id (contract/fields.ts, idText). */
export const idParamSchema = z.object({ id: idText() });

const NOT_MULTIPART_MESSAGE = "Please send the file as multipart/form-data";

/** Room for the multipart framing and the small text fields next to the file, bytes. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * The request's multipart form. A declared Content-Length over `maxFileBytes` (plus framing) is
 * refused before the body is read, so an oversized upload never fills the Worker's 128 MB.
 * @throws InvalidInputError (400) when the body is not multipart/form-data; TooLargeError (413)
 *   with `tooLargeMessage` when it is too large.
 */
export async function readForm(c: Context<AppEnv>, maxFileBytes: number, tooLargeMessage: string): Promise<FormData> {
  if (!c.req.header("Content-Type")?.toLowerCase().startsWith("multipart/form-data"))
    throw new InvalidInputError(NOT_MULTIPART_MESSAGE);
  if (Number(c.req.header("Content-Length") ?? 0) > maxFileBytes + FORM_OVERHEAD_BYTES)
    throw new TooLargeError(tooLargeMessage);
  try {
    return await c.req.formData();
  } catch {
    throw new InvalidInputError(NOT_MULTIPART_MESSAGE);
  }
}

/**
 * The bytes of file field `name`.
 * @throws InvalidInputError (400) with `missingMessage` when the field is absent, not a file or empty.
 */
export async function readFile(form: FormData, name: string, missingMessage: string): Promise<Uint8Array> {
  const value = form.get(name);
  if (value === null || typeof value === "string" || value.size === 0) throw new InvalidInputError(missingMessage);
  return new Uint8Array(await value.arrayBuffer());
}

/** Text of a form field, or undefined when absent. */
export function readText(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
}

/** A file download (RFC 6266 attachment) that no cache keeps. */
export function download(
  c: Context<AppEnv>,
  body: Uint8Array | string | ReadableStream,
  fileName: string,
  contentType: string,
): Response {
  c.header("Content-Type", contentType);
  c.header("Content-Disposition", `attachment; filename="${fileName}"`);
  c.header("Cache-Control", "private, no-store");
  c.header("X-Content-Type-Options", "nosniff");
  return c.body(typeof body === "string" || body instanceof ReadableStream ? body : (body as Uint8Array<ArrayBuffer>));
}

/** Admin answers hold personal data: never stored by browsers or shared caches. */
export const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.header("Cache-Control", "private, no-store");
};
