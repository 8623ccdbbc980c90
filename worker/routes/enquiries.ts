/**
 * POST /api/enquire (docs/api.md): a signed-in user's contact enquiry, stored and emailed to the
 * organisers (docs/decisions/0011-readings-of-the-spec.md#enquiries-stored). Rate-limited per user because each one sends emails.
 */
import { Hono } from "hono";
import { enquirySchema, type EnquiryReceipt } from "../contract/enquiry";
import type { AppEnv } from "../app-env";
import { enforceRateLimit } from "../middleware/rate-limit";
import { currentUser, requireUser } from "../middleware/auth";
import { validate } from "../middleware/validate";
import { submitEnquiry } from "../services/enquiries";

const ENQUIRY_RECEIVED_MESSAGE = /*i18n*/ "Enquiry received";

export const enquiryRoutes = new Hono<AppEnv>().post(
  "/enquire",
  requireUser,
  validate("json", enquirySchema),
  async (c) => {
    const user = currentUser(c);
    await enforceRateLimit(c, "enquire", String(user.id));
    const id = await submitEnquiry(c.get("db"), c.env.EMAIL_QUEUE, c.get("settings"), user, c.req.valid("json"));
    const receipt: EnquiryReceipt = { id, message: ENQUIRY_RECEIVED_MESSAGE };
    return c.json(receipt, 201);
  },
);
