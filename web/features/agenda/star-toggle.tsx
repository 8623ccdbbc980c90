/**
 * The star of a session (docs/product.md#my-agenda): a toggle button named "Add to My Agenda" or
 * "Remove from My Agenda" with `aria-pressed`, shown on every agenda session of a signed-in
 * person. Nothing shows until their starred set is known (or when it cannot be read).
 */
import Star from "lucide-react/icons/star";
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
