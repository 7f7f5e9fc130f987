/**
 * The two file stores behave alike: LocalFileStore over a temporary folder and S3FileStore against a real
 * S3-protocol server (s3rver, started here on a free port) — whole files and ranges, missing keys, listing,
 * moves, folders, staged results published; and the S3 store's content types and pre-signed addresses that a
 * plain fetch opens.
 */
import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../testing/s3rver.js';
import { LocalFileStore, type FileStore } from './fileStore.js';
import { contentTypeOfKey, S3FileStore } from './s3Store.js';

let s3: LocalS3;
let staging: string;
let folder: string;
let s3Store: S3FileStore;
let localStore: LocalFileStore;

const text = (s: string) => Buffer.from(s, 'utf8');

async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const i of items) out.push(i);
  return out;
}

async function bytes(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c));
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  s3 = await startLocalS3('unit-bucket');
  staging = await mkdtemp(path.join(tmpdir(), 's3-staging-'));
  folder = await mkdtemp(path.join(tmpdir(), 'local-store-'));
  s3Store = new S3FileStore(s3.config, staging);
  localStore = new LocalFileStore(folder);
}, 20_000);

afterAll(async () => {
  await s3?.close();
  for (const dir of [staging, folder]) if (dir) await rm(dir, { recursive: true, force: true });
});

describe.each(['local', 's3'] as const)('the %s file store', (kind) => {
  let store: FileStore;
  beforeAll(() => {
    store = kind === 's3' ? s3Store : localStore;
  });

  it('writes, reads whole and by range, and answers size and date', async () => {
    await store.put('docs/a.txt', text('hello, object store'));
    expect((await store.readBuffer('docs/a.txt'))?.toString()).toBe('hello, object store');
    const info = await store.stat('docs/a.txt');
    expect(info).toMatchObject({ key: 'docs/a.txt', size: 19 });
    expect(Math.abs(info!.modified.getTime() - Date.now())).toBeLessThan(60_000);
    const part = await store.read('docs/a.txt', { start: 7, end: 12 });
    expect(part?.size).toBe(6);
    expect(await bytes(part!.body)).toBe('object');
    // A second put replaces the object whole.
    await store.put('docs/a.txt', text('again'));
    expect((await store.readBuffer('docs/a.txt'))?.toString()).toBe('again');
  });

  it('answers null for a missing file, and removing one is not an error', async () => {
    expect(await store.stat('docs/none.jpg')).toBeNull();
    expect(await store.read('docs/none.jpg')).toBeNull();
    expect(await store.readBuffer('docs/none.jpg')).toBeNull();
    await expect(store.remove('docs/none.jpg')).resolves.toBeUndefined();
  });

  it('moves a file, lists a folder at any depth, and removes a folder', async () => {
    await store.put('.uploading/x.part', text('photo bytes'), { contentType: 'image/jpeg' });
    await store.move('.uploading/x.part', 'docs/moved photo.jpg');
    expect(await store.stat('.uploading/x.part')).toBeNull();
    expect((await store.readBuffer('docs/moved photo.jpg'))?.toString()).toBe('photo bytes');

    await store.put('jobs/1-a/one.zip', text('1'));
    await store.put('jobs/1-a/deep/two.zip', text('22'));
    await store.put('jobs/1-b/other.zip', text('333'));
    const listed = await all(store.list('jobs/1-a'));
    expect(listed.map((f) => [f.key, f.size]).sort()).toEqual([
      ['jobs/1-a/deep/two.zip', 2],
      ['jobs/1-a/one.zip', 1],
    ]);
    await store.removeFolder('jobs/1-a');
    expect(await all(store.list('jobs/1-a'))).toEqual([]);
    expect(await store.stat('jobs/1-b/other.zip')).not.toBeNull();
  });

  it('publishes what was staged as a stream, then clears the staging folder; discards a failed one', async () => {
    const first = await store.stagingPath('jobs/7-c/photos (part 1 of 2).zip');
    // S3: a folder of this machine; local: the stored file itself.
    expect(first.startsWith(kind === 's3' ? staging : folder)).toBe(true);
    await writeFile(first, text('part one'));
    await writeFile(path.join(path.dirname(first), 'photos (part 2 of 2).zip'), text('part two'));
    await store.publish('jobs/7-c');
    expect((await store.readBuffer('jobs/7-c/photos (part 1 of 2).zip'))?.toString()).toBe('part one');
    expect((await store.readBuffer('jobs/7-c/photos (part 2 of 2).zip'))?.toString()).toBe('part two');
    if (kind === 's3') expect(existsSync(path.join(staging, 'jobs/7-c'))).toBe(false);

    const cut = await store.stagingPath('jobs/8-d/cut.xlsx');
    await writeFile(cut, text('half'));
    await store.discardStaged('jobs/8-d');
    if (kind === 's3') {
      expect(existsSync(cut)).toBe(false);
      expect(await store.stat('jobs/8-d/cut.xlsx')).toBeNull();
    } else await store.removeFolder('jobs/8-d'); // the worker removes a failed result (jobs/worker.ts)
    expect(await store.stat('jobs/8-d/cut.xlsx')).toBeNull();
  });
});

describe('S3FileStore', () => {
  const store = () => s3Store;

  it('stores files with the content type of their extension', async () => {
    expect(contentTypeOfKey('docs/a.JPG')).toBe('image/jpeg');
    expect(contentTypeOfKey('jobs/1/x.zip')).toBe('application/zip');
    expect(contentTypeOfKey('jobs/1/x.xlsx')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const local = path.join(staging, 'upload.bin');
    await writeFile(local, Buffer.from([1, 2, 3]));
    await store().putFile('docs/b.png', local);
    const res = await fetch(`${s3.endpoint}/unit-bucket/docs/b.png`);
    // s3rver answers a bucket without a policy to anyone: what matters here is the type it keeps.
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(await readFile(local));
  });

  it('sweeps staged files a crashed worker left, not one being written', async () => {
    const old = await s3Store.stagingPath('jobs/10-f/old.xlsx');
    const fresh = await s3Store.stagingPath('jobs/11-g/fresh.xlsx');
    await writeFile(old, text('left'));
    await writeFile(fresh, text('writing'));
    const hourAgo = new Date(Date.now() - 2 * 3600_000);
    await utimes(old, hourAgo, hourAgo);
    expect(await s3Store.sweepStaging(Date.now() - 3600_000)).toEqual(['jobs/10-f/old.xlsx']);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
  });

  it('uploads a large staged file in parts', async () => {
    const parts = new S3FileStore(s3.config, staging, { multipartAbove: 1024, partBytes: 5 * 1024 * 1024 });
    const big = Buffer.alloc(11 * 1024 * 1024 + 17);
    for (let i = 0; i < big.length; i += 4096) big[i] = (i / 4096) % 251;
    const file = await parts.stagingPath('jobs/9-e/big.zip');
    await writeFile(file, big);
    await parts.publish('jobs/9-e');
    expect((await parts.stat('jobs/9-e/big.zip'))?.size).toBe(big.length);
    expect((await parts.readBuffer('jobs/9-e/big.zip'))?.equals(big)).toBe(true);
  });

  it('hands out pre-signed GET addresses only with a public address, and they open the file', async () => {
    expect(await store().presignedUrl('docs/a.txt', 60)).toBeNull();
    const presigning = new S3FileStore({ ...s3.config, publicUrl: s3.endpoint }, staging);
    const url = await presigning.presignedUrl('docs/a.txt', 60);
    expect(url).toMatch(new RegExp(`^${s3.endpoint}/unit-bucket/docs/a\\.txt\\?.*X-Amz-Signature=`));
    expect(url).toContain('X-Amz-Expires=60');
    const res = await fetch(url!);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('again');
    // Signed with the store's key (s3rver does not check query signatures: AWS and MinIO do).
    expect(new URL(url!).searchParams.get('X-Amz-Credential')).toMatch(/^S3RVER\/\d{8}\/us-east-1\/s3\/aws4_request$/);
  });
});
