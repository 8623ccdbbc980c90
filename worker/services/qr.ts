/**
 * QR codes (ISO/IEC 18004) for any text, as SVG, PNG or a vector path. The module matrix comes
 * from qrcode-svg (byte mode, error correction M: about 15% of the code may be damaged).
 *
 * Exported for other features (e.g. the registrations export with each delegate's QR):
 * - {@link qrSvg}`(text, options?) => string`: a standalone SVG document;
 * - {@link qrPng}`(text, options?) => Promise<Uint8Array>`: PNG bytes (8-bit greyscale);
 * - {@link qrMatrix} and {@link qrPathData} for drawing the code yourself (the PDF pass does).
 *
 * Text is encoded as UTF-8 (qrcode-svg prefixes a byte-order mark when it is not ASCII);
 * characters outside the Basic Multilingual Plane are not supported.
 * @throws Error from every function when the text is empty or too long for a QR code
 *   (more than 2,331 bytes at level M).
 */
import QRCode from "qrcode-svg";

/** Quiet zone around the code, in modules (ISO/IEC 18004 section 6.3.8: at least 4). */
export const QR_QUIET_ZONE = 4;

/** Rows of modules, `matrix[row][col]`, true for dark; square, without the quiet zone. */
export type QrMatrix = boolean[][];

function encode(text: string): QRCode {
  // `swap` draws modules[row][col] at (col, row); without it qrcode-svg mirrors the code.
  return new QRCode({ content: text, ecl: "M", padding: QR_QUIET_ZONE, join: true, swap: true, pretty: false });
}

/** The module matrix of `text`. */
export function qrMatrix(text: string): QrMatrix {
  return encode(text).qrcode.modules.map((row) => row.map(Boolean));
}

export interface QrSvgOptions {
  /** Size of one module in px (default 8), so every coordinate is a whole number of px. */
  moduleSize?: number;
}

/**
 * `text` as an SVG document (`image/svg+xml`) made by qrcode-svg: a white square with the quiet
 * zone and one black path of modules. Width and height are (modules + 8) x `moduleSize` px, with
 * a matching viewBox so it scales; no scripts or external references.
 */
export function qrSvg(text: string, options: QrSvgOptions = {}): string {
  const code = encode(text);
  const size = (code.qrcode.getModuleCount() + 2 * QR_QUIET_ZONE) * (options.moduleSize ?? 8);
  code.options.width = size;
  code.options.height = size;
  const body = code.svg({ container: "none" });
  return `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">${body}</svg>`;
}

/**
 * An SVG path (`d`, y axis down) of the dark modules of `matrix`, one sub-path per horizontal
 * run of dark modules, in units of `moduleSize` with the origin at the code's top-left corner
 * (quiet zone not included).
 */
export function qrPathData(matrix: QrMatrix, moduleSize = 1): string {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(
        `M${start * moduleSize} ${y * moduleSize}h${(x - start) * moduleSize}v${moduleSize}h${-(x - start) * moduleSize}z`,
      );
    }
  });
  return parts.join("");
}

export interface QrPngOptions {
  /** Pixels per module (default 8). */
  scale?: number;
  /** Quiet zone in modules (default {@link QR_QUIET_ZONE}). */
  margin?: number;
}

/**
 * `text` as a PNG (RFC 2083 / ISO 15948): 8-bit greyscale, black on white, `scale` pixels per
 * module, compressed with the platform's CompressionStream("deflate") (zlib format, as PNG's
 * IDAT requires). A version-11 code at the default scale is 552 x 552 px and about 2 KB.
 */
export async function qrPng(text: string, options: QrPngOptions = {}): Promise<Uint8Array> {
  const scale = options.scale ?? 8;
  const margin = options.margin ?? QR_QUIET_ZONE;
  const matrix = qrMatrix(text);
  const side = (matrix.length + 2 * margin) * scale;
  // One filter byte (0 = None) per scanline, then one byte per pixel.
  const raw = new Uint8Array((side + 1) * side).fill(255);
  for (let y = 0; y < side; y++) {
    raw[y * (side + 1)] = 0;
    const row = matrix[Math.floor(y / scale) - margin];
    if (!row) continue;
    for (let x = 0; x < side; x++) {
      if (row[Math.floor(x / scale) - margin]) raw[y * (side + 1) + 1 + x] = 0;
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, side);
  view.setUint32(4, side);
  header.set([8, 0, 0, 0, 0], 8); // bit depth 8, colour type 0 (greyscale), deflate, filter 0, no interlace
  return concat([
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", await deflate(raw)),
    chunk("IEND", new Uint8Array(0)),
  ]);
}

async function deflate(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const stream = new Blob([data]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

let crcTable: Uint32Array | undefined;

/** CRC-32 (ISO 3309, as PNG chunks use it). */
function crc32(bytes: Uint8Array): number {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
