/**
 * Speaker administration (docs/product.md#speaker-management; docs/data-model.md#speaker-reorder; docs/api.md,
 * PATCH /api/admin/speakers/{id}, POST /api/admin/speakers/update-order,
 * POST /api/admin/upload-speaker-image, POST /api/speakers/import).
 */
import { z } from "./zod";
import { EVENT_CODES } from "./event";
import { arabicText } from "./arabic-text";
import { LIMITS } from "./fields";
import { fillTemplate } from "./message-templates";

/**
 * PATCH /api/admin/speakers/{id} body {bio, bioAr?} (docs/api.md#speaker-administration): "" or
 * null clears the bio; `bioAr`, the Arabic bio, is cleared the same way and left unchanged when absent.
 */
export const speakerBioSchema = z.object({
  bio: z
    .string()
    .trim()
    .max(LIMITS.bio, fillTemplate("Bio must be at most {max} characters", { max: LIMITS.bio }))
    .nullable(),
  bioAr: arabicText("Bio", LIMITS.bio),
});
export type SpeakerBioInput = z.input<typeof speakerBioSchema>;
export type SpeakerBio = z.output<typeof speakerBioSchema>;

/** Most speakers one reorder may carry (both events together stay far below this). */
const MAX_REORDER_SPEAKERS = 500;

/**
 * POST /api/admin/speakers/update-order body {speakers: [{id, displayOrder}]} (docs/api.md). Ids are
 * unique; displayOrder is a whole number from 1 (docs/data-model.md#constants-and-limits: "Reordered speakers are numbered from 1").
 */
export const speakerOrderSchema = z.object({
  speakers: z
    .array(
      z.object({
        id: z.number({ error: "Speaker id must be a number" }).int().positive("Speaker id must be a number"),
        displayOrder: z
          .number({ error: "displayOrder must be a whole number from 1" })
          .int("displayOrder must be a whole number from 1")
          .min(1, "displayOrder must be a whole number from 1")
          .max(100_000, "displayOrder must be a whole number from 1"),
      }),
      { error: "speakers must be a list" },
    )
    .min(1, "speakers must not be empty")
    .max(MAX_REORDER_SPEAKERS, `At most ${MAX_REORDER_SPEAKERS} speakers per reorder`)
    .refine((list) => new Set(list.map((s) => s.id)).size === list.length, "Each speaker may appear only once"),
});
export type SpeakerOrder = z.infer<typeof speakerOrderSchema>;

/** The list order as sent by the table: displayOrder numbered from 1 (docs/data-model.md#speaker-reorder). */
export function orderFromList(ids: readonly number[]): SpeakerOrder {
  return { speakers: ids.map((id, index) => ({ id, displayOrder: index + 1 })) };
}

/** The event choice of the speaker import form (docs/messages.md#speaker-import-columns, default AC2025). */
export const speakerImportEventSchema = z
  .enum(EVENT_CODES, { error: "Event type must be AC2025 or GC_POWERLIST" })
  .default("AC2025");

/** Upload cap for speaker photos, bytes (ours: a portrait never needs more). */
export const MAX_SPEAKER_IMAGE_BYTES = 5 * 1024 * 1024;

/** Image types accepted for speaker photos, checked by content on the server (no SVG: it can carry script). */
export const SPEAKER_IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
export type SpeakerImageType = (typeof SPEAKER_IMAGE_TYPES)[number];

export const SPEAKER_IMAGE_MESSAGES = {
  missing: /*i18n*/ "Please select an image file",
  notImage: /*i18n*/ "Please select an image file (JPEG, PNG, GIF or WebP)",
  tooLarge: fillTemplate("The image is larger than {max} MB. Please choose a smaller file.", {
    max: MAX_SPEAKER_IMAGE_BYTES / 1024 / 1024,
  }),
  badSpeakerId: "speakerId must be a speaker's id",
} as const;

/** Answer of POST /api/admin/upload-speaker-image (docs/api.md#speaker-administration). */
export interface SpeakerImageResult {
  /** Same-origin Worker path that serves the stored image, e.g. "/api/media/speakers/3/<uuid>.jpg". */
  photoUrl: string;
}

export const SPEAKER_NOT_FOUND_MESSAGE = /*i18n*/ "Speaker not found";
