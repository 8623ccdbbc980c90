/**
 * QR codes (ISO/IEC 18004) for any text, as SVG, PNG or a vector path. The module matrix comes
 * from qrcode-svg (byte mode, error correction M: about 15% of the code may be damaged; the mask
 * is chosen by the standard's penalty rules). Its mask evaluation is most of the cost of a code
 * (`npm run bench:pass`), which is why generated pass files are stored per pass version
 * (worker/services/pass-files.ts) and made only once per version.
 *
 * Exported for other features (e.g. the registrations export with each delegate's QR):
 * - {@link qrSvg}`(text, options?) => string`: a standalone SVG document;
 * - {@link qrPng}`(text, options?) => Uint8Array`: PNG bytes (8-bit greyscale);
 * - {@link qrMatrix} and {@link qrRuns} for drawing the code yourself (the PDF pass does).
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

/** The module matrix of `text`. */
export function qrMatrix(text: string): QrMatrix {
  if (text === "") throw new Error("A QR code needs some text");
  // Only the model is used: qrcode-svg's modules are `[row][col]`, as the matrix is.
  return new QRCode({ content: text, ecl: "M" }).qrcode.modules.map((row) => row.map(Boolean));
}

export interface QrSvgOptions {
  /** Size of one module in px (default 8), so every coordinate is a whole number of px. */
  moduleSize?: number;
}

/**
 * `text` as an SVG document (`image/svg+xml`): a white square with the quiet zone and one black
 * path with a rectangle ("Mx,y V y2 H x2 V y H x Z") per horizontal run of dark modules. Width
 * and height are (modules + 8) x `moduleSize` px, with a matching viewBox so it scales; no
 * scripts or external references.
 */
export function qrSvg(text: string, options: QrSvgOptions = {}): string {
  const matrix = qrMatrix(text);
  const unit = options.moduleSize ?? 8;
  const size = (matrix.length + 2 * QR_QUIET_ZONE) * unit;
  const parts = qrRuns(matrix).map(({ row, start, end }) => {
    const top = (row + QR_QUIET_ZONE) * unit;
    const left = (start + QR_QUIET_ZONE) * unit;
    const right = (end + QR_QUIET_ZONE) * unit;
    return `M${left},${top} V${top + unit} H${right} V${top} H${left} Z`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}"><rect x="0" y="0" width="${size}" height="${size}" style="fill:#ffffff;shape-rendering:crispEdges;"/><path style="fill:#000000;shape-rendering:crispEdges;" d="${parts.join(" ")}"/></svg>`;
}

/** A horizontal run of dark modules: row `row`, columns `start` (included) to `end` (excluded). */
export interface QrRun {
  row: number;
  start: number;
  end: number;
}

/** The dark modules of `matrix` as horizontal runs, row by row, left to right (quiet zone not included). */
export function qrRuns(matrix: QrMatrix): QrRun[] {
  const runs: QrRun[] = [];
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      runs.push({ row: y, start, end: x });
    }
  });
  return runs;
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
