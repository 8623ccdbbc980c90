/**
 * The star of a session (docs/product.md#my-agenda): a toggle button named "Add to My Agenda" or
 * "Remove from My Agenda" with `aria-pressed`, shown on every agenda session of a signed-in
 * person. Nothing shows until their starred set is known (or when it cannot be read).
 */
import MessagesSquare from "lucide-react/icons/messages-square";
import Star from "lucide-react/icons/star";
import { Link, useInRouterContext } from "react-router";
import type { AgendaItem } from "../../../worker/contract/content";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { useI18n } from "../../lib/i18n";
import { toggledSet, useMyAgenda, useToggleStar } from "./my-agenda-api";

export function StarToggle({ item }: { item: Pick<AgendaItem, "id"> }) {
  const { data } = useMyAgenda();
  const toggle = useToggleStar();
  const i18n = useI18n();
  if (!data) return null;
  const starred = data.sessionIds.includes(item.id);
  const label = starred ? i18n._("Remove from My Agenda") : i18n._("Add to My Agenda");
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-pressed={starred}
      aria-label={label}
      title={label}
      className="-m-2 shrink-0 rounded-full"
      onClick={() => toggle.mutate(toggledSet(data.sessionIds, item.id, !starred))}
    >
      <Star className={cn("size-5", starred ? "fill-amber-400 text-amber-600" : "text-slate-500")} aria-hidden />
    </Button>
  );
}

/**
 * A signed-in person's controls of a session card: "Questions", which opens the session's live
 * room (/app/sessions/{id}; docs/live-room.md), and the My Agenda star.
 */
export function SessionActions({ item }: { item: Pick<AgendaItem, "id"> }) {
  const i18n = useI18n();
  const inRouter = useInRouterContext();
  const to = `/app/sessions/${item.id}`;
  const className =
    "inline-flex min-h-6 items-center gap-1.5 rounded-md text-sm font-semibold text-brand-800 underline-offset-4 hover:underline";
  const label = (
    <>
      <MessagesSquare className="size-4" aria-hidden />
      {i18n._("Questions")}
    </>
  );
  return (
    <span className="flex items-center gap-3">
      {/* The public /agenda is rendered by the Worker and hydrated without the app's router
          (docs/decisions/0006-public-pages-rendered-by-the-worker.md): there the link is a plain one. */}
      {inRouter ? (
        <Link to={to} className={className}>
          {label}
        </Link>
      ) : (
        <a href={to} className={className}>
          {label}
        </a>
      )}
      <StarToggle item={item} />
    </span>
  );
}
