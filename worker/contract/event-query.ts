/** `?event=` query of the public lists (docs/api.md#content). */
import { z } from "./zod";
import { EVENT_CODES } from "./event";

/** Optional, one of the event codes. */
export const eventQuerySchema = z.object({
  event: z.enum(EVENT_CODES, { error: "event must be AC2025 or GC_POWERLIST" }).optional(),
});
