/**
 * The check-in desk on this device (docs/product.md#door-check-in): opens the kept data
 * ({@link openDeskStore}), refreshes the pass public key and the roster whenever the network is
 * there (on opening and when it returns), runs the sync ({@link DeskSync}) and checks people in
 * offline ({@link checkInAtDoor}). Re-renders after each change of the kept data.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import type { EventCode } from "../../../worker/contract/event";
import { useEventSettings } from "../../lib/event-settings";
import { fetchPassKeys, fetchRoster, postSync } from "./api";
import { useI18n } from "../../lib/i18n";
import { type DeskStore, openDeskStore, shortDeskId } from "./desk-store";
import { DeskSync, type SyncNotice } from "./sync";
import { checkInAtDoor, type DoorOutcome, type PassVerifier, passVerifier, type Presented } from "./verify";

/** Notices of the sync kept on screen, newest first. */
const NOTICES_SHOWN = 20;

/** Loads the pass public key and the whole roster into `store`; throws when offline. */
async function refreshKept(store: DeskStore): Promise<void> {
  const [jwks, roster] = await Promise.all([fetchPassKeys(), fetchRoster()]);
  await store.replaceRoster(roster.people, roster.checkIns, Date.now());
  await store.setMeta({ jwks, cursor: Math.max(store.meta.cursor, roster.cursor) });
}

export interface Desk {
  /** Null while the kept data opens. */
  store: DeskStore | null;
  /** The last sync's failure or the last refresh's, for the status line. */
  syncError: string | null;
  notices: SyncNotice[];
  checkIn: (presented: Presented, event: EventCode) => Promise<DoorOutcome | null>;
  rename: (name: string) => Promise<void>;
  /** Re-renders the screen after a change made to the store from outside (a reissue). */
  changed: () => void;
}

export function useDesk(): Desk {
  const [store, setStore] = useState<DeskStore | null>(null);
  const [, changed] = useReducer((n: number) => n + 1, 0);
  const [syncError, setSyncError] = useState<string | null>(null);
  const settings = useEventSettings();
  // Read by the opening effect, which runs once: the language the desk is named in.
  const i18n = useRef(useI18n());
  const [notices, setNotices] = useState<SyncNotice[]>([]);
  const sync = useRef<DeskSync | null>(null);
  const verifier = useRef<{ jwks: unknown; verify: PassVerifier } | null>(null);

  useEffect(() => {
    let closed = false;
    let opened: DeskStore | undefined;
    const refresh = () => {
      if (!opened) return;
      refreshKept(opened).then(
        () => {
          changed();
          void sync.current?.flush();
        },
        (error: unknown) => setSyncError(error instanceof Error ? error.message : String(error)),
      );
    };
    void openDeskStore().then(async (kept) => {
      if (closed) return kept.close();
      // A desk syncs from its first check-in: one never named gets "Desk" and a short id, which
      // the organiser can change (docs/product.md#door-check-in).
      if (!kept.meta.deskName)
        await kept.setMeta({ deskName: i18n.current._(/*i18n*/ "Desk {id}", { id: shortDeskId() }) });
      if (closed) return kept.close();
      opened = kept;
      setStore(kept);
      sync.current = new DeskSync(kept, postSync, {
        onSynced: (found) => {
          setSyncError(null);
          if (found.length > 0) setNotices((shown) => [...[...found].reverse(), ...shown].slice(0, NOTICES_SHOWN));
          changed();
        },
        onFailed: (error) => {
          setSyncError(error instanceof Error ? error.message : String(error));
          changed();
        },
      });
      refresh();
      void sync.current.flush();
    });
    window.addEventListener("online", refresh);
    return () => {
      closed = true;
      window.removeEventListener("online", refresh);
      sync.current?.stop();
      sync.current = null;
      opened?.close();
    };
  }, []);

  const checkIn = useCallback(
    async (presented: Presented, event: EventCode) => {
      if (!store) return null;
      if (verifier.current?.jwks !== store.meta.jwks) {
        verifier.current = { jwks: store.meta.jwks, verify: passVerifier(store.meta.jwks) };
      }
      const outcome = await checkInAtDoor(presented, {
        store,
        verify: verifier.current.verify,
        event,
        eventName: settings.events[event].name,
        now: Date.now(),
        newId: () => crypto.randomUUID(),
      });
      changed();
      if (outcome.verdict.status === "checked_in") void sync.current?.flush();
      return outcome;
    },
    [store, settings],
  );

  const rename = useCallback(
    async (name: string) => {
      if (!store) return;
      await store.setMeta({ deskName: name.trim() });
      changed();
      void sync.current?.flush();
    },
    [store],
  );

  return { store, syncError, notices, checkIn, rename, changed };
}
