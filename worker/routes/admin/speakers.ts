/**
 * Speaker administration (docs/api.md#speaker-administration): GET /api/speakers/template, POST
 * /api/speakers/import (multipart: file "excel", event "eventType"), POST
 * /api/admin/upload-speaker-image (multipart: "image", "speakerId"), POST /api/admin/speakers (a
 * speaker by hand), PATCH and DELETE /api/admin/speakers/{id}, POST
 * /api/admin/speakers/update-order {speakers}. Admins only; every write starts a new content version.
 */
import { Hono } from "hono";
import { IMPORT_FILE_FIELD, IMPORT_FILE_MESSAGES } from "../../contract/admin";
import {
  SPEAKER_IMAGE_MESSAGES,
  speakerCreateSchema,
  speakerImportEventSchema,
  speakerOrderSchema,
  speakerUpdateSchema,
} from "../../contract/admin-speakers";
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from "../../contract/image-upload";
import type { AppEnv } from "../../app-env";
import { purgesPublicContent } from "../../middleware/cache";
import { requireAdmin } from "../../middleware/auth";
import { validate } from "../../middleware/validate";
import {
  createSpeaker,
  deleteSpeaker,
  updateSpeaker,
  updateSpeakerOrder,
  uploadSpeakerImage,
} from "../../services/admin-speakers";
import { importSpeakerWorkbook } from "../../services/speaker-import";
import { InvalidInputError } from "../../services/errors";
import { XLSX_CONTENT_TYPE, speakerTemplate } from "../../services/import-templates";
import { MAX_WORKBOOK_BYTES, WORKBOOK_MESSAGES } from "../../services/workbook";
import { download, idParamSchema, readFile, readForm, readText } from "./http";
import { idText } from "../../contract/fields";

export const adminSpeakerRoutes = new Hono<AppEnv>()
  .get("/speakers/template", requireAdmin, async (c) =>
    download(c, await speakerTemplate(), "speakers-template.xlsx", XLSX_CONTENT_TYPE),
  )
  .post("/speakers/import", requireAdmin, purgesPublicContent, async (c) => {
    const form = await readForm(c, MAX_WORKBOOK_BYTES, WORKBOOK_MESSAGES.tooLarge);
    const event = speakerImportEventSchema.safeParse(readText(form, "eventType") || undefined);
    if (!event.success) throw new InvalidInputError(event.error.issues[0]!.message);
    const bytes = await readFile(form, IMPORT_FILE_FIELD, IMPORT_FILE_MESSAGES.noFile);
    return c.json(await importSpeakerWorkbook(c.get("db"), bytes, event.data), 200);
  })
  .post("/admin/upload-speaker-image", requireAdmin, purgesPublicContent, async (c) => {
    const form = await readForm(c, MAX_IMAGE_BYTES, IMAGE_MESSAGES.tooLarge);
    const speakerId = idText().safeParse(readText(form, "speakerId"));
    if (!speakerId.success) throw new InvalidInputError(SPEAKER_IMAGE_MESSAGES.badSpeakerId);
    const bytes = await readFile(form, "image", SPEAKER_IMAGE_MESSAGES.missing);
    return c.json(await uploadSpeakerImage(c.get("db"), c.env.MEDIA, speakerId.data, bytes), 200);
  })
  .post("/admin/speakers", requireAdmin, purgesPublicContent, validate("json", speakerCreateSchema), async (c) =>
    c.json(await createSpeaker(c.get("db"), c.req.valid("json")), 201),
  )
  .patch(
    "/admin/speakers/:id",
    requireAdmin,
    purgesPublicContent,
    validate("param", idParamSchema),
    validate("json", speakerUpdateSchema),
    async (c) => c.json(await updateSpeaker(c.get("db"), c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .delete("/admin/speakers/:id", requireAdmin, purgesPublicContent, validate("param", idParamSchema), async (c) => {
    await deleteSpeaker(c.get("db"), c.env.MEDIA, c.req.valid("param").id);
    return c.json({ message: "Speaker deleted" }, 200);
  })
  .post(
    "/admin/speakers/update-order",
    requireAdmin,
    purgesPublicContent,
    validate("json", speakerOrderSchema),
    async (c) => {
      await updateSpeakerOrder(c.get("db"), c.req.valid("json"));
      return c.json({ message: "Speaker order updated" }, 200);
    },
  );
