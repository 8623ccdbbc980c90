/**
 * Profile, pass-detail and language updates of the signed-in user (docs/api.md#patch-apiprofile,
 * docs/api.md#put-apiuserlocale).
 */
import { eq } from "drizzle-orm";
import { users, type UserRow } from "../../db/schema";
import type { ProfileUpdateData } from "../contract/profile";
import type { Locale } from "../contract/i18n";
import type { Database } from "../db";

/**
 * Applies the present fields to the user's own row and returns the updated row. Empty optional
 * texts are stored as null; the email is never changed.
 */
export async function updateProfile(
  db: Database,
  userId: number,
  input: ProfileUpdateData,
  now = new Date(),
): Promise<UserRow> {
  const optional = (value: string | null | undefined) => (value === undefined ? undefined : value || null);
  const [row] = await db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      company: input.company,
      title: input.title,
      bio: optional(input.bio),
      phone: optional(input.phone),
      countryCode: optional(input.countryCode),
      linkedinUrl: optional(input.linkedinUrl),
      expertise: input.expertise,
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

/** Sets the user's language (docs/data-model.md#users) and returns the updated row. */
export async function updateUserLocale(
  db: Database,
  userId: number,
  locale: Locale,
  now = new Date(),
): Promise<UserRow> {
  const [row] = await db.update(users).set({ locale, updatedAt: now }).where(eq(users.id, userId)).returning();
  return row!;
}
