/**
 * The widget's PNG download (spec 002 §4, §9): while `capturing` the card hides its icons; after the spec's
 * five-second wait the image is made (a chart draws its own image through vega, other widgets are drawn from the
 * page with html2canvas-pro, loaded on first use) and saved under the widget's title.
 */
import { Intent } from '@blueprintjs/core';
import { useCallback, useRef, useState } from 'react';
import { toast, toastError } from '../../../app/toaster';
import { saveUrl } from '../../../ui/download';
import { DOWNLOAD_DELAY_MS, pngFileName } from '../model/download';

/** Makes the PNG as a data: URL. */
export type PngSource = () => Promise<string>;

/** A PNG of an element as the page draws it. */
export async function elementPng(element: HTMLElement): Promise<string> {
  const { default: html2canvas } = await import('html2canvas-pro');
  const canvas = await html2canvas(element, { backgroundColor: '#ffffff', useCORS: true, scale: 2, logging: false });
  return canvas.toDataURL('image/png');
}

export function useWidgetDownload(title: string) {
  const [capturing, setCapturing] = useState(false);
  const busy = useRef(false);
  const download = useCallback(
    async (source: PngSource) => {
      if (busy.current) return;
      busy.current = true;
      setCapturing(true);
      toast('Preparing image…', Intent.PRIMARY);
      try {
        await new Promise((resolve) => setTimeout(resolve, DOWNLOAD_DELAY_MS));
        saveUrl(await source(), pngFileName(title));
      } catch (e) {
        toastError(`The image could not be made: ${e instanceof Error ? e.message : String(e)}`);
      } finally {
        busy.current = false;
        setCapturing(false);
      }
    },
    [title],
  );
  return { capturing, download };
}
