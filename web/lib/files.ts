/**
 * File transfer for admin screens with the shared request behaviour (Bearer token, credentials,
 * docs/messages.md#toasts-and-the-error-catalogue):
 * - {@link downloadFile}: GET a file (templates) and save it under a name;
 * - {@link uploadForm}: POST multipart with upload progress (XMLHttpRequest, because fetch does
 *   not report upload progress), answering the parsed JSON.
 */
import { fillTemplate } from "../../worker/contract/message-templates";
import { ApiError, apiFetch, errorMessage } from "./api";
import { getAuthToken } from "./auth-token";
import { saveBlob } from "./save-blob";

/** docs/messages.md#toasts-and-the-error-catalogue: "No token: Not authenticated. Please log in again." */
const NOT_AUTHENTICATED_TEXT = /*i18n*/ "Not authenticated. Please log in again.";

/** Thrown before any request when no session token is stored (docs/messages.md#toasts-and-the-error-catalogue: "No token"). */
class NotAuthenticatedError extends ApiError {
  constructor() {
    super(NOT_AUTHENTICATED_TEXT, 401);
  }
}

/**
 * Downloads `url` and saves it as `fileName`.
 * @throws NotAuthenticatedError without a stored token; ApiError on a failed request.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  if (!getAuthToken()) throw new NotAuthenticatedError();
  const response = await apiFetch(url);
  saveBlob(await response.blob(), fileName);
}

/** Upload progress: bytes sent and the total (bytes), or null when the browser cannot tell. */
export type UploadProgress = { loaded: number; total: number } | null;

/**
 * POSTs `form` to `url`, reporting upload progress, and parses the JSON answer.
 * @throws NotAuthenticatedError without a stored token; ApiError (status 0 for network errors)
 *   with the server's message otherwise.
 */
export function uploadForm<T>(
  url: string,
  form: FormData,
  onProgress?: (progress: UploadProgress) => void,
): Promise<T> {
  const token = getAuthToken();
  if (!token) return Promise.reject(new NotAuthenticatedError());
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) =>
      onProgress?.(event.lengthComputable ? { loaded: event.loaded, total: event.total } : null);
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300)
        return reject(new ApiError(errorMessage(xhr.responseText, xhr.statusText, xhr.status), xhr.status));
      try {
        resolve(JSON.parse(xhr.responseText) as T);
      } catch {
        reject(new ApiError(/*i18n*/ "The server sent an unreadable answer", xhr.status));
      }
    };
    xhr.onerror = () =>
      reject(
        new ApiError(fillTemplate("Network error: {detail}", { detail: "the upload did not reach the server" }), 0),
      );
    xhr.send(form);
  });
}
