/**
 * Polls on a session (docs/live-room.md#polls): an organiser writes a poll of 2 to 6 options as a
 * draft, opens it and closes it; delegates vote while it is open, one vote each, a new vote
 * replacing the old. Delegates see the counts once it is closed; the presenter screen and
 * organisers see them live.
 */
import { z } from "./zod";

/** A poll's life: written, open for votes, closed (the `polls.status` column, db/schema.ts). */
export type PollStatus = "draft" | "open" | "closed";

/** Options per poll (docs/live-room.md#polls). */
const MIN_POLL_OPTIONS = 2;
const MAX_POLL_OPTIONS = 6;
/** Characters, after trimming. */
const POLL_QUESTION_MAX_LENGTH = 300;
const POLL_OPTION_MAX_LENGTH = 120;

const OPTIONS_COUNT_MESSAGE = /*i18n*/ "A poll needs 2 to 6 options";

/** POST /api/admin/agenda/{id}/polls body: the question and 2 to 6 distinct options (plain text). */
export const pollCreateSchema = z.object({
  question: z
    .string({ error: /*i18n*/ "Question is required" })
    .trim()
    .min(1, /*i18n*/ "Question is required")
    .max(POLL_QUESTION_MAX_LENGTH, /*i18n*/ "Question must be at most 300 characters"),
  options: z
    .array(
      z
        .string({ error: /*i18n*/ "Each option must be text" })
        .trim()
        .min(1, /*i18n*/ "An option cannot be blank")
        .max(POLL_OPTION_MAX_LENGTH, /*i18n*/ "An option must be at most 120 characters"),
      { error: OPTIONS_COUNT_MESSAGE },
    )
    .min(MIN_POLL_OPTIONS, OPTIONS_COUNT_MESSAGE)
    .max(MAX_POLL_OPTIONS, OPTIONS_COUNT_MESSAGE)
    .refine((options) => new Set(options.map((o) => o.toLowerCase())).size === options.length, {
      message: /*i18n*/ "Options must differ from each other",
    }),
});
export type PollCreateData = z.output<typeof pollCreateSchema>;

/** PATCH /api/admin/polls/{pollId} body: open or close the poll. */
export const pollStatusSchema = z.object({
  status: z.enum(["open", "closed"], { error: 'status must be "open" or "closed"' }),
});

/** POST /api/polls/{pollId}/vote body: the chosen option's 0-based index. */
export const pollVoteSchema = z.object({
  option: z
    .number({ error: "option must be the number of an option, from 0" })
    .int("option must be the number of an option, from 0")
    .min(0, "option must be the number of an option, from 0")
    .max(MAX_POLL_OPTIONS - 1, /*i18n*/ "There is no such option"),
});

/**
 * A poll as a viewer sees it. `votes` is null where the viewer may not see counts yet (a delegate,
 * while the poll is open); `total` likewise.
 */
export interface Poll {
  id: number;
  agendaItemId: number;
  question: string;
  status: PollStatus;
  options: { text: string; votes: number | null }[];
  total: number | null;
  updatedAt: string;
}

/** A poll for a signed-in delegate (GET /api/agenda/{id}/polls): with the caller's own vote. */
export interface DelegatePoll extends Poll {
  /** The caller's chosen option (0-based), or null. */
  myVote: number | null;
}
