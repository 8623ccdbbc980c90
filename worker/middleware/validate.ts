/**
 * zod validation for route inputs via @hono/zod-validator, refusing bad input with an
 * InvalidInputError (400) carrying the first issue's message (the documented exact texts live in
 * the schemas). Besides the schema:
 * - a "json" input must arrive as JSON: any other Content-Type (or none) is an
 *   UnsupportedFormatError (415), instead of being read as an empty object (Hono's default) and
 *   half-validated; a JSON Content-Type with a body that does not parse is Hono's own 400
 *   "Malformed JSON in request body" (middleware/errors.ts);
 * - text must be well-formed UTF-16: a lone surrogate ("\ud800" is valid JSON) is an
 *   InvalidInputError, because D1 stores text as UTF-8 and would silently replace it with U+FFFD
 *   (the stored text would not be what was sent).
 * The statuses are written by middleware/errors.ts (docs/api.md, Status codes).
 */
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { InvalidInputError, UnsupportedFormatError } from "../services/errors";
import { INVALID_REQUEST_MESSAGE } from "./errors";

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

/**
 * Validator middleware for `target` ("json", "query", "param", "form").
 * @throws UnsupportedFormatError (415) for a "json" input sent without a JSON Content-Type;
 *   InvalidInputError (400) with the first schema issue's message, or
 *   {@link MALFORMED_TEXT_MESSAGE} for a lone surrogate.
 */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result, c) => {
    if (target === "json" && !JSON_MEDIA_TYPE.test(c.req.header("Content-Type")?.split(";")[0]?.trim() ?? "")) {
      throw new UnsupportedFormatError(NOT_JSON_MESSAGE);
    }
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new InvalidInputError(issue?.message ?? INVALID_REQUEST_MESSAGE);
    }
    if (hasLoneSurrogate(result.data)) throw new InvalidInputError(MALFORMED_TEXT_MESSAGE);
  });
}
