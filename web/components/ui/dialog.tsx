/**
 * Modal dialog on Radix Dialog: focus trap, Escape and backdrop close, focus returns to the
 * trigger. `side="right" | "left"` renders a slide-in sheet (the app's side menu).
 * {@link DialogActions} is the footer of a dialog that saves or deletes: Cancel, then the action.
 */
import { Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Button } from "./button";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;

interface DialogContentProps {
  title: ReactNode;
  description?: ReactNode;
  /** Visually hide the title (it stays the accessible name). */
  hideTitle?: boolean;
  side?: "center" | "left" | "right";
  className?: string;
  children: ReactNode;
}

const placement = {
  center:
    "left-1/2 top-1/2 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl",
  right: "inset-y-0 right-0 h-full w-80 max-w-[85vw] overflow-y-auto",
  left: "inset-y-0 left-0 h-full w-80 max-w-[85vw] overflow-y-auto",
} as const;

export function DialogContent({ title, description, hideTitle, side = "center", className, children }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/60" data-testid="dialog-overlay" />
      <DialogPrimitive.Content
        className={cn("fixed z-50 bg-white p-6 shadow-xl focus:outline-none", placement[side], className)}
        {...(description ? {} : { "aria-describedby": undefined })}
      >
        <DialogPrimitive.Title className={cn("pr-10 text-lg font-semibold text-slate-900", hideTitle && "sr-only")}>
          {title}
        </DialogPrimitive.Title>
        {description && (
          <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">{description}</DialogPrimitive.Description>
        )}
        {children}
        <DialogPrimitive.Close
          aria-label="Close"
          className="absolute right-3 top-3 inline-flex size-10 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
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
export function DialogActions({ pending, className, children }: { pending: boolean; className?: string; children: ReactNode }) {
  return (
    <div className={cn("flex flex-wrap justify-end gap-2", className)}>
      <DialogPrimitive.Close asChild>
        <Button variant="outline" disabled={pending}>
          Cancel
        </Button>
      </DialogPrimitive.Close>
      {children}
    </div>
  );
}
