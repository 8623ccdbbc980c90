/**
 * Who must not receive non-essential email: addresses that bounced hard or complained
 * (email_suppressions, fed by Email Service delivery events) and addresses that unsubscribed
 * (newsletter_subscriptions). Essential mail (registration confirmation, password reset,
 * delegate welcome, organiser notifications; worker/email/templates.ts decides) ignores both.
 */
import { sql } from "drizzle-orm";
import { emailSuppressions, newsletterSubscriptions } from "../../db/schema";
import type { Database } from "../db";

export type SuppressionReason = "bounced" | "complained";

/** Suppresses `email` for non-essential mail. The first reason recorded stays. */
export async function suppressAddress(db: Database, email: string, reason: SuppressionReason): Promise<void> {
  await db.insert(emailSuppressions).values({ email: email.toLowerCase(), reason }).onConflictDoNothing();
}

/**
 * Why non-essential mail to `email` must not be sent, in one query: "suppressed" (hard bounce or
 * complaint), "unsubscribed", or null when it may be sent.
 */
export async function nonEssentialBlock(db: Database, email: string): Promise<"suppressed" | "unsubscribed" | null> {
  const address = email.toLowerCase();
  const row = await db.get<{ suppressed: number; unsubscribed: number }>(sql`
    select
      exists(select 1 from ${emailSuppressions} where ${emailSuppressions.email} = ${address}) as suppressed,
      exists(select 1 from ${newsletterSubscriptions}
             where ${newsletterSubscriptions.email} = ${address} and ${newsletterSubscriptions.isActive} = 0) as unsubscribed`);
  if (row.suppressed) return "suppressed";
  if (row.unsubscribed) return "unsubscribed";
  return null;
}
