/**
 * The pass PDF's file name, shared by the Worker (worker/services/pass-files.ts) and the web app's
 * download. Apart from ./pass.ts, whose schemas would bring zod into the pass page
 * (docs/architecture.md#performance-budget).
 */

/**
 * The PDF's file name (docs/api.md: "a name made of first name, last name and a fixed event-pass
 * suffix"): `{FirstName}-{LastName}-event-pass.pdf`. Whitespace runs become "-", and characters
 * that are unsafe in file names (path separators, quotes, control characters, `<>:*?|`) are
 * dropped; letters of any script are kept. Falls back to "event-pass.pdf" when nothing is left.
 */
export function passPdfFileName(firstName: string, lastName: string): string {
  const part = (value: string) =>
    value
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this drops.
      .replace(/[\u0000-\u001f\u007f"'`\\/<>:*?|;%]/g, "")
      .trim()
      .replace(/\s+/g, "-");
  const stem = [part(firstName), part(lastName)].filter(Boolean).join("-");
  return stem ? `${stem}-event-pass.pdf` : "event-pass.pdf";
}
