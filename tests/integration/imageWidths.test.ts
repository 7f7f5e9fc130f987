/**
 * The resizing service to the letter (issue 17): photos are served at widths 200, 400, 800 and 1280 px, thumbnails
 * at 135 (spec 000 §9, 002 §9, 001 §7 and §9), and images dated up to 2022 are served unresized (spec 000 §9,
 * 002 §9): the api's resize route answers them at their original size whatever width is asked, the date being
 * the document's timestamp (docs/DECISIONS.md "Images dated up to 2022").
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocument, buildUser } from '../../api/src/testing/factories.js';
import type { Caller } from '../../gateway/src/testing/graphqlClient.js';
import { startGatewayTest, type GatewayTest } from '../../gateway/src/testing/harness.js';

const WIDTHS = [135, 200, 400, 800, 1280];
/** The original photos are 2000 px wide, so every width the service makes is narrower. */
const ORIGINAL_WIDTH = 2000;

let g: GatewayTest;
let staff: Caller;
let staffEmail: string;
type Photo = { uuid: string; storageKey: string | null };
/** Photos stored now, on the last minute of 2022, at the first of 2023, and in 2019. */
let photos: { recent: Photo; lastOf2022: Photo; firstOf2023: Photo; old: Photo };

beforeAll(async () => {
  g = await startGatewayTest({ seed: false });
  const db = g.api.database.db;
  const email = (await buildUser(db, { role: 'administrator' })).email;
  staff = await g.signIn(email);
  staffEmail = email;
  const photo = (timestamp?: Date) =>
    buildDocument(db, {
      filesDir: g.api.filesDir,
      width: ORIGINAL_WIDTH,
      height: 1000,
      ...(timestamp && { timestamp }),
    });
  photos = {
    recent: await photo(),
    lastOf2022: await photo(new Date('2022-12-31T23:59:00Z')),
    firstOf2023: await photo(new Date('2023-01-01T00:00:00Z')),
    old: await photo(new Date('2019-05-04T10:00:00Z')),
  };
});
afterAll(async () => {
  await g?.close();
});

const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());
const widthOf = async (bytes: Buffer) => (await sharp(bytes).metadata()).width;
const atWidth = (key: string, w?: number) => fetch(g.api.url + g.api.signedFileUrl(key, w));

describe('image widths (spec 000 §9, 002 §9, 001 §7 and §9)', () => {
  it('serves widths 200, 400, 800, 1280 and 135 (spec 000 §9, 002 §9)', async () => {
    for (const w of WIDTHS) {
      const res = await atWidth(photos.recent.storageKey!, w);
      expect(res.status, `w=${w}`).toBe(200);
      expect(await widthOf(await bytesOf(res)), `w=${w}`).toBe(w);
    }
    const odd = await atWidth(photos.recent.storageKey!, 300);
    expect(odd.status).toBe(400);
    expect(((await odd.json()) as { message: string }).message).toBe(
      "w is one of 135, 200, 400, 800, 1280 (got '300').",
    );
  });

  it('hands out a signed address at each of those widths, over REST and GraphQL (spec 000 §9, 002 §9)', async () => {
    const api = await g.api.as(staffEmail);
    const rest = await api<{ sizes: Record<string, string> }[]>('POST', '/api/v2/document/uuids', {
      uuids: [photos.recent.uuid],
    });
    expect(Object.keys(rest.body.data![0].sizes)).toEqual(WIDTHS.map(String));
    const query = `query($u: [ID!]!) { documents(uuids: $u) { ${WIDTHS.map((w) => `w${w}: url(width: ${w})`).join(' ')} } }`;
    const { data } = await g.gql.data<{ documents: Record<string, string>[] }>(staff, query, {
      u: [photos.recent.uuid],
    });
    for (const w of WIDTHS) {
      const res = await fetch(g.api.url + data.documents[0][`w${w}`]);
      expect(res.status, `w=${w}`).toBe(200);
      expect(await widthOf(await bytesOf(res)), `w=${w}`).toBe(w);
    }
  });

  it('serves images dated up to 2022 unresized, whatever width is asked (spec 000 §9, 002 §9)', async () => {
    for (const photo of [photos.lastOf2022, photos.old]) {
      const original = await bytesOf(await atWidth(photo.storageKey!));
      expect(await widthOf(original)).toBe(ORIGINAL_WIDTH);
      for (const w of WIDTHS) {
        const res = await atWidth(photo.storageKey!, w);
        expect(res.status, `w=${w}`).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/^image\/jpeg/);
        expect((await bytesOf(res)).equals(original), `w=${w}`).toBe(true);
      }
    }
  });

  it('resizes images dated from 2023 on (spec 000 §9: only those up to 2022 are unresized)', async () => {
    for (const w of WIDTHS) {
      const res = await atWidth(photos.firstOf2023.storageKey!, w);
      expect(await widthOf(await bytesOf(res)), `w=${w}`).toBe(w);
    }
  });
});
