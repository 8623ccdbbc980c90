/**
 * zod validation for route inputs via @hono/zod-validator, answering 400 `{ message }` with the
 * first issue's message (the spec's exact texts live in the schemas).
 */
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";

/** Validator middleware for `target` ("json", "query", "param", "form"). */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      return c.json({ message: issue?.message ?? "Invalid request" }, 400);
    }
  });
}
