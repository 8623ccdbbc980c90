/**
 * The shared email layout: the HTML and plain-text versions of an {@link EmailBody}, with the
 * event's name, date, time and venue (the stored event settings, worker/services/event-settings.ts) and a footer with the
 * organiser, the support address and, for non-essential mail, the unsubscribe link.
 *
 * Written in the recipient's language (docs/i18n.md): an Arabic email is `lang="ar" dir="rtl"`,
 * right-aligned, with Arabic dates and times (Latin digits); names, addresses and links stay as
 * they are.
 *
 * Accessibility: `lang`, a `<title>`, real headings and paragraphs, layout tables marked
 * `role="presentation"`, 16 px body text, colours with at least 4.5:1 contrast, link text that
 * says where it goes, and a complete plain-text alternative.
 */
import { venueLine } from "../contract/event";
import { directionOf, type I18n } from "../contract/i18n";
import { formatLongDate, formatTimeRange12h } from "../contract/time";
import type { ServerSettings } from "../settings";
import type { Block, EmailBody } from "./body";

/** The main event's facts as printed in every email. */
interface EventFacts {
  name: string;
  /** "Monday, October 13, 2025" (in Arabic "الاثنين، 13 أكتوبر 2025"). */
  date: string;
  /** "8:00 AM - 12:30 PM (Kuwait time, UTC+3)", in the email's language. */
  time: string;
  /** Venue name and address on one line. */
  venue: string;
}

/** The facts of the main event (AC2025) from the settings, in `i18n`'s language. */
function eventFacts(settings: ServerSettings, i18n: I18n): EventFacts {
  const event = settings.event.events.AC2025;
  const time = formatTimeRange12h(event.startTime, event.endTime, i18n.locale);
  return {
    name: event.name,
    date: formatLongDate(event.date, i18n.locale),
    time: i18n._("{time} (Kuwait time, UTC+3)", { time }),
    venue: venueLine(settings.event.venue),
  };
}

export interface LayoutOptions {
  settings: ServerSettings;
  subject: string;
  /** The unsubscribe page for non-essential mail; null for essential mail. */
  unsubscribeUrl: string | null;
  /** Writes the email's language. */
  i18n: I18n;
}

/** Escapes text for HTML element content and quoted attribute values. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

const COLORS = { brand: "#0b3a66", text: "#1e293b", muted: "#475569", border: "#cbd5e1", panel: "#f1f5f9" };
const FONT = "font-family:Arial,Helvetica,sans-serif;";

function multiline(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, "<br>");
}

function blockHtml(block: Block, i18n: I18n): string {
  const rtl = directionOf(i18n.locale) === "rtl";
  switch (block.kind) {
    case "paragraph":
      return `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;">${escapeHtml(block.text)}</p>`;
    case "note":
      return `<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:${COLORS.muted};">${escapeHtml(block.text)}</p>`;
    case "button":
      return (
        `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr>` +
        `<td style="border-radius:6px;background:${COLORS.brand};">` +
        `<a href="${escapeHtml(block.url)}" style="display:inline-block;padding:14px 24px;${FONT}font-size:16px;` +
        `font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(block.label)}</a>` +
        `</td></tr></table>` +
        `<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:${COLORS.muted};">` +
        `${escapeHtml(i18n._("If the button does not work, copy this address into your browser:"))}<br><a${rtl ? ` dir="ltr"` : ""} href="${escapeHtml(block.url)}" style="color:${COLORS.brand};` +
        `word-break:break-all;">${escapeHtml(block.url)}</a></p>`
      );
    case "details":
      return (
        `<dl style="margin:0 0 16px;font-size:16px;line-height:1.5;">` +
        block.rows
          .map(
            ([label, value]) =>
              `<dt style="font-weight:bold;">${escapeHtml(label)}</dt><dd style="margin:0 0 8px;">${multiline(value || "-")}</dd>`,
          )
          .join("") +
        `</dl>`
      );
    case "quote":
      return (
        `<p style="margin:0 0 4px;font-size:16px;font-weight:bold;">${escapeHtml(block.label)}</p>` +
        `<blockquote style="margin:0 0 16px;padding:12px 16px;border-${rtl ? "right" : "left"}:4px solid ${COLORS.brand};` +
        `background:${COLORS.panel};font-size:16px;line-height:1.5;">${multiline(block.text)}</blockquote>`
      );
  }
}

/** The HTML version (a complete document, inline styles only: mail clients drop `<style>`). */
export function renderHtml(body: EmailBody, { settings, subject, unsubscribeUrl, i18n }: LayoutOptions): string {
  const facts = eventFacts(settings, i18n);
  const { supportEmail, organiser } = settings.event;
  const dir = directionOf(i18n.locale);
  // Mail clients drop the <html> element's attributes: an Arabic card sets its direction itself,
  // and an address inside it stays left to right (Unicode Bidirectional Algorithm, UAX #9).
  const card = dir === "rtl" ? ` dir="rtl"` : "";
  const cardAlign = dir === "rtl" ? "text-align:right;" : "";
  const address = dir === "rtl" ? ` dir="ltr"` : "";
  const unsubscribe = unsubscribeUrl
    ? `<p style="margin:8px 0 0;">${escapeHtml(i18n._("You receive this email about {event}.", { event: facts.name }))} ` +
      `<a href="${escapeHtml(unsubscribeUrl)}" style="color:${COLORS.brand};">${escapeHtml(i18n._("Unsubscribe from conference emails"))}</a>.</p>`
    : "";
  return `<!doctype html>
<html lang="${i18n.locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:${COLORS.panel};color:${COLORS.text};${FONT}">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(body.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.panel};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation"${card} width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid ${COLORS.border};border-radius:8px;${cardAlign}">
<tr><td style="padding:20px 24px;background:${COLORS.brand};color:#ffffff;border-radius:8px 8px 0 0;${FONT}">
<p style="margin:0;font-size:20px;font-weight:bold;">${escapeHtml(facts.name)}</p>
<p style="margin:4px 0 0;font-size:14px;">${escapeHtml(facts.date)} · ${escapeHtml(facts.venue)}</p>
</td></tr>
<tr><td style="padding:24px;${FONT}color:${COLORS.text};">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${COLORS.text};">${escapeHtml(body.heading)}</h1>
${body.blocks.map((block) => blockHtml(block, i18n)).join("\n")}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-top:8px;background:${COLORS.panel};border-radius:6px;">
<tr><td style="padding:16px;${FONT}font-size:14px;line-height:1.5;color:${COLORS.text};">
<h2 style="margin:0 0 8px;font-size:16px;">${escapeHtml(facts.name)}</h2>
<p style="margin:0;">${escapeHtml(i18n._("Date: {date}", { date: facts.date }))}</p>
<p style="margin:0;">${escapeHtml(i18n._("Time: {time}", { time: facts.time }))}</p>
<p style="margin:0;">${escapeHtml(i18n._("Venue: {venue}", { venue: facts.venue }))}</p>
</td></tr></table>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${COLORS.border};${FONT}font-size:13px;line-height:1.5;color:${COLORS.muted};">
<p style="margin:0;">${escapeHtml(organiser)} · ${escapeHtml(i18n._("Questions?"))} <a${address} href="mailto:${escapeHtml(supportEmail)}" style="color:${COLORS.brand};">${escapeHtml(supportEmail)}</a></p>
${unsubscribe}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function blockText(block: Block): string {
  switch (block.kind) {
    case "paragraph":
    case "note":
      return block.text;
    case "button":
      return `${block.label}:\n${block.url}`;
    case "details":
      return block.rows.map(([label, value]) => `${label}: ${value || "-"}`).join("\n");
    case "quote":
      return `${block.label}:\n${block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join("\n")}`;
  }
}

/** The plain-text version. */
export function renderText(body: EmailBody, { settings, unsubscribeUrl, i18n }: LayoutOptions): string {
  const facts = eventFacts(settings, i18n);
  const { supportEmail, organiser } = settings.event;
  const lines = [
    body.heading,
    "",
    ...body.blocks.flatMap((block) => [blockText(block), ""]),
    `${facts.name}`,
    i18n._("Date: {date}", { date: facts.date }),
    i18n._("Time: {time}", { time: facts.time }),
    i18n._("Venue: {venue}", { venue: facts.venue }),
    "",
    "--",
    `${organiser} · ${i18n._("Questions?")} ${supportEmail}`,
  ];
  if (unsubscribeUrl) lines.push(`${i18n._("Unsubscribe from conference emails")}: ${unsubscribeUrl}`);
  return `${lines.join("\n")}\n`;
}
