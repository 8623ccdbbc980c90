/**
 * PATCH /api/profile body (docs/api.md): the profile form (firstName, lastName, email, company, title,
 * bio, phone, linkedinUrl, expertise) or the pass edit (firstName, lastName, title, company).
 * Every field is optional; a present field must be valid. `email` is accepted and ignored: the
 * email never changes (docs/product.md#profile-page: always read-only). Also the body of
 * PUT /api/user/locale, the person's language.
 */
import { isLocale, type Locale } from "./i18n";
import { z } from "./zod";
import { LIMITS, dialCodeField, expertiseField, optionalText, optionalUrl, personText, phoneField } from "./fields";

export const profileUpdateSchema = z.object({
  firstName: personText("First name is required", LIMITS.name).optional(),
  lastName: personText("Last name is required", LIMITS.name).optional(),
  email: z.string().max(LIMITS.email).optional(),
  company: personText("Company is required", LIMITS.company).optional(),
  title: personText("Job title is required", LIMITS.title).optional(),
  bio: optionalText(LIMITS.bio).nullable(),
  phone: phoneField.nullable(),
  countryCode: dialCodeField.nullable(),
  linkedinUrl: optionalUrl.nullable(),
  expertise: expertiseField,
});
export type ProfileUpdateData = z.output<typeof profileUpdateSchema>;

/** 400 message of PUT /api/user/locale for anything but "en" or "ar" (docs/api.md#put-apiuserlocale). */
export const LOCALE_MESSAGE = /*i18n*/ 'Language must be "en" or "ar"';

/** PUT /api/user/locale body (docs/api.md#put-apiuserlocale): the signed-in person's language. */
export const userLocaleSchema = z.object({ locale: z.custom<Locale>(isLocale, { error: LOCALE_MESSAGE }) });
