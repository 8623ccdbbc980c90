/** Loading, empty and error states: Spinner, PageSpinner, Skeleton, EmptyState, QueryError, Badge. */
import type { HTMLAttributes, ReactNode } from "react";
import { writeMessage } from "../../../worker/contract/message-templates";
import { cn } from "../../lib/cn";
import { useI18n } from "../../lib/i18n";
import { Button } from "./button";

/** A spinner announced as `label` ("Loading" when none is given). */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  const i18n = useI18n();
  return (
    <span role="status" className={cn("inline-flex items-center", className)}>
      <span className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" aria-hidden />
      <span className="sr-only">{label ?? i18n._("Loading")}</span>
    </span>
  );
}

/** A centred full-height spinner (docs/product.md#protected-routes). */
export function PageSpinner() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner />
    </div>
  );
}

export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden className={cn("animate-pulse rounded-md bg-slate-200", className)} {...props} />;
}

export function EmptyState({ title, children, icon }: { title: string; children?: ReactNode; icon?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
      {icon}
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      {children && <div className="max-w-md text-sm text-slate-600">{children}</div>}
    </div>
  );
}

interface QueryErrorProps {
  /** What failed, e.g. "Could not load the agenda". */
  title: string;
  /**
   * The failed read's error; its message (the server's, or "HTTP 500", docs/messages.md#toasts-and-the-error-catalogue)
   * shows under the title, in the page's language when the catalogue has it.
   */
  error?: Error | null;
  onRetry: () => void;
  /** Disables "Try again" while the refetch runs. */
  retrying?: boolean;
}

/** A failed read, announced as an alert, with a "Try again" button. */
export function QueryError({ title, error, onRetry, retrying }: QueryErrorProps) {
  const i18n = useI18n();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
    >
      <div className="grid gap-0.5">
        <p className="font-semibold">{title}</p>
        {error?.message && <p>{writeMessage(i18n, error.message)}</p>}
      </div>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        {i18n._("Try again")}
      </Button>
    </div>
  );
}

const badgeVariants = {
  neutral: "bg-slate-100 text-slate-800",
  brand: "bg-brand-100 text-brand-900",
  accent: "bg-accent-100 text-accent-900",
  success: "bg-emerald-100 text-emerald-900",
  warning: "bg-amber-100 text-amber-900",
  danger: "bg-red-100 text-red-900",
} as const;

export function Badge({
  variant = "neutral",
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { variant?: keyof typeof badgeVariants }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        badgeVariants[variant],
        className,
      )}
      {...props}
    />
  );
}
