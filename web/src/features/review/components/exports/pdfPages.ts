/**
 * The page arithmetic of the review page's PDF (spec 002 §9: A4, the page rendered 840 px wide and cut
 * into segments of at most 1120 px, JPEG quality 0.9). Pure, so it is tested without a browser.
 */

export const PDF_PAGE_WIDTH_PX = 840;
export const PDF_SEGMENT_PX = 1120;
export const PDF_JPEG_QUALITY = 0.9;
/** A last page this short with no text or picture on it is dropped. */
const BLANK_TAIL_PX = 48;

/** A vertical stretch [top, bottom) in CSS pixels, from the top of the captured element. */
export interface Band {
  top: number;
  bottom: number;
}

/** Sorted, merged bands: overlapping or touching stretches become one. */
export function mergeBands(bands: readonly Band[]): Band[] {
  const sorted = bands.filter((b) => b.bottom > b.top).sort((a, b) => a.top - b.top);
  const out: Band[] = [];
  for (const b of sorted) {
    const last = out[out.length - 1];
    if (last && b.top < last.bottom) last.bottom = Math.max(last.bottom, b.bottom);
    else out.push({ top: b.top, bottom: b.bottom });
  }
  return out;
}

/**
 * The page segments of a capture `height` px tall: each at most `segment` px. A page ends where no
 * line of text or image is cut (outside every `unbreakable` band) when such a place lies in the lower
 * part of the page (at least `minFill` of it filled); otherwise it is cut at the full segment, as a
 * picture taller than a page has to be.
 */
export function pageSegments(
  height: number,
  unbreakable: readonly Band[] = [],
  segment = PDF_SEGMENT_PX,
  minFill = 0.6,
): Band[] {
  if (!(height > 0)) return [];
  const bands = mergeBands(unbreakable);
  const pages: Band[] = [];
  let top = 0;
  while (top < height - 0.5) {
    let bottom = Math.min(height, top + segment);
    if (bottom < height) {
      const cut = bands.find((b) => b.top < bottom && b.bottom > bottom);
      if (cut && cut.top >= top + segment * minFill) bottom = cut.top;
    }
    pages.push({ top, bottom });
    top = bottom;
  }
  // A last sliver with nothing on it (the page's bottom padding) is not worth a sheet of paper.
  const last = pages[pages.length - 1];
  if (pages.length > 1 && last.bottom - last.top < BLANK_TAIL_PX && !bands.some((b) => b.bottom > last.top))
    pages.pop();
  return pages;
}

/**
 * The capture's pixel ratio: 2 for sharp text, less for a very long page so the canvas stays inside
 * what browsers draw (about 32,000 px a side), and never below 1.
 */
export function captureScale(heightPx: number, wanted = 2, maxCanvasPx = 32_000): number {
  if (!(heightPx > 0)) return wanted;
  return Math.max(1, Math.min(wanted, Math.floor((maxCanvasPx / heightPx) * 100) / 100));
}

/** The PDF's file name (spec: 'SVR {id}.pdf'). */
export const pdfFileName = (storeVisitId: number) => `SVR ${storeVisitId}.pdf`;
