/**
 * My Agenda (docs/product.md#my-agenda; docs/api.md#my-agenda): the sessions a signed-in person
 * starred, and their private calendar feed (docs/decisions/0013-private-calendar-feed.md).
 */
import { z } from "./zod";

/** Most sessions one person may star: far above any programme, small enough to bound a request. */
const MAX_STARRED_SESSIONS = 500;

const MY_AGENDA_MESSAGES = {
  notAList: "sessionIds must be a list of session ids",
  notAnId: "sessionIds must be session ids",
  tooMany: `At most ${MAX_STARRED_SESSIONS} sessions`,
  repeated: "Each session may appear only once",
} as const;

/** The 400 message of PUT /api/my-agenda for ids that name no session (the first one is quoted). */
export function unknownSessionMessage(id: number): string {
  return `Unknown session: ${id}`;
}

/** PUT /api/my-agenda body `{ sessionIds }`: the whole set of starred sessions, replacing the stored one. */
export const myAgendaUpdateSchema = z.object({
  sessionIds: z
    .array(z.number({ error: MY_AGENDA_MESSAGES.notAnId }).int().positive(MY_AGENDA_MESSAGES.notAnId), {
      error: MY_AGENDA_MESSAGES.notAList,
    })
    .max(MAX_STARRED_SESSIONS, MY_AGENDA_MESSAGES.tooMany)
    .refine((ids) => new Set(ids).size === ids.length, MY_AGENDA_MESSAGES.repeated),
});

/** GET and PUT /api/my-agenda answer: the starred session ids, ascending. */
export interface MyAgenda {
  sessionIds: number[];
}

/**
 * GET /api/my-agenda/feed and the POSTs that create or reset it: the feed's https URL, or null
 * before the person asked for one.
 */
export interface CalendarFeed {
  url: string | null;
}

/** 404 message of a calendar feed URL whose token is unknown, malformed or reset. */
export const CALENDAR_FEED_NOT_FOUND_MESSAGE = "Calendar feed not found";

/**
 * The `webcal://` form of a feed's https URL (the scheme calendar apps register for subscribing;
 * it is fetched over https).
 */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, "webcal://");
}
