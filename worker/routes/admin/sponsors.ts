/**
 * Sponsor administration (docs/api.md#sponsors): GET /api/admin/sponsors (every sponsor, active
 * or not), POST /api/admin/sponsors (multipart: "name", "tier", "websiteUrl" and the file "logo"),
 * PATCH and DELETE /api/admin/sponsors/{id}, POST /api/admin/sponsors/{id}/logo (multipart: the
 * file "logo") and POST /api/admin/sponsors/update-order {sponsors}. Admins only; every write
 * starts a new content version, so / and /ar show the change on the next request.
 */
import { Hono } from "hono";
import {
  SPONSOR_LOGO_FIELD,
  SPONSOR_MESSAGES,
  sponsorCreateSchema,
  sponsorOrderSchema,
  sponsorUpdateSchema,
} from "../../contract/admin-sponsors";
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from "../../contract/image-upload";
import type { AppEnv } from "../../app-env";
import { purgesPublicContent } from "../../middleware/cache";
import { requireAdmin } from "../../middleware/auth";
import { validate } from "../../middleware/validate";
import { InvalidInputError } from "../../services/errors";
import {
  createSponsor,
  deleteSponsor,
  listSponsors,
  replaceSponsorLogo,
  updateSponsor,
  updateSponsorOrder,
} from "../../services/sponsors";
import { idParamSchema, noStore, readFile, readForm, readText } from "./http";

export const adminSponsorRoutes = new Hono<AppEnv>()
  .get("/admin/sponsors", requireAdmin, noStore, async (c) => c.json(await listSponsors(c.get("db")), 200))
  .post("/admin/sponsors", requireAdmin, purgesPublicContent, async (c) => {
    const form = await readForm(c, MAX_IMAGE_BYTES, IMAGE_MESSAGES.tooLarge);
    const fields = sponsorCreateSchema.safeParse({
      name: readText(form, "name"),
      tier: readText(form, "tier") || undefined,
      websiteUrl: readText(form, "websiteUrl"),
    });
    if (!fields.success) throw new InvalidInputError(fields.error.issues[0]!.message);
    const logo = await readFile(form, SPONSOR_LOGO_FIELD, SPONSOR_MESSAGES.logoMissing);
    return c.json(await createSponsor(c.get("db"), c.env.MEDIA, fields.data, logo), 201);
  })
  .post(
    "/admin/sponsors/update-order",
    requireAdmin,
    purgesPublicContent,
    validate("json", sponsorOrderSchema),
    async (c) => {
      await updateSponsorOrder(c.get("db"), c.req.valid("json"));
      return c.json({ message: "Sponsor order updated" }, 200);
    },
  )
  .patch(
    "/admin/sponsors/:id",
    requireAdmin,
    purgesPublicContent,
    validate("param", idParamSchema),
    validate("json", sponsorUpdateSchema),
    async (c) => c.json(await updateSponsor(c.get("db"), c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .post("/admin/sponsors/:id/logo", requireAdmin, purgesPublicContent, validate("param", idParamSchema), async (c) => {
    const form = await readForm(c, MAX_IMAGE_BYTES, IMAGE_MESSAGES.tooLarge);
    const logo = await readFile(form, SPONSOR_LOGO_FIELD, SPONSOR_MESSAGES.logoMissing);
    return c.json(await replaceSponsorLogo(c.get("db"), c.env.MEDIA, c.req.valid("param").id, logo), 200);
  })
  .delete("/admin/sponsors/:id", requireAdmin, purgesPublicContent, validate("param", idParamSchema), async (c) => {
    await deleteSponsor(c.get("db"), c.env.MEDIA, c.req.valid("param").id);
    return c.json({ message: "Sponsor deleted" }, 200);
  });
