/**
 * QR codes (ISO/IEC 18004) for any text, as SVG, PNG or a vector path. The module matrix comes
 * from qrcode-svg (byte mode, error correction M: about 15% of the code may be damaged).
 *
 * Exported for other features (e.g. the registrations export with each delegate's QR):
 * - {@link qrSvg}`(text, options?) => string`: a standalone SVG document;
 * - {@link qrPng}`(text, options?) => Uint8Array`: PNG bytes (8-bit greyscale);
 * - {@link qrMatrix} and {@link qrPathData} for drawing the code yourself (the PDF pass does).
 *
 * Text is encoded as UTF-8 (qrcode-svg prefixes a byte-order mark when it is not ASCII);
 * characters outside the Basic Multilingual Plane are not supported.
 * @throws Error from every function when the text is empty or too long for a QR code
 *   (more than 2,331 bytes at level M).
 */
import { encode as encodePng } from "fast-png";
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
 * `text` as a PNG (ISO/IEC 15948) written by fast-png: 8-bit greyscale, black on white, `scale`
 * pixels per module. A version-11 code at the default scale is 552 x 552 px and about 2 KB.
 */
export function qrPng(text: string, options: QrPngOptions = {}): Uint8Array {
  const scale = options.scale ?? 8;
  const margin = options.margin ?? QR_QUIET_ZONE;
  const matrix = qrMatrix(text);
  const side = (matrix.length + 2 * margin) * scale;
  const pixels = new Uint8Array(side * side).fill(255);
  for (let y = 0; y < side; y++) {
    const row = matrix[Math.floor(y / scale) - margin];
    if (!row) continue;
    for (let x = 0; x < side; x++) {
      if (row[Math.floor(x / scale) - margin]) pixels[y * side + x] = 0;
    }
  }
  return encodePng({ width: side, height: side, data: pixels, channels: 1, depth: 8 });
}
