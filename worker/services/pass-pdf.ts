/**
 * The PDF pass (docs/product.md#pass-page, docs/api.md#pass): one 4 x 6 in page
 * (288 x 432 pt, the card's 2:3) with the same fields as the pass card (candidate number "#NN",
 * first and last name, DELEGATE or ASAR, company, QR code) plus the event's name, date, time and
 * venue. The QR code is drawn as vector rectangles; text uses an embedded, subset TrueType font that
 * covers Latin with accents and Arabic (shaped by fontkit), so any name renders without error.
 * Pure: fonts and data come in as arguments (worker/services/pass-fonts.ts loads the fonts).
 */
import { strToU8, zlibSync } from "fflate";
import { PDFDocument, rgb, type PDFFont, type PDFPage, type PDFRef } from "pdf-lib";
import type { EventSettings } from "../contract/event";
import { formatLongDate, formatTimeRange12h } from "../contract/time";
import { formatCandidateNumber, passLabel, type UserType } from "../contract/user";
import { qrMatrix, qrRuns } from "../lib/qr";
import { cachingFontkit } from "./pass-fontkit";
import { visualRuns } from "./pass-bidi";

/** TrueType font files (bytes) for the pass: regular and bold of one family. */
export interface PassFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

/** What a pass shows. */
export interface PassPdfInput {
  candidateNumber: number;
  firstName: string;
  lastName: string;
  company: string;
  userType: UserType;
  /** Text of the QR code: the signed pass token (worker/services/pass-token.ts). */
  qrText: string;
  event: EventSettings;
}

/** Page size in PDF points (1/72 in): 4 x 6 in, width:height = 2:3. */
const PASS_PAGE_SIZE = { width: 288, height: 432 } as const;

const MARGIN = 20;
const QR_SIZE = 146;
const NAVY = rgb(0x15 / 255, 0x2c / 255, 0x4c / 255);
const GOLD = rgb(0xdf / 255, 0xa8 / 255, 0x34 / 255);
const SLATE = rgb(0x33 / 255, 0x41 / 255, 0x55 / 255);
const WHITE = rgb(1, 1, 1);
const PALE = rgb(0xd8 / 255, 0xe5 / 255, 0xf5 / 255);

/**
 * The QR code of `text` as a content stream of its own, registered in `pdf`: its top-left corner
 * at (`left`, `top`) in points from the page's bottom-left, {@link QR_SIZE} pt wide. Drawn in module
 * units (x right, y down from the code's corner), one rectangle per run of dark modules, filled
 * together (PDF 32000-1 8.3.4 "cm", 8.5.2.1 "re", 8.5.3.1 "f"), inside q/Q so the page's graphics
 * state is untouched (8.4.2). Written as text and zlib-compressed with fflate (FlateDecode,
 * 7.4.4; RFC 1950): through pdf-lib's operator objects the ~1,000 rectangles of a pass cost about
 * a tenth of the render (`npm run bench:pass`).
 */
function qrContentStream(pdf: PDFDocument, text: string, left: number, top: number): PDFRef {
  const matrix = qrMatrix(text);
  const unit = (QR_SIZE / matrix.length).toFixed(4);
  const runs = qrRuns(matrix).map(({ row, start, end }) => `${start} ${row} ${end - start} 1 re`);
  const operators = `q ${unit} 0 0 -${unit} ${left} ${top} cm 0 0 0 rg\n${runs.join("\n")}\nf Q\n`;
  return pdf.context.register(
    pdf.context.stream(zlibSync(strToU8(operators), { level: 1 }), { Filter: "FlateDecode" }),
  );
}

/** True when the first strongly directional character is Hebrew or Arabic (UAX #9, rule P2). */
function isRightToLeft(text: string): boolean {
  const strong = /[A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/.exec(text);
  return strong !== null && /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/.test(strong[0]);
}

/**
 * Width of `text` in `font` at any size, in pt. Text is laid out (shaped) once: a width is
 * proportional to the size (advance widths in font units x size / units per em), and each
 * layout of an Arabic name runs fontkit's shaping, the costliest step of drawing a line.
 */
function widthMeasure(text: string, font: PDFFont): (size: number) => number {
  const perPoint = font.widthOfTextAtSize(text, 1000) / 1000;
  return (size) => perPoint * size;
}

/** Largest size from `size` down to `minSize` at which `text` fits `maxWidth`, then cut with "…". */
function fitText(
  text: string,
  font: PDFFont,
  size: number,
  minSize: number,
  maxWidth: number,
): { text: string; size: number; width: number } {
  const widthAt = widthMeasure(text, font);
  let current = size;
  while (current > minSize && widthAt(current) > maxWidth) current -= 0.5;
  if (widthAt(current) <= maxWidth) return { text, size: current, width: widthAt(current) };
  const chars = [...text];
  while (chars.length > 1 && font.widthOfTextAtSize(`${chars.join("")}…`, current) > maxWidth) chars.pop();
  const cut = `${chars.join("").trimEnd()}…`;
  return { text: cut, size: current, width: font.widthOfTextAtSize(cut, current) };
}

interface LineOptions {
  font: PDFFont;
  size: number;
  minSize?: number;
  color: ReturnType<typeof rgb>;
  /** Baseline, in pt from the top of the page. */
  top: number;
  align?: "start" | "center" | "end";
  /** The line's base direction (UAX #9); by default the text's own (its first strong letter). */
  direction?: "ltr" | "rtl";
  left?: number;
  width?: number;
}

/**
 * Draws one line of text that fits its box, in the visual order of the Unicode Bidirectional
 * Algorithm; a right-to-left line aligns to the right by default.
 */
function line(page: PDFPage, text: string, options: LineOptions): void {
  const left = options.left ?? MARGIN;
  const width = options.width ?? PASS_PAGE_SIZE.width - 2 * MARGIN;
  const fitted = fitText(text.trim(), options.font, options.size, options.minSize ?? options.size, width);
  const textWidth = fitted.width;
  const direction = options.direction ?? (isRightToLeft(fitted.text) ? "rtl" : "ltr");
  const align = options.align ?? (direction === "rtl" ? "end" : "start");
  let x = align === "start" ? left : align === "end" ? left + width - textWidth : left + (width - textWidth) / 2;
  // One drawText per run of one direction, left to right (./pass-bidi.ts).
  for (const run of visualRuns(fitted.text, direction)) {
    page.drawText(run.text, {
      x,
      y: PASS_PAGE_SIZE.height - options.top,
      size: fitted.size,
      font: options.font,
      color: options.color,
    });
    x += options.font.widthOfTextAtSize(run.text, fitted.size);
  }
}

/**
 * Renders the pass.
 * @returns the PDF file's bytes (PDF 1.7, one page, fonts subset; about 20-30 KB).
 * @throws Error when the QR text is too long for a QR code or a font cannot be parsed.
 */
export async function renderPassPdf(input: PassPdfInput, fonts: PassFonts): Promise<Uint8Array> {
  const { width, height } = PASS_PAGE_SIZE;
  const main = input.event.events.AC2025;
  const evening = input.event.events.GC_POWERLIST;
  const fullName = `${input.firstName} ${input.lastName}`.trim();

  const pdf = await PDFDocument.create();
  pdf.registerFontkit(cachingFontkit);
  pdf.setTitle(`${fullName} – ${main.name} pass`, { showInWindowTitleBar: true });
  pdf.setSubject(`${main.name} event pass ${formatCandidateNumber(input.candidateNumber)}`);
  pdf.setAuthor(input.event.organiser);
  pdf.setCreator(main.name);
  pdf.setKeywords([fullName, input.company, passLabel(input.userType), main.code, evening.code]);
  pdf.setLanguage("en");
  const [regular, bold] = await Promise.all([
    pdf.embedFont(fonts.regular, { subset: true }),
    pdf.embedFont(fonts.bold, { subset: true }),
  ]);
  const page = pdf.addPage([width, height]);

  // Header band: organiser, event name, date, time and venue.
  page.drawRectangle({ x: 0, y: height - 122, width, height: 122, color: NAVY });
  line(page, input.event.organiser, { font: regular, size: 8, minSize: 6, color: GOLD, top: 24 });
  line(page, main.name, { font: bold, size: 20, minSize: 12, color: WHITE, top: 50 });
  line(page, formatLongDate(main.date), { font: regular, size: 10, color: WHITE, top: 70 });
  line(page, `${formatTimeRange12h(main.startTime, main.endTime)} (Kuwait, UTC+3)`, {
    font: regular,
    size: 10,
    minSize: 7,
    color: WHITE,
    top: 86,
  });
  const venue = [input.event.venue.name, input.event.venue.city].filter(Boolean).join(", ");
  line(page, venue, { font: regular, size: 9, minSize: 6, color: PALE, top: 104 });

  // Pass label and candidate number.
  const label = passLabel(input.userType);
  const labelWidth = bold.widthOfTextAtSize(label, 10) + 16;
  page.drawRectangle({ x: MARGIN, y: height - 156, width: labelWidth, height: 20, color: GOLD });
  line(page, label, {
    font: bold,
    size: 10,
    color: NAVY,
    top: 149.5,
    left: MARGIN + 8,
    width: labelWidth - 16,
    align: "start",
  });
  line(page, formatCandidateNumber(input.candidateNumber), {
    font: bold,
    size: 22,
    minSize: 12,
    color: NAVY,
    top: 156,
    align: "end",
  });

  // Name (first and last on their own lines, as on the card) and company.
  line(page, input.firstName, { font: bold, size: 22, minSize: 11, color: NAVY, top: 188 });
  line(page, input.lastName, { font: bold, size: 22, minSize: 11, color: NAVY, top: 214 });
  line(page, input.company, { font: regular, size: 11, minSize: 7, color: SLATE, top: 234 });

  // QR code as vector paths; the page around it is the white quiet zone.
  page.node.addContentStream(qrContentStream(pdf, input.qrText, (width - QR_SIZE) / 2, height - 250));

  // Footer: the events the pass admits.
  line(page, `Admits: ${main.name} · ${evening.name} ${formatTimeRange12h(evening.startTime, evening.endTime)}`, {
    font: regular,
    size: 8,
    minSize: 6,
    color: SLATE,
    top: 418,
    align: "center",
  });
  page.drawRectangle({ x: 0, y: 0, width, height: 6, color: GOLD });

  // A classic cross-reference table: building object and cross-reference streams cost about a tenth
  // of the render for a file about 3 KB (an eighth) smaller.
  return pdf.save({ useObjectStreams: false, objectsPerTick: Number.POSITIVE_INFINITY });
}
