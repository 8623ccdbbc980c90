/**
 * Pass queries and mutations (docs/api.md#pass): the QR code image, the PDF download and the pass
 * edit. Both files are fetched with the shared client (Bearer token, credentials), so tokens
 * never appear in URLs, and a failed request has a status to act on.
 */
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { svgDataUrl } from "../../../worker/contract/app-pages";
import type { PassDetails } from "../../../worker/contract/pass";
import { passPdfFileName } from "../../../worker/contract/pass-file";
import type { User } from "../../../worker/contract/user";
import { ApiError, api, json } from "../../lib/api";
import { urlKey } from "../../lib/query-client";
import { saveBlob } from "../../lib/save-blob";

/**
 * What the pass shows (docs/product.md, Pass page) and its version (an organiser's reissue raises it), so
 * what a change of calls for a new QR version.
 */
export type PassQrDetails = Pick<
  User,
  "candidateNumber" | "firstName" | "lastName" | "title" | "company" | "userType" | "passVersion"
>;

/**
 * The QR version of a pass: a 32-bit FNV-1a hash (an unsigned integer) of the details on the
 * pass and its pass version. It stays the same from visit to visit, so the request for the QR
 * code is the same and the browser and the service worker can answer it offline (issue
 * "Production readiness", Offline), and it changes with an edit of the pass, which loads the
 * image again (docs/product.md, Pass page: the QR code reloads with a new version after a save), and with
 * a reissue, so the next visit shows the new code and the offline copy is replaced by it.
 */
export function passQrVersion(details: PassQrDetails): number {
  const text = JSON.stringify([
    details.candidateNumber,
    details.firstName,
    details.lastName,
    details.title,
    details.company,
    details.userType,
    details.passVersion,
  ]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The pass QR code of `userId` as an SVG `data:` URL. `version` is sent as `?v=` (docs/api.md:
 * GET /api/qrcode/{userId}?v=; {@link passQrVersion}); a new version loads the image again.
 */
function passQrQuery(userId: number, version: number) {
  const request = { param: { userId: String(userId) }, query: { v: String(version) } };
  return queryOptions({
    queryKey: urlKey(api.qrcode[":userId"].$path({ param: request.param }), { v: version }),
    queryFn: async () => {
      const svg = await (await api.qrcode[":userId"].$get(request)).text();
      return svgDataUrl(svg);
    },
  });
}

export function usePassQr(userId: number, version: number) {
  return useQuery(passQrQuery(userId, version));
}

/**
 * The download name from a Content-Disposition header (RFC 6266): `filename*` (RFC 8187, UTF-8)
 * first, then `filename`; null when there is neither.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // Malformed percent-encoding: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim() ?? null;
}

/**
 * Downloads the PDF pass (GET /api/pass-pdf/{userId}) as `{FirstName}-{LastName}-event-pass.pdf`.
 * A failure is only logged, without tokens or response bodies (docs/messages.md#toasts-and-the-error-catalogue: "A PDF failure ... is only
 * logged and the overlay closes").
 */
export function useDownloadPassPdf(user: Pick<User, "id" | "firstName" | "lastName">) {
  return useMutation({
    mutationFn: async () => {
      const response = await api["pass-pdf"][":userId"].$get({ param: { userId: String(user.id) } });
      const fileName =
        fileNameFromDisposition(response.headers.get("Content-Disposition")) ??
        passPdfFileName(user.firstName, user.lastName);
      saveBlob(await response.blob(), fileName);
    },
    onError: (error) => {
      console.error(`PDF pass download failed (status ${error instanceof ApiError ? error.status : "unknown"})`);
    },
  });
}

/** Saves the pass details through PATCH /api/profile (docs/api.md) and answers the updated user. */
export function useUpdatePassDetails() {
  return useMutation({
    mutationFn: (details: PassDetails) => json(api.profile.$patch({ json: details })),
  });
}
