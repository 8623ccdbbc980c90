/**
 * Reissuing a pass (POST /api/admin/passes/{userId}/reissue): for a lost phone or a shared
 * screenshot. The person's `passVersion` goes up by one; pass tokens carry the version they were
 * signed at (`pv`, worker/services/pass-token.ts) and the door refuses a lower one
 * (worker/services/check-in.ts, checkInByToken), so the old QR code stops admitting at once. The
 * stored QR code and PDF are deleted; the next visit of the pass page (or download) makes them
 * with the new version.
 */
import { eq, sql } from "drizzle-orm";
import { users } from "../../db/schema";
import { PASS_REISSUED_MESSAGE, type PassReissueResult } from "../contract/pass";
import type { Database } from "../db";
import { errorSummary } from "../lib/log";
import { NotFoundError } from "./errors";
import { deletePassFiles } from "./pass-files";

const PASS_REISSUE_NOT_FOUND_MESSAGE = /*i18n*/ "No registration found.";

/**
 * Raises the pass version of `userId` (one UPDATE) and deletes their stored pass files (R2; a
 * failure there is logged, not reported: the stored files are named by a hash that includes the
 * version, so they are never served again).
 * @param now epoch ms.
 * @throws DomainError 404 {@link PASS_REISSUE_NOT_FOUND_MESSAGE} for an unknown user.
 */
export async function reissuePass(
  db: Database,
  media: R2Bucket,
  userId: number,
  now = Date.now(),
): Promise<PassReissueResult> {
  const [updated] = await db
    .update(users)
    .set({ passVersion: sql`${users.passVersion} + 1`, updatedAt: new Date(now) })
    .where(eq(users.id, userId))
    .returning({ passVersion: users.passVersion });
  if (!updated) throw new NotFoundError(PASS_REISSUE_NOT_FOUND_MESSAGE);
  try {
    await deletePassFiles(media, userId);
  } catch (error) {
    console.error("pass files not deleted after a reissue", userId, errorSummary(error));
  }
  return { message: PASS_REISSUED_MESSAGE, passVersion: updated.passVersion };
}
