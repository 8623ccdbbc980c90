/**
 * Registration Management (docs/product.md#route-map): search, sort by candidateNumber (default, ascending),
 * firstName, email, company or createdAt, pages of 25, 50 or 100, delete with a confirmation
 * dialog, the CSV export (a download by navigation) and the Excel-with-QR export (a background
 * job, ./excel-qr-export.tsx). Search, sort and paging run on the server (GET /api/users,
 * docs/api.md#registrations), so the screen stays quick with 10,000 people. The signed-in admin's
 * own row has no Delete (the server refuses it too). Each row can also reissue the person's pass
 * (../passes). A phone shows the page as cards instead of the table. Texts, numbers and dates are
 * written in the page's language (docs/i18n.md); the table reads right to left in Arabic, names
 * and companies take their own direction, and emails and candidate numbers read left to right.
 */
import ArrowDownNarrowWide from "lucide-react/icons/arrow-down-narrow-wide";
import ArrowDownWideNarrow from "lucide-react/icons/arrow-down-wide-narrow";
import FileDown from "lucide-react/icons/file-down";
import Trash2 from "lucide-react/icons/trash";
import Users from "lucide-react/icons/users";
import { useEffect, useState, type ReactNode } from "react";
import {
  DEFAULT_REGISTRATION_SORT,
  REGISTRATION_PAGE_SIZES,
  REGISTRATION_SORT_FIELDS,
  type RegistrationPageSize,
  type RegistrationSortField,
  type SortDirection,
} from "../../../worker/contract/registrations";
import { FORMAT_LOCALE, type I18n, type Locale } from "../../../worker/contract/i18n";
import { formatCandidateNumber, type User } from "../../../worker/contract/user";
import { Button } from "../../components/ui/button";
import { Field, NativeSelect } from "../../components/ui/field";
import { EmptyState, QueryError, Skeleton } from "../../components/ui/feedback";
import { Pager } from "../../components/ui/pager";
import { useUser } from "../../lib/current-user";
import { PHONE_QUERY, useMediaQuery } from "../../lib/use-media-query";
import { EmailAddress } from "../../components/ui/email-address";
import { useI18n } from "../../lib/i18n";
import { useRegistrations } from "../../lib/registrations";
import { EXPORT_CSV_URL } from "./api";
import { ExcelQrExport } from "./excel-qr-export";
import { ReissuePassButton, ReissuePassDialog } from "../../components/admin/reissue-pass-dialog";
import { RegistrationSearchField, useRegistrationSearch } from "../../components/admin/registration-search";
import { DeleteRegistrationDialog } from "./delete-registration-dialog";

const SORT_LABELS: Record<RegistrationSortField, string> = {
  candidateNumber: /*i18n*/ "Candidate number",
  firstName: /*i18n*/ "First name",
  email: /*i18n*/ "Email",
  company: /*i18n*/ "Company",
  createdAt: /*i18n*/ "Registration date",
};

/** The number and date formats of each language, built on first use (building one loads locale data). */
const FORMATS: Partial<Record<Locale, { count: Intl.NumberFormat; registered: Intl.DateTimeFormat }>> = {};

/**
 * The number and date formats of `locale`, in Kuwait time: English keeps "13 Oct 2025, 08:00"
 * (en-GB), Arabic writes the month's name with Latin digits, "13 أكتوبر 2025 في 8:00 ص"
 * ({@link FORMAT_LOCALE}; its medium date is all digits).
 */
function formats(locale: Locale) {
  const english = locale === "en";
  FORMATS[locale] ??= {
    count: new Intl.NumberFormat(english ? "en" : FORMAT_LOCALE[locale]),
    registered: new Intl.DateTimeFormat(english ? "en-GB" : FORMAT_LOCALE[locale], {
      dateStyle: english ? "medium" : "long",
      timeStyle: "short",
      timeZone: "Asia/Kuwait",
    }),
  };
  return FORMATS[locale];
}

/** The user type in `i18n`'s language; "ASAR" is a name and stays as it is. */
function userTypeText(userType: User["userType"], i18n: I18n): string {
  if (userType === "delegate") return i18n._("delegate");
  if (userType === "speaker") return i18n._("speaker");
  return userType;
}

export function ExportButtons() {
  const i18n = useI18n();
  return (
    <ExcelQrExport>
      <Button asChild variant="outline">
        <a href={EXPORT_CSV_URL} download>
          <FileDown className="size-4" aria-hidden />
          {i18n._("Export CSV")}
        </a>
      </Button>
    </ExcelQrExport>
  );
}

/** A column header; sortable ones are a button that sorts by the column (again: the other way) and carry aria-sort. */
function ColumnHeader({
  children,
  field,
  sort,
  onSort,
}: {
  children: ReactNode;
  field?: RegistrationSortField;
  sort: { field: RegistrationSortField; direction: SortDirection };
  onSort: (field: RegistrationSortField) => void;
}) {
  if (!field)
    return (
      <th scope="col" className="px-3 py-2 text-start">
        {children}
      </th>
    );
  const active = sort.field === field;
  return (
    <th
      scope="col"
      className="px-1 py-1 text-start"
      aria-sort={active ? (sort.direction === "asc" ? "ascending" : "descending") : undefined}
    >
      <button
        type="button"
        className="inline-flex min-h-9 items-center gap-1 rounded px-2 uppercase tracking-wide hover:bg-slate-100"
        onClick={() => onSort(field)}
      >
        {children}
        {active && <SortIcon direction={sort.direction} className="size-3.5" />}
      </button>
    </th>
  );
}

/**
 * Ascending (narrow to wide) or descending (wide to narrow) bars beside an arrow, mirrored in
 * Arabic so the arrow stands at the start of the line; bars rather than "A-Z", as the columns
 * also hold numbers, dates and Arabic names.
 */
function SortIcon({ direction, className }: { direction: SortDirection; className: string }) {
  const Icon = direction === "asc" ? ArrowDownNarrowWide : ArrowDownWideNarrow;
  return <Icon className={`${className} rtl:-scale-x-100`} aria-hidden />;
}

/** What both layouts of a page of registrations take. */
interface ListProps {
  rows: User[];
  /** True while the previous page stays on screen and the next loads. */
  busy: boolean;
  header: {
    sort: { field: RegistrationSortField; direction: SortDirection };
    onSort: (field: RegistrationSortField) => void;
  };
  /** The row's Reissue pass and Delete buttons. */
  actions: (user: User) => ReactNode;
}

/**
 * A page of registrations: a table from 768 px, a list of cards on a phone (the "Sort by" control
 * sorts it there). Emails wrap only between their parts ({@link EmailAddress}).
 */
function RegistrationList(props: ListProps) {
  return useMediaQuery(PHONE_QUERY) ? <RegistrationCards {...props} /> : <RegistrationTable {...props} />;
}

function RegistrationTable({ rows, busy, header, actions }: ListProps) {
  const i18n = useI18n();
  const { registered } = formats(i18n.locale);
  return (
    // A table wider than the screen scrolls in its own box; `relative` keeps the visually hidden
    // header text (absolutely positioned) inside that box, not widening the page.
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[720px] text-start text-sm" aria-busy={busy}>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <ColumnHeader field="candidateNumber" {...header}>
              {i18n._("No.")}
            </ColumnHeader>
            <ColumnHeader field="firstName" {...header}>
              {i18n._("Name")}
            </ColumnHeader>
            <ColumnHeader field="email" {...header}>
              {i18n._("Email")}
            </ColumnHeader>
            <ColumnHeader field="company" {...header}>
              {i18n._("Company")}
            </ColumnHeader>
            <ColumnHeader {...header}>{i18n._("Type")}</ColumnHeader>
            <ColumnHeader field="createdAt" {...header}>
              {i18n._("Registered")}
            </ColumnHeader>
            <ColumnHeader {...header}>
              <span className="sr-only">{i18n._("Actions")}</span>
            </ColumnHeader>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((user) => (
            <tr key={user.id} data-testid="registration-row">
              <td className="px-3 py-2 font-mono">
                <span dir="ltr">{formatCandidateNumber(user.candidateNumber)}</span>
              </td>
              <td className="px-3 py-2">
                <bdi className="font-medium text-slate-900">
                  {user.firstName} {user.lastName}
                </bdi>
                <span className="block text-xs text-slate-600">
                  <bdi>{user.title}</bdi>
                </span>
              </td>
              <td className="px-3 py-2">
                <EmailAddress email={user.email} />
              </td>
              <td className="px-3 py-2">
                <bdi>{user.company}</bdi>
              </td>
              <td className="px-3 py-2">{userTypeText(user.userType, i18n)}</td>
              <td className="whitespace-nowrap px-3 py-2">
                <time dateTime={user.createdAt}>{registered.format(new Date(user.createdAt))}</time>
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-end">{actions(user)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The phone's layout: one card per person, each field named, the buttons at the card's end. */
function RegistrationCards({ rows, busy, actions }: ListProps) {
  const i18n = useI18n();
  const { registered } = formats(i18n.locale);
  return (
    <ul className="grid gap-3" aria-busy={busy}>
      {rows.map((user) => (
        <li
          key={user.id}
          data-testid="registration-card"
          className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
        >
          <div className="flex items-start justify-between gap-3">
            <p className="min-w-0">
              <bdi className="block font-medium text-slate-900">
                {user.firstName} {user.lastName}
              </bdi>
              <bdi className="block text-xs text-slate-600">{user.title}</bdi>
            </p>
            <span className="shrink-0 font-mono text-slate-700" dir="ltr">
              {formatCandidateNumber(user.candidateNumber)}
            </span>
          </div>
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
            <dt className="text-slate-600">{i18n._("Email")}</dt>
            <dd>
              <EmailAddress email={user.email} />
            </dd>
            <dt className="text-slate-600">{i18n._("Company")}</dt>
            <dd>
              <bdi>{user.company}</bdi>
            </dd>
            <dt className="text-slate-600">{i18n._("Type")}</dt>
            <dd>{userTypeText(user.userType, i18n)}</dd>
            <dt className="text-slate-600">{i18n._("Registered")}</dt>
            <dd>
              <time dateTime={user.createdAt}>{registered.format(new Date(user.createdAt))}</time>
            </dd>
          </dl>
          <div className="mt-3 flex flex-wrap justify-end gap-2">{actions(user)}</div>
        </li>
      ))}
    </ul>
  );
}

export function RegistrationAdmin() {
  const i18n = useI18n();
  const { count } = formats(i18n.locale);
  const { data: me } = useUser();
  const [sort, setSort] = useState(DEFAULT_REGISTRATION_SORT);
  const [pageSize, setPageSize] = useState<RegistrationPageSize>(REGISTRATION_PAGE_SIZES[0]);
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<User | null>(null);
  const [reissuing, setReissuing] = useState<User | null>(null);
  const { query, setQuery, q } = useRegistrationSearch();
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useRegistrations({
    q,
    sort: sort.field,
    direction: sort.direction,
    page,
    pageSize,
  });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // A deletion can empty the last page: show the new last page instead of "No registrations found".
  useEffect(() => {
    if (data && !isPlaceholderData && page > pages) setPage(pages);
  }, [data, isPlaceholderData, page, pages]);
  const sortBy = (field: RegistrationSortField, direction: SortDirection = "asc") => {
    setSort({ field, direction });
    setPage(1);
  };
  const toggleSort = (field: RegistrationSortField) =>
    sortBy(field, sort.field === field && sort.direction === "asc" ? "desc" : "asc");
  const headerProps = { sort, onSort: toggleSort };

  return (
    <>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end">
        <RegistrationSearchField
          value={query}
          onChange={(text) => {
            setQuery(text);
            setPage(1);
          }}
        />
        <Field label={i18n._("Sort by")}>
          <NativeSelect
            value={sort.field}
            onChange={(e) => sortBy(e.target.value as RegistrationSortField, sort.direction)}
          >
            {REGISTRATION_SORT_FIELDS.map((f) => (
              <option key={f} value={f}>
                {i18n._(SORT_LABELS[f])}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Button
          variant="outline"
          onClick={() => sortBy(sort.field, sort.direction === "asc" ? "desc" : "asc")}
          aria-label={
            sort.direction === "asc" ? i18n._("Sort direction: ascending") : i18n._("Sort direction: descending")
          }
        >
          <SortIcon direction={sort.direction} className="size-4" />
          {sort.direction === "asc" ? i18n._("Ascending") : i18n._("Descending")}
        </Button>
        <Field label={i18n._("Rows per page")}>
          <NativeSelect
            value={pageSize}
            onChange={(e) => {
              setPageSize(Number(e.target.value) as RegistrationPageSize);
              setPage(1);
            }}
          >
            {REGISTRATION_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>

      {isPending ? (
        <div className="grid gap-2" aria-busy="true">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      ) : isError ? (
        <QueryError title={i18n._("Could not load the registrations")} error={error} onRetry={() => void refetch()} />
      ) : (
        <section aria-label={i18n._("Registrations")}>
          <p className="mb-2 text-sm text-slate-600" role="status">
            {data.rows.length === 0
              ? i18n._("{total, plural, other {0 of # registrations}}", { total: data.total })
              : i18n._("{first}–{last} of {total, plural, one {# registration} other {# registrations}}", {
                  first: count.format((data.page - 1) * data.pageSize + 1),
                  last: count.format((data.page - 1) * data.pageSize + data.rows.length),
                  total: data.total,
                })}
          </p>
          {data.rows.length === 0 ? (
            <EmptyState
              title={i18n._("No registrations found")}
              icon={<Users className="size-10 text-slate-400" aria-hidden />}
            >
              {q ? i18n._("Nothing matches the search.") : i18n._("Nobody has registered yet.")}
            </EmptyState>
          ) : (
            <RegistrationList
              rows={data.rows}
              busy={isPlaceholderData}
              header={headerProps}
              actions={(user) => (
                <>
                  <ReissuePassButton holder={user} onClick={() => setReissuing(user)} />
                  {user.id !== me?.id && (
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-red-700"
                      onClick={() => setDeleting(user)}
                      aria-label={i18n._("Delete registration of {name}", {
                        name: `${user.firstName} ${user.lastName}`,
                      })}
                    >
                      <Trash2 className="size-4" aria-hidden />
                      {i18n._("Delete")}
                    </Button>
                  )}
                </>
              )}
            />
          )}
          <Pager page={page} pages={pages} onPage={setPage} />
        </section>
      )}
      <DeleteRegistrationDialog user={deleting} onClose={() => setDeleting(null)} />
      <ReissuePassDialog holder={reissuing} onClose={() => setReissuing(null)} />
    </>
  );
}
