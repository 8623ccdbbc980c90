/**
 * The phone in forms (docs/messages.md, Registration): the input edits a dial code and digits;
 * the API stores one string, dial code plus digits ("+96550001234").
 * - {@link splitPhone}: a stored phone back into the two inputs;
 * - {@link phoneFormResolver}: validation of the payload those inputs make.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { DEFAULT_DIAL_CODE, DIAL_CODES, composePhone, normaliseDialCode } from "../../worker/contract/dial-codes";

/**
 * @param phone stored phone, or null/"" for none.
 * @param countryCode the user's stored dial code, tried first; otherwise the longest known dial
 *   code that prefixes the number; otherwise Kuwait with all digits.
 */
export function splitPhone(phone: string | null, countryCode: string | null): { dialCode: string; digits: string } {
  const stored = (phone ?? "").replace(/[^\d+]/g, "");
  const preferred = normaliseDialCode(countryCode) || DEFAULT_DIAL_CODE;
  if (!stored) return { dialCode: preferred, digits: "" };
  if (stored.startsWith(preferred)) return { dialCode: preferred, digits: stored.slice(preferred.length) };
  const known = [...new Set(DIAL_CODES.map((d) => d.code))]
    .sort((a, b) => b.length - a.length)
    .find((code) => stored.startsWith(code));
  if (known) return { dialCode: known, digits: stored.slice(known.length) };
  return { dialCode: preferred, digits: stored.replace(/\D/g, "") };
}

/** Form values with the phone as its two inputs. */
interface PhoneInputs {
  /** The selected dial code, e.g. "+965". */
  countryCode: string;
  /** The digits typed. */
  phone: string;
}

/**
 * A react-hook-form resolver that validates what the API will receive: the form's values with
 * `phone` composed from the dial code and the digits (`composePhone`), plus `extra(values)`,
 * parsed by the API's own `schema`. The payload keeps the form's field names, so the schema's
 * errors land on the form's own fields.
 */
export function phoneFormResolver<Values extends FieldValues & PhoneInputs, Output>(
  schema: z.ZodType<Output>,
  extra: (values: Values) => Partial<Values> = () => ({}),
): Resolver<Values, unknown, Output> {
  // The schema reads the payload, which has the form's shape with the phone composed.
  const validate = zodResolver(schema as z.ZodType<Output, Values>);
  return (values, context, options) =>
    validate({ ...values, ...extra(values), phone: composePhone(values.countryCode, values.phone) }, context, options);
}
