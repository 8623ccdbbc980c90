/**
 * Modal dialog on Radix Dialog: focus trap, Escape and backdrop close. On close, focus returns to
 * the control that had it when the dialog opened (WCAG 2.4.3), which is the trigger, or the
 * button that opened a dialog shared by a list (no Radix trigger). `side="start" | "end"` renders
 * a sheet along the start (left in English, right in Arabic) or end edge of the page (the side
 * menus); "left" and "right" are the older names of "start" and "end".
 * {@link DialogActions} is the footer of a dialog that saves or deletes: Cancel, then the action.
 */
import { Dialog as DialogPrimitive } from "radix-ui";
import X from "lucide-react/icons/x";
import { useRef, type ReactNode } from "react";
import { cn } from "../../lib/cn";
import { useI18n } from "../../lib/i18n";
import { Button } from "./button";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;

interface DialogContentProps {
  title: ReactNode;
  description?: ReactNode;
  /** Visually hide the title (it stays the accessible name). */
  hideTitle?: boolean;
  /** Where the dialog sits: centred, or a sheet along the start or end edge. */
  side?: "center" | "start" | "end";
  className?: string;
  children: ReactNode;
}

const placement = {
  center:
    "left-1/2 top-1/2 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl",
  start: "inset-y-0 start-0 h-full w-80 max-w-[85vw] overflow-y-auto",
  end: "inset-y-0 end-0 h-full w-80 max-w-[85vw] overflow-y-auto",
} as const;

/**
 * Where focus goes when the dialog closes: back to the element that had focus as it opened,
 * unless that element has left the page or the dialog's own action already moved focus outside
 * the dialog (an in-page link focusing its section); otherwise Radix's default (the trigger).
 */
function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const content = useRef<HTMLDivElement>(null);
  // Radix fires this as the dialog opens, before it moves focus inside.
  const onOpenAutoFocus = () => {
    const focused = document.activeElement;
    opener.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
  };
  const onCloseAutoFocus = (event: Event) => {
    const focused = document.activeElement;
    const focusLeftWithDialog = !focused || focused === document.body || content.current?.contains(focused);
    if (opener.current?.isConnected && focusLeftWithDialog) {
      event.preventDefault();
      opener.current.focus();
    }
  };
  return { ref: content, onOpenAutoFocus, onCloseAutoFocus };
}

export function DialogContent({
  title,
  description,
  hideTitle,
  side = "center",
  className,
  children,
}: DialogContentProps) {
  const returnFocus = useReturnFocus();
  const i18n = useI18n();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/60" data-testid="dialog-overlay" />
      <DialogPrimitive.Content
        {...returnFocus}
        className={cn("fixed z-50 bg-white p-6 shadow-xl focus:outline-none", placement[side], className)}
        {...(description ? {} : { "aria-describedby": undefined })}
      >
        <DialogPrimitive.Title className={cn("pe-10 text-lg font-semibold text-slate-900", hideTitle && "sr-only")}>
          {title}
        </DialogPrimitive.Title>
        {description && (
          <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">
            {description}
          </DialogPrimitive.Description>
        )}
        {children}
        <DialogPrimitive.Close
          aria-label={i18n._("Close")}
          className="absolute end-3 top-3 inline-flex size-10 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
        >
          <X className="size-5" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/**
 * The footer of a dialog with an action: Cancel (closes the dialog; disabled while the action is
 * `pending`, so a running save or delete is not abandoned half-way) and `children`, the action.
 */
export function DialogActions({
  pending,
  className,
  children,
}: {
  pending: boolean;
  className?: string;
  children: ReactNode;
}) {
  const i18n = useI18n();
  return (
    <div className={cn("flex flex-wrap justify-end gap-2", className)}>
      <DialogPrimitive.Close asChild>
        <Button variant="outline" disabled={pending}>
          {i18n._("Cancel")}
        </Button>
      </DialogPrimitive.Close>
      {children}
    </div>
  );
}
