/**
 * Component-test setup: jest-dom matchers; after each test, unmount, put back the real fetch
 * (tests replace it with `mockFetch`), real timers and spied originals, empty local storage, and
 * close the toast (the store is module state: a toast left open would show in the next test).
 * `findBy*` and `waitFor` wait up to 5 s instead of Testing Library's 1 s: screens load lazy
 * chunks, which Vite transforms on their first import, and on a busy 2-core machine that alone
 * has taken over a second (the landing page's registration widget in a CI rehearsal).
 */
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { dismissToast } from "../lib/toast";

configure({ asyncUtilTimeout: 5_000 });

const realFetch = globalThis.fetch;

afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
  vi.useRealTimers();
  vi.restoreAllMocks();
  // Node-environment tests (`@vitest-environment node`, e.g. web/build/) have no local storage.
  globalThis.localStorage?.clear();
  dismissToast();
});
