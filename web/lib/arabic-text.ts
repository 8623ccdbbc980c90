/**
 * Attributes of a control that holds the optional Arabic version of an organiser's text
 * (docs/product.md#arabic-versions-of-content): its language, so assistive technology reads it
 * in Arabic (WCAG 2.2 SC 3.1.2 Language of Parts), and right-to-left direction (HTML `dir`).
 * Spread onto the control: `<Input {...ARABIC_TEXT} {...form.register("titleAr")} />`.
 */
export const ARABIC_TEXT = { lang: "ar", dir: "rtl" } as const;

/**
 * Attributes of a control that holds Latin-script text in either language: an English text, a
 * link, an address, a number or a time. It reads left to right inside the Arabic app as well
 * (docs/i18n.md#what-stays-in-latin-letters). Add `lang="en"` where the text is English.
 */
export const LATIN_TEXT = { dir: "ltr" } as const;
