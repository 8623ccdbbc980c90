/**
 * Registration Management (docs/product.md#route-map): search, sort by candidateNumber (default, ascending),
 * firstName, email, company or createdAt, delete with a confirmation dialog, the CSV export
 * (a download by navigation) and the Excel-with-QR export (a background job, ./excel-qr-export.tsx). The signed-in admin's own row has no Delete
 * (the server refuses it too). Each row can also reissue the person's pass (../passes).
 */
import { ArrowDownAZ, ArrowUpAZ, FileDown, Trash2, Users } from "lucide-react";
import { useDeferredValue, useMemo, useState } from "react";
import {
  DEFAULT_REGISTRATION_SORT,
  REGISTRATION_SORT_FIELDS,
  searchRegistrations,
  sortRegistrations,
  type RegistrationSortField,
  type SortDirection,
} from "../../../../worker/contract/registrations";
import { formatCandidateNumber, type User } from "../../../../worker/contract/user";
import { Button } from "../../../components/ui/button";
import { Field, Input, NativeSelect } from "../../../components/ui/field";
import { EmptyState, QueryError, Skeleton } from "../../../components/ui/feedback";
import { ShowMoreButton, useShowMore } from "../../../components/ui/show-more";
import { useUser } from "../../../lib/current-user";
import { EXPORT_CSV_URL, useRegistrations } from "./api";
import { ExcelQrExport } from "./excel-qr-export";
import { ReissuePassButton, ReissuePassDialog } from "../passes/reissue-pass-dialog";
import { DeleteRegistrationDialog } from "./delete-registration-dialog";

const SORT_LABELS: Record<RegistrationSortField, string> = {
  candidateNumber: "Candidate number",
  firstName: "First name",
  email: "Email",
  company: "Company",
  createdAt: "Registration date",
};

const PAGE = 100;
const registered = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kuwait",
});

export function ExportButtons() {
  return (
    <>
      <Button asChild variant="outline">
        <a href={EXPORT_CSV_URL} download>
          <FileDown className="size-4" aria-hidden />
          Export CSV
        </a>
      </Button>
      <ExcelQrExport />
    </>
  );
}

export function RegistrationAdmin() {
  const { data, isPending, isError, error, refetch } = useRegistrations();
  const { data: me } = useUser();
  const [query, setQuery] = useState("");
  const [field, setField] = useState<RegistrationSortField>(DEFAULT_REGISTRATION_SORT.field);
  const [direction, setDirection] = useState<SortDirection>(DEFAULT_REGISTRATION_SORT.direction);
  const [deleting, setDeleting] = useState<User | null>(null);
  const [reissuing, setReissuing] = useState<User | null>(null);
  const deferredQuery = useDeferredValue(query);
  const list = useMemo(
    () => sortRegistrations(searchRegistrations(data ?? [], deferredQuery), field, direction),
    [data, deferredQuery, field, direction],
  );
  const page = useShowMore(list, PAGE);

  return (
    <>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <Field label="Search">
          <Input
            type="search"
            placeholder="Name, email, company or number"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </Field>
        <Field label="Sort by">
          <NativeSelect value={field} onChange={(e) => setField(e.target.value as RegistrationSortField)}>
            {REGISTRATION_SORT_FIELDS.map((f) => (
              <option key={f} value={f}>
                {SORT_LABELS[f]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Button
          variant="outline"
          onClick={() => setDirection((d) => (d === "asc" ? "desc" : "asc"))}
          aria-label={`Sort direction: ${direction === "asc" ? "ascending" : "descending"}`}
        >
          {direction === "asc" ? (
            <ArrowDownAZ className="size-4" aria-hidden />
          ) : (
            <ArrowUpAZ className="size-4" aria-hidden />
          )}
          {direction === "asc" ? "Ascending" : "Descending"}
        </Button>
      </div>

      {isPending ? (
        <div className="grid gap-2" aria-busy="true">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      ) : isError ? (
        <QueryError title="Could not load the registrations" error={error} onRetry={() => void refetch()} />
      ) : (
        <section aria-label="Registrations">
          <p className="mb-2 text-sm text-slate-600" role="status">
            {list.length} of {data.length} registration{data.length === 1 ? "" : "s"}
          </p>
          {list.length === 0 ? (
            <EmptyState title="No registrations found" icon={<Users className="size-10 text-slate-400" aria-hidden />}>
              {query ? "Nothing matches the search." : "Nobody has registered yet."}
            </EmptyState>
          ) : (
            // The table scrolls in its own box on a phone; `relative` keeps the visually hidden
            // header text (absolutely positioned) inside that box, not widening the page.
            <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
              <table className="w-full min-w-[720px] text-left text-sm">
                <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      No.
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Name
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Email
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Company
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Type
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Registered
                    </th>
                    <th scope="col" className="px-3 py-2">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {page.visible.map((user) => (
                    <tr key={user.id} data-testid="registration-row">
                      <td className="px-3 py-2 font-mono">{formatCandidateNumber(user.candidateNumber)}</td>
                      <td className="px-3 py-2">
                        <span className="font-medium text-slate-900">
                          {user.firstName} {user.lastName}
                        </span>
                        <span className="block text-xs text-slate-600">{user.title}</span>
                      </td>
                      <td className="break-all px-3 py-2">{user.email}</td>
                      <td className="px-3 py-2">{user.company}</td>
                      <td className="px-3 py-2">{user.userType}</td>
                      <td className="whitespace-nowrap px-3 py-2">
                        <time dateTime={user.createdAt}>{registered.format(new Date(user.createdAt))}</time>
                      </td>
                      <td className="px-3 py-2 text-right">
                        <ReissuePassButton holder={user} onClick={() => setReissuing(user)} />
                        {user.id !== me?.id && (
                          <Button
                            size="sm"
                            variant="ghost"
                            className="text-red-700"
                            onClick={() => setDeleting(user)}
                            aria-label={`Delete registration of ${user.firstName} ${user.lastName}`}
                          >
                            <Trash2 className="size-4" aria-hidden />
                            Delete
                          </Button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <ShowMoreButton left={page.left} onClick={page.showMore} />
        </section>
      )}
      <DeleteRegistrationDialog user={deleting} onClose={() => setDeleting(null)} />
      <ReissuePassDialog holder={reissuing} onClose={() => setReissuing(null)} />
    </>
  );
}
