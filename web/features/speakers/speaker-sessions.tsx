/**
 * A speaker's "Speaking Sessions" (docs/product.md#public-speakers): each session's
 * 12-hour time, title and location. Sessions are matched by the caller with sessionsForSpeaker
 * (speakerId or the item's speakers list).
 */
import Clock from "lucide-react/icons/clock";
import MapPin from "lucide-react/icons/map-pin";
import type { AgendaItem } from "../../../worker/contract/content";
import { localized } from "../../../worker/contract/i18n";
import { formatTimeRange12h } from "../../../worker/contract/time";
import { useI18n } from "../../lib/i18n";

export function SpeakingSessionList({ sessions }: { sessions: readonly AgendaItem[] }) {
  const { locale } = useI18n();
  return (
    <ul className="grid gap-2">
      {sessions.map((session) => (
        <li key={session.id} className="rounded-lg bg-white p-3 text-sm shadow-xs ring-1 ring-slate-200">
          <p className="inline-flex items-center gap-1.5 font-semibold text-brand-800">
            <Clock className="size-4" aria-hidden />
            {formatTimeRange12h(session.startTime, session.endTime, locale)}
          </p>
          <p className="mt-0.5 font-medium text-slate-900">{localized(locale, session.title, session.titleAr)}</p>
          {session.location && (
            <p className="mt-0.5 inline-flex items-center gap-1.5 text-slate-600">
              <MapPin className="size-4" aria-hidden />
              {localized(locale, session.location, session.locationAr)}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
