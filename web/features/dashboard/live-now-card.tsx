/**
 * While a session runs (Kuwait time, from its date and times; worker/contract/time.ts,
 * sessionTiming), the dashboard points to it first: its title and a link to its live room, where
 * the room asks and votes (docs/live-room.md). Nothing shows between sessions.
 */
import MessagesSquare from "lucide-react/icons/messages-square";
import { Link } from "react-router";
import { sortAgendaItems } from "../../../worker/contract/content";
import { localized } from "../../../worker/contract/i18n";
import { sessionTiming } from "../../../worker/contract/time";
import { useAgenda } from "../../lib/content";
import { useI18n } from "../../lib/i18n";
import { useNow } from "../../lib/use-now";

/** The live session is looked for again this often, ms (a session boundary is a whole minute). */
const LIVE_REFRESH_MS = 15_000;

export function LiveNowCard() {
  const { data } = useAgenda();
  const now = useNow(LIVE_REFRESH_MS);
  const i18n = useI18n();
  const live = now && data ? sortAgendaItems(data).find((item) => sessionTiming(item, now) === "live") : undefined;
  if (!live) return null;
  return (
    <section
      aria-labelledby="live-now-title"
      className="grid gap-3 rounded-2xl border border-red-300 bg-red-50 p-5 shadow-sm sm:flex sm:items-center sm:justify-between"
    >
      <div className="grid gap-1">
        <p className="inline-flex items-center gap-2 text-sm font-bold text-red-800">
          <span className="size-2 animate-pulse rounded-full bg-red-600" aria-hidden />
          {i18n._("Live Now")}
        </p>
        <h2 id="live-now-title" className="text-lg font-bold text-slate-900">
          {localized(i18n.locale, live.title, live.titleAr)}
        </h2>
      </div>
      <Link
        to={`/app/sessions/${live.id}`}
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
      >
        <MessagesSquare className="size-4" aria-hidden />
        {i18n._("Ask and vote on questions")}
      </Link>
    </section>
  );
}
