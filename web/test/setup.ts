/**
 * Component-test setup: jest-dom matchers; after each test, unmount, put back the real fetch
 * (tests replace it with `mockFetch`), real timers and spied originals, and empty local storage.
 */
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

const realFetch = globalThis.fetch;

afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
  vi.useRealTimers();
  vi.restoreAllMocks();
  // Node-environment tests (`@vitest-environment node`, e.g. web/build/) have no local storage.
  globalThis.localStorage?.clear();
});
