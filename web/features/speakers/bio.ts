/** Speaker biography text rules (spec 2, Speakers page; spec 9, List sizes). */

/** Card previews cut the bio at this many characters (spec 9: 200). */
const BIO_PREVIEW_CHARS = 200;

/**
 * The bio cut to `max` characters (code points, so Arabic and emoji stay whole), trimmed and
 * followed by "..." when cut; unchanged when short enough.
 */
export function truncateBio(bio: string, max = BIO_PREVIEW_CHARS): string {
  const chars = Array.from(bio.trim());
  if (chars.length <= max) return chars.join("");
  return `${chars.slice(0, max).join("").trimEnd()}...`;
}

/** The bio split into paragraphs at blank lines (spec 2, Speaker Biography); empty parts dropped. */
export function bioParagraphs(bio: string | null | undefined): string[] {
  return (bio ?? "")
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
