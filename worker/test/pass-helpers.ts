/**
 * Test helpers for the pass: read a QR code back from the SVG the API serves (rasterised from its
 * modules and decoded with jsQR, a real QR decoder), the same from a PDF page's QR rectangles, and read the text drawn on a PDF page
 * (content stream text operators mapped through each font's ToUnicode CMap). Pure: the end-to-end
 * tests import it in Node too (the API calls are in ./door-helpers.ts).
 */
import jsQR from "jsqr";
import {
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFRef,
  decodePDFRawStream,
  type PDFPage,
} from "pdf-lib";

/**
 * Decodes the QR code of an SVG made by worker/lib/qr.ts (one path of rectangles:
 * "M x,y V y2 H x2 V y H x Z" per run of dark modules).
 * @returns the decoded text, or null when jsQR finds no code.
 */
export function decodeQrSvg(svg: string): string | null {
  const size = Number(/viewBox="0 0 (\d+(?:\.\d+)?) /.exec(svg)?.[1]);
  if (!size) throw new Error("SVG without a viewBox");
  const side = Math.round(size);
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  const d = /<path[^>]* d="([^"]+)"/.exec(svg)?.[1] ?? "";
  for (const m of d.matchAll(/M([\d.]+),([\d.]+) V([\d.]+) H([\d.]+)/g)) {
    const [x0, y0, y1, x1] = [m[1], m[2], m[3], m[4]].map((v) => Math.round(Number(v)));
    for (let y = y0!; y < y1!; y++) {
      for (let x = x0!; x < x1!; x++) {
        const i = (y * side + x) * 4;
        pixels[i] = pixels[i + 1] = pixels[i + 2] = 0;
      }
    }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}

/** Greyscale 8-bit PNG (filter 0 on every line, as qrPng writes it) decoded with jsQR. */
export async function decodeQrPng(png: Uint8Array): Promise<{ text: string | null; width: number; height: number }> {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const idat: Uint8Array[] = [];
  for (let offset = 8; offset < png.length; ) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...png.subarray(offset + 4, offset + 8));
    if (type === "IDAT") idat.push(png.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  const stream = new Blob(idat.map((part) => part.slice())).stream().pipeThrough(new DecompressionStream("deflate"));
  const raw = new Uint8Array(await new Response(stream).arrayBuffer());
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const grey = raw[y * (width + 1) + 1 + x]!;
      pixels.set([grey, grey, grey, 255], (y * width + x) * 4);
    }
  }
  return { text: jsQR(pixels, width, height)?.data ?? null, width, height };
}

/** The content program of a page (every content stream, decoded, joined). */
function pageProgram(doc: PDFDocument, page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
  return streams
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map(streamText)
    .join("\n");
}

/**
 * Decodes the QR code a page draws as `x y w h re` rectangles after an `a 0 0 d e f cm` scale and
 * move (worker/services/pass-pdf.ts; the page's other shapes are paths), rasterised at 4 px per
 * pt with a white margin, with jsQR.
 * @returns the decoded text, or null when jsQR finds no code.
 */
export function decodePdfQr(doc: PDFDocument, page: PDFPage): string | null {
  const program = pageProgram(doc, page);
  // The "cm" right before the fill colour and the first rectangle (text and shapes have their own).
  const cm =
    /([\d.-]+) 0 0 ([\d.-]+) ([\d.-]+) ([\d.-]+) cm\s+[\d.]+ [\d.]+ [\d.]+ rg\s+[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ re\b/.exec(
      program,
    );
  if (!cm) return null;
  const [a, d, e, f] = [cm[1], cm[2], cm[3], cm[4]].map(Number) as [number, number, number, number];
  // Page-space corners of each rectangle: x' = a x + e, y' = d y + f.
  const rects = [...program.matchAll(/([\d.-]+) ([\d.-]+) ([\d.-]+) ([\d.-]+) re\b/g)].map((m) => {
    const [x, y, w, h] = [m[1], m[2], m[3], m[4]].map(Number) as [number, number, number, number];
    const xs = [a * x + e, a * (x + w) + e];
    const ys = [d * y + f, d * (y + h) + f];
    return { left: Math.min(...xs), right: Math.max(...xs), bottom: Math.min(...ys), top: Math.max(...ys) };
  });
  const scale = 4;
  const margin = 20;
  const left = Math.min(...rects.map((r) => r.left)) - margin;
  const bottom = Math.min(...rects.map((r) => r.bottom)) - margin;
  const side = Math.ceil((Math.max(...rects.map((r) => r.right)) - left + margin) * scale);
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const r of rects) {
    // PDF y grows upwards; image rows grow downwards.
    const x0 = Math.round((r.left - left) * scale);
    const x1 = Math.round((r.right - left) * scale);
    const y0 = side - Math.round((r.top - bottom) * scale);
    const y1 = side - Math.round((r.bottom - bottom) * scale);
    for (let row = Math.max(0, y0); row < Math.min(side, y1); row++)
      for (let col = x0; col < x1; col++) pixels.fill(0, (row * side + col) * 4, (row * side + col) * 4 + 3);
  }
  return jsQR(pixels, side, side)?.data ?? null;
}

function streamText(stream: PDFRawStream): string {
  return new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode());
}

/** glyph code (hex) -> text, from a font's ToUnicode CMap (bfchar entries, as pdf-lib writes them). */
function toUnicodeMap(doc: PDFDocument, font: PDFDict): Map<string, string> {
  const map = new Map<string, string>();
  const cmap = doc.context.lookup(font.get(PDFName.of("ToUnicode")));
  if (!(cmap instanceof PDFRawStream)) return map;
  for (const m of streamText(cmap).matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
    const units = m[2]!.match(/.{4}/g)!.map((h) => parseInt(h, 16));
    map.set(m[1]!.toLowerCase(), String.fromCharCode(...units));
  }
  return map;
}

/**
 * The text shown by a page's `<hex> Tj` operators, one string per operator, in drawing order.
 * Right-to-left runs come out in visual order (as drawn).
 */
export function pageTexts(doc: PDFDocument, page: PDFPage): string[] {
  const fonts = page.node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
  const maps = new Map<string, Map<string, string>>();
  for (const [name, ref] of fonts?.entries() ?? []) {
    const font = doc.context.lookup(ref as PDFRef, PDFDict);
    maps.set(name.asString(), toUnicodeMap(doc, font));
  }
  const program = pageProgram(doc, page);
  const texts: string[] = [];
  let current = new Map<string, string>();
  for (const m of program.matchAll(/(\/[\w.-]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g)) {
    if (m[1]) current = maps.get(m[1]) ?? new Map();
    else texts.push((m[2]!.match(/.{4}/g) ?? []).map((code) => current.get(code.toLowerCase()) ?? "\ufffd").join(""));
  }
  return texts;
}
