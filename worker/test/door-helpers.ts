/**
 * The pass at the door in Worker tests: the pass token a person's QR code holds, read back from the
 * SVG the pass page shows, and the door's answer to it at a desk that syncs at once
 * (docs/decisions/0005-pass-token-and-check-in.md).
 */
import { expect } from "vitest";
import { api, expectJson } from "./helpers";
import { decodeQrSvg } from "./pass-helpers";

/** The pass token in a user's QR code, read back from the SVG the pass page shows (GET /api/qrcode/{userId}). */
export async function qrToken(userId: number, token: string): Promise<string> {
  const response = await api(token).qrcode[":userId"].$get({ param: { userId: String(userId) } });
  expect(response.status).toBe(200);
  const text = decodeQrSvg(await response.text());
  expect(text).not.toBeNull();
  return text ?? "";
}

/** The door's answer to a pass scanned at a desk and synced at once (POST /api/admin/check-in/sync). */
export async function deskScan(adminToken: string, token: string) {
  const checkIn = { id: crypto.randomUUID(), event: "AC2025" as const, checkedAt: Date.now(), token };
  const { results } = await expectJson(
    api(adminToken).admin["check-in"].sync.$post({ json: { desk: "Desk 1", checkIns: [checkIn] } }),
    200,
  );
  return results[0];
}
