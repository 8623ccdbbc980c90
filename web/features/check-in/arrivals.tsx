/**
 * Arrivals, live (docs/product.md#door-check-in): per event "{checked in} / {registered} checked
 * in" from the server's counts (polled every 5 s), the arrivals per 10 minutes of the chosen
 * event and "Export no-shows", the CSV of the admitted people not checked in to it.
 */
import FileDown from "lucide-react/icons/file-down";
import { EVENT_CODES, type EventCode } from "../../../worker/contract/event";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/feedback";
import { cn } from "../../lib/cn";
import { useEventSettings } from "../../lib/event-settings";
import { rich, useI18n } from "../../lib/i18n";
import { noShowsUrl, useCheckInCounts } from "./api";
import { ArrivalsChart } from "./arrivals-chart";

export function Arrivals({ event }: { event: EventCode }) {
  const i18n = useI18n();
  const counts = useCheckInCounts();
  const settings = useEventSettings();
  const chosen = counts.data?.find((c) => c.event === event);
  return (
    <section aria-label={i18n._("Arrivals")} className="grid gap-3">
      <div className="grid grid-cols-2 gap-3">
        {EVENT_CODES.map((code) => {
          const count = counts.data?.find((c) => c.event === code);
          return (
            <div
              key={code}
              className={cn(
                "rounded-xl border bg-white p-4",
                code === event ? "border-brand-600 ring-1 ring-brand-600" : "border-slate-200",
              )}
            >
              <p className="text-sm font-medium text-slate-700">{settings.events[code].name}</p>
              {count ? (
                <p className="text-2xl font-bold text-slate-900" data-testid={`count-${code}`}>
                  {rich(
                    i18n._("{checkedIn}<0> / {registered} checked in</0>", {
                      checkedIn: count.checkedIn,
                      registered: count.registered,
                    }),
                    [<span key="registered" className="text-base font-medium text-slate-600" />],
                  )}
                </p>
              ) : counts.isError ? (
                <p className="text-sm text-red-700">{i18n._("Counts unavailable")}</p>
              ) : (
                <Skeleton className="mt-1 h-8 w-24" />
              )}
            </div>
          );
        })}
      </div>
      {chosen && (
        <ArrivalsChart
          arrivals={chosen.arrivals}
          label={i18n._("Arrivals per 10 minutes, {event}", { event: settings.events[event].name })}
        />
      )}
      <Button asChild variant="outline" className="justify-self-start">
        <a href={noShowsUrl(event)} download>
          <FileDown className="size-4" aria-hidden />
          {i18n._("Export no-shows")}
        </a>
      </Button>
    </section>
  );
}
