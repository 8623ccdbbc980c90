/**
 * The PDF pass (docs/product.md#pass-page, docs/api.md#pass): one 4 x 6 in page
 * (288 x 432 pt, the card's 2:3) with the same fields as the pass card (candidate number "#NN",
 * first and last name, DELEGATE or ASAR, company, QR code) plus the event's name, date, time and
 * venue. The QR code is drawn as vector paths; text uses an embedded, subset TrueType font that
 * covers Latin with accents and Arabic (shaped by fontkit), so any name renders without error.
 * Pure: fonts and data come in as arguments (worker/services/pass-fonts.ts loads the fonts).
 */
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { EventSettings } from "../contract/event";
import { formatLongDate, formatTimeRange12h } from "../contract/time";
import { formatCandidateNumber, passLabel, type UserType } from "../contract/user";
import { qrMatrix, qrPathData } from "../lib/qr";

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
const BLACK = rgb(0, 0, 0);

/** True when the first strongly directional character is Hebrew or Arabic (UAX #9, rule P2). */
function isRightToLeft(text: string): boolean {
  const strong = /[A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/.exec(text);
  return strong !== null && /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/.test(strong[0]);
}

/** Largest size from `size` down to `minSize` at which `text` fits `maxWidth`, then cut with "…". */
function fitText(
  text: string,
  font: PDFFont,
  size: number,
  minSize: number,
  maxWidth: number,
): { text: string; size: number } {
  let current = size;
  while (current > minSize && font.widthOfTextAtSize(text, current) > maxWidth) current -= 0.5;
  if (font.widthOfTextAtSize(text, current) <= maxWidth) return { text, size: current };
  const chars = [...text];
  while (chars.length > 1 && font.widthOfTextAtSize(`${chars.join("")}…`, current) > maxWidth) chars.pop();
  return { text: `${chars.join("").trimEnd()}…`, size: current };
}

interface LineOptions {
  font: PDFFont;
  size: number;
  minSize?: number;
  color: ReturnType<typeof rgb>;
  /** Baseline, in pt from the top of the page. */
  top: number;
  align?: "start" | "center" | "end";
  left?: number;
  width?: number;
}

/** Draws one line of text that fits its box; right-to-left text aligns to the right by default. */
function line(page: PDFPage, text: string, options: LineOptions): void {
  const left = options.left ?? MARGIN;
  const width = options.width ?? PASS_PAGE_SIZE.width - 2 * MARGIN;
  const fitted = fitText(text.trim(), options.font, options.size, options.minSize ?? options.size, width);
  const textWidth = options.font.widthOfTextAtSize(fitted.text, fitted.size);
  const align = options.align ?? (isRightToLeft(fitted.text) ? "end" : "start");
  const x = align === "start" ? left : align === "end" ? left + width - textWidth : left + (width - textWidth) / 2;
  page.drawText(fitted.text, {
    x,
    y: PASS_PAGE_SIZE.height - options.top,
    size: fitted.size,
    font: options.font,
    color: options.color,
  });
}

/**
 * Renders the pass.
 * @returns the PDF file's bytes (PDF 1.7, one page, fonts subset; about 30-60 KB).
 * @throws Error when the QR text is too long for a QR code or a font cannot be parsed.
 */
export async function renderPassPdf(input: PassPdfInput, fonts: PassFonts): Promise<Uint8Array> {
  const { width, height } = PASS_PAGE_SIZE;
  const main = input.event.events.AC2025;
  const evening = input.event.events.GC_POWERLIST;
  const fullName = `${input.firstName} ${input.lastName}`.trim();

  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
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
  const matrix = qrMatrix(input.qrText);
  const qrTop = 250;
  page.drawSvgPath(qrPathData(matrix), {
    x: (width - QR_SIZE) / 2,
    y: height - qrTop,
    scale: QR_SIZE / matrix.length,
    color: BLACK,
  });

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

  return pdf.save();
}
