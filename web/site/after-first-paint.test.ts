/**
 * A public page's start-up after its first paint (./after-first-paint.ts): nothing of the page's
 * code or the Arabic typeface is requested before the first contentful paint; after it, the entry
 * is imported and, on an Arabic page that waits for the typeface, the faces are fetched and the
 * cookie that tells the Worker they are cached is set only once both have loaded.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startAfterFirstPaint } from "./after-first-paint";

/** Stand-in for PerformanceObserver: the test reports paints through {@link paint}. */
class PaintObserver {
  static supportedEntryTypes = ["paint"];
  static active = new Set<PaintObserver>();
  constructor(private readonly report: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
  observe() {
    PaintObserver.active.add(this);
  }
  disconnect() {
    PaintObserver.active.delete(this);
  }
  static paint(name: string) {
    for (const observer of [...PaintObserver.active])
      observer.report({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  }
}

const load = vi.fn<(font: string, text: string) => Promise<unknown[]>>();

function page(html: string, { typeface }: { typeface?: string } = {}) {
  document.head.innerHTML = `<script type="module" src="/assets/site-boot.js" data-entry="/assets/site-agenda.js"></script>`;
  document.body.innerHTML = html;
  if (typeface) document.documentElement.setAttribute("data-typeface", typeface);
}

beforeEach(() => {
  vi.stubGlobal("PerformanceObserver", PaintObserver);
  Object.defineProperty(document, "fonts", { value: { load }, configurable: true });
  load.mockResolvedValue([{}]);
});

afterEach(() => {
  PaintObserver.active.clear();
  document.documentElement.removeAttribute("data-typeface");
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the cookie the code under test set.
  document.cookie = "typeface=; Max-Age=0; Path=/";
  vi.unstubAllGlobals();
  load.mockReset();
});

describe("a public page after its first paint", () => {
  it("imports the page's entry only once the first contentful paint is reported", async () => {
    page("<p>Agenda</p>");
    const importEntry = vi.fn(async () => undefined);
    startAfterFirstPaint(importEntry);
    PaintObserver.paint("first-paint");
    expect(importEntry).not.toHaveBeenCalled();
    PaintObserver.paint("first-contentful-paint");
    expect(importEntry).toHaveBeenCalledExactlyOnceWith("/assets/site-agenda.js");
    // The observer is done: a later report does not import the page twice.
    PaintObserver.paint("first-contentful-paint");
    expect(importEntry).toHaveBeenCalledOnce();
    expect(load).not.toHaveBeenCalled();
  });

  it("fetches the Arabic typeface after the paint, then sets the cookie", async () => {
    page("<p>البرنامج</p>", { typeface: "deferred" });
    startAfterFirstPaint(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    PaintObserver.paint("first-contentful-paint");
    expect(load.mock.calls.map(([font]) => font)).toEqual([
      '400 1em "IBM Plex Sans Arabic"',
      '700 1em "IBM Plex Sans Arabic"',
    ]);
    await vi.waitFor(() => expect(document.cookie).toContain("typeface=cached"));
  });

  it("sets no cookie when a face does not load", async () => {
    page("<p>البرنامج</p>", { typeface: "deferred" });
    load.mockResolvedValueOnce([{}]).mockRejectedValueOnce(new DOMException("offline", "NetworkError"));
    startAfterFirstPaint(async () => undefined);
    PaintObserver.paint("first-contentful-paint");
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.cookie).not.toContain("typeface=");
  });

  it("leaves the typeface alone on a page that already uses it", () => {
    page("<p>البرنامج</p>");
    startAfterFirstPaint(async () => undefined);
    PaintObserver.paint("first-contentful-paint");
    expect(load).not.toHaveBeenCalled();
  });

  it("waits for the next frame where Paint Timing is missing", async () => {
    PaintObserver.supportedEntryTypes = [];
    try {
      page("<p>Agenda</p>");
      const importEntry = vi.fn(async () => undefined);
      startAfterFirstPaint(importEntry);
      expect(importEntry).not.toHaveBeenCalled();
      await vi.waitFor(() => expect(importEntry).toHaveBeenCalledOnce());
    } finally {
      PaintObserver.supportedEntryTypes = ["paint"];
    }
  });
});
