/**
 * Door check-in, shared by the Worker and the check-in desk's browser (docs/product.md#door-check-in,
 * docs/api.md#check-in, docs/decisions/0005-pass-token-and-check-in.md):
 * - {@link doorVerdict}: THE decision for a presented pass or a person found by search, with its
 *   messages. The desk runs it offline against the list it keeps (the roster), the Worker runs it
 *   again when the desk's check-ins sync, so the two cannot answer differently;
 * - the roster a desk keeps ({@link RosterPage}, GET /api/admin/check-in/roster);
 * - the sync of a desk's queued check-ins ({@link checkInSyncSchema}, POST /api/admin/check-in/sync):
 *   the first check-in per person and event that reaches the server is kept, whichever desk made
 *   it; a replay of the same check-in (same `id`) changes nothing;
 * - counts and arrivals per 10 minutes ({@link CheckInCounts}) and the no-shows export query.
 * Times are epoch milliseconds (UTC); the screens show them in Kuwait time.
 */
import { EVENT_CODES, type EventCode } from "./event";
import { fillTemplate } from "./message-templates";
import type { PassTokenClaims } from "./pass";
import { kuwaitTime } from "./time";
import type { UserType } from "./user";
import { z } from "./zod";

/** Longest desk name, characters. */
export const DESK_NAME_MAX = 40;
/** Check-ins a sync request carries at most. */
export const SYNC_MAX_ITEMS = 100;

/**
 * The check-in messages (docs/messages.md), marked for the catalogue (docs/i18n.md): the API
 * answers them in English, and the desk shows them in its language with `i18n._(message)`; the
 * messages with a value in them are templates of worker/contract/message-templates.ts, read back
 * with `readTemplate`.
 */
export const CHECK_IN_MESSAGES = {
  /** Bad signature, another issuer's key, expired, malformed or not a pass token at all. */
  invalidToken: /*i18n*/ "This QR code is not a valid conference pass.",
  /** A valid pass whose person has no registration (deleted, or unknown to the desk's list). */
  notFound: /*i18n*/ "No registration found for this pass.",
  noPerson: /*i18n*/ "No registration found.",
  /** A valid pass of a lower version than the person's current one: an organiser reissued it. */
  reissued: /*i18n*/ "This pass was reissued; ask for the new one.",
  checkedIn: /*i18n*/ "Checked in",
  event: /*i18n*/ "Choose AC2025 or GC_POWERLIST",
  token: /*i18n*/ "Scan a pass QR code",
  desk: /*i18n*/ "Name this desk, for example Desk 1",
  deskTooLong: fillTemplate("A desk name is at most {max} characters", { max: DESK_NAME_MAX }),
  checkIns: fillTemplate("Send at most {max} check-ins at a time", { max: SYNC_MAX_ITEMS }),
  item: /*i18n*/ "Each check-in needs an id, an event, a time and either a pass code or a person",
  after: /*i18n*/ "Invalid sync position",
  /** A sync item whose id was used before for another person or event. */
  idReused: /*i18n*/ "This check-in's id was already used for another check-in.",
} as const;

/** "This pass is not valid for {event name}." (the pass does not admit the event). */
function wrongEventMessage(eventName: string): string {
  return fillTemplate("This pass is not valid for {event}.", { event: eventName });
}

/**
 * "Already checked in at 08:23" (Kuwait time of the first check-in), with " at another desk"
 * when that check-in was made on another device.
 */
export function alreadyCheckedInMessage(checkedAt: number, elsewhere: boolean): string {
  const time = kuwaitTime(new Date(checkedAt));
  return elsewhere
    ? fillTemplate("Already checked in at {time} at another desk", { time })
    : fillTemplate("Already checked in at {time}", { time });
}

/** A check-in as both sides keep it. */
export interface DeskCheckIn {
  userId: number;
  event: EventCode;
  /** When the desk checked the person in: epoch ms, the device's clock, never later than the server's. */
  checkedAt: number;
  /** Name of the desk (device) that made it, "" for check-ins made before desks existed. */
  desk: string;
  /** The desk's id of the check-in (a UUID), or null for check-ins made before desks existed. */
  clientId: string | null;
}

/** What the door knows of a person: the Worker's row, or the desk's kept list. */
export interface DoorPerson {
  id: number;
  candidateNumber: number;
  /** Current pass version (from 1); tokens of a lower one were reissued. */
  passVersion: number;
  /** Events the person is admitted to. */
  events: readonly EventCode[];
}

/** A person in the list a desk keeps (docs/data-model.md#check-in-shapes). */
export interface RosterPerson extends DoorPerson {
  firstName: string;
  lastName: string;
  company: string;
  userType: UserType;
  events: EventCode[];
}

/** People per roster page: two pages for 10,000 people. */
export const ROSTER_PAGE_SIZE = 5_000;

/** GET /api/admin/check-in/roster?after=: people with an id above `after` (default 0). */
export const rosterQuerySchema = z.object({
  after: z
    .string({ error: CHECK_IN_MESSAGES.after })
    .regex(/^\d{1,15}$/, CHECK_IN_MESSAGES.after)
    .transform(Number)
    .default(0),
});

/** One page of the roster, people by id. */
export interface RosterPage {
  people: RosterPerson[];
  /** Every check-in of these people. */
  checkIns: DeskCheckIn[];
  /** `after` of the next page, or null after the last. */
  next: number | null;
  /** Sync position at the time of this page: pass it as `after` of the first sync. */
  cursor: number;
}

/** Check-ins recorded by other desks that a sync answers at most (the next sync goes on). */
export const SYNC_PULL_LIMIT = 1_000;
/** Longest pass code accepted (a token is about 240-310 characters). */
const TOKEN_MAX = 2_000;

const eventField = z.enum(EVENT_CODES, { error: CHECK_IN_MESSAGES.event });

/**
 * A check-in queued on a desk: its id (a UUID made by the desk; the idempotency key), the event,
 * when it happened (epoch ms, device clock) and either the pass code scanned (`token`) or the id of
 * the person found by search (`userId`).
 */
const syncItemSchema = z
  .object({
    id: z.uuid({ error: CHECK_IN_MESSAGES.item }),
    event: eventField,
    checkedAt: z
      .number({ error: CHECK_IN_MESSAGES.item })
      .int(CHECK_IN_MESSAGES.item)
      .min(0, CHECK_IN_MESSAGES.item)
      .max(8.64e15, CHECK_IN_MESSAGES.item),
    token: z
      .string({ error: CHECK_IN_MESSAGES.token })
      .trim()
      .min(1, CHECK_IN_MESSAGES.token)
      .max(TOKEN_MAX, CHECK_IN_MESSAGES.invalidToken)
      .optional(),
    userId: z
      .number({ error: CHECK_IN_MESSAGES.noPerson })
      .int()
      .positive(CHECK_IN_MESSAGES.noPerson)
      .max(Number.MAX_SAFE_INTEGER, CHECK_IN_MESSAGES.noPerson)
      .optional(),
  })
  .refine((item) => (item.token === undefined) !== (item.userId === undefined), { error: CHECK_IN_MESSAGES.item });
export type CheckInSyncItem = z.output<typeof syncItemSchema>;

/**
 * POST /api/admin/check-in/sync: the desk's name, its queued check-ins (at most
 * {@link SYNC_MAX_ITEMS}; none to only pull) and `after`, the sync position it has seen.
 */
export const checkInSyncSchema = z.object({
  desk: z
    .string({ error: CHECK_IN_MESSAGES.desk })
    .trim()
    .min(1, CHECK_IN_MESSAGES.desk)
    .max(DESK_NAME_MAX, CHECK_IN_MESSAGES.deskTooLong),
  after: z
    .number({ error: CHECK_IN_MESSAGES.after })
    .int(CHECK_IN_MESSAGES.after)
    .min(0, CHECK_IN_MESSAGES.after)
    .max(Number.MAX_SAFE_INTEGER, CHECK_IN_MESSAGES.after)
    .optional(),
  checkIns: z.array(syncItemSchema, { error: CHECK_IN_MESSAGES.item }).max(SYNC_MAX_ITEMS, CHECK_IN_MESSAGES.checkIns),
});
export type CheckInSyncRequest = z.input<typeof checkInSyncSchema>;

/** Why the door refused. */
type RefusalReason = "invalid" | "not_admitted" | "not_found" | "reissued";

/**
 * The door's answer to one check-in: "checked_in" (recorded now), "already_checked_in" with the
 * first check-in, or "refused" with the reason and the message to show.
 */
export type DoorVerdict =
  | { status: "checked_in"; userId: number }
  | { status: "already_checked_in"; userId: number; first: DeskCheckIn }
  | { status: "refused"; reason: RefusalReason; message: string };

/** What is presented at the door: a verified pass (claims, null when it did not verify) or a person found by search. */
export type DoorPresentation = { claims: PassTokenClaims | null } | { userId: number };

/** What the door looks up: the person and their first check-in to the event. */
export interface DoorLookup {
  person(userId: number): DoorPerson | undefined;
  firstCheckIn(userId: number, event: EventCode): DeskCheckIn | undefined;
}

/**
 * The door's decision, in this order (docs/decisions/0005-pass-token-and-check-in.md):
 * 1. a pass that did not verify: refused, "This QR code is not a valid conference pass.";
 * 2. a pass that does not admit the event: refused, "This pass is not valid for {event name}.";
 * 3. no such person (or the pass names another candidate number): "No registration found for this
 *    pass." ("No registration found." for a search);
 * 4. a pass of a lower version than the person's: "This pass was reissued; ask for the new one.";
 *    a higher one was never issued: invalid;
 * 5. a person not admitted to the event: refused as in 2;
 * 6. a first check-in exists: "already_checked_in" with it; else "checked_in".
 */
export function doorVerdict(
  presented: DoorPresentation,
  event: EventCode,
  eventName: string,
  lookup: DoorLookup,
): DoorVerdict {
  const refused = (reason: RefusalReason, message: string): DoorVerdict => ({ status: "refused", reason, message });
  let userId: number;
  if ("claims" in presented) {
    const { claims } = presented;
    if (!claims) return refused("invalid", CHECK_IN_MESSAGES.invalidToken);
    if (!claims.ev.includes(event)) return refused("not_admitted", wrongEventMessage(eventName));
    userId = Number(claims.sub);
    const person = lookup.person(userId);
    if (!person || person.candidateNumber !== claims.cn) return refused("not_found", CHECK_IN_MESSAGES.notFound);
    if (claims.pv < person.passVersion) return refused("reissued", CHECK_IN_MESSAGES.reissued);
    if (claims.pv > person.passVersion) return refused("invalid", CHECK_IN_MESSAGES.invalidToken);
  } else {
    userId = presented.userId;
    if (!lookup.person(userId)) return refused("not_found", CHECK_IN_MESSAGES.noPerson);
  }
  if (!lookup.person(userId)!.events.includes(event)) return refused("not_admitted", wrongEventMessage(eventName));
  const first = lookup.firstCheckIn(userId, event);
  return first ? { status: "already_checked_in", userId, first } : { status: "checked_in", userId };
}

/** The server's answer to one synced check-in. */
export type CheckInSyncResult =
  /** This check-in is the one kept (also on a replay). */
  | { id: string; status: "recorded"; checkIn: DeskCheckIn }
  /** Another check-in was first: `checkIn` is that one. */
  | { id: string; status: "already_checked_in"; checkIn: DeskCheckIn }
  /** Nothing recorded: the door's refusal (a reissued pass, a deleted registration, ...). */
  | { id: string; status: "refused"; reason: RefusalReason | "id_reused"; message: string };

/** POST /api/admin/check-in/sync answer. */
export interface CheckInSyncAnswer {
  /** One per check-in sent, in the same order. */
  results: CheckInSyncResult[];
  /** Check-ins recorded after `after`, oldest first, at most {@link SYNC_PULL_LIMIT} (none without `after`). */
  changes: DeskCheckIn[];
  /** The sync position after `changes`: the next `after`. */
  cursor: number;
}

/** Width of an arrivals bar: 10 minutes, in ms. Kuwait is UTC+3, so the bars start at :00, :10, ... there too. */
export const ARRIVAL_BUCKET_MS = 10 * 60_000;

/** Check-ins in one 10-minute interval starting at `start` (epoch ms, a multiple of {@link ARRIVAL_BUCKET_MS}). */
export interface ArrivalBucket {
  start: number;
  count: number;
}

/** Registered people, check-ins and arrivals per 10 minutes of one event. */
interface CheckInCount {
  event: EventCode;
  checkedIn: number;
  registered: number;
  /** Intervals with at least one check-in, oldest first. */
  arrivals: ArrivalBucket[];
}

/** GET /api/admin/check-in/counts: every event, in {@link EVENT_CODES} order. */
export type CheckInCounts = CheckInCount[];

/** GET /api/admin/check-in/no-shows?event=: the event whose admitted people not checked in are exported. */
export const noShowsQuerySchema = z.object({ event: eventField });
