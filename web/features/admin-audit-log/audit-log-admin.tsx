/**
 * Audit Log (docs/product.md#audit-log; docs/api.md#audit-log): every organiser write, admin
 * sign-in and failed second-factor attempt, newest first, with filters by actor (id or address),
 * action, target and Kuwait dates, and pages. Times are Kuwait time (UTC+03:00); addresses,
 * actions and ids read left to right.
 */
import ScrollText from "lucide-react/icons/scroll-text";
import { useState, type FormEvent } from "react";
import { kuwaitDateTime } from "../../../worker/contract/time";
import { AdminOnly } from "../../components/admin/admin-only";
import { Button } from "../../components/ui/button";
import { EmptyState, QueryError, Skeleton } from "../../components/ui/feedback";
import { Field, Input } from "../../components/ui/field";
import { Pager } from "../../components/ui/pager";
import { useI18n } from "../../lib/i18n";
import { type AuditLogFilters, useAuditLog } from "./api";

const NO_FILTERS: AuditLogFilters = { actor: "", action: "", targetType: "", targetId: "", from: "", to: "" };

const FILTER_FIELDS: ReadonlyArray<{ name: keyof AuditLogFilters; label: string; type: "text" | "date" }> = [
  { name: "actor", label: /*i18n*/ "Actor (id or email)", type: "text" },
  { name: "action", label: /*i18n*/ "Action", type: "text" },
  { name: "targetType", label: /*i18n*/ "Target type", type: "text" },
  { name: "targetId", label: /*i18n*/ "Target id", type: "text" },
  { name: "from", label: /*i18n*/ "From (Kuwait date)", type: "date" },
  { name: "to", label: /*i18n*/ "To (Kuwait date)", type: "date" },
];

function Filters({ onApply }: { onApply: (filters: AuditLogFilters) => void }) {
  const i18n = useI18n();
  const [draft, setDraft] = useState(NO_FILTERS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-3" aria-label={i18n._("Filter the audit log")}>
      {FILTER_FIELDS.map((field) => (
        <Field key={field.name} label={i18n._(field.label)}>
          <Input
            type={field.type}
            dir="ltr"
            value={draft[field.name]}
            onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value.trim() })}
          />
        </Field>
      ))}
      <div className="flex gap-2 sm:col-span-3">
        <Button type="submit">{i18n._("Apply Filters")}</Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setDraft(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          {i18n._("Clear")}
        </Button>
      </div>
    </form>
  );
}

function Entries({ filters }: { filters: AuditLogFilters }) {
  const i18n = useI18n();
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch, isPlaceholderData } = useAuditLog(filters, page);
  if (isError) return <QueryError title={i18n._("Failed to fetch the audit log")} onRetry={() => void refetch()} />;
  if (isPending) return <Skeleton className="h-48" />;
  if (data.entries.length === 0)
    return (
      <EmptyState title={i18n._("No entries")} icon={<ScrollText className="size-10 text-slate-400" aria-hidden />}>
        {i18n._("Nothing recorded matches these filters.")}
      </EmptyState>
    );
  return (
    <>
      {/* A scrollable region with no control inside is focusable, so a keyboard can scroll it (axe scrollable-region-focusable). */}
      <section
        aria-label={i18n._("Audit Log")}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
      >
        <table className="w-full text-sm" aria-busy={isPlaceholderData}>
          <thead className="bg-slate-50 text-start text-slate-700">
            <tr>
              <th className="p-2 text-start">{i18n._("When (Kuwait time)")}</th>
              <th className="p-2 text-start">{i18n._("Actor")}</th>
              <th className="p-2 text-start">{i18n._("Action")}</th>
              <th className="p-2 text-start">{i18n._("Target")}</th>
              <th className="p-2 text-start">{i18n._("Summary")}</th>
            </tr>
          </thead>
          <tbody>
            {data.entries.map((entry) => (
              <tr key={entry.id} className="border-t border-slate-200" data-testid="audit-entry">
                <td className="whitespace-nowrap p-2" dir="ltr">
                  <time dateTime={entry.at}>{kuwaitDateTime(new Date(entry.at))}</time>
                </td>
                <td className="p-2" dir="ltr">
                  {entry.actorEmail || `#${entry.actorId ?? "?"}`}
                </td>
                <td className="p-2 font-mono" dir="ltr">
                  {entry.action}
                </td>
                <td className="p-2" dir="ltr">
                  {entry.targetType ? `${entry.targetType}${entry.targetId ? ` #${entry.targetId}` : ""}` : ""}
                </td>
                <td className="p-2" dir="auto">
                  {entry.summary}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <Pager page={page} pages={Math.max(1, Math.ceil(data.total / data.limit))} onPage={setPage} />
    </>
  );
}

export function AuditLogAdmin() {
  const [filters, setFilters] = useState(NO_FILTERS);
  return (
    <AdminOnly>
      <div className="grid gap-6">
        <Filters onApply={setFilters} />
        {/* A new filter starts again at page 1. */}
        <Entries key={JSON.stringify(filters)} filters={filters} />
      </div>
    </AdminOnly>
  );
}
