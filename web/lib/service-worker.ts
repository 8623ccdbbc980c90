/**
 * Service worker registration (docs/architecture.md#offline; the worker itself is
 * configured in web/build/pwa.ts). Only the entries (main.tsx, site/hydrate.tsx) import this
 * module: it pulls in vite-plugin-pwa's virtual module, which exists only in app builds.
 */

/** Delay after the load event before the service worker is registered, ms. */
const SERVICE_WORKER_DELAY_MS = 10_000;

/**
 * Registers the service worker (production builds only) {@link SERVICE_WORKER_DELAY_MS} after
 * the page has loaded: it is needed for the next visit, never for this one, so its code and its
 * precache downloads never compete with the page becoming interactive on a slow network.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => void import("virtual:pwa-register").then(({ registerSW }) => registerSW({ immediate: true }));
  const later = () => setTimeout(register, SERVICE_WORKER_DELAY_MS);
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
}
