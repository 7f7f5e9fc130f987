/**
 * Document addresses over GraphQL (issue 9): `url`, `xsurl` and `url(width:)` are the api's signed
 * addresses (the gateway signs nothing and builds no address), each loads without cookie or token, and a
 * width the resizing service does not make is refused with a clear error.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- the records the test reads are built by the api's factories
import { buildDocument, buildUser } from '../../api/src/testing/factories.js';
import type { Caller } from './testing/graphqlClient.js';
import { startGatewayTest, type GatewayTest } from './testing/harness.js';

let harness: GatewayTest;
let staff: Caller;
let uuid: string;
beforeAll(async () => {
  harness = await startGatewayTest({ seed: false });
  const db = harness.api.database.db;
  staff = await harness.signIn((await buildUser(db, { role: 'reviewer' })).email);
  // A stored 1000 px photo with its 135 px thumbnail.
  const thumb = await buildDocument(db, { filesDir: harness.api.filesDir, width: 135, height: 100 });
  ({ uuid } = await buildDocument(db, { filesDir: harness.api.filesDir, width: 1000, height: 750, xsurl: thumb.url }));
});
afterAll(async () => {
  await harness?.close();
});

const QUERY = `query($u: [ID!]!) { documents(uuids: $u) { uuid url xsurl thumbUrl: url(width: 135) slideshowUrl: url(width: 800) fullUrl: url(width: 1280) } }`;
type Answer = {
  documents: { uuid: string; url: string; xsurl: string; thumbUrl: string; slideshowUrl: string; fullUrl: string }[];
};

describe('Document.url(width:)', () => {
  it('answers the api’s signed address at each width, and each loads at that width', async () => {
    const { data } = await harness.gql.data<Answer>(staff, QUERY, { u: [uuid] });
    const [doc] = data.documents;
    for (const url of [doc.url, doc.xsurl, doc.thumbUrl, doc.slideshowUrl, doc.fullUrl])
      expect(url).toMatch(/^\/files\/[^?]+\?(w=\d+&)?exp=\d+&sig=[\w-]+$/);
    for (const [url, width] of [
      [doc.thumbUrl, 135],
      [doc.slideshowUrl, 800],
    ] as const) {
      expect(url).toContain(`w=${width}&`);
      const res = await fetch(harness.api.url + url);
      expect(res.status).toBe(200);
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBeLessThanOrEqual(width);
    }
    // Not through the bare address.
    expect((await fetch(harness.api.url + doc.url.split('?')[0])).status).toBe(401);
  });

  it('refuses a width the resizing service does not make', async () => {
    const answer = await harness.gql.send<Answer>(
      staff,
      `query($u: [ID!]!) { documents(uuids: $u) { url(width: 999) } }`,
      { u: [uuid] },
    );
    expect(answer.errors?.[0]).toMatchObject({
      message: 'width is one of 135, 200, 400, 800, 1280 (got 999).',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
