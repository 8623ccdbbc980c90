/**
 * The shared email layout: the HTML and plain-text versions of an {@link EmailBody}, with the
 * event's name, date, time and venue (the stored event settings, worker/services/event-settings.ts) and a footer with the
 * organiser, the support address and, for non-essential mail, the unsubscribe link.
 *
 * Accessibility: `lang`, a `<title>`, real headings and paragraphs, layout tables marked
 * `role="presentation"`, 16 px body text, colours with at least 4.5:1 contrast, link text that
 * says where it goes, and a complete plain-text alternative.
 */
import { venueLine } from "../contract/event";
import { formatLongDate, formatTimeRange12h } from "../contract/time";
import type { ServerSettings } from "../settings";
import type { Block, EmailBody } from "./body";

/** The main event's facts as printed in every email. */
interface EventFacts {
  name: string;
  /** "Monday, October 13, 2025". */
  date: string;
  /** "8:00 AM - 12:30 PM (Kuwait time, UTC+3)". */
  time: string;
  /** Venue name and address on one line. */
  venue: string;
}

/** The facts of the main event (AC2025) from the settings. */
function eventFacts(settings: ServerSettings): EventFacts {
  const event = settings.event.events.AC2025;
  return {
    name: event.name,
    date: formatLongDate(event.date),
    time: `${formatTimeRange12h(event.startTime, event.endTime)} (Kuwait time, UTC+3)`,
    venue: venueLine(settings.event.venue),
  };
}

export interface LayoutOptions {
  settings: ServerSettings;
  subject: string;
  /** The unsubscribe page for non-essential mail; null for essential mail. */
  unsubscribeUrl: string | null;
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

function blockHtml(block: Block): string {
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
        `<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:${COLORS.muted};">If the button does not work, ` +
        `copy this address into your browser:<br><a href="${escapeHtml(block.url)}" style="color:${COLORS.brand};` +
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
        `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${COLORS.brand};` +
        `background:${COLORS.panel};font-size:16px;line-height:1.5;">${multiline(block.text)}</blockquote>`
      );
  }
}

/** The HTML version (a complete document, inline styles only: mail clients drop `<style>`). */
export function renderHtml(body: EmailBody, { settings, subject, unsubscribeUrl }: LayoutOptions): string {
  const facts = eventFacts(settings);
  const { supportEmail, organiser } = settings.event;
  const unsubscribe = unsubscribeUrl
    ? `<p style="margin:8px 0 0;">You receive this email about ${escapeHtml(facts.name)}. ` +
      `<a href="${escapeHtml(unsubscribeUrl)}" style="color:${COLORS.brand};">Unsubscribe from conference emails</a>.</p>`
    : "";
  return `<!doctype html>
<html lang="en" dir="ltr">
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
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid ${COLORS.border};border-radius:8px;">
<tr><td style="padding:20px 24px;background:${COLORS.brand};color:#ffffff;border-radius:8px 8px 0 0;${FONT}">
<p style="margin:0;font-size:20px;font-weight:bold;">${escapeHtml(facts.name)}</p>
<p style="margin:4px 0 0;font-size:14px;">${escapeHtml(facts.date)} · ${escapeHtml(facts.venue)}</p>
</td></tr>
<tr><td style="padding:24px;${FONT}color:${COLORS.text};">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${COLORS.text};">${escapeHtml(body.heading)}</h1>
${body.blocks.map(blockHtml).join("\n")}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-top:8px;background:${COLORS.panel};border-radius:6px;">
<tr><td style="padding:16px;${FONT}font-size:14px;line-height:1.5;color:${COLORS.text};">
<h2 style="margin:0 0 8px;font-size:16px;">${escapeHtml(facts.name)}</h2>
<p style="margin:0;">Date: ${escapeHtml(facts.date)}</p>
<p style="margin:0;">Time: ${escapeHtml(facts.time)}</p>
<p style="margin:0;">Venue: ${escapeHtml(facts.venue)}</p>
</td></tr></table>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${COLORS.border};${FONT}font-size:13px;line-height:1.5;color:${COLORS.muted};">
<p style="margin:0;">${escapeHtml(organiser)} · Questions? <a href="mailto:${escapeHtml(supportEmail)}" style="color:${COLORS.brand};">${escapeHtml(supportEmail)}</a></p>
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
export function renderText(body: EmailBody, { settings, unsubscribeUrl }: LayoutOptions): string {
  const facts = eventFacts(settings);
  const { supportEmail, organiser } = settings.event;
  const lines = [
    body.heading,
    "",
    ...body.blocks.flatMap((block) => [blockText(block), ""]),
    `${facts.name}`,
    `Date: ${facts.date}`,
    `Time: ${facts.time}`,
    `Venue: ${facts.venue}`,
    "",
    "--",
    `${organiser} · Questions? ${supportEmail}`,
  ];
  if (unsubscribeUrl) lines.push(`Unsubscribe from conference emails: ${unsubscribeUrl}`);
  return `${lines.join("\n")}\n`;
}
