/**
 * The desk's sync (POST /api/admin/check-in/sync, docs/api.md#check-in): sends the queued
 * check-ins, at most {@link SYNC_MAX_ITEMS} a request, and takes the check-ins other desks recorded
 * since the desk's sync position. The server keeps the first check-in per person and event; a
 * replay of the same check-in id changes nothing, so a request lost on the way is simply sent
 * again. {@link DeskSync} runs it when the network returns (`online` event), on an interval, and
 * after a failure with exponential backoff; a queued check-in leaves the device's queue only once
 * the server has answered it.
 */
import {
  alreadyCheckedInMessage,
  SYNC_MAX_ITEMS,
  SYNC_PULL_LIMIT,
  type CheckInSyncAnswer,
  type CheckInSyncRequest,
  type CheckInSyncResult,
  type DeskCheckIn,
} from "../../../worker/contract/check-in";
import type { DeskStore, QueuedCheckIn } from "./desk-store";

/** Sends one sync request; throws when it does not get an answer (offline, 5xx, ...). */
export type SyncPost = (body: CheckInSyncRequest) => Promise<CheckInSyncAnswer>;

/** A synced check-in the server did not keep as this desk's: checked in elsewhere first, or refused. */
export interface SyncNotice {
  item: QueuedCheckIn;
  status: Exclude<CheckInSyncResult["status"], "recorded">;
  /** "Already checked in at 08:23 at another desk", or the server's refusal. */
  message: string;
}

/** Thrown when the desk has no name yet: the sync waits for one. */
class DeskUnnamedError extends Error {
  constructor() {
    super(/*i18n*/ "This desk has no name");
    this.name = "DeskUnnamedError";
  }
}

function notice(item: QueuedCheckIn, result: CheckInSyncResult): SyncNotice | null {
  if (result.status === "refused") return { item, status: "refused", message: result.message };
  if (result.status === "already_checked_in") {
    const elsewhere = result.checkIn.clientId !== item.id;
    return { item, status: result.status, message: alreadyCheckedInMessage(result.checkIn.checkedAt, elsewhere) };
  }
  return null;
}

/**
 * Sends every queued check-in and pulls the other desks' check-ins until both are done.
 * @returns the notices of this run (check-ins not kept as made here).
 * @throws DeskUnnamedError without a desk name; what `post` throws (the queue is left as it was
 *   for the unanswered batch).
 */
export async function syncOnce(store: DeskStore, post: SyncPost): Promise<SyncNotice[]> {
  const desk = store.meta.deskName.trim();
  if (!desk) throw new DeskUnnamedError();
  const notices: SyncNotice[] = [];
  for (;;) {
    const batch = store.queued().slice(0, SYNC_MAX_ITEMS);
    const answer = await post({
      desk,
      after: store.meta.cursor,
      checkIns: batch.map(({ id, event, checkedAt, token, userId }) =>
        token !== undefined ? { id, event, checkedAt, token } : { id, event, checkedAt, userId },
      ),
    });
    const firsts: DeskCheckIn[] = [];
    const refused: QueuedCheckIn[] = [];
    answer.results.forEach((result, i) => {
      const item = batch[i]!;
      if (result.status === "refused") refused.push(item);
      else firsts.push(result.checkIn);
      const note = notice(item, result);
      if (note) notices.push(note);
    });
    firsts.push(...answer.changes);
    await store.settle({ done: batch.map((item) => item.id), firsts, refused, cursor: answer.cursor });
    if (store.queued().length === 0 && answer.changes.length < SYNC_PULL_LIMIT) return notices;
  }
}

/** First retry after a failed sync, ms; doubled after each further failure up to {@link RETRY_MAX_MS}. */
export const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;
/** A sync runs at least this often while the screen is open, ms (pulls other desks' check-ins). */
const SYNC_INTERVAL_MS = 10_000;

export interface DeskSyncEvents {
  /** After each run that got answers (notices may be empty). */
  onSynced?: (notices: SyncNotice[]) => void;
  /** After a failed run; a retry is scheduled. */
  onFailed?: (error: unknown) => void;
}

/**
 * Runs {@link syncOnce} one at a time: {@link DeskSync.flush} now (after a check-in), on the
 * `online` event, every {@link SYNC_INTERVAL_MS}, and after a failure in 1 s, 2 s, 4 s, ... up to
 * 30 s. {@link DeskSync.stop} ends it.
 */
export class DeskSync {
  private running: Promise<void> | null = null;
  private again = false;
  private failures = 0;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private readonly interval: ReturnType<typeof setInterval>;
  private readonly onOnline = () => void this.flush();

  constructor(
    private readonly store: DeskStore,
    private readonly post: SyncPost,
    private readonly events: DeskSyncEvents = {},
  ) {
    globalThis.addEventListener?.("online", this.onOnline);
    this.interval = setInterval(() => void this.flush(), SYNC_INTERVAL_MS);
  }

  /** Starts a run (or one more after the current run); resolves when the runs end. */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    clearTimeout(this.retry);
    this.running = this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async run(): Promise<void> {
    do {
      this.again = false;
      try {
        const notices = await syncOnce(this.store, this.post);
        this.failures = 0;
        this.events.onSynced?.(notices);
      } catch (error) {
        this.failures += 1;
        this.events.onFailed?.(error);
        if (!(error instanceof DeskUnnamedError)) {
          const delay = Math.min(RETRY_FIRST_MS * 2 ** (this.failures - 1), RETRY_MAX_MS);
          this.retry = setTimeout(() => void this.flush(), delay);
        }
        return;
      }
    } while (this.again);
  }

  stop(): void {
    globalThis.removeEventListener?.("online", this.onOnline);
    clearInterval(this.interval);
    clearTimeout(this.retry);
  }
}
