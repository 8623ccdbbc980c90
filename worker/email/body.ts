/**
 * The body of an email, as structured text. Templates describe an email once as {@link EmailBody};
 * the layout turns it into both the HTML and the plain-text version, so the two never drift.
 * All strings are plain text (the layout escapes them for HTML).
 */

export type Block =
  | { kind: "paragraph"; text: string }
  /** The one call to action: a link styled as a button in HTML, "label: url" in text. */
  | { kind: "button"; label: string; url: string }
  /** Label/value pairs (a definition list in HTML). */
  | { kind: "details"; rows: ReadonlyArray<readonly [label: string, value: string]> }
  /** Text someone wrote (a question, an enquiry), kept with its line breaks. */
  | { kind: "quote"; label: string; text: string }
  /** Small print, e.g. how long a link works. */
  | { kind: "note"; text: string };

export interface EmailBody {
  /** Preview line shown by mail clients next to the subject. */
  preheader: string;
  heading: string;
  blocks: Block[];
}
