/**
 * POST /api/admin/erase-delegate-data `{ days }` (docs/api.md#registrations): erases every
 * delegate's personal data once the events are `days` days past (services/personal-data.ts,
 * eraseDelegateData). Admins only. The public Q&A showed askers' first names, so the edge cache is
 * purged after it.
 */
import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { eraseDelegateDataSchema, type EraseDelegateDataResult } from "../../contract/my-data";
import { requireAdmin } from "../../middleware/auth";
import { purgesPublicContent } from "../../middleware/cache";
import { validate } from "../../middleware/validate";
import { eraseDelegateData } from "../../services/personal-data";

export const adminDelegateDataRoutes = new Hono<AppEnv>().post(
  "/admin/erase-delegate-data",
  requireAdmin,
  purgesPublicContent,
  validate("json", eraseDelegateDataSchema),
  async (c) => {
    const { days } = c.req.valid("json");
    const result = await eraseDelegateData(c.get("db"), c.env.MEDIA, c.get("settings"), days);
    return c.json<EraseDelegateDataResult>(result, 200);
  },
);
