/**
 * Speaker administration (docs/product.md#speaker-management; docs/data-model.md#speaker-reorder; docs/api.md,
 * POST /api/admin/speakers, PATCH and DELETE /api/admin/speakers/{id}, POST /api/admin/speakers/update-order,
 * POST /api/admin/upload-speaker-image, POST /api/speakers/import).
 */
import { z } from "./zod";
import { EVENT_CODES } from "./event";
import { expertiseField, LIMITS, namesAField, NOTHING_TO_CHANGE_MESSAGE, optionalUrl } from "./fields";
import { fillTemplate } from "./message-templates";
import { speakerFields } from "./speaker";
import { displayOrderSchema } from "./display-order";

/** A bio: trimmed, at most 5000 characters; "" and null clear it (docs/api.md#speaker-administration). */
const bioField = z
  .string()
  .trim()
  .max(LIMITS.bio, fillTemplate("Bio must be at most {max} characters", { max: LIMITS.bio }))
  .nullable();

/**
 * POST /api/admin/speakers body (docs/api.md#speaker-administration; docs/messages.md#speaker-input):
 * a speaker added by hand. name, surname, company and position are required with the spec's
 * messages; bio, bioAr and linkedinUrl are optional ("" or null: none); expertise is a list of
 * texts (the form splits its comma-separated field); eventType defaults to AC2025.
 */
export const speakerCreateSchema = z.object({
  name: speakerFields.name,
  surname: speakerFields.surname,
  company: speakerFields.company,
  position: speakerFields.position,
  bio: bioField.optional(),
  bioAr: speakerFields.bioAr,
  linkedinUrl: optionalUrl,
  expertise: expertiseField,
  eventType: speakerFields.eventType,
});
export type SpeakerCreate = z.output<typeof speakerCreateSchema>;

/**
 * The bio edited in place on the speaker table (docs/product.md#speaker-management): the bio and
 * the Arabic bio of {@link speakerUpdateSchema}, both sent.
 */
export const speakerBioSchema = z.object({ bio: bioField, bioAr: speakerFields.bioAr });
export type SpeakerBioInput = z.input<typeof speakerBioSchema>;
export type SpeakerBio = z.output<typeof speakerBioSchema>;

/**
 * PATCH /api/admin/speakers/{id} body (docs/api.md#speaker-administration): any of the fields of
 * {@link speakerCreateSchema}, each with the same rules; a field left out keeps its stored value
 * ("" or null clears bio, bioAr and, as "", linkedinUrl). At least one field.
 */
export const speakerUpdateSchema = speakerCreateSchema
  .partial()
  .extend({
    eventType: z.enum(EVENT_CODES, { error: /*i18n*/ "Event type must be AC2025 or GC_POWERLIST" }).optional(),
  })
  .refine(namesAField, NOTHING_TO_CHANGE_MESSAGE);
export type SpeakerUpdate = z.output<typeof speakerUpdateSchema>;

/** POST /api/admin/speakers/update-order body {speakers: [{id, displayOrder}]} (docs/api.md). */
export const speakerOrderSchema = displayOrderSchema("speakers", "Speaker");
export type SpeakerOrder = z.infer<typeof speakerOrderSchema>;

/** The event choice of the speaker import form (docs/messages.md#speaker-import-columns, default AC2025). */
export const speakerImportEventSchema = z
  .enum(EVENT_CODES, { error: "Event type must be AC2025 or GC_POWERLIST" })
  .default("AC2025");

export const SPEAKER_IMAGE_MESSAGES = {
  missing: /*i18n*/ "Please select an image file",
  badSpeakerId: "speakerId must be a speaker's id",
} as const;

/** Answer of POST /api/admin/upload-speaker-image (docs/api.md#speaker-administration). */
export interface SpeakerImageResult {
  /** Same-origin Worker path that serves the stored image, e.g. "/api/media/speakers/3/<uuid>.jpg". */
  photoUrl: string;
}

export const SPEAKER_NOT_FOUND_MESSAGE = /*i18n*/ "Speaker not found";

/**
 * The answer (409) to a speaker added or renamed by hand whose name and surname the event already
 * has (docs/api.md#speaker-administration). A fixed text, not a template: the web app writes it
 * in the page's language from the catalogue alone.
 */
export const SPEAKER_NAME_TAKEN_MESSAGE = /*i18n*/ "This event already has a speaker with this name";
