/**
 * QR codes (ISO/IEC 18004) for any text, as SVG, PNG or a vector path. The module matrix comes
 * from qrcode-svg (byte mode, error correction M: about 15% of the code may be damaged; the mask
 * is the one with the fewest penalty points under qrcode-svg's variant of the standard's rules,
 * computed here faster: {@link maskPenalty}). Drawing a pass-sized code costs a few ms, which is
 * why generated pass files are stored per pass version (worker/services/pass-files.ts) and made
 * only once per version.
 *
 * Exported for other features (e.g. the registrations export with each delegate's QR):
 * - {@link qrSvg}`(text, options?) => string`: a standalone SVG document;
 * - {@link qrPng}`(text, options?) => Uint8Array`: PNG bytes (8-bit greyscale);
 * - {@link qrMatrix} and {@link qrRuns} for drawing the code yourself (the PDF pass does).
 *
 * Text is encoded as UTF-8 (qrcode-svg prefixes a byte-order mark when it is not ASCII);
 * characters outside the Basic Multilingual Plane are not supported.
 * @throws Error from every function when the text is empty or too long for a QR code
 *   (more than 2,331 bytes at level M, of which qrcode-svg keeps 3 for a byte-order mark).
 */
import { encode as encodePng } from "fast-png";
import QRCode from "qrcode-svg";

/**
 * The part of qrcode-svg's model that chooses the mask: `makeImpl(true, mask)` lays out the code
 * with one of the 8 masks and the format and version information left light, calling
 * `mapData(data, mask)` last to fill the modules still `null` with the masked data bits;
 * `modules[row][col]` is the result.
 */
interface MaskChoice {
  typeNumber: number;
  modules: Array<Array<boolean | null>>;
  makeImpl(test: boolean, maskPattern: number): void;
  mapData(data: number[], maskPattern: number): void;
  getBestMaskPattern(): number;
}

/** The 8 data masks (ISO/IEC 18004 Table 10, as qrcode-svg writes them): true flips the module. */
const MASKS: ReadonlyArray<(i: number, j: number) => boolean> = [
  (i, j) => (i + j) % 2 === 0,
  (i) => i % 2 === 0,
  (_, j) => j % 3 === 0,
  (i, j) => (i + j) % 3 === 0,
  (i, j) => (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0,
  (i, j) => ((i * j) % 2) + ((i * j) % 3) === 0,
  (i, j) => (((i * j) % 2) + ((i * j) % 3)) % 2 === 0,
  (i, j) => (((i * j) % 3) + ((i + j) % 2)) % 2 === 0,
];

/**
 * Per version (1-40): the data modules, as indices of the bordered grid of {@link maskPenalty},
 * and for each mask whether it flips each of them compared with mask 0.
 */
interface DataModules {
  cells: Uint32Array;
  flips: Uint8Array[];
}
const dataModules = new Map<number, DataModules>();

/**
 * qrcode-svg's mask penalty (its `QRUtil.getLostPoint`, rule for rule, so it picks the same mask)
 * over `grid`: the n x n modules (1 dark, 0 light) inside a border of 0s, row by row, (n + 2)
 * wide, so no read needs a bounds check. The library reads each module through the bounds-checked
 * `isDark(row, col)` about 90 times, which made about 70% of the time of a pass-sized code.
 * Lower is better; the rules (points):
 * 1. a module with more than 5 of its up to 8 neighbours of its colour: 3 + (same - 5);
 * 2. each 2 x 2 block of one colour: 3;
 * 3. each dark-light-dark-dark-dark-light-dark run, across or down (a finder look-alike): 40;
 * 4. 10 per 5% that the dark share strays from 50% (not rounded).
 */
function maskPenalty(grid: Uint8Array, n: number): number {
  const w = n + 2;
  let lost = 0;
  let dark = 0;
  // Dark modules in each column of three rows around the current row (rule 1's 3 x 3 boxes).
  const column = new Uint8Array(w);
  for (let row = 1; row <= n; row++) {
    const edgeRow = row === 1 || row === n;
    for (let col = 0; col < w; col++) {
      const at = row * w + col;
      column[col] = grid[at - w]! + grid[at]! + grid[at + w]!;
    }
    for (let col = 1; col <= n; col++) {
      const at = row * w + col;
      const colour = grid[at]!;
      dark += colour;
      // Rule 1: the box's dark modules, less the module itself when dark, or its light ones.
      const box = column[col - 1]! + column[col]! + column[col + 1]!;
      const inside = (edgeRow ? 2 : 3) * (col === 1 || col === n ? 2 : 3);
      const same = colour === 1 ? box - 1 : inside - box - 1;
      if (same > 5) lost += 3 + same - 5;
      // Rule 2 (the border is light, so only whole blocks inside the code count).
      if (row < n && col < n) {
        const count = colour + grid[at + 1]! + grid[at + w]! + grid[at + w + 1]!;
        if (count === 0 || count === 4) lost += 3;
      }
      // Rule 3.
      if (colour === 1) {
        if (
          col <= n - 6 &&
          grid[at + 1] === 0 &&
          grid[at + 2] === 1 &&
          grid[at + 3] === 1 &&
          grid[at + 4] === 1 &&
          grid[at + 5] === 0 &&
          grid[at + 6] === 1
        )
          lost += 40;
        if (
          row <= n - 6 &&
          grid[at + w] === 0 &&
          grid[at + 2 * w] === 1 &&
          grid[at + 3 * w] === 1 &&
          grid[at + 4 * w] === 1 &&
          grid[at + 5 * w] === 0 &&
          grid[at + 6 * w] === 1
        )
          lost += 40;
      }
    }
  }
  // Rule 4.
  return lost + (Math.abs((100 * dark) / n / n - 50) / 5) * 10;
}

/**
 * Replaces qrcode-svg's mask choice, once per isolate (on its first code, so an isolate that
 * draws none pays nothing at start-up); the model class is not exported, so it is
 * reached through the prototype of a first, one-character code. The library lays the code out
 * afresh for each of the 8 masks and scores it with {@link maskPenalty}'s rules; here the code is
 * laid out once with mask 0 (recording which modules hold data, once per version) and the other
 * masks only flip data modules, which in the test layout are all that differ between masks. A
 * version-11 pass code takes about 1.7 ms instead of 5.9 in Node (`npm run bench:pass`), which keeps
 * the Excel+QR export of 10,000 registrations within its target; the figures, with and without,
 * are in docs/decisions/0017-library-patches-only-when-measured.md. The mask chosen, and so every
 * code, is the library's own (worker/test/qr-mask.node.test.ts).
 */
function fastenMaskChoice(): void {
  const model = Object.getPrototypeOf(new QRCode({ content: "0" }).qrcode) as MaskChoice;
  const mapData = model.mapData;

  /** Lays `code` out with mask 0 for testing, and returns its version's data modules. */
  function layOut(code: MaskChoice): DataModules {
    const known = dataModules.get(code.typeNumber);
    if (known) {
      code.makeImpl(true, 0);
      return known;
    }
    const free: number[] = [];
    code.mapData = function (this: MaskChoice, data, maskPattern) {
      const w = this.modules.length + 2;
      for (const [row, cells] of this.modules.entries())
        for (const [col, cell] of cells.entries()) if (cell === null) free.push((row + 1) * w + col + 1);
      mapData.call(this, data, maskPattern);
    };
    code.makeImpl(true, 0);
    delete (code as Partial<MaskChoice>).mapData;
    const w = code.modules.length + 2;
    const cells = Uint32Array.from(free);
    const mask0 = MASKS[0]!;
    const flips = MASKS.map((mask) =>
      Uint8Array.from(cells, (at) => {
        const i = Math.floor(at / w) - 1;
        const j = (at % w) - 1;
        return mask(i, j) === mask0(i, j) ? 0 : 1;
      }),
    );
    const layout = { cells, flips };
    dataModules.set(code.typeNumber, layout);
    return layout;
  }

  model.getBestMaskPattern = function (this: MaskChoice) {
    const { cells, flips } = layOut(this);
    const n = this.modules.length;
    const w = n + 2;
    const base = new Uint8Array(w * w);
    for (let row = 0; row < n; row++) {
      const modules = this.modules[row]!;
      for (let col = 0; col < n; col++) if (modules[col]) base[(row + 1) * w + col + 1] = 1;
    }
    const grid = new Uint8Array(base.length);
    let best = 0;
    let lowest = 0;
    for (const [mask, flip] of flips.entries()) {
      grid.set(base);
      for (let k = 0; k < cells.length; k++) {
        const at = cells[k]!;
        if (flip[k]) grid[at] = grid[at]! ^ 1;
      }
      const lost = maskPenalty(grid, n);
      if (mask === 0 || lost < lowest) {
        lowest = lost;
        best = mask;
      }
    }
    return best;
  };
}
/** Whether {@link fastenMaskChoice} has run in this isolate: on the first code, not at start-up. */
let maskChoiceFastened = false;

/** Quiet zone around the code, in modules (ISO/IEC 18004 section 6.3.8: at least 4). */
export const QR_QUIET_ZONE = 4;

/** Rows of modules, `matrix[row][col]`, true for dark; square, without the quiet zone. */
export type QrMatrix = boolean[][];

/** The module matrix of `text`. */
export function qrMatrix(text: string): QrMatrix {
  if (text === "") throw new Error("A QR code needs some text");
  if (!maskChoiceFastened) {
    fastenMaskChoice();
    maskChoiceFastened = true;
  }
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
