/**
 * zod validation for route inputs via @hono/zod-validator, answering 400 `{ message }` with the
 * first issue's message (the documented exact texts live in the schemas). Before the schema runs:
 * - a "json" input must arrive as JSON: any other Content-Type (or none) is 415, instead of
 *   being read as an empty object (Hono's default) and half-validated;
 * - text must be well-formed UTF-16: a lone surrogate ("\ud800" is valid JSON) is 400, because
 *   D1 stores text as UTF-8 and would silently replace it with U+FFFD (the stored text would
 *   not be what was sent).
 */
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";

const NOT_JSON_MESSAGE = "Please send the request body as JSON (Content-Type: application/json)";
export const MALFORMED_TEXT_MESSAGE = /*i18n*/ "Text contains an invalid character (an unpaired UTF-16 surrogate)";

/** application/json and application/*+json (RFC 6839), as Hono's validator matches them. */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * True when any string in `value` (object keys included, at any depth) holds a lone surrogate.
 * Walks with an explicit stack: input nesting depth is the sender's choice.
 */
function hasLoneSurrogate(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (LONE_SURROGATE.test(item)) return true;
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (item !== null && typeof item === "object") {
      for (const [key, child] of Object.entries(item)) pending.push(key, child);
    }
  }
  return false;
}

/** Validator middleware for `target` ("json", "query", "param", "form"). */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result, c) => {
    if (target === "json" && !JSON_MEDIA_TYPE.test(c.req.header("Content-Type")?.split(";")[0]?.trim() ?? "")) {
      return c.json({ message: NOT_JSON_MESSAGE }, 415);
    }
    if (!result.success) {
      const issue = result.error.issues[0];
      return c.json({ message: issue?.message ?? "Invalid request" }, 400);
    }
    if (hasLoneSurrogate(result.data)) return c.json({ message: MALFORMED_TEXT_MESSAGE }, 400);
  });
}
