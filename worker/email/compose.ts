/**
 * Turns a queue message into a ready-to-send {@link OutgoingEmail}: subject, HTML and text from
 * its template and the layout, plus headers, in the message's language (docs/i18n.md), with the
 * event settings' Arabic versions in an Arabic email (docs/data-model.md#event-settings). Pure: the
 * consumer supplies the minted link and the signed unsubscribe URLs.
 */
import { localizeSettings } from "../contract/event";
import type { I18n } from "../contract/i18n";
import { serverI18n } from "../lib/i18n";
import type { ServerSettings } from "../settings";
import { renderHtml, renderText } from "./layout";
import { localeOf, type EmailMessage } from "./messages";
import { TEMPLATES, type EmailTemplate } from "./templates";
import type { OutgoingEmail } from "./transport";

/** Where a non-essential email's recipient can unsubscribe. */
export interface UnsubscribeLinks {
  /** The /unsubscribe page, prefilled with the address (footer link). */
  pageUrl: string;
  /** The RFC 8058 one-click POST URL with the signed token (List-Unsubscribe). */
  oneClickUrl: string;
}

/** The template of a message, typed for it. */
export function templateOf<M extends EmailMessage>(message: M): EmailTemplate<M> {
  return TEMPLATES[message.type] as unknown as EmailTemplate<M>;
}

/** Writes `message`'s language: a new {@link I18n} per email, never one shared by the isolate. */
function i18nOf(message: EmailMessage): I18n {
  return serverI18n(localeOf(message));
}

/** Subjects are header values: user text in them (names) must not break the header. */
function oneLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, " ").trim();
}

/** `settings` with the event settings as the message's language shows them (Arabic versions in Arabic). */
function inLanguage(settings: ServerSettings, i18n: I18n): ServerSettings {
  return { ...settings, event: localizeSettings(settings.event, i18n.locale) };
}

/** The subject of a message (also logged when the message is not sent). */
export function subjectOf(message: EmailMessage, settings: ServerSettings, i18n = i18nOf(message)): string {
  return oneLine(templateOf(message).subject(message, inLanguage(settings, i18n), i18n));
}

/**
 * Renders `message`.
 * @param link the minted one-time link when the template needs one, else "".
 * @param unsubscribe the links for non-essential mail (null for essential mail).
 * Headers: `Auto-Submitted: auto-generated` (RFC 3834) on every email; non-essential email adds
 * `List-Unsubscribe` and `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058).
 */
export function composeEmail(
  message: EmailMessage,
  settings: ServerSettings,
  link: string,
  unsubscribe: UnsubscribeLinks | null,
): OutgoingEmail {
  const template = templateOf(message);
  const i18n = i18nOf(message);
  const subject = subjectOf(message, settings, i18n);
  const local = inLanguage(settings, i18n);
  const body = template.body(message, { settings: local, link, i18n });
  const layout = { settings: local, subject, unsubscribeUrl: unsubscribe?.pageUrl ?? null, i18n };
  const headers: Record<string, string> = { "Auto-Submitted": "auto-generated" };
  if (unsubscribe) {
    headers["List-Unsubscribe"] = `<${unsubscribe.oneClickUrl}>`;
    headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
  }
  const replyTo = template.replyTo?.(message);
  return {
    emailType: message.type,
    from: settings.emailFrom,
    to: message.to,
    ...(replyTo ? { replyTo } : {}),
    subject,
    html: renderHtml(body, layout),
    text: renderText(body, layout),
    headers,
  };
}
