/**
 * 'Download all photos' (spec 001 §2.1, §7; 002 §4, §8): POST /api/v2/document/zip with the photos'
 * uuids through authFetch, the streamed answer counted as it arrives and saved under the name the api
 * gives ('SVR 123 photos.zip'). Cancel stops it; the spec's timeout is 5 minutes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { authFetch } from '../../../../app/session/authFetch';
import { apiErrorWords, fileNameFromDisposition, saveBlob } from './download';

export const ZIP_TIMEOUT_MS = 5 * 60_000;
export const ZIP_FAILED = 'Could not zip files';

export type ZipProgress =
  | { state: 'zipping'; received: number }
  | { state: 'ready'; url: string; fileName: string; size: number }
  | { state: 'failed'; message: string; reason: string | null };

export interface ZipDownload {
  progress: ZipProgress | null;
  start: () => Promise<void>;
  /** Stops a running zip, or closes the dialog (and frees the file) after one. */
  close: () => void;
}

export function useZipDownload(storeVisitId: number, photoUuids: readonly string[]): ZipDownload {
  const [progress, setProgress] = useState<ZipProgress | null>(null);
  const abort = useRef<AbortController | null>(null);
  const objectUrl = useRef<string | null>(null);

  const release = () => {
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = null;
  };
  useEffect(
    () => () => {
      abort.current?.abort();
      release();
    },
    [],
  );

  const start = useCallback(async () => {
    if (abort.current) return;
    release();
    const controller = new AbortController();
    abort.current = controller;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, ZIP_TIMEOUT_MS);
    setProgress({ state: 'zipping', received: 0 });
    try {
      const res = await authFetch('/api/v2/document/zip', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/zip, application/json' },
        body: JSON.stringify({ uuids: photoUuids }),
        signal: controller.signal,
      });
      if (!res.ok) {
        const words = apiErrorWords(await res.json().catch(() => null));
        const reason =
          res.status === 401 || res.status === 403
            ? 'Your session has ended. Please sign in again, then download the photos.'
            : (words.reason ??
              (words.message && words.message !== ZIP_FAILED ? words.message : null) ??
              `The server answered ${res.status} ${res.statusText}.`.replace(/ \.$/, '.'));
        setProgress({ state: 'failed', message: words.message ?? ZIP_FAILED, reason });
        return;
      }
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      let received = 0;
      if (res.body) {
        const reader = res.body.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          chunks.push(value);
          received += value.byteLength;
          setProgress({ state: 'zipping', received });
        }
      } else {
        const whole = new Uint8Array(await res.arrayBuffer());
        chunks.push(whole);
        received = whole.byteLength;
      }
      const blob = new Blob(chunks, { type: 'application/zip' });
      const fileName = fileNameFromDisposition(
        res.headers.get('content-disposition'),
        `SVR ${storeVisitId} photos.zip`,
      );
      objectUrl.current = saveBlob(blob, fileName);
      setProgress({ state: 'ready', url: objectUrl.current, fileName, size: blob.size });
    } catch (e) {
      if (controller.signal.aborted && !timedOut) return; // cancelled by the user: the dialog is already closed
      console.error('[review] photo zip failed:', e);
      setProgress({
        state: 'failed',
        message: ZIP_FAILED,
        reason: timedOut
          ? 'Zipping took longer than 5 minutes and was stopped. Please try again later.'
          : 'The connection to the server was lost while the photos were downloading. Check your connection and try again.',
      });
    } finally {
      clearTimeout(timer);
      if (abort.current === controller) abort.current = null;
    }
  }, [photoUuids, storeVisitId]);

  const close = useCallback(() => {
    abort.current?.abort();
    abort.current = null;
    release();
    setProgress(null);
  }, []);

  return { progress, start, close };
}
