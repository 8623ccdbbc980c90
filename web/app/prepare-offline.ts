/**
 * Offline on the event day (docs/architecture.md#offline): once a delegate is signed in, the code
 * of the screens they need at the venue is loaded in idle time, so the service worker keeps it
 * (web/build/pwa.ts). Apart from web/lib/offline.ts, which the public pages load: the imports
 * below carry the list of those screens' files, which the public pages have no use for
 * (docs/architecture.md#performance-budget).
 */

/** Loads the code of the screens a delegate needs at the venue, when the browser is idle. */
export function prepareOffline(): void {
  const load = () => {
    void Promise.all([
      import("../routes/app/dashboard"),
      import("../routes/app/agenda"),
      import("../routes/app/my-agenda"),
      import("../routes/app/speakers"),
      import("../routes/app/faq"),
      import("../routes/app/my-pass"),
    ]).catch(() => undefined);
  };
  if ("requestIdleCallback" in window) window.requestIdleCallback(load, { timeout: 10_000 });
  else setTimeout(load, 3_000);
}
