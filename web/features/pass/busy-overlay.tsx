/**
 * Full-screen overlay while the pass is busy (docs/data-model.md#states-and-transitions during the download,
 * "Updating QR Code" for 1.5 s after a save). Announced through a live region. `label` is already
 * written in the page's language.
 */
export function BusyOverlay({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-live="assertive"
      data-testid="busy-overlay"
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/60 p-4"
    >
      <div className="flex items-center gap-3 rounded-xl bg-white px-6 py-5 shadow-xl">
        <span className="size-7 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" aria-hidden />
        <p className="text-base font-semibold text-slate-900">{label}</p>
      </div>
    </div>
  );
}
