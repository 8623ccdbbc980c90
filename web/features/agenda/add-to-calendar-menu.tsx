/**
 * The "Add to Calendar" menu (docs/product.md#agenda-page; docs/decisions/0011-readings-of-the-spec.md): per event, the Google
 * Calendar link (new tab) and the .ics download for Apple Calendar, Outlook and others. ".ics"
 * keeps its dot in front in Arabic too (docs/i18n.md#what-stays-in-latin-letters). Loaded, open,
 * by the first press of its button (./add-to-calendar.tsx).
 */
import Download from "lucide-react/icons/download";
import ExternalLink from "lucide-react/icons/external-link";
import { EVENT_CODES, type EventCode } from "../../../worker/contract/event";
import { useEventSettings } from "../../lib/event-settings";
import { formatLongDate, formatTimeRange12h } from "../../../worker/contract/time";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import { rich, useI18n } from "../../lib/i18n";
import { AddToCalendarButton } from "./add-to-calendar-button";
import { googleCalendarUrl, icsUrl } from "./calendar-links";

export default function AddToCalendarMenu({
  events = EVENT_CODES,
  variant = "light",
}: {
  events?: readonly EventCode[];
  variant?: "light" | "primary";
}) {
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  const settings = useEventSettings();
  const i18n = useI18n();
  const { locale } = i18n;
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <AddToCalendarButton variant={variant} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-72">
        {events.map((code, index) => {
          const info = settings.events[code];
          return (
            <div key={code}>
              {index > 0 && <DropdownMenuSeparator />}
              <DropdownMenuLabel className="normal-case">
                <span className="block text-sm font-semibold text-slate-900">{info.name}</span>
                <span className="block text-xs font-normal text-slate-600">
                  {i18n._("{date}, {time} (Kuwait time)", {
                    date: formatLongDate(info.date, locale),
                    time: formatTimeRange12h(info.startTime, info.endTime, locale),
                  })}
                </span>
              </DropdownMenuLabel>
              <DropdownMenuItem asChild>
                <a
                  href={googleCalendarUrl(code, origin, settings, i18n)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={i18n._("Google Calendar: {event} (opens in a new tab)", { event: info.name })}
                >
                  <ExternalLink className="size-4" aria-hidden />
                  {i18n._("Google Calendar")}
                </a>
              </DropdownMenuItem>
              <DropdownMenuItem asChild>
                <a
                  href={icsUrl(code)}
                  download
                  aria-label={i18n._("Apple / Outlook (.ics): {event}", { event: info.name })}
                >
                  <Download className="size-4" aria-hidden />
                  {/* The file type is written left to right, or an Arabic line shows "ics." (UAX #9). */}
                  <span>{rich(i18n._("Apple / Outlook (<0>.ics</0>)"), [<bdi key="ics" dir="ltr" />])}</span>
                </a>
              </DropdownMenuItem>
            </div>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
