/**
 * Renders the toast store with Radix Toast (swipe threshold 50 px and F8 hotkey are its defaults).
 * Title and description are English messages or a server's `{ message }`, written here in the
 * page's language (docs/i18n.md); a toast is swiped away toward the end edge of the page (right
 * in English, left in Arabic).
 */
import { Toast } from "radix-ui";
import X from "lucide-react/icons/x";
import { writeMessage } from "../../../worker/contract/message-templates";
import { directionOf } from "../../../worker/contract/i18n";
import { TOAST_DEFAULT_MS, dismissToast, useCurrentToast } from "../../lib/toast";
import { useI18n } from "../../lib/i18n";
import { cn } from "../../lib/cn";

const variants = {
  default: "border-slate-200 bg-white text-slate-900",
  success: "border-emerald-200 bg-emerald-50 text-emerald-950",
  destructive: "surface-dark border-red-300 bg-red-700 text-white",
} as const;

export function Toaster() {
  const item = useCurrentToast();
  const i18n = useI18n();
  /** A toast text in the page's language: its own values, or the numbers of a templated server message. */
  const write = (text: string) => {
    return item?.values ? i18n._(text, item.values) : writeMessage(i18n, text);
  };
  return (
    <Toast.Provider
      label={i18n._("Notification")}
      swipeDirection={directionOf(i18n.locale) === "rtl" ? "left" : "right"}
      duration={TOAST_DEFAULT_MS}
    >
      {item && (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          duration={item.duration ?? TOAST_DEFAULT_MS}
          type={item.variant === "destructive" ? "foreground" : "background"}
          className={cn(
            "relative grid w-full gap-1 rounded-lg border p-4 pe-10 shadow-lg",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-none",
            variants[item.variant ?? "default"],
          )}
          data-testid="toast"
        >
          <Toast.Title className="text-sm font-semibold">{write(item.title)}</Toast.Title>
          {item.description && (
            <Toast.Description className="text-sm opacity-90">{write(item.description)}</Toast.Description>
          )}
          <Toast.Close
            aria-label={i18n._("Close notification")}
            className="absolute end-2 top-2 inline-flex size-7 items-center justify-center rounded-md opacity-80 hover:opacity-100 focus-visible:outline-2"
          >
            <X className="size-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport
        // Radix writes the hotkey (F8) into "{hotkey}" itself.
        label={i18n._("Notifications ({hotkey})", { hotkey: "{hotkey}" })}
        className="fixed bottom-20 end-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none sm:bottom-4"
      />
    </Toast.Provider>
  );
}
