/**
 * What an uploaded image may be (docs/api.md#speaker-administration, Photo; docs/api.md#sponsors,
 * Logo), for the Worker's checks (worker/services/media.ts) and the admin screens' own checks
 * before sending: speaker photos and sponsor logos alike.
 */
import { fillTemplate } from "./message-templates";

/** Upload cap for images (speaker photos, sponsor logos), bytes (ours: a portrait or a logo never needs more). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * Image types accepted for uploads, checked by content on the server (worker/services/media.ts,
 * sniffImageType). No SVG: it can carry script.
 */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** The answers to an uploaded file that is not an accepted image, or too large (docs/messages.md#server-messages). */
export const IMAGE_MESSAGES = {
  notImage: /*i18n*/ "Please select an image file (JPEG, PNG, GIF or WebP)",
  tooLarge: fillTemplate("The image is larger than {max} MB. Please choose a smaller file.", {
    max: MAX_IMAGE_BYTES / 1024 / 1024,
  }),
} as const;
