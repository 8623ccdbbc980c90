/**
 * The Arabic definite article "ال" at the start of a name ("العلي", "الصباح", or written apart:
 * "ال صباح", "ال-صباح"), followed by the rest of the name. Arabic initials skip it, as people write
 * them: "نورة العلي" is "ن ع", not "ن ا".
 */
const ARABIC_ARTICLE = /^ال[\s\-‐]*(?=\p{L}{2})/u;

/** The first letter of a name part, after the Arabic article. */
function initialOf(name: string): string {
  return name.trim().replace(ARABIC_ARTICLE, "").charAt(0);
}

/**
 * Initials of a person: the first letters of first and last name, upper-cased ("Dana al-Sayer" →
 * "DA"); an Arabic name's article is skipped ("نورة العلي" → "نع", {@link ARABIC_ARTICLE}).
 */
export function initials(firstName: string, lastName: string): string {
  return `${initialOf(firstName)}${initialOf(lastName)}`.toUpperCase();
}
