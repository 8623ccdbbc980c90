/** Speaker biography text rules (docs/product.md#speakers-page; docs/data-model.md#list-sizes). */

/** Card previews cut the bio at this many characters (docs/data-model.md#list-sizes). */
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

/** The bio split into paragraphs at blank lines (docs/product.md#speaker-biography); empty parts dropped. */
export function bioParagraphs(bio: string | null | undefined): string[] {
  return (bio ?? "")
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
