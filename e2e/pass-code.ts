/**
 * The text of a delegate's pass QR code (the pass token) for the door tests, read the way a
 * handheld scanner reads it: the QR SVG that GET /api/qrcode/{userId} serves (worker/lib/qr.ts,
 * one path of "M x,y V y1 H x1" module runs) is drawn black on white and decoded with jsQR.
 */
import type { APIRequestContext } from "@playwright/test";
import jsQR from "jsqr";

/** Pixels per SVG unit when drawing. */
const SCALE = 4;

/** Decodes the QR code of `svg`; throws when it does not read. */
function decodeQrSvg(svg: string): string {
  const size = Math.ceil(Number(/viewBox="0 0 (\d+(?:\.\d+)?) /.exec(svg)![1]) * SCALE);
  const rgba = new Uint8ClampedArray(size * size * 4).fill(255);
  const d = /<path[^>]* d="([^"]+)"/.exec(svg)![1]!;
  for (const m of d.matchAll(/M([\d.]+),([\d.]+) V([\d.]+) H([\d.]+)/g)) {
    const [x0, y0, y1, x1] = [m[1], m[2], m[3], m[4]].map((v) => Math.round(Number(v) * SCALE)) as [
      number,
      number,
      number,
      number,
    ];
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) rgba.fill(0, (y * size + x) * 4, (y * size + x) * 4 + 3);
    }
  }
  const code = jsQR(rgba, size, size);
  if (!code) throw new Error("The pass QR code did not decode");
  return code.data;
}

/** The pass code of the person whose session token is `authToken`. */
export async function passCodeOf(request: APIRequestContext, authToken: string): Promise<string> {
  const headers = { Authorization: `Bearer ${authToken}` };
  const user = (await (await request.get("/api/user", { headers })).json()) as { id: number };
  const svg = await (await request.get(`/api/qrcode/${user.id}?v=1`, { headers })).text();
  return decodeQrSvg(svg);
}
