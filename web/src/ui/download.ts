/**
 * Saving a file from the browser, and the single-photo download of the review page's carousel and the
 * dashboards' slideshow (spec 002 §7): the image is fetched as a blob from its full-size address (no resizing
 * width) with the rotation it carries (`rotate=`, applied by the screens, never by the file) stripped, so the
 * original comes, and it is saved under the image title.
 */

/** Saves a data:, blob: or same-site address under `fileName` through a download link. */
export function saveUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** The original of a photo's address: without its rotation (`rotate=`); other parameters (the signature) stay. */
export function originalAddress(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  params.delete('rotate');
  const rest = params.toString();
  return rest ? `${url.slice(0, at)}?${rest}` : url.slice(0, at);
}

/** The name a downloaded photo is saved under: its title, else `{kind}-{uuid}`. */
export function downloadName(title: string | null | undefined, uuid: string, kind = 'photo'): string {
  return title?.trim() || `${kind}-${uuid}`;
}

/**
 * Fetches `url` (a signed address of the full-size file, no width) as a blob with its rotation stripped and
 * saves it under `fileName`.
 */
export async function downloadOriginal(url: string, fileName: string): Promise<void> {
  const response = await fetch(originalAddress(url));
  if (!response.ok) throw new Error(`The file could not be fetched (${response.status}).`);
  const objectUrl = URL.createObjectURL(await response.blob());
  try {
    saveUrl(objectUrl, fileName);
  } finally {
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  }
}
