/**
 * Contact enquiries (docs/api.md#post-apienquire; docs/decisions/0011-readings-of-the-spec.md#enquiries-stored: stored and emailed to
 * the organisers). The sender also gets an acknowledgement.
 */
import { eq } from "drizzle-orm";
import { enquiries, type UserRow } from "../../db/schema";
import { serviceTypeLabel, type EnquiryData } from "../contract/enquiry";
import type { Database } from "../db";
import { UnavailableError } from "./errors";
import type { ServerSettings } from "../settings";
import { enqueueEmails, mailLocale } from "./email-queue";
import { errorSummary } from "../lib/log";

const ENQUIRY_NOT_QUEUED_MESSAGE = /*i18n*/ "Failed to send enquiry. Please try again.";

/**
 * Stores the enquiry of `sender` and queues `enquiry_notification` to the organisers' support
 * address (settings.event.supportEmail; docs/decisions/0011-readings-of-the-spec.md#enquiries-stored) and `enquiry_acknowledgement` to
 * the sender. The stored and mailed address is always the account's own: the form's email field
 * is read-only (docs/product.md#route-map), and taking it from the body would let anyone send acknowledgements to
 * arbitrary addresses. When the emails
 * cannot be queued the row is removed again, so a retry does not leave a duplicate.
 * @returns the new enquiry's id.
 * @throws DomainError 503 when the email queue refuses the messages.
 */
export async function submitEnquiry(
  db: Database,
  queue: Queue,
  settings: ServerSettings,
  sender: UserRow,
  input: EnquiryData,
): Promise<number> {
  const [row] = await db
    .insert(enquiries)
    .values({
      userId: sender.id,
      firstName: input.firstName,
      lastName: input.lastName,
      email: sender.email,
      company: input.company,
      title: input.title,
      phone: input.phone || null,
      linkedinUrl: input.linkedinUrl || null,
      serviceType: input.serviceType || null,
      message: input.message,
    })
    .returning();
  const enquiry = row!;
  try {
    await enqueueEmails(queue, [
      {
        type: "enquiry_notification",
        to: settings.event.supportEmail,
        locale: "en",
        userId: sender.id,
        data: {
          enquiryId: enquiry.id,
          firstName: enquiry.firstName,
          lastName: enquiry.lastName,
          email: enquiry.email,
          company: enquiry.company,
          title: enquiry.title,
          phone: enquiry.phone ?? "",
          linkedinUrl: enquiry.linkedinUrl ?? "",
          serviceType: serviceTypeLabel(enquiry.serviceType),
          message: enquiry.message,
        },
      },
      {
        type: "enquiry_acknowledgement",
        to: sender.email,
        locale: mailLocale(sender),
        userId: sender.id,
        data: { firstName: enquiry.firstName },
      },
    ]);
  } catch (error) {
    console.error("enquiry emails not queued", enquiry.id, errorSummary(error));
    await db.delete(enquiries).where(eq(enquiries.id, enquiry.id));
    throw new UnavailableError(ENQUIRY_NOT_QUEUED_MESSAGE);
  }
  return enquiry.id;
}
