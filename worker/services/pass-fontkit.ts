/**
 * fontkit as the PDF pass uses it (worker/services/pass-pdf.ts): each font file parsed once per
 * isolate, its text layouts remembered, and its subsets encoded without fontkit's timer waits.
 * Each keeps pdf-lib's output byte for byte; with the QR code written as one content stream
 * (pass-pdf.ts) they took a warm pass from about 38 ms to about 12 in Node (`npm run bench:pass`).
 * The encoder reaches into fontkit's private internals ({@link encodeSubsetsAtOnce}); it stays
 * because without it the warm PDF takes more than the 15 ms of CPU time of its target
 * (docs/decisions/0017-library-patches-only-when-measured.md).
 */
import fontkit from "@pdf-lib/fontkit";
import type { PDFDocument } from "pdf-lib";

/** What pdf-lib asks of fontkit (its `Fontkit` type, not exported from the package root). */
type Fontkit = Parameters<PDFDocument["registerFontkit"]>[0];
export type ParsedFont = ReturnType<Fontkit["create"]>;
type Subset = ReturnType<ParsedFont["createSubset"]>;
type SubsetStream = ReturnType<Subset["encodeStream"]>;

/** Fonts fontkit has parsed, by their bytes: parsing DejaVu Sans (about 750 KB) took most of a pass's time. */
const parsedFonts = new WeakMap<Uint8Array, ParsedFont>();

/** Most text layouts kept per font (the event's lines repeat on every pass; names vary). */
const LAYOUT_CACHE_SIZE = 256;

/**
 * `font` with its `layout` (shaping: Arabic joining forms, kerning) remembered per text and
 * features. pdf-lib lays each line out twice (to measure it and to encode it) and only reads the
 * glyph run it gets back.
 */
function rememberLayouts(font: ParsedFont): ParsedFont {
  const layout = font.layout.bind(font);
  const layouts = new Map<string, ReturnType<ParsedFont["layout"]>>();
  font.layout = (text, features) => {
    const key = `${JSON.stringify(features ?? null)}\u0000${text}`;
    let run = layouts.get(key);
    if (!run) {
      if (layouts.size >= LAYOUT_CACHE_SIZE) layouts.clear();
      run = layout(text, features);
      layouts.set(key, run);
    }
    return run;
  };
  return font;
}

/** fontkit's own encoder of a subset: `encode(stream)` writes the font file into `stream`. */
interface EncodableSubset extends Subset {
  encode(stream: FontWriter): void;
}

/** restructure's EncodeStream, as fontkit uses it: bytes leave through `push`, `flush` sends the rest. */
interface FontWriter {
  push(chunk: Uint8Array | null): boolean;
  flush(): void;
}

/** The EncodeStream class inside fontkit's bundle (not exported), found on first use. */
let FontWriterClass: (new () => FontWriter) | undefined;

/**
 * `font` whose subsets encode in one go. fontkit's `encodeStream()` starts the encoding with its
 * own `process.nextTick` stand-in, a `setTimeout(0)`, and streams the file out through a few more:
 * each a wait of at least 1 ms in Node, about a fifth of a pass's time, for no work, and the
 * streaming itself costs 1 to 2 ms of CPU time per pass
 * (docs/decisions/0017-library-patches-only-when-measured.md). Here the
 * subset is encoded by the same fontkit code into the same EncodeStream class, collected
 * synchronously, and handed to pdf-lib's `data` and `end` listeners in the next microtask; the
 * bytes are the same (worker/test/pass-pdf-fonts.test.ts).
 */
export function encodeSubsetsAtOnce(font: ParsedFont): ParsedFont {
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset() as EncodableSubset;
    // A first, empty subset gives away the class; the encoding it schedules is never read.
    FontWriterClass ??= (createSubset().encodeStream() as unknown as { constructor: new () => FontWriter }).constructor;
    const Writer = FontWriterClass;
    subset.encodeStream = () => {
      const listeners: Partial<Record<"data" | "end" | "error", (value?: unknown) => unknown>> = {};
      queueMicrotask(() => {
        try {
          const chunks: Uint8Array[] = [];
          const writer = new Writer();
          writer.push = (chunk) => {
            if (chunk) chunks.push(chunk);
            return true;
          };
          subset.encode(writer);
          writer.flush();
          const bytes = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
          chunks.reduce((offset, chunk) => {
            bytes.set(chunk, offset);
            return offset + chunk.length;
          }, 0);
          listeners.data?.(bytes);
          listeners.end?.();
        } catch (error) {
          listeners.error?.(error);
        }
      });
      const stream: SubsetStream = {
        on(event, callback) {
          listeners[event] = callback as (value?: unknown) => unknown;
          return stream;
        },
      };
      return stream;
    };
    return subset;
  };
  return font;
}

/**
 * fontkit with each font file parsed once per isolate (the bytes of worker/services/pass-fonts.ts
 * are decoded once too) and its layouts remembered. pdf-lib only reads the parsed font (the
 * subset it writes is per document), so sharing it gives the same PDF.
 */
export const cachingFontkit: Fontkit = {
  create(bytes, postscriptName) {
    if (postscriptName !== undefined) return fontkit.create(bytes, postscriptName);
    let font = parsedFonts.get(bytes);
    if (!font) {
      font = rememberLayouts(encodeSubsetsAtOnce(fontkit.create(bytes)));
      parsedFonts.set(bytes, font);
    }
    return font;
  },
};
