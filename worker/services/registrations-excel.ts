/**
 * The Excel export with each delegate's pass QR code (docs/api.md,
 * GET /api/registrations/export/excel-qr): the columns of the CSV export plus a "QR Code" column
 * holding the same QR image as the delegate's pass (the signed pass token of pass-token.ts drawn
 * by qr.ts), so organisers can print badges or check people in from the sheet.
 *
 * Cost: one D1 query; per registration one Ed25519 signature and one ~2 KB PNG (a few ms of CPU
 * each, so about 2-4 s for 1,000 registrations; fine on the Workers Paid plan's CPU limits).
 * Written with write-excel-file's Node build (nodejs_compat): its universal build hands files
 * over 160 KB to Web Workers, which the Workers runtime does not have.
 */
import writeXlsxFile, { type Image } from "write-excel-file/node";
import type { Database } from "../db";
import { signPassToken } from "./pass-token";
import { qrPng } from "../lib/qr";
import { REGISTRATION_EXPORT_COLUMNS, listRegistrationRows } from "./registrations";

/** Pixels per QR module in the sheet, and the shown size of the image (px, at 96 dpi). */
const QR_SCALE = 2;
const QR_SIZE_PX = 120;
/** Row height in points that fits the image with a small margin (1 pt = 4/3 px). */
const ROW_HEIGHT_PT = Math.ceil(((QR_SIZE_PX + 8) * 3) / 4);

/** Sheet header of the QR column. */
const QR_COLUMN_HEADER = "QR Code";

/**
 * The workbook: a header row, then one row per registration by candidate number, with its QR
 * image anchored in the last column.
 */
export async function registrationsWorkbookWithQr(
  db: Database,
  env: Pick<Env, "PASS_SIGNING_KEY">,
): Promise<Uint8Array> {
  const rows = await listRegistrationRows(db);
  const qrColumn = REGISTRATION_EXPORT_COLUMNS.length + 1;
  const images: Image[] = await Promise.all(
    rows.map(async (user, index) => ({
      content: new Blob([qrPng(await signPassToken(env, user), { scale: QR_SCALE }) as Uint8Array<ArrayBuffer>], {
        type: "image/png",
      }),
      contentType: "image/png",
      width: QR_SIZE_PX,
      height: QR_SIZE_PX,
      dpi: 96,
      anchor: { row: index + 2, column: qrColumn },
      offsetX: 4,
      offsetY: 4,
      title: `Pass QR code of ${user.firstName} ${user.lastName}`,
    })),
  );
  const header = [...REGISTRATION_EXPORT_COLUMNS.map((c) => c.header), QR_COLUMN_HEADER].map((value) => ({
    value,
    fontWeight: "bold" as const,
  }));
  const data = rows.map((user) => [
    ...REGISTRATION_EXPORT_COLUMNS.map((c) => {
      const value = c.value(user);
      return typeof value === "number"
        ? { value, height: ROW_HEIGHT_PT, alignVertical: "center" as const }
        : { value, type: String, format: "@", height: ROW_HEIGHT_PT, alignVertical: "center" as const };
    }),
    null,
  ]);
  const buffer = await writeXlsxFile([header, ...data], {
    sheet: "Registrations",
    columns: [...REGISTRATION_EXPORT_COLUMNS.map((c) => ({ width: Math.max(14, c.header.length + 4) })), { width: 18 }],
    stickyRowsCount: 1,
    images,
  }).toBuffer();
  return new Uint8Array(buffer);
}
