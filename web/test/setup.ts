/**
 * Component-test setup: jest-dom matchers; after each test, unmount, put back the real fetch
 * (tests replace it with `mockFetch`), real timers and spied originals, empty local storage, and
 * close the toast (the store is module state: a toast left open would show in the next test).
 */
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { dismissToast } from "../lib/toast";

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
