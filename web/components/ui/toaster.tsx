/** Renders the toast store with Radix Toast (swipe threshold 50 px and F8 hotkey are its defaults). */
import { Toast } from "radix-ui";
import { X } from "lucide-react";
import { TOAST_DEFAULT_MS, dismissToast, useCurrentToast } from "../../lib/toast";
import { cn } from "../../lib/cn";

const variants = {
  default: "border-slate-200 bg-white text-slate-900",
  success: "border-emerald-200 bg-emerald-50 text-emerald-950",
  destructive: "surface-dark border-red-300 bg-red-700 text-white",
} as const;

export function Toaster() {
  const item = useCurrentToast();
  return (
    <Toast.Provider swipeDirection="right" duration={TOAST_DEFAULT_MS}>
      {item && (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          duration={item.duration ?? TOAST_DEFAULT_MS}
          type={item.variant === "destructive" ? "foreground" : "background"}
          className={cn(
            "relative grid w-full gap-1 rounded-lg border p-4 pr-10 shadow-lg",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-none",
            variants[item.variant ?? "default"],
          )}
          data-testid="toast"
        >
          <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
          {item.description && <Toast.Description className="text-sm opacity-90">{item.description}</Toast.Description>}
          <Toast.Close
            aria-label="Close notification"
            className="absolute right-2 top-2 inline-flex size-7 items-center justify-center rounded-md opacity-80 hover:opacity-100 focus-visible:outline-2"
          >
            <X className="size-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="fixed bottom-20 right-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none sm:bottom-4" />
    </Toast.Provider>
  );
}
