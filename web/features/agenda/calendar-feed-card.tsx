/**
 * "Subscribe in your calendar" on My Agenda (docs/product.md#my-agenda;
 * docs/decisions/0013-private-calendar-feed.md): the private feed of the starred sessions as a
 * `webcal://` link and as a URL to copy, "Get calendar link" before there is one and "Reset link"
 * to replace it (the old URL stops working at once).
 */
import CalendarPlus from "lucide-react/icons/calendar-plus";
import Copy from "lucide-react/icons/copy";
import RefreshCw from "lucide-react/icons/refresh-cw";
import { useId } from "react";
import { webcalUrl } from "../../../worker/contract/my-agenda";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { QueryError, Spinner } from "../../components/ui/feedback";
import { Input } from "../../components/ui/field";
import { useI18n } from "../../lib/i18n";
import { toast } from "../../lib/toast";
import { useCalendarFeed, useCalendarFeedAction } from "./my-agenda-api";

const FEED_MESSAGES = {
  copied: /*i18n*/ "Calendar link copied",
  copyFailed: /*i18n*/ "Could not copy the link. Select it and copy it by hand.",
  reset: /*i18n*/ "Calendar link reset. The old link no longer works.",
} as const;

function FeedLink({ url }: { url: string }) {
  const inputId = useId();
  const reset = useCalendarFeedAction("reset");
  const i18n = useI18n();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: i18n._(FEED_MESSAGES.copied), variant: "success" });
    } catch {
      toast({ title: i18n._(FEED_MESSAGES.copyFailed), variant: "destructive" });
    }
  };
  return (
    <div className="grid gap-3">
      <div>
        <Button asChild>
          <a href={webcalUrl(url)}>
            <CalendarPlus className="size-5" aria-hidden />
            {i18n._("Subscribe in Calendar")}
          </a>
        </Button>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={inputId} className="text-sm font-semibold text-slate-900">
          {i18n._("Calendar link")}
        </label>
        <Input
          id={inputId}
          dir="ltr"
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="text-sm"
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden />
          {i18n._("Copy link")}
        </Button>
        <Button
          variant="outline"
          disabled={reset.isPending}
          onClick={() => reset.mutate(undefined, { onSuccess: () => toast({ title: i18n._(FEED_MESSAGES.reset) }) })}
        >
          <RefreshCw className="size-4" aria-hidden />
          {i18n._("Reset link")}
        </Button>
      </div>
    </div>
  );
}

export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const create = useCalendarFeedAction("create");
  const i18n = useI18n();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{i18n._("Subscribe in your calendar")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm text-slate-700">
          {i18n._(
            "Your calendar app shows your starred sessions and follows the organisers' changes. The link is private: anyone who has it can see your starred sessions, so reset it if it was shared.",
          )}
        </p>
        {feed.isPending ? (
          <Spinner label={i18n._("Loading calendar link")} />
        ) : feed.isError ? (
          <QueryError
            title={i18n._("Could not load the calendar link")}
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
              {i18n._("Get calendar link")}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
