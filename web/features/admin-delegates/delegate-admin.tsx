/**
 * Delegate Management (docs/product.md#delegate-management): the import panel (template, user type, file, upload
 * progress, result) and the user list, newest first in pages of 50 (GET /api/users), searched by name, email,
 * company or candidate number and filtered by user type on the server, with card colours per user type.
 */
import { useQueryClient } from "@tanstack/react-query";
import Users from "lucide-react/icons/users";
import { useState } from "react";
import type { DelegateImportResult } from "../../../worker/contract/delegate-import";
import { formatCandidateNumber, USER_TYPES, type User, type UserType } from "../../../worker/contract/user";
import { EmailAddress } from "../../components/ui/email-address";
import { Field, NativeSelect } from "../../components/ui/field";
import { Badge, EmptyState, QueryError, Skeleton } from "../../components/ui/feedback";
import { Pager } from "../../components/ui/pager";
import { cn } from "../../lib/cn";
import { useI18n } from "../../lib/i18n";
import { ImportPanel } from "../../components/admin/import-panel";
import { RegistrationSearchField, useRegistrationSearch } from "../../components/admin/registration-search";
import { api } from "../../lib/api";
import { registrationKeys, useRegistrations } from "../../lib/registrations";

/**
 * Card colours per user type (docs/product.md#route-map: "different background colours per user type"),
 * with the type's name and its plural, marked for the catalogue and shown translated. "ASAR" is a
 * name, the same in both languages.
 */
const TYPE_STYLE: Record<
  UserType,
  { card: string; label: string; plural: string; badge: "neutral" | "brand" | "accent" }
> = {
  delegate: {
    card: "border-slate-200 bg-white",
    label: /*i18n*/ "Delegate",
    plural: /*i18n*/ "Delegates",
    badge: "neutral",
  },
  speaker: {
    card: "border-brand-200 bg-brand-50",
    label: /*i18n*/ "Speaker",
    plural: /*i18n*/ "Speakers",
    badge: "brand",
  },
  ASAR: { card: "border-accent-300 bg-accent-100", label: "ASAR", plural: /*i18n*/ "ASARs", badge: "accent" },
};
const PAGE_SIZE = 50;

function DelegateCard({ user }: { user: User }) {
  const i18n = useI18n();
  const style = TYPE_STYLE[user.userType];
  return (
    <li
      className={cn("rounded-xl border p-4 shadow-sm", style.card)}
      data-testid="delegate-card"
      data-user-type={user.userType}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold text-slate-900" dir="auto">
          {user.firstName} {user.lastName}
        </h3>
        <Badge variant={style.badge}>{i18n._(style.label)}</Badge>
      </div>
      <p className="text-sm text-slate-700" dir="auto">
        {user.title} · {user.company}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        <EmailAddress email={user.email} />
      </p>
      <p className="text-sm text-slate-600">
        {user.phone ? <bdi dir="ltr">{user.phone}</bdi> : i18n._("No phone")} ·{" "}
        <bdi dir="ltr">{formatCandidateNumber(user.candidateNumber)}</bdi>
      </p>
    </li>
  );
}

function DelegateList() {
  const i18n = useI18n();
  const [type, setType] = useState<"all" | UserType>("all");
  const [page, setPage] = useState(1);
  const { query, setQuery, q } = useRegistrationSearch();
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useRegistrations({
    q,
    userType: type === "all" ? undefined : type,
    sort: "createdAt",
    direction: "desc",
    page,
    pageSize: PAGE_SIZE,
  });
  if (isPending) {
    return (
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
    );
  }
  if (isError)
    return <QueryError title={i18n._("Could not load the users")} error={error} onRetry={() => void refetch()} />;
  return (
    <>
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <RegistrationSearchField
          value={query}
          onChange={(text) => {
            setQuery(text);
            setPage(1);
          }}
          className="min-w-0 flex-1 basis-56"
        />
        <Field label={i18n._("Show")} className="w-48">
          <NativeSelect
            value={type}
            onChange={(e) => {
              setType(e.target.value as "all" | UserType);
              setPage(1);
            }}
          >
            <option value="all">{i18n._("All user types")}</option>
            {USER_TYPES.map((t) => (
              <option key={t} value={t}>
                {i18n._(TYPE_STYLE[t].plural)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <p className="ms-auto text-sm text-slate-600" role="status">
          {i18n._("{count, plural, one {# user} other {# users}}", { count: data.total })}
        </p>
      </div>
      {data.rows.length === 0 ? (
        <EmptyState title={i18n._("No users")} icon={<Users className="size-10 text-slate-400" aria-hidden />}>
          {q ? i18n._("Nothing matches the search.") : i18n._("Import a delegate workbook above.")}
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy={isPlaceholderData}>
            {data.rows.map((user) => (
              <DelegateCard key={user.id} user={user} />
            ))}
          </ul>
          <Pager page={page} pages={Math.ceil(data.total / data.pageSize)} onPage={setPage} />
        </>
      )}
    </>
  );
}

export function DelegateAdmin() {
  const i18n = useI18n();
  const queryClient = useQueryClient();
  return (
    <>
      <ImportPanel<DelegateImportResult>
        title={i18n._("Import Delegates")}
        description={i18n._(
          "Required columns: First Name, Last Name, Email, Company, Job Title, Phone. Optional: LinkedIn URL, Expertise, Country Code (e.g. 965). New delegates get a welcome email; people already registered (same email) are updated.",
        )}
        templateUrl={api.delegates.template.$path()}
        templateFileName="delegates-template.xlsx"
        importUrl={api.delegates.import.$path()}
        choice={{
          name: "userType",
          label: i18n._("User type"),
          options: USER_TYPES.map((t) => ({ value: t, label: i18n._(TYPE_STYLE[t].label) })),
          defaultValue: "delegate",
        }}
        summary={({ delegatesProcessed, created, updated }) =>
          i18n._(
            "{count, plural, one {# delegate processed} other {# delegates processed}} ({created} new, {updated} updated)",
            { count: delegatesProcessed, created, updated },
          )
        }
        onImported={() => void queryClient.invalidateQueries({ queryKey: registrationKeys.all() })}
      />
      <section aria-labelledby="delegate-list-title">
        <h2 id="delegate-list-title" className="mb-3 text-xl font-semibold text-slate-900">
          {i18n._("Users")}
        </h2>
        <DelegateList />
      </section>
    </>
  );
}
