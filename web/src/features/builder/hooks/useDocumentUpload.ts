/**
 * Document upload with progress (spec 000 §4): XMLHttpRequest to POST /api/v2/upload/docs (multipart
 * `file`) with the session's token and tenancy headers. At 100 % the file is still being stored:
 * 'Moving file into file server. Please wait.' A failure shows 'Error: {message}' or the default text.
 */
import { useCallback, useState } from 'react';
import { authFetch, authHeaders } from '../../../app/session/authFetch';
import type { FormDocument } from '../model/types';

export const UPLOAD_MOVING = 'Moving file into file server. Please wait.';
export const UPLOAD_DEFAULT_ERROR = 'An error has ocurred. Please try again';

export type UploadState =
  { phase: 'idle' } | { phase: 'uploading'; fileName: string; percent: number } | { phase: 'error'; message: string };

interface Answer {
  status: number;
  body: { data?: FormDocument; err?: string; message?: string } | null;
}

function send(file: File, formCanonicalKey: string | null, onProgress: (percent: number) => void): Promise<Answer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/v2/upload/docs');
    for (const [k, v] of Object.entries(authHeaders())) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: Answer['body'] = null;
      try {
        body = JSON.parse(xhr.responseText) as Answer['body'];
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => resolve({ status: 0, body: null });
    const data = new FormData();
    data.append('file', file);
    if (formCanonicalKey) data.append('formCanonicalKey', formCanonicalKey);
    xhr.send(data);
  });
}

export function useDocumentUpload(formCanonicalKey: string | null, onUploaded: (doc: FormDocument) => void) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });

  const upload = useCallback(
    async (file: File) => {
      setState({ phase: 'uploading', fileName: file.name, percent: 0 });
      const progress = (percent: number) => setState({ phase: 'uploading', fileName: file.name, percent });
      let answer = await send(file, formCanonicalKey, progress);
      if (answer.status === 401) {
        // The short-lived access token ran out while editing: authFetch rotates it (or signs out), then retry once.
        const me = await authFetch('/auth/me');
        if (me.ok) answer = await send(file, formCanonicalKey, progress);
      }
      const doc = answer.body?.data;
      if (answer.status >= 200 && answer.status < 300 && doc) {
        onUploaded({
          id: doc.id,
          uuid: doc.uuid,
          title: doc.title,
          size: doc.size,
          url: doc.url,
          type: doc.type,
          timestamp: doc.timestamp,
        });
        setState({ phase: 'idle' });
        return;
      }
      const why = answer.body?.err ?? answer.body?.message;
      setState({ phase: 'error', message: why ? `Error: ${why}` : UPLOAD_DEFAULT_ERROR });
    },
    [formCanonicalKey, onUploaded],
  );

  return { state, upload, clearError: () => setState({ phase: 'idle' }) };
}

/** DELETE /api/v2/document/id/{id}; a document already gone counts as deleted. */
export async function deleteDocument(id: number): Promise<void> {
  const res = await authFetch(`/api/v2/document/id/${id}`, { method: 'DELETE' });
  if (!res.ok && res.status !== 404) {
    const body = (await res.json().catch(() => null)) as { err?: string } | null;
    throw new Error(body?.err ?? `The document could not be deleted (${res.status}).`);
  }
}
