/**
 * The pass PDF's fonts: DejaVu Sans and DejaVu Sans Bold (npm dejavu-fonts-ttf; Bitstream Vera
 * licence with public-domain DejaVu changes, free to embed), chosen because one family covers
 * Latin with accents, Greek, Cyrillic, Hebrew and Arabic (with the shaping tables fontkit uses).
 *
 * Bundling: the Cloudflare Vite plugin only turns `.bin`, `.txt`, `.html`, `.sql` and `.wasm`
 * files into Worker modules and ignores wrangler `rules`, so the TTF files are imported with
 * Vite's `?inline` (a base64 data URL in a separate chunk, loaded on the first PDF only).
 * Size: about 1.95 MB of base64 (about 1.0 MB gzipped), within the Workers script limits of
 * 3 MB (Free) and 10 MB (Paid) compressed.
 */
import boldDataUrl from "dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?inline";
import regularDataUrl from "dejavu-fonts-ttf/ttf/DejaVuSans.ttf?inline";
import type { PassFonts } from "./pass-pdf";

function decode(dataUrl: string): Uint8Array {
  return Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(",") + 1)), (c) => c.charCodeAt(0));
}

let fonts: PassFonts | undefined;

/** The decoded font files, decoded once per isolate. */
export function passFonts(): PassFonts {
  fonts ??= { regular: decode(regularDataUrl), bold: decode(boldDataUrl) };
  return fonts;
}
