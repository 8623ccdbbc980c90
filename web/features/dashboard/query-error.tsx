/** Inline error with a retry button for a failed dashboard read (spec 8: e.g. "HTTP 500"). */
import { Button } from "../../components/ui/button";

export function QueryError({ what, error, onRetry }: { what: string; error: Error | null; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <span>
        Could not load {what}
        {error?.message ? `: ${error.message}` : "."}
      </span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
