/**
 * What a check-in desk keeps on the device, in IndexedDB through `idb` (docs/product.md#door-check-in):
 * the pass public key (JWK Set), the admitted people (the roster), the first check-in known per
 * person and event, the queue of check-ins not yet synced, the desk's name and the sync position.
 * Everything survives a reload or a closed tab; a new {@link DeskStore} over the same database
 * reads it back.
 *
 * The door decides synchronously against a copy in memory ({@link DeskStore.lookup}), so a scan
 * never waits for IndexedDB to read; each write goes to memory and to IndexedDB, and
 * {@link DeskStore.record} writes the check-in and its queue entry in one transaction, so one is
 * never kept without the other.
 */
import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import type { JSONWebKeySet } from "jose";
import type { DeskCheckIn, DoorLookup, RosterPerson } from "../../../worker/contract/check-in";
import type { EventCode } from "../../../worker/contract/event";

/** The IndexedDB database of the desk. */
const DESK_DB_NAME = "ac2025-check-in";

/** A check-in as the desk keeps it: `mine` when this device made it. */
export interface KeptCheckIn extends DeskCheckIn {
  mine: boolean;
}

/**
 * A check-in waiting to sync (the body item of POST /api/admin/check-in/sync, docs/api.md#check-in)
 * plus the person the desk resolved it to, for showing the sync's answer.
 */
export interface QueuedCheckIn {
  /** UUID made on the device: the idempotency key of the sync. */
  id: string;
  event: EventCode;
  /** Epoch ms, the device's clock. */
  checkedAt: number;
  token?: string;
  userId?: number;
  /** The person the door admitted (from the pass or the search). */
  personId: number;
}

/** Settings and state of the desk. */
export interface DeskMeta {
  /** The desk's name, sent with each sync: "" until the desk screen first opens and names it. */
  deskName: string;
  /** The pass public key (GET /api/pass/public-key), null before the first load. */
  jwks: JSONWebKeySet | null;
  /** When the roster was last loaded in full, epoch ms, or null. */
  rosterUpdatedAt: number | null;
  /** Sync position: `after` of the next sync. */
  cursor: number;
}

/**
 * A short id for a new desk's default name ("Desk 3F9A"): 4 hexadecimal digits, upper case, from
 * 16 random bits; enough to tell a venue's few desks apart in the check-in list.
 */
export function shortDeskId(): string {
  const [value] = crypto.getRandomValues(new Uint16Array(1));
  return value!.toString(16).toUpperCase().padStart(4, "0");
}

const DEFAULT_META: DeskMeta = { deskName: "", jwks: null, rosterUpdatedAt: null, cursor: 0 };

interface DeskSchema extends DBSchema {
  meta: { key: string; value: unknown };
  people: { key: number; value: RosterPerson };
  checkIns: { key: string; value: KeptCheckIn };
  queue: { key: string; value: QueuedCheckIn };
}

const pairKey = (userId: number, event: EventCode) => `${userId}:${event}`;

/** The desk's data, in memory and in IndexedDB. Open one with {@link openDeskStore}. */
export class DeskStore {
  private readonly peopleById = new Map<number, RosterPerson>();
  private readonly firsts = new Map<string, KeptCheckIn>();
  private readonly pending = new Map<string, QueuedCheckIn>();
  /** Ids of the check-ins this device made. */
  private readonly ownIds = new Set<string>();
  private metaValue: DeskMeta = { ...DEFAULT_META };

  constructor(private readonly db: IDBPDatabase<DeskSchema>) {}

  /** Reads everything kept into memory (once, when opened). */
  async load(): Promise<this> {
    const tx = this.db.transaction(["meta", "people", "checkIns", "queue"]);
    const [metaKeys, metaValues, people, checkIns, queue] = await Promise.all([
      tx.objectStore("meta").getAllKeys(),
      tx.objectStore("meta").getAll(),
      tx.objectStore("people").getAll(),
      tx.objectStore("checkIns").getAll(),
      tx.objectStore("queue").getAll(),
    ]);
    const meta: Record<string, unknown> = { ...DEFAULT_META };
    metaKeys.forEach((key, i) => {
      meta[key] = metaValues[i];
    });
    this.metaValue = meta as unknown as DeskMeta;
    for (const person of people) this.peopleById.set(person.id, person);
    for (const checkIn of checkIns) {
      this.firsts.set(pairKey(checkIn.userId, checkIn.event), checkIn);
      if (checkIn.mine && checkIn.clientId) this.ownIds.add(checkIn.clientId);
    }
    for (const item of queue) {
      this.pending.set(item.id, item);
      this.ownIds.add(item.id);
    }
    return this;
  }

  get meta(): Readonly<DeskMeta> {
    return this.metaValue;
  }

  async setMeta(change: Partial<DeskMeta>): Promise<void> {
    this.metaValue = { ...this.metaValue, ...change };
    const tx = this.db.transaction("meta", "readwrite");
    await Promise.all([...Object.entries(change).map(([key, value]) => tx.store.put(value, key)), tx.done]);
  }

  /** The door's lookup ({@link DoorLookup}) over the kept list, synchronous. */
  readonly lookup: DoorLookup = {
    person: (userId) => this.peopleById.get(userId),
    firstCheckIn: (userId, event) => this.firsts.get(pairKey(userId, event)),
  };

  person(userId: number): RosterPerson | undefined {
    return this.peopleById.get(userId);
  }

  firstCheckIn(userId: number, event: EventCode): KeptCheckIn | undefined {
    return this.firsts.get(pairKey(userId, event));
  }

  /** Every kept person, by id. */
  people(): RosterPerson[] {
    return [...this.peopleById.values()];
  }

  get peopleCount(): number {
    return this.peopleById.size;
  }

  /** Check-ins not yet synced, oldest first. */
  queued(): QueuedCheckIn[] {
    return [...this.pending.values()].sort((a, b) => a.checkedAt - b.checkedAt);
  }

  /**
   * Replaces the kept list with a freshly loaded roster (people no longer registered are dropped)
   * and takes the server's check-ins of those people: the server's first check-in wins over one of
   * this device that has not synced yet (the sync then reports it). Stamps `rosterUpdatedAt` = `now`.
   */
  async replaceRoster(
    people: readonly RosterPerson[],
    serverCheckIns: readonly DeskCheckIn[],
    now: number,
  ): Promise<void> {
    const tx = this.db.transaction(["people", "checkIns", "meta"], "readwrite");
    const peopleStore = tx.objectStore("people");
    const checkInStore = tx.objectStore("checkIns");
    const writes: Promise<unknown>[] = [peopleStore.clear()];
    for (const person of people) writes.push(peopleStore.put(person));
    const kept = serverCheckIns.map((checkIn) => ({ ...checkIn, mine: this.isMine(checkIn) }));
    for (const checkIn of kept) writes.push(checkInStore.put(checkIn, pairKey(checkIn.userId, checkIn.event)));
    writes.push(tx.objectStore("meta").put(now, "rosterUpdatedAt"));
    await Promise.all([...writes, tx.done]);
    this.peopleById.clear();
    for (const person of people) this.peopleById.set(person.id, person);
    for (const checkIn of kept) this.firsts.set(pairKey(checkIn.userId, checkIn.event), checkIn);
    this.metaValue = { ...this.metaValue, rosterUpdatedAt: now };
  }

  /** Updates one kept person (e.g. the new pass version after a reissue on this device). */
  async putPerson(person: RosterPerson): Promise<void> {
    this.peopleById.set(person.id, person);
    await this.db.put("people", person);
  }

  /** Records a check-in made on this device and queues it for the sync, in one transaction. */
  async record(item: QueuedCheckIn, desk: string): Promise<KeptCheckIn> {
    const checkIn: KeptCheckIn = {
      userId: item.personId,
      event: item.event,
      checkedAt: item.checkedAt,
      desk,
      clientId: item.id,
      mine: true,
    };
    this.firsts.set(pairKey(checkIn.userId, checkIn.event), checkIn);
    this.pending.set(item.id, item);
    this.ownIds.add(item.id);
    const tx = this.db.transaction(["checkIns", "queue"], "readwrite");
    await Promise.all([
      tx.objectStore("checkIns").put(checkIn, pairKey(checkIn.userId, checkIn.event)),
      tx.objectStore("queue").put(item),
      tx.done,
    ]);
    return checkIn;
  }

  /**
   * Applies a sync's answer: the queued check-ins `done` leave the queue; `firsts` are the
   * server's first check-ins (kept over the device's), `refused` the pairs the server refused
   * (the device's check-in is forgotten), and `cursor` the next sync position. One transaction.
   */
  async settle({
    done,
    firsts,
    refused,
    cursor,
  }: {
    done: readonly string[];
    firsts: readonly DeskCheckIn[];
    refused: readonly QueuedCheckIn[];
    cursor: number;
  }): Promise<void> {
    const tx = this.db.transaction(["checkIns", "queue", "meta"], "readwrite");
    const writes: Promise<unknown>[] = [];
    for (const id of done) {
      this.pending.delete(id);
      writes.push(tx.objectStore("queue").delete(id));
    }
    for (const item of refused) {
      const key = pairKey(item.personId, item.event);
      if (this.firsts.get(key)?.clientId === item.id) {
        this.firsts.delete(key);
        writes.push(tx.objectStore("checkIns").delete(key));
      }
    }
    for (const first of firsts) {
      const kept = { ...first, mine: this.isMine(first) };
      this.firsts.set(pairKey(first.userId, first.event), kept);
      writes.push(tx.objectStore("checkIns").put(kept, pairKey(first.userId, first.event)));
    }
    writes.push(tx.objectStore("meta").put(cursor, "cursor"));
    await Promise.all([...writes, tx.done]);
    this.metaValue = { ...this.metaValue, cursor };
  }

  /** Whether `checkIn` was made on this device (its id is one this device queued). */
  private isMine(checkIn: DeskCheckIn): boolean {
    return checkIn.clientId !== null && this.ownIds.has(checkIn.clientId);
  }

  close(): void {
    this.db.close();
  }
}

/** Opens (creating on first use) the desk's database `name` and reads it into memory. */
export async function openDeskStore(name: string = DESK_DB_NAME): Promise<DeskStore> {
  const db = await openDB<DeskSchema>(name, 1, {
    upgrade(database) {
      database.createObjectStore("meta");
      database.createObjectStore("people", { keyPath: "id" });
      database.createObjectStore("checkIns");
      database.createObjectStore("queue", { keyPath: "id" });
    },
  });
  return new DeskStore(db).load();
}
