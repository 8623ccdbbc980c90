/**
 * Toast store (docs/messages.md#notifications): at most one toast is visible; a new one replaces it.
 * Durations in ms; default 5,000 (docs/messages.md#timers-and-durations). Rendered by components/ui/toaster.tsx on
 * Radix Toast (swipe 50 px toward the end edge to dismiss, F8 focuses the region), which writes the
 * title and description in the page's language: pass English messages marked for the catalogue
 * (`title: /*i18n*\/ "Saved"`, docs/i18n.md) or a server's `{ message }`, never translated text.
 */
import { useSyncExternalStore } from "react";

export const TOAST_DEFAULT_MS = 5_000;

export interface ToastOptions {
  /** English message id, translated when shown. */
  title: string;
  /** English message id or a server message, translated when shown. */
  description?: string;
  /** Values of the title's and description's ICU placeholders, e.g. `{ min: 6 }`. */
  values?: Readonly<Record<string, string | number>>;
  variant?: "default" | "destructive" | "success";
  /** ms; default {@link TOAST_DEFAULT_MS}. */
  duration?: number;
}

interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
}

let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing the visible one. Returns its id. */
export function toast(options: ToastOptions): number {
  const id = nextId++;
  emit({ ...options, id, open: true });
  return id;
}

/** Closes the visible toast (its exit animation still runs). */
export function dismissToast(id?: number): void {
  if (current && (id === undefined || current.id === id)) emit({ ...current, open: false });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The visible toast, for the toaster. */
export function useCurrentToast(): ToastItem | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

const CARRIED_TOAST_KEY = "ac2025.carriedToast";

/**
 * Keeps the visible toast for the next page, when the current one is about to be replaced by a
 * full page load (the landing page's registration continues at /app, docs/data-model.md#states-and-transitions: "shows the welcome
 * toast and navigates to /app").
 */
export function carryToastToNextPage(): void {
  if (!current?.open) return;
  const { id: _id, open: _open, ...options } = current;
  try {
    sessionStorage.setItem(CARRIED_TOAST_KEY, JSON.stringify(options));
  } catch {
    // Storage unavailable: the toast is simply not carried over.
  }
}

/** Shows a toast carried over from the previous page, once. */
export function showCarriedToast(): void {
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(CARRIED_TOAST_KEY);
    sessionStorage.removeItem(CARRIED_TOAST_KEY);
  } catch {
    return;
  }
  if (stored) toast(JSON.parse(stored) as ToastOptions);
}
