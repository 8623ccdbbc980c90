/**
 * Registration management (docs/product.md#registration-management; docs/api.md#registrations,
 * DELETE /api/users/{id}, exports; docs/data-model.md#registration-sort-fields). Search and sort run on the
 * client over GET /api/users; these pure helpers define them once.
 */
import { candidateNumberQuery, type User } from "./user";

/** docs/data-model.md#registration-sort-fields, firstName, email, company and createdAt. */
export const REGISTRATION_SORT_FIELDS = ["candidateNumber", "firstName", "email", "company", "createdAt"] as const;
export type RegistrationSortField = (typeof REGISTRATION_SORT_FIELDS)[number];
export type SortDirection = "asc" | "desc";

export const DEFAULT_REGISTRATION_SORT: { field: RegistrationSortField; direction: SortDirection } = {
  field: "candidateNumber",
  direction: "asc",
};

type Registration = Pick<User, "id" | RegistrationSortField | "lastName" | "title">;

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** Sorted copy; text compares case- and accent-insensitively, ties by id. */
export function sortRegistrations<T extends Registration>(
  list: readonly T[],
  field: RegistrationSortField,
  direction: SortDirection,
): T[] {
  const sign = direction === "asc" ? 1 : -1;
  const compare = (a: T, b: T): number => {
    if (field === "candidateNumber") return a.candidateNumber - b.candidateNumber;
    if (field === "createdAt") return Date.parse(a.createdAt) - Date.parse(b.createdAt);
    return collator.compare(a[field], b[field]);
  };
  return [...list].sort((a, b) => sign * compare(a, b) || a.id - b.id);
}

/**
 * Registrations matching `query`: a candidate number ("4", "04", "#04") finds that candidate
 * exactly ({@link candidateNumberQuery}, the check-in search's matcher too); any other text
 * finds the registrations with every word in name, email, company or job title (case- and
 * accent-insensitive, "contains"). An empty query matches all.
 */
export function searchRegistrations<T extends Registration>(list: readonly T[], query: string): T[] {
  const number = candidateNumberQuery(query);
  if (number !== null) return list.filter((user) => user.candidateNumber === number);
  const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...list];
  return list.filter((user) => {
    const text = fold([user.firstName, user.lastName, user.email, user.company, user.title].join(" "));
    return words.every((word) => text.includes(word));
  });
}

export const REGISTRATION_MESSAGES = {
  notFound: "Registration not found",
  ownAccount: "You cannot delete your own account",
  deleted: "Registration deleted",
} as const;
