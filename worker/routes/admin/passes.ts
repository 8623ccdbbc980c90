/**
 * Passes for organisers: POST /api/admin/passes/{userId}/reissue withdraws a person's pass QR
 * code and issues a new one (worker/services/pass-reissue.ts). Admins only; answers 200
 * {@link PassReissueResult}, 404 for an unknown id.
 */
import { Hono } from "hono";
import type { PassReissueResult } from "../../contract/pass";
import type { AppEnv } from "../../app-env";
import { requireAdmin } from "../../middleware/auth";
import { validate } from "../../middleware/validate";
import { reissuePass } from "../../services/pass-reissue";
import { idText } from "../../contract/fields";
import { z } from "../../contract/zod";

const userIdParamSchema = z.object({ userId: idText() });

export const adminPassRoutes = new Hono<AppEnv>().post(
  "/admin/passes/:userId/reissue",
  requireAdmin,
  validate("param", userIdParamSchema),
  async (c) => c.json<PassReissueResult>(await reissuePass(c.get("db"), c.env.MEDIA, c.req.valid("param").userId), 200),
);
