/**
 * Registration management (docs/product.md#registration-management; docs/api.md#registrations,
 * GET /api/users, DELETE /api/users/{id}, exports; docs/data-model.md#registration-sort-fields).
 * Search, sort and paging run on the server (docs/data-model.md#registration-search-and-paging):
 * this module defines the query the screens send and the page they get back.
 */
import type { User } from "./user";
import { USER_TYPES } from "./user";
import { z } from "./zod";

/** docs/data-model.md#registration-sort-fields: candidateNumber (default), firstName, email, company and createdAt. */
export const REGISTRATION_SORT_FIELDS = ["candidateNumber", "firstName", "email", "company", "createdAt"] as const;
export type RegistrationSortField = (typeof REGISTRATION_SORT_FIELDS)[number];
const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const DEFAULT_REGISTRATION_SORT: { field: RegistrationSortField; direction: SortDirection } = {
  field: "candidateNumber",
  direction: "asc",
};

/** Rows per page the screens offer; the first is the default. */
export const REGISTRATION_PAGE_SIZES = [25, 50, 100] as const;
export type RegistrationPageSize = (typeof REGISTRATION_PAGE_SIZES)[number];

/** Longest search text accepted, in UTF-16 code units. */
const REGISTRATION_SEARCH_MAX_LENGTH = 100;

const PAGE_MESSAGE = "page must be a whole number from 1";
const PAGE_SIZE_MESSAGE = `pageSize must be ${REGISTRATION_PAGE_SIZES.join(", ")}`;

/**
 * `GET /api/users?q=&sort=&direction=&page=&pageSize=&userType=` (docs/api.md#registrations), every
 * parameter optional; an invalid one is 400 `{ message }` with the texts below.
 * - `q`: search text, trimmed, at most {@link REGISTRATION_SEARCH_MAX_LENGTH} characters; a
 *   candidate number ("4", "04", "#04") finds that candidate exactly, other text finds the people
 *   with every word in first name, last name, email, company or job title ("contains", case-insensitive
 *   for A-Z). "" (the default) matches everyone.
 * - `sort` ({@link REGISTRATION_SORT_FIELDS}, default candidateNumber) and `direction` (asc or desc,
 *   default asc); ties are ordered by id in the same direction, so pages never overlap.
 * - `page` from 1 (default 1; a page past the end is empty) and `pageSize` ({@link REGISTRATION_PAGE_SIZES}, default 25).
 * - `userType`: only people of that type (delegate, speaker or ASAR).
 */
export const registrationQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(REGISTRATION_SEARCH_MAX_LENGTH, `q must be at most ${REGISTRATION_SEARCH_MAX_LENGTH} characters`)
    .default(""),
  sort: z
    .enum(REGISTRATION_SORT_FIELDS, { error: `sort must be one of ${REGISTRATION_SORT_FIELDS.join(", ")}` })
    .default(DEFAULT_REGISTRATION_SORT.field),
  direction: z
    .enum(SORT_DIRECTIONS, { error: "direction must be asc or desc" })
    .default(DEFAULT_REGISTRATION_SORT.direction),
  page: z.coerce
    .number({ error: PAGE_MESSAGE })
    .int(PAGE_MESSAGE)
    .min(1, PAGE_MESSAGE)
    .max(1_000_000, PAGE_MESSAGE)
    .default(1),
  pageSize: z.coerce
    .number({ error: PAGE_SIZE_MESSAGE })
    .refine(
      (n): n is RegistrationPageSize => (REGISTRATION_PAGE_SIZES as readonly number[]).includes(n),
      PAGE_SIZE_MESSAGE,
    )
    .default(REGISTRATION_PAGE_SIZES[0]),
  userType: z.enum(USER_TYPES, { error: `userType must be one of ${USER_TYPES.join(", ")}` }).optional(),
});
export type RegistrationQuery = z.output<typeof registrationQuerySchema>;

/** One page of registrations: `total` counts every match of the query, not only this page. */
export interface RegistrationPage {
  rows: User[];
  total: number;
  page: number;
  pageSize: number;
}

export const REGISTRATION_MESSAGES = {
  notFound: /*i18n*/ "Registration not found",
  ownAccount: /*i18n*/ "You cannot delete your own account",
  deleted: "Registration deleted",
} as const;
