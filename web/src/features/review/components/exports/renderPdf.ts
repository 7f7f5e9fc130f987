/**
 * The review page as an A4 PDF (spec 002 §9): the element is rendered 840 px wide by html2canvas-pro,
 * cut into pages of at most 1120 px (between lines and pictures where it can), each page a JPEG at
 * quality 0.9 on an A4 page of jsPDF, with 'Page n of m' at the foot. Both libraries load only when
 * the user asks for a PDF. Elements marked `data-pdf-exclude` (the toolbar's buttons) are left out.
 */
import { captureScale, pageSegments, PDF_JPEG_QUALITY, PDF_PAGE_WIDTH_PX, PDF_SEGMENT_PX, type Band } from './pdfPages';

export type PdfStep = { step: 'images' } | { step: 'render' } | { step: 'pages'; page: number; pages: number };

/** Things that must not be cut by a page end: lines of text, pictures, icons, tags. */
const ATOMIC = 'img, svg, canvas, video, input, textarea, select, button, .bp6-tag, .bp6-icon, tr';

/** Measures, in the cloned page, where a page end would cut a line of text or a picture. */
function unbreakableBands(root: HTMLElement): Band[] {
  const doc = root.ownerDocument;
  const origin = root.getBoundingClientRect().top;
  const bands: Band[] = [];
  const add = (r: DOMRect) => {
    if (r.height > 0 && r.width > 0) bands.push({ top: r.top - origin, bottom: r.bottom - origin });
  };
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const range = doc.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    range.selectNodeContents(node);
    for (const r of Array.from(range.getClientRects())) add(r);
  }
  for (const el of Array.from(root.querySelectorAll(ATOMIC))) add(el.getBoundingClientRect());
  return bands;
}

/** Waits for the element's pictures, lazy ones included, so none is blank in the PDF (at most 15 s). */
async function loadImages(root: HTMLElement): Promise<void> {
  const pending = Array.from(root.querySelectorAll('img')).filter((img) => !img.complete || img.naturalWidth === 0);
  for (const img of pending) img.loading = 'eager';
  const each = pending.map(
    (img) =>
      new Promise<void>((resolve) => {
        if (img.complete && img.naturalWidth > 0) return resolve();
        img.addEventListener('load', () => resolve(), { once: true });
        img.addEventListener('error', () => resolve(), { once: true });
      }),
  );
  await Promise.race([Promise.all(each), new Promise((r) => setTimeout(r, 15_000))]);
  await document.fonts?.ready;
}

/**
 * Paper is not a screen: the copy drops what only works on screen (marked data-pdf-exclude, the page's
 * toolbar row, icon-only buttons) and draws what html2canvas cannot (card shadows as borders, tags
 * without the ellipsis its text measure would add).
 */
function prepareClone(clone: HTMLElement) {
  const doc = clone.ownerDocument;
  const style = doc.createElement('style');
  style.textContent = [
    '.bp6-card { box-shadow: none !important; border: 1px solid #d3d8de; }',
    '.bp6-tag .bp6-text-overflow-ellipsis { overflow: visible; text-overflow: clip; }',
    '.svr-review-toolbar { display: none !important; }',
  ].join('\n');
  doc.head.appendChild(style);
  for (const el of Array.from(clone.querySelectorAll<HTMLElement>('[data-pdf-exclude]'))) el.style.display = 'none';
  for (const b of Array.from(clone.querySelectorAll<HTMLElement>('button')))
    if (!b.textContent?.trim()) b.style.display = 'none';
}

const nextFrame = () => new Promise((r) => setTimeout(r, 0));

/** Renders `element` to a multi-page A4 PDF; answers the file as a Blob. */
export async function renderPdf(
  element: HTMLElement,
  title: string,
  onStep: (s: PdfStep) => void = () => undefined,
): Promise<Blob> {
  onStep({ step: 'images' });
  await loadImages(element);
  onStep({ step: 'render' });
  const [{ default: html2canvas }, { jsPDF }] = await Promise.all([import('html2canvas-pro'), import('jspdf')]);

  // A narrower layout is taller: estimate the capture's height to keep the canvas drawable.
  const live = element.getBoundingClientRect();
  const estimate = live.height * Math.max(1, live.width / PDF_PAGE_WIDTH_PX) * 1.3;
  const scale = captureScale(estimate);
  let bands: Band[] = [];
  const canvas = await html2canvas(element, {
    scale,
    backgroundColor: '#ffffff',
    useCORS: true,
    logging: false,
    windowWidth: Math.max(1024, PDF_PAGE_WIDTH_PX + 200),
    ignoreElements: (el) => el instanceof HTMLElement && el.dataset.pdfExclude !== undefined,
    onclone: (_doc, clone) => {
      clone.style.width = `${PDF_PAGE_WIDTH_PX}px`;
      clone.style.maxWidth = `${PDF_PAGE_WIDTH_PX}px`;
      clone.style.minWidth = `${PDF_PAGE_WIDTH_PX}px`;
      clone.style.boxSizing = 'border-box';
      clone.style.margin = '0';
      prepareClone(clone);
      bands = unbreakableBands(clone);
    },
  });
  if (!canvas.width || !canvas.height) throw new Error('The page rendered empty: there is nothing to put in the PDF.');

  const pxScale = canvas.width / PDF_PAGE_WIDTH_PX;
  const segments = pageSegments(canvas.height / pxScale, bands, PDF_SEGMENT_PX);
  const pdf = new jsPDF({ orientation: 'portrait', unit: 'pt', format: 'a4', compress: true });
  pdf.setProperties({ title, creator: 'Store Visit Reports' });
  const pageWidth = pdf.internal.pageSize.getWidth();
  const pageHeight = pdf.internal.pageSize.getHeight();
  const margin = 24;
  const ptPerPx = (pageWidth - 2 * margin) / PDF_PAGE_WIDTH_PX;
  const slice = document.createElement('canvas');
  slice.width = canvas.width;
  const ctx = slice.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw the page for the PDF.');

  for (const [i, seg] of segments.entries()) {
    onStep({ step: 'pages', page: i + 1, pages: segments.length });
    await nextFrame();
    const sy = Math.round(seg.top * pxScale);
    const sh = Math.max(1, Math.min(canvas.height, Math.round(seg.bottom * pxScale)) - sy);
    slice.height = sh;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, slice.width, sh);
    ctx.drawImage(canvas, 0, sy, canvas.width, sh, 0, 0, slice.width, sh);
    if (i > 0) pdf.addPage('a4', 'portrait');
    pdf.addImage(
      slice.toDataURL('image/jpeg', PDF_JPEG_QUALITY),
      'JPEG',
      margin,
      margin,
      pageWidth - 2 * margin,
      (sh / pxScale) * ptPerPx,
      undefined,
      'FAST',
    );
    pdf.setFontSize(8);
    pdf.setTextColor(95, 107, 124);
    pdf.text(title, margin, pageHeight - 14);
    pdf.text(`Page ${i + 1} of ${segments.length}`, pageWidth - margin, pageHeight - 14, { align: 'right' });
  }
  return pdf.output('blob');
}
