/**
 * Form controls: Input, Textarea, NativeSelect and Field (label, control, error text wired with
 * aria-describedby and aria-invalid). The error is an English message (the contract schemas'
 * messages, worker/contract/fields.ts) written in the page's language (docs/i18n.md).
 */
import {
  useId,
  type ComponentPropsWithRef,
  type ReactElement,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { Slot } from "radix-ui";
import { writeMessage } from "../../../worker/contract/message-templates";
import { cn } from "../../lib/cn";
import { useI18n } from "../../lib/i18n";

const control =
  "w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 " +
  "focus-visible:outline-offset-1 " +
  "disabled:bg-slate-100 disabled:text-slate-600 aria-[invalid=true]:border-red-600";

/** A text input; `ref` reaches the <input> (React 19 passes it as a prop). */
export function Input({ className, ...props }: ComponentPropsWithRef<"input">) {
  return <input className={cn(control, "h-11", className)} {...props} />;
}

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(control, "py-2", className)} {...props} />;
}

export function NativeSelect({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cn(control, "h-11", className)} {...props} />;
}

interface FieldProps {
  label: ReactNode;
  required?: boolean;
  /** English message id, e.g. a schema's "Email is required"; shown translated. */
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** The single control; receives id, aria-invalid and aria-describedby. */
  children: ReactElement;
}

/** Label + control + hint + error, accessible by construction. */
export function Field({ label, required, error, hint, className, children }: FieldProps) {
  const i18n = useI18n();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span className="text-red-700" aria-hidden>
            {" "}
            *
          </span>
        )}
      </label>
      <Slot.Root
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
      >
        {children}
      </Slot.Root>
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {writeMessage(i18n, error)}
        </p>
      )}
    </div>
  );
}
