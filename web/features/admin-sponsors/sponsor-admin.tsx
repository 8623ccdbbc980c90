/**
 * The Sponsors screen (docs/product.md#sponsors): "Add sponsor", then the sponsors by tier
 * (platinum, gold, silver, standard), each tier in display order and reordered by dragging within
 * it (web/components/admin/sortable-list.tsx). Each row shows the logo, the name, the website and
 * whether the sponsor is on the landing page, with Edit, Activate or Deactivate, and Delete (after
 * a confirmation).
 */
import Building2 from "lucide-react/icons/building-complex";
import Eye from "lucide-react/icons/eye";
import EyeOff from "lucide-react/icons/eye-off";
import Pencil from "lucide-react/icons/pencil";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash";
import { type ReactNode, useState } from "react";
import { MEDIA_PATH_PREFIX } from "../../../worker/contract/media";
import { SPONSOR_LOGO_WIDTHS, type Sponsor, sizedLogoUrl, sponsorsByTier } from "../../../worker/contract/sponsors";
import { ConfirmDeleteContent } from "../../components/admin/confirm-delete";
import { RowAction } from "../../components/admin/row-action";
import { SortableList, SortableRow } from "../../components/admin/sortable-list";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Badge, EmptyState, QueryError, Skeleton } from "../../components/ui/feedback";
import { rich, useI18n } from "../../lib/i18n";
import { useAdminSponsors, useDeleteSponsor, useSponsorActive, useSponsorOrder } from "./api";
import { TIER_NAMES } from "./messages";
import { SponsorDialogContent } from "./sponsor-dialog";

/** The dialog open on the screen, if any. */
type OpenDialog = { kind: "add" } | { kind: "edit" | "delete"; sponsor: Sponsor } | null;

function DeleteSponsorDialogContent({ sponsor, onDone }: { sponsor: Sponsor; onDone: () => void }) {
  const i18n = useI18n();
  const remove = useDeleteSponsor();
  return (
    <ConfirmDeleteContent
      title={i18n._("Delete sponsor?")}
      description={rich(
        i18n._("<0>{name}</0> and its logo will be deleted and leave the landing page. This cannot be undone.", {
          name: sponsor.name,
        }),
        [<bdi key="name" />],
      )}
      pending={remove.isPending}
      onConfirm={() => remove.mutate(sponsor.id, { onSuccess: onDone })}
    />
  );
}

interface RowProps {
  sponsor: Sponsor;
  disabled: boolean;
  onEdit: (sponsor: Sponsor) => void;
  onDelete: (sponsor: Sponsor) => void;
}

function SponsorRow({ sponsor, disabled, onEdit, onDelete }: RowProps) {
  const i18n = useI18n();
  const active = useSponsorActive();
  const { name } = sponsor;
  const ours = sponsor.logoUrl.startsWith(MEDIA_PATH_PREFIX);
  return (
    <SortableRow
      id={sponsor.id}
      disabled={disabled}
      handleLabel={i18n._("Reorder {name}", { name })}
      testId="sponsor-row"
    >
      <img
        src={ours ? sizedLogoUrl(sponsor.logoUrl, SPONSOR_LOGO_WIDTHS[0]) : sponsor.logoUrl}
        alt=""
        width={96}
        height={48}
        className="h-12 w-24 shrink-0 rounded border border-slate-200 object-contain"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h4 className="font-semibold text-slate-900" dir="auto">
            {name}
          </h4>
          {sponsor.isActive ? (
            <Badge variant="success">{i18n._("On the landing page")}</Badge>
          ) : (
            <Badge>{i18n._("Hidden")}</Badge>
          )}
        </div>
        {sponsor.websiteUrl ? (
          <a
            href={sponsor.websiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            dir="ltr"
            className="block truncate text-sm text-brand-700 underline"
          >
            {sponsor.websiteUrl}
          </a>
        ) : (
          <p className="text-sm italic text-slate-600">{i18n._("No website")}</p>
        )}
        <div className="mt-2 flex flex-wrap gap-1">
          <RowAction
            icon={Pencil}
            label={i18n._("Edit")}
            name={i18n._("Edit {name}", { name })}
            onClick={() => onEdit(sponsor)}
          />
          {sponsor.isActive ? (
            <RowAction
              icon={EyeOff}
              label={i18n._("Deactivate")}
              name={i18n._("Deactivate {name}", { name })}
              disabled={active.isPending}
              onClick={() => active.mutate({ id: sponsor.id, isActive: false })}
            />
          ) : (
            <RowAction
              icon={Eye}
              label={i18n._("Activate")}
              name={i18n._("Activate {name}", { name })}
              disabled={active.isPending}
              onClick={() => active.mutate({ id: sponsor.id, isActive: true })}
            />
          )}
          <RowAction
            icon={Trash2}
            danger
            label={i18n._("Delete")}
            name={i18n._("Delete {name}", { name })}
            onClick={() => onDelete(sponsor)}
          />
        </div>
      </div>
    </SortableRow>
  );
}

function TierList({ sponsors, ...actions }: { sponsors: Sponsor[] } & Omit<RowProps, "sponsor" | "disabled">) {
  const i18n = useI18n();
  const order = useSponsorOrder();
  const tier = sponsors[0]!.tier;
  return (
    <section aria-labelledby={`tier-${tier}`} className="grid gap-3">
      <h3 id={`tier-${tier}`} className="text-lg font-semibold text-slate-900">
        {i18n._("{tier}: {count, plural, one {# sponsor} other {# sponsors}}", {
          tier: i18n._(TIER_NAMES[tier]),
          count: sponsors.length,
        })}
      </h3>
      <SortableList
        items={sponsors}
        nameOf={(s) => s.name}
        label={i18n._("{tier} sponsors in display order", { tier: i18n._(TIER_NAMES[tier]) })}
        instructions={i18n._(
          "To reorder, press Space to pick up the sponsor, use the arrow keys to move, Space to drop, or Escape to cancel.",
        )}
        onReorder={(list) => order.mutate(list)}
      >
        {sponsors.map((sponsor) => (
          <SponsorRow key={sponsor.id} sponsor={sponsor} disabled={order.isPending} {...actions} />
        ))}
      </SortableList>
    </section>
  );
}

export function SponsorAdmin() {
  const i18n = useI18n();
  const { data, isPending, isError, error, refetch } = useAdminSponsors();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const actions = {
    onEdit: (sponsor: Sponsor) => setDialog({ kind: "edit", sponsor }),
    onDelete: (sponsor: Sponsor) => setDialog({ kind: "delete", sponsor }),
  };
  let body: ReactNode;
  if (isPending)
    body = (
      <div className="grid gap-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
    );
  else if (isError)
    body = <QueryError title={i18n._("Could not load the sponsors")} error={error} onRetry={() => void refetch()} />;
  else if (data.length === 0)
    body = (
      <EmptyState title={i18n._("No sponsors yet")} icon={<Building2 className="size-10 text-slate-400" aria-hidden />}>
        {i18n._("Add a sponsor with its logo. Active sponsors show on the landing page, grouped by tier.")}
      </EmptyState>
    );
  else
    body = (
      <div className="grid gap-8">
        <p className="text-sm text-slate-600">
          {i18n._(
            "Drag a row by its handle, or focus the handle and use Space and the arrow keys, to change the order within its tier.",
          )}
        </p>
        {sponsorsByTier(data).map(({ tier, sponsors }) => (
          <TierList key={tier} sponsors={sponsors} {...actions} />
        ))}
      </div>
    );
  return (
    <section aria-labelledby="sponsor-list-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="sponsor-list-title" className="text-xl font-semibold text-slate-900">
          {i18n._("Sponsors")}
        </h2>
        <Button onClick={() => setDialog({ kind: "add" })}>
          <Plus className="size-4" aria-hidden />
          {i18n._("Add sponsor")}
        </Button>
      </div>
      {body}
      <Dialog open={dialog !== null} onOpenChange={(open) => !open && close()}>
        {dialog?.kind === "add" && <SponsorDialogContent onSaved={close} />}
        {dialog?.kind === "edit" && (
          <SponsorDialogContent key={dialog.sponsor.id} sponsor={dialog.sponsor} onSaved={close} />
        )}
        {dialog?.kind === "delete" && <DeleteSponsorDialogContent sponsor={dialog.sponsor} onDone={close} />}
      </Dialog>
    </section>
  );
}
