/** The image resizing service: GET /files/{key}?w= at the service's widths (spec 000 §9, 001 §7, 002 §9). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startTestApi, type TestApi } from '../../api/src/testing/harness.js';
import { buildDocument } from '../../api/src/testing/factories.js';

let api: TestApi;
let photoKey: string;
/** GET a signed address, as the api hands them out. */
const get = (url: string) => fetch(url);
const signed = (key: string, width?: number) => api.url + api.signedFileUrl(key, width);
beforeAll(async () => {
  api = await startTestApi({ seed: false });
  // 1000 px wide: narrower widths are made smaller, 1280 is served at the original's width.
  photoKey = (await buildDocument(api.database.db, { filesDir: api.filesDir, width: 1000, height: 750 })).storageKey!;
});
afterAll(async () => {
  await api?.close();
});

const widthOf = async (res: Response) => (await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width;

describe('resizing service', () => {
  it('serves a photo at each width the screens use, never wider than the original', async () => {
    const original = await get(signed(photoKey));
    expect(original.status).toBe(200);
    const full = await widthOf(original);
    for (const w of [135, 200, 400, 800, 1280]) {
      const res = await get(signed(photoKey, w));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/jpeg/);
      expect(await widthOf(res)).toBe(Math.min(w, full!));
    }
  });

  it('keeps a rotation in the address and serves the same size again from its copy', async () => {
    const first = await get(`${signed(photoKey, 135)}&rotate=90`);
    const again = await get(signed(photoKey, 135).replace('?', '?rotate=90&'));
    expect(Buffer.from(await first.arrayBuffer()).equals(Buffer.from(await again.arrayBuffer()))).toBe(true);
  });

  it('refuses a width the screens do not use, and a missing file, in JSON', async () => {
    const odd = await get(signed(photoKey, 999));
    expect(odd.status).toBe(400);
    expect(((await odd.json()) as { message: string }).message).toBe(
      "w is one of 135, 200, 400, 800, 1280 (got '999').",
    );
    const missing = await get(signed('no/such.jpg', 135));
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBe('There is no file no/such.jpg.');
    const escape = await get(`${api.url}/files/..%2F..%2Fetc%2Fpasswd.jpg?w=135`);
    expect(escape.status).toBe(403);
  });
});
