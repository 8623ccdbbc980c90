/**
 * Sponsor administration (docs/product.md#sponsors; docs/api.md#sponsors): the fields of POST
 * /api/admin/sponsors (multipart, with the file `logo`) and PATCH /api/admin/sponsors/{id}, the
 * reorder, and the messages.
 */
import { z } from "./zod";
import { LIMITS, namesAField, NOTHING_TO_CHANGE_MESSAGE, optionalUrl, requiredText } from "./fields";
import { displayOrderSchema } from "./display-order";
import { DEFAULT_SPONSOR_TIER, SPONSOR_TIERS } from "./sponsors";

const tierField = z.enum(SPONSOR_TIERS, { error: /*i18n*/ "Tier must be platinum, gold, silver or standard" });

/**
 * The text fields of a new sponsor (docs/messages.md#sponsors): name required ("Sponsor name is
 * required", at most 200 characters), tier one of the four (default standard), websiteUrl an
 * http(s) URL or "" for none.
 */
export const sponsorCreateSchema = z.object({
  name: requiredText(/*i18n*/ "Sponsor name is required", LIMITS.company),
  tier: tierField.default(DEFAULT_SPONSOR_TIER),
  websiteUrl: optionalUrl,
});
export type SponsorCreate = z.output<typeof sponsorCreateSchema>;

/**
 * PATCH /api/admin/sponsors/{id} body: any of name, tier and websiteUrl with the rules of
 * {@link sponsorCreateSchema}, and isActive (a boolean); a field left out keeps its value. At
 * least one field.
 */
export const sponsorUpdateSchema = sponsorCreateSchema
  .partial()
  .extend({
    tier: tierField.optional(),
    isActive: z.boolean({ error: "isActive must be true or false" }).optional(),
  })
  .refine(namesAField, NOTHING_TO_CHANGE_MESSAGE);
export type SponsorUpdate = z.output<typeof sponsorUpdateSchema>;

/** POST /api/admin/sponsors/update-order body {sponsors: [{id, displayOrder}]}: one tier's list from 1. */
export const sponsorOrderSchema = displayOrderSchema("sponsors", "Sponsor");
export type SponsorOrder = z.infer<typeof sponsorOrderSchema>;

/** The multipart field that carries the logo file. */
export const SPONSOR_LOGO_FIELD = "logo";

export const SPONSOR_MESSAGES = {
  /** A new sponsor without a logo file (docs/data-model.md#sponsors: logoUrl is required). */
  logoMissing: /*i18n*/ "Please choose a logo",
  notFound: /*i18n*/ "Sponsor not found",
} as const;
