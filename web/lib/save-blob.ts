/** Saving downloaded data as a file in the browser (the PDF pass, admin templates). */

/** How long the object URL stays alive after the click, so slow browsers still read it (ms). */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Saves `blob` as `fileName` through a temporary hidden link; the object URL is released afterwards. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
