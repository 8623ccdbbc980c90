/**
 * The pass details (docs/data-model.md#pass-edit): the four fields "Update Pass Details" shows and
 * edits, shared by its view (./pass-details-card.tsx) and its form (./pass-details-form.tsx).
 */
import type { PassDetails } from "../../../worker/contract/pass";
import type { User } from "../../../worker/contract/user";

export type PassUser = Pick<User, "firstName" | "lastName" | "title" | "company">;

/** The form's starting values: the user's own. */
export const valuesOf = (user: PassUser): PassDetails => ({
  firstName: user.firstName,
  lastName: user.lastName,
  title: user.title,
  company: user.company,
});

/** Each field, its label (marked for translation) and its autocomplete token. */
export const FIELDS: { name: keyof PassDetails; label: string; autoComplete: string }[] = [
  { name: "firstName", label: /*i18n*/ "First Name", autoComplete: "given-name" },
  { name: "lastName", label: /*i18n*/ "Last Name", autoComplete: "family-name" },
  { name: "title", label: /*i18n*/ "Position", autoComplete: "organization-title" },
  { name: "company", label: /*i18n*/ "Company", autoComplete: "organization" },
];
