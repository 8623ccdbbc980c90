/**
 * What the email log list and an entry's dialog both show (docs/product.md#email-logs): the time in
 * Kuwait time and the status badges (Sent or Failed, the email type, the delivery report), in the
 * page's language; the email type reads left to right.
 */
import type { EmailLog } from "../../../worker/contract/email-logs";
import { FORMAT_LOCALE, type I18n, type Locale } from "../../../worker/contract/i18n";
import { Badge } from "../../components/ui/feedback";
import { useI18n } from "../../lib/i18n";

/** The time format of each language, built on first use (building one loads locale data). */
const WHEN: Partial<Record<Locale, Intl.DateTimeFormat>> = {};

/**
 * When a log was written, in Kuwait time: English keeps en-GB's medium date, Arabic writes the
 * month's name with Latin digits ({@link FORMAT_LOCALE}; its medium date is all digits).
 */
export function formatWhen(instant: string, locale: Locale): string {
  WHEN[locale] ??= new Intl.DateTimeFormat(locale === "en" ? "en-GB" : FORMAT_LOCALE[locale], {
    dateStyle: locale === "en" ? "medium" : "long",
    timeStyle: "medium",
    timeZone: "Asia/Kuwait",
  });
  return WHEN[locale].format(new Date(instant));
}

/** The provider's delivery report in `i18n`'s language. */
function deliveryText(status: NonNullable<EmailLog["deliveryStatus"]>, i18n: I18n): string {
  if (status === "delivered") return i18n._("delivered");
  if (status === "bounced") return i18n._("bounced");
  return i18n._("complained");
}

/** Sent or Failed, the email type and the delivery report when known. */
export function StatusBadges({ log }: { log: EmailLog }) {
  const i18n = useI18n();
  return (
    <>
      <Badge variant={log.success ? "success" : "danger"}>{log.success ? i18n._("Sent") : i18n._("Failed")}</Badge>
      <Badge variant="neutral">
        <bdi dir="ltr">{log.emailType}</bdi>
      </Badge>
      {log.deliveryStatus && (
        <Badge variant={log.deliveryStatus === "delivered" ? "success" : "warning"}>
          {deliveryText(log.deliveryStatus, i18n)}
        </Badge>
      )}
    </>
  );
}
