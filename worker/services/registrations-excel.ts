/**
 * The Excel export with each delegate's pass QR code (docs/api.md#export-jobs,
 * POST /api/registrations/export/excel-qr): the columns of the CSV export plus a "QR Code" column
 * holding the same QR image as the delegate's pass (the signed pass token of pass-token.ts drawn
 * by qr.ts), so organisers can print badges or check people in from the sheet.
 *
 * Built in two kinds of step so no Worker invocation runs long (docs/decisions/0015-background-export-jobs.md):
 * - {@link renderQrPart}: one chunk of registrations (by candidate number) becomes a "part": an
 *   uncompressed zip (fflate) of `rows.json` (the cells and image titles) and one PNG per row.
 *   Per registration one Ed25519 signature and one ~1 KB PNG cost 3-5 ms of CPU, so a chunk
 *   of {@link QR_PART_ROWS} costs about 1 s;
 * - {@link assembleWorkbookWithQr}: every part, in order, becomes the workbook, written with
 *   write-excel-file's Node build (nodejs_compat): its universal build hands files over 160 KB to
 *   Web Workers, which the Workers runtime does not have. No QR is drawn then: the step only
 *   writes XML and zips the PNGs.
 */
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import writeXlsxFile, { type Image, type Row } from "write-excel-file/node";
import { asc, gt } from "drizzle-orm";
import { users, type UserRow } from "../../db/schema";
import type { Database } from "../db";
import { signPassToken } from "./pass-token";
import { qrPng } from "../lib/qr";
import { REGISTRATION_EXPORT_COLUMNS } from "./registrations";

/**
 * Registrations per part: 3-5 ms of CPU each (most of it drawing the QR matrix), so a part costs
 * about 1 s, well within the ~5 s per invocation the jobs consumer allows itself (bench/scale-jobs.ts).
 */
export const QR_PART_ROWS = 250;

/** Pixels per QR module in the sheet, and the shown size of the image (px, at 96 dpi). */
const QR_SCALE = 2;
const QR_SIZE_PX = 120;
/** Row height in points that fits the image with a small margin (1 pt = 4/3 px). */
const ROW_HEIGHT_PT = Math.ceil(((QR_SIZE_PX + 8) * 3) / 4);

/** Sheet header of the QR column. */
const QR_COLUMN_HEADER = "QR Code";

/** Narrowest and widest text column, in characters of the default font (ECMA-376 Part 1, 18.3.1.13 `width`). */
const COLUMN_WIDTH = { min: 10, max: 60 } as const;

/**
 * Each column's width in characters: its longest cell or header plus a margin, between
 * {@link COLUMN_WIDTH}'s bounds, so an email address or a company name reads in full without
 * widening the column by hand.
 */
function columnWidths(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): number[] {
  return header.map((title, column) => {
    const longest = rows.reduce((most, row) => Math.max(most, String(row[column] ?? "").length), title.length);
    return Math.min(COLUMN_WIDTH.max, Math.max(COLUMN_WIDTH.min, longest + 2));
  });
}

/** One sheet row of a part: the export columns' values and the title of its QR image. */
interface PartRow {
  cells: Array<string | number>;
  title: string;
}

/**
 * Up to `limit` registrations with a candidate number above `after`, by candidate number (keyset
 * paging, so a chunk costs one indexed query whatever its position). One query.
 */
export async function registrationsAfter(db: Database, after: number, limit = QR_PART_ROWS): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(gt(users.candidateNumber, after))
    .orderBy(asc(users.candidateNumber))
    .limit(limit);
}

/**
 * One part of the workbook: `rows.json` ({@link PartRow}s) and `<i>.png`, the pass QR code of
 * row i, zipped without compression (PNGs are already compressed). No D1 or R2 access.
 * @throws Error when PASS_SIGNING_KEY is missing or not a usable key.
 */
export async function renderQrPart(env: Pick<Env, "PASS_SIGNING_KEY">, rows: readonly UserRow[]): Promise<Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  const partRows: PartRow[] = [];
  for (const [index, user] of rows.entries()) {
    files[`${index}.png`] = qrPng(await signPassToken(env, user), { scale: QR_SCALE });
    partRows.push({
      cells: REGISTRATION_EXPORT_COLUMNS.map((c) => c.value(user)),
      title: `Pass QR code of ${user.firstName} ${user.lastName}`,
    });
  }
  files["rows.json"] = strToU8(JSON.stringify(partRows));
  return zipSync(files, { level: 0 });
}

/** EMUs per pixel at 96 dpi (ECMA-376 Part 1, 20.1.2.1: 914,400 EMU per inch). */
const EMU_PER_PX = 9525;

/** Escapes text for an XML attribute value (XML 1.0 section 2.4). */
function xmlAttribute(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
}

/**
 * One picture anchored at the top-left of a cell (a DrawingML `oneCellAnchor`, ECMA-376 Part 1,
 * 20.5.2.24), in the form write-excel-file writes it: `row` and `column` are 0-based, the
 * relationship id is `rId-image-<n>`.
 */
function imageAnchor(n: number, row: number, column: number, title: string): string {
  const offset = 4 * EMU_PER_PX;
  const size = QR_SIZE_PX * EMU_PER_PX;
  return (
    `<xdr:oneCellAnchor><xdr:from><xdr:col>${column}</xdr:col><xdr:colOff>${offset}</xdr:colOff>` +
    `<xdr:row>${row}</xdr:row><xdr:rowOff>${offset}</xdr:rowOff></xdr:from><xdr:ext cx="${size}" cy="${size}"/>` +
    `<xdr:pic><xdr:nvPicPr><xdr:cNvPr id="${n}" name="${xmlAttribute(title)}" descr=""/><xdr:cNvPicPr><a:picLocks noChangeAspect="1"/></xdr:cNvPicPr></xdr:nvPicPr>` +
    `<xdr:blipFill><a:blip xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" r:embed="rId-image-${n}" cstate="print"/><a:stretch><a:fillRect/></a:stretch></xdr:blipFill>` +
    `<xdr:spPr><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></xdr:spPr></xdr:pic><xdr:clientData/></xdr:oneCellAnchor>`
  );
}

/** The media file of picture `n` (1-based), named as write-excel-file names it. */
const imageFile = (n: number) => `sheet1-image${n}.png`;

/** Replaces the text from the first `open` to the end of the last `close` in `xml` with `middle`. */
function replaceSpan(xml: string, open: string, close: string, middle: string): string {
  const start = xml.indexOf(open);
  const end = xml.lastIndexOf(close);
  if (start < 0 || end < start) throw new Error(`unexpected workbook part: no ${open}`);
  return xml.slice(0, start) + middle + xml.slice(end + close.length);
}

/**
 * The workbook from its parts in order: a header row, then one row per registration with its QR
 * image anchored in the last column.
 *
 * write-excel-file writes the cells, styles and the sheet's drawing with the FIRST image only:
 * given every image it copies its whole list of files once per image (quadratic: about 30 s of CPU
 * for 10,000 images, `bench/scale-jobs.ts`). The drawing and its relationships are then rewritten
 * here with every picture, in the same form, and the PNGs added under `xl/media/` (stored, as they
 * are compressed already); the XML parts are deflated at level 1.
 * @throws Error when a part is not one {@link renderQrPart} wrote.
 */
export async function assembleWorkbookWithQr(parts: readonly Uint8Array[]): Promise<Uint8Array> {
  const qrColumn = REGISTRATION_EXPORT_COLUMNS.length + 1;
  const header = [...REGISTRATION_EXPORT_COLUMNS.map((c) => c.header), QR_COLUMN_HEADER].map((value) => ({
    value,
    fontWeight: "bold" as const,
  }));
  const data: Row[] = [];
  const cells: Array<Array<string | number>> = [];
  const pngs: Uint8Array[] = [];
  const anchors: string[] = [];
  for (const part of parts) {
    const files = unzipSync(part);
    const rows = JSON.parse(strFromU8(files["rows.json"]!)) as PartRow[];
    for (const [index, row] of rows.entries()) {
      const png = files[`${index}.png`];
      if (!png) throw new Error(`part without the QR image of row ${index}`);
      pngs.push(png);
      anchors.push(imageAnchor(pngs.length, data.length + 1, qrColumn - 1, row.title));
      cells.push(row.cells);
      data.push([
        ...row.cells.map((value) =>
          typeof value === "number"
            ? { value, height: ROW_HEIGHT_PT, alignVertical: "center" as const }
            : { value, type: String, format: "@", height: ROW_HEIGHT_PT, alignVertical: "center" as const },
        ),
        null,
      ]);
    }
  }
  const first: Image[] = pngs[0]
    ? [
        {
          content: new Blob([pngs[0] as Uint8Array<ArrayBuffer>], { type: "image/png" }),
          contentType: "image/png",
          width: QR_SIZE_PX,
          height: QR_SIZE_PX,
          dpi: 96,
          anchor: { row: 2, column: qrColumn },
        },
      ]
    : [];
  const buffer = await writeXlsxFile([header, ...data], {
    sheet: "Registrations",
    columns: [
      ...columnWidths(
        REGISTRATION_EXPORT_COLUMNS.map((c) => c.header),
        cells,
      ).map((width) => ({ width })),
      { width: 18 },
    ],
    stickyRowsCount: 1,
    images: first.length > 0 ? first : undefined,
  }).toBuffer();
  if (pngs.length === 0) return new Uint8Array(buffer);

  const files = unzipSync(new Uint8Array(buffer));
  const drawing = "xl/drawings/drawing1.xml";
  const drawingRels = "xl/drawings/_rels/drawing1.xml.rels";
  if (!files[drawing] || !files[drawingRels]) throw new Error("write-excel-file wrote no drawing for the first image");
  const out: Record<string, Uint8Array | [Uint8Array, { level: 0 }]> = {};
  for (const [name, bytes] of Object.entries(files)) {
    if (!name.startsWith("xl/media/")) out[name] = bytes;
  }
  out[drawing] = strToU8(
    replaceSpan(strFromU8(files[drawing]), "<xdr:oneCellAnchor>", "</xdr:oneCellAnchor>", anchors.join("")),
  );
  const relationships = pngs.map(
    (_, i) =>
      `<Relationship Id="rId-image-${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="../media/${imageFile(i + 1)}"/>`,
  );
  out[drawingRels] = strToU8(
    replaceSpan(strFromU8(files[drawingRels]), "<Relationship ", "/>", relationships.join("")),
  );
  for (const [i, png] of pngs.entries()) out[`xl/media/${imageFile(i + 1)}`] = [png, { level: 0 }];
  return zipSync(out, { level: 1 });
}
