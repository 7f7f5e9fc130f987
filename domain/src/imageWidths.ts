/**
 * The widths of the image resizing service (spec 000 §9 and 002 §9: 200, 400, 800 and 1280 px; thumbnails 135,
 * spec 001 §7 and §9), written once: the api resizes and signs an address at each, the gateway checks
 * Document.url(width) against them, the web app picks its screens' widths among them.
 */
export const IMAGE_WIDTHS = [135, 200, 400, 800, 1280] as const;
export type ImageWidthPx = (typeof IMAGE_WIDTHS)[number];

export const isImageWidth = (w: unknown): w is ImageWidthPx =>
  typeof w === 'number' && (IMAGE_WIDTHS as readonly number[]).includes(w);

/**
 * "Images dated up to 2022 are served unresized" (spec 000 §9, 002 §9): a photo whose date falls in 2022 or
 * earlier (UTC) is answered at its original size whatever width is asked. The date is the document's timestamp,
 * the day it was stored (docs/DECISIONS.md "Images dated up to 2022"); a file without a date is resized.
 */
export const LAST_UNRESIZED_YEAR = 2022;

export function servedUnresized(dated: Date | null | undefined): boolean {
  return dated != null && !Number.isNaN(dated.getTime()) && dated.getUTCFullYear() <= LAST_UNRESIZED_YEAR;
}
