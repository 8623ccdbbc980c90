/**
 * Contact enquiry (docs/product.md#contactenquiry-page; docs/data-model.md#enquiry-payload; docs/messages.md#enquiry;
 * docs/api.md#post-apienquire; docs/decisions/0011-readings-of-the-spec.md#enquiries-stored). The form and the API validate with
 * {@link enquirySchema}. Labels and validation messages are English messages, marked for the
 * catalogue and written in the page's language where they are shown (docs/i18n.md).
 */
import { z } from "./zod";
import { LIMITS, emailField, optionalUrl, personText, phoneField } from "./fields";
import { fillTemplate } from "./message-templates";

/** Service types service1..service7, labelled "Service 1".."Service 7" (docs/data-model.md#entities). */
export const SERVICE_TYPES = [
  { value: "service1", label: /*i18n*/ "Service 1" },
  { value: "service2", label: /*i18n*/ "Service 2" },
  { value: "service3", label: /*i18n*/ "Service 3" },
  { value: "service4", label: /*i18n*/ "Service 4" },
  { value: "service5", label: /*i18n*/ "Service 5" },
  { value: "service6", label: /*i18n*/ "Service 6" },
  { value: "service7", label: /*i18n*/ "Service 7" },
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number]["value"];
const SERVICE_TYPE_VALUES = SERVICE_TYPES.map((s) => s.value) as [ServiceType, ...ServiceType[]];

/** The label of a service type ("Service 3"), or "" for none or an unknown value. */
export function serviceTypeLabel(value: string | null | undefined): string {
  return SERVICE_TYPES.find((s) => s.value === value)?.label ?? "";
}

/** Minimum message length after trimming (docs/data-model.md#text-lengths). */
const ENQUIRY_MESSAGE_MIN_LENGTH = 10;
const ENQUIRY_MESSAGE_TOO_SHORT = /*i18n*/ "Message must be at least 10 characters";

/**
 * POST /api/enquire body. firstName, lastName, company and title need at least one character;
 * email must be valid (the server still uses the account's address); phone, linkedinUrl and
 * serviceType are optional ("" means none); message needs 10 characters (docs/messages.md#enquiry).
 */
export const enquirySchema = z.object({
  firstName: personText(/*i18n*/ "First name is required", LIMITS.name),
  lastName: personText(/*i18n*/ "Last name is required", LIMITS.name),
  email: emailField,
  company: personText(/*i18n*/ "Company is required", LIMITS.company),
  title: personText(/*i18n*/ "Job title is required", LIMITS.title),
  phone: phoneField,
  linkedinUrl: optionalUrl,
  serviceType: z
    .union([z.enum(SERVICE_TYPE_VALUES), z.literal("")], { error: /*i18n*/ "Please choose a valid service type" })
    .optional(),
  message: z
    .string({ error: ENQUIRY_MESSAGE_TOO_SHORT })
    .trim()
    .min(ENQUIRY_MESSAGE_MIN_LENGTH, ENQUIRY_MESSAGE_TOO_SHORT)
    .max(LIMITS.message, fillTemplate("Message must be at most {max} characters", { max: LIMITS.message })),
});
export type EnquiryData = z.output<typeof enquirySchema>;

/** POST /api/enquire answer (201). */
export interface EnquiryReceipt {
  id: number;
  message: string;
}
