/**
 * Save as PDF (spec 001 §2.1, 002 §2 and §9): opens 'SVR Information' when it is closed and waits
 * 250 ms, as the page does before exporting, renders the page to an A4 PDF named 'SVR {id}.pdf' and
 * saves it; the section is closed again afterwards if it was closed. Errors land in the dialog.
 */
import { useCallback, useRef, useState, type RefObject } from 'react';
import { saveBlob } from './download';
import { pdfFileName } from './pdfPages';
import type { PdfStep } from './renderPdf';

/** The spec's pause after opening the meta section, before the capture. */
export const META_OPEN_WAIT_MS = 250;

export type PdfProgress =
  { state: 'generating'; step: PdfStep | { step: 'open' } } | { state: 'failed'; message: string };

export interface PdfExport {
  progress: PdfProgress | null;
  start: () => Promise<void>;
  close: () => void;
}

/** The closed 'SVR Information' toggle of the page (a button with aria-expanded), if there is one. */
function closedInformationToggle(page: HTMLElement): HTMLButtonElement | null {
  const toggles = Array.from(page.querySelectorAll<HTMLButtonElement>('button[aria-expanded]'));
  return (
    toggles.find((b) => b.textContent?.trim() === 'SVR Information' && b.getAttribute('aria-expanded') === 'false') ??
    null
  );
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function usePdfExport(storeVisitId: number, pageRef: RefObject<HTMLElement | null>): PdfExport {
  const [progress, setProgress] = useState<PdfProgress | null>(null);
  const running = useRef(false);

  const start = useCallback(async () => {
    if (running.current) return;
    const page = pageRef.current;
    if (!page) {
      setProgress({
        state: 'failed',
        message: 'The report is not on the screen yet. Wait until it has loaded, then try again.',
      });
      return;
    }
    running.current = true;
    setProgress({ state: 'generating', step: { step: 'open' } });
    const toggle = closedInformationToggle(page);
    const scroll = { x: window.scrollX, y: window.scrollY };
    try {
      if (toggle) {
        toggle.click();
        await wait(META_OPEN_WAIT_MS);
      }
      const { renderPdf } = await import('./renderPdf');
      const fileName = pdfFileName(storeVisitId);
      const blob = await renderPdf(page, fileName.replace(/\.pdf$/, ''), (step) =>
        setProgress({ state: 'generating', step }),
      );
      const url = saveBlob(blob, fileName);
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setProgress(null);
    } catch (e) {
      console.error('[review] PDF export failed:', e);
      const why = e instanceof Error && e.message ? e.message : String(e);
      setProgress({ state: 'failed', message: why });
    } finally {
      if (toggle && toggle.isConnected && toggle.getAttribute('aria-expanded') === 'true') toggle.click();
      window.scrollTo(scroll.x, scroll.y);
      running.current = false;
    }
  }, [pageRef, storeVisitId]);

  return { progress, start, close: () => setProgress(null) };
}
