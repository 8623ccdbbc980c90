/**
 * Test helpers for the pass: read a QR code back from the SVG the API serves (rasterised from its
 * modules and decoded with jsQR, a real QR decoder), the same from a PDF page's QR rectangles, and read the text drawn on a PDF page
 * (content stream text operators mapped through each font's ToUnicode CMap).
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
 * Decodes the QR code a page draws as `x y w h re` rectangles (worker/services/pass-pdf.ts; the
 * page's other shapes are paths), rasterised at 4 px per pt with a white margin, with jsQR.
 * @returns the decoded text, or null when jsQR finds no code.
 */
export function decodePdfQr(doc: PDFDocument, page: PDFPage): string | null {
  const rects = [...pageProgram(doc, page).matchAll(/([\d.-]+) ([\d.-]+) ([\d.-]+) ([\d.-]+) re\b/g)].map((m) =>
    [m[1], m[2], m[3], m[4]].map(Number),
  ) as Array<[number, number, number, number]>;
  if (rects.length === 0) return null;
  const scale = 4;
  const margin = 20;
  const left = Math.min(...rects.map((r) => r[0])) - margin;
  const bottom = Math.min(...rects.map((r) => r[1])) - margin;
  const side = Math.ceil((Math.max(...rects.map((r) => r[0] + r[2])) - left + margin) * scale);
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [x, y, w, h] of rects) {
    // PDF y grows upwards; image rows grow downwards.
    const x0 = Math.round((x - left) * scale);
    const x1 = Math.round((x + w - left) * scale);
    const y0 = side - Math.round((y + h - bottom) * scale);
    const y1 = side - Math.round((y - bottom) * scale);
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
