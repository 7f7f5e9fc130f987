/**
 * Saving files the browser received (the photo zip, the PDF): the name the server gave, sizes people
 * read, the api's JSON errors in words, and the blob saved through an object URL.
 */

/**
 * The file name of a Content-Disposition header: `filename*=UTF-8''…` (RFC 5987) first, then
 * `filename="…"` or a bare `filename=…`; the fallback when there is none. Path parts are dropped.
 */
export function fileNameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (extended) {
    const value = extended[1].trim().replace(/^"(.*)"$/, '$1');
    const encoded = value.replace(/^[\w-]*'[^']*'/, '');
    try {
      name = decodeURIComponent(encoded);
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
    if (plain) name = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1].trim();
  }
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base || fallback;
}

/** 1,234 bytes → '1.2 KB'; whole bytes below 1 KB; one decimal above. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024)
    return `${Math.max(0, Math.round(bytes || 0)).toLocaleString('en-US')} bytes`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** What an api error answer says: `details.reason` (the why) and `err` / `message` (the what). */
export interface ApiErrorWords {
  message: string | null;
  reason: string | null;
}

/** Reads the api's JSON error body ({ err, message, details: { reason } }); nulls when it is not JSON. */
export function apiErrorWords(body: unknown): ApiErrorWords {
  if (!body || typeof body !== 'object') return { message: null, reason: null };
  const b = body as { err?: unknown; message?: unknown; details?: unknown };
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  const details = b.details && typeof b.details === 'object' ? (b.details as { reason?: unknown }) : null;
  return { message: text(b.err) ?? text(b.message), reason: text(details?.reason) };
}

/** Hands a blob to the browser's download under `fileName`; answers the object URL (revoke it when done). */
export function saveBlob(blob: Blob, fileName: string): string {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  return url;
}
