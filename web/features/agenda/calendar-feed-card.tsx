/**
 * "Subscribe in your calendar" on My Agenda (docs/product.md#my-agenda;
 * docs/decisions/0013-private-calendar-feed.md): the private feed of the starred sessions as a
 * `webcal://` link and as a URL to copy, "Get calendar link" before there is one and "Reset link"
 * to replace it (the old URL stops working at once).
 */
import { CalendarPlus, Copy, RefreshCw } from "lucide-react";
import { useId } from "react";
import { webcalUrl } from "../../../worker/contract/my-agenda";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { QueryError, Spinner } from "../../components/ui/feedback";
import { Input } from "../../components/ui/field";
import { toast } from "../../lib/toast";
import { useCalendarFeed, useCalendarFeedAction } from "./my-agenda-api";

const FEED_MESSAGES = {
  copied: "Calendar link copied",
  copyFailed: "Could not copy the link. Select it and copy it by hand.",
  reset: "Calendar link reset. The old link no longer works.",
} as const;

function FeedLink({ url }: { url: string }) {
  const inputId = useId();
  const reset = useCalendarFeedAction("reset");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: FEED_MESSAGES.copied, variant: "success" });
    } catch {
      toast({ title: FEED_MESSAGES.copyFailed, variant: "destructive" });
    }
  };
  return (
    <div className="grid gap-3">
      <div>
        <Button asChild>
          <a href={webcalUrl(url)}>
            <CalendarPlus className="size-5" aria-hidden />
            Subscribe in Calendar
          </a>
        </Button>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={inputId} className="text-sm font-semibold text-slate-900">
          Calendar link
        </label>
        <Input id={inputId} readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="text-sm" />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden />
          Copy link
        </Button>
        <Button
          variant="outline"
          disabled={reset.isPending}
          onClick={() => reset.mutate(undefined, { onSuccess: () => toast({ title: FEED_MESSAGES.reset }) })}
        >
          <RefreshCw className="size-4" aria-hidden />
          Reset link
        </Button>
      </div>
    </div>
  );
}

export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const create = useCalendarFeedAction("create");
  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscribe in your calendar</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm text-slate-700">
          Your calendar app shows your starred sessions and follows the organisers&apos; changes. The link is private:
          anyone who has it can see your starred sessions, so reset it if it was shared.
        </p>
        {feed.isPending ? (
          <Spinner label="Loading calendar link" />
        ) : feed.isError ? (
          <QueryError
            title="Could not load the calendar link"
            error={feed.error}
            onRetry={() => void feed.refetch()}
            retrying={feed.isFetching}
          />
        ) : feed.data?.url ? (
          <FeedLink url={feed.data.url} />
        ) : (
          <div>
            <Button onClick={() => create.mutate()} disabled={create.isPending}>
              <CalendarPlus className="size-5" aria-hidden />
              Get calendar link
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
