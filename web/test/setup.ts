/**
 * Component-test setup: jest-dom matchers; before each test, a fake WebSocket (./fake-socket.ts) in
 * place of the browser's, so no screen opens a real connection; after each test, unmount, put back the real fetch
 * (tests replace it with `mockFetch`), real timers and spied originals, empty local storage, and
 * close the toast (the store is module state: a toast left open would show in the next test).
 * `findBy*` and `waitFor` wait up to 5 s instead of Testing Library's 1 s: screens load lazy
 * chunks, which Vite transforms on their first import, and on a busy 2-core machine that alone
 * has taken over a second (the landing page's registration widget in a CI rehearsal).
 */
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { dismissToast } from "../lib/toast";
import { FakeSocket } from "./fake-socket";

configure({ asyncUtilTimeout: 5_000 });

const realFetch = globalThis.fetch;
const realWebSocket = globalThis.WebSocket;

beforeEach(() => {
  FakeSocket.opened = [];
  globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
});

afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
  globalThis.WebSocket = realWebSocket;
  vi.useRealTimers();
  vi.restoreAllMocks();
  // Node-environment tests (`@vitest-environment node`, e.g. web/build/) have no local storage.
  globalThis.localStorage?.clear();
  dismissToast();
});
