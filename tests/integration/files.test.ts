/**
 * /files through short-lived signed addresses (issue 9; docs/DECISIONS.md "Files"): no cookie reaches a
 * file; the api hands out addresses only for documents the caller may see (no blocked media, no internal
 * question's documents, no other client's) and stops at once for a disabled account; a changed or expired
 * address is refused; resizing, the zip and the workbook's links keep working; an upload cut midway leaves
 * no file without its row, and the sweep at start removes what a crash left, never a file a row names.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { eq, like, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, documents, forms, users } from '../../api/src/db/schema.js';
import { LocalFileUrlSigner } from '../../api/src/document/fileUrls.js';
import { sweepFileStore } from '../../api/src/document/sweep.js';
import { createApi, filesDir } from '../../api/src/index.js';
import { startTestApi, type ApiClient, type TestApi } from '../../api/src/testing/harness.js';
import * as f from '../../api/src/testing/factories.js';
import { text } from './reviewFixtures.js';

const FILES_UNSIGNED =
  'Files are opened through the addresses the app hands out. Open the file from its page, or sign in and try again.';

let api: TestApi;
let admin: ApiClient;
let client: ApiClient;
let jpeg: Buffer;
let reviewerEmail: string;
let clientEmail: string;
/** The client user's client. */
let ownClientId: number;

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  const db = api.database.db;
  ownClientId = (await f.buildClient(db)).id;
  const adminEmail = (await f.buildUser(db, { role: 'administrator' })).email;
  reviewerEmail = (await f.buildUser(db, { role: 'reviewer' })).email;
  const clientUser = await f.buildUser(db, {
    role: 'client',
    clientId: ownClientId,
    clientRoleId: api.config.clientRoleId,
  });
  clientEmail = clientUser.email;
  admin = await api.as(adminEmail);
  client = await api.as(clientUser.email);
  jpeg = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();
  // A stored photo the address tests name, as the demo's photo pool has it.
  await mkdir(path.join(root(), 'demo'), { recursive: true });
  await writeFile(path.join(root(), 'demo', 'photo-1.jpg'), jpeg);
  // A form of the client user's client with a stored hero image.
  await writeFile(path.join(root(), 'demo', 'hero.jpg'), jpeg);
  await f.buildForm(db, { tenancyClientId: ownClientId, heroImageUrl: '/files/demo/hero.jpg' });
});
afterAll(async () => {
  await api?.close();
});

interface Doc {
  uuid: string;
  url: string | null;
  xsurl: string | null;
  sizes: Record<string, string> | null;
  blocked?: boolean;
}
const root = () => filesDir(api.config);
const json = async (res: Response) => (await res.json()) as { err?: string; message?: string };
const page = (url: string) =>
  fetch(url, { headers: { accept: 'text/html,application/xhtml+xml' }, redirect: 'manual' });

/** A document with its own file: docs/{uuid}.jpg and its 135 px copy. */
async function ownPhoto(): Promise<{ uuid: string; key: string; thumbKey: string }> {
  const uuid = randomUUID();
  const key = `docs/${uuid}.jpg`;
  const thumbKey = `docs/${uuid}-135.jpg`;
  await mkdir(path.join(root(), 'docs'), { recursive: true });
  await writeFile(path.join(root(), key), jpeg);
  await writeFile(path.join(root(), thumbKey), jpeg);
  await api.database.db.insert(documents).values({
    uuid,
    title: 'shelf.jpg',
    size: jpeg.length,
    url: `/files/${key}`,
    xsurl: `/files/${thumbKey}`,
    type: 'image',
    mimeType: 'image/jpeg',
    storageKey: key,
  });
  return { uuid, key, thumbKey };
}

/**
 * A client-visible, approved report of the client user's client with its own photo files: one blocked, one
 * answering an internal question (Store manager signature), the rest visible; and a report of another
 * client with its own photo.
 */
let scene: Promise<{
  blocked: string;
  blockedKey: string;
  hidden: string;
  hiddenKey: string;
  visible: { uuid: string; key: string }[];
  foreign: string;
  foreignKey: string;
}> | null = null;
function prepared() {
  scene ??= (async () => {
    const db = api.database.db;
    const shots = ['Display before work', 'Display after work', 'Shelf'].map((t) => f.formQuestion('photo-input', t));
    const signature = f.formQuestion('signature-input', 'Store manager signature', { meta: { isHidden: true } });
    const form = await f.buildForm(db, { tenancyClientId: ownClientId, questions: [...shots, signature] });
    const photos = [];
    for (const q of [...shots, signature]) photos.push({ question: q, ...(await ownPhoto()) });
    const v = await f.buildVisit(db, {
      formId: form.id,
      reviewState: 3,
      privacy: 0,
      answers: photos.map((p) => ({ question: p.question, value: p.uuid })),
    });
    const hidden = photos.find((p) => p.question === signature)!;
    const others = photos.filter((p) => p !== hidden);
    expect(others.length).toBeGreaterThanOrEqual(2);
    const [blocked, ...visible] = others;
    const res = await admin('PUT', `/api/v2/storeVisit/storevisitid/${v.id}`, {
      metaJson: text({ blockPhotos: [{ uuid: blocked.uuid }] }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const shelf = f.formQuestion('photo-input', 'Cooler photo');
    const foreign = await ownPhoto();
    await f.buildVisit(db, {
      formId: (await f.buildForm(db, { questions: [shelf] })).id,
      answers: [{ question: shelf, value: foreign.uuid }],
    });
    return {
      blocked: blocked.uuid,
      blockedKey: blocked.key,
      hidden: hidden.uuid,
      hiddenKey: hidden.key,
      visible: visible.map((p) => ({ uuid: p.uuid, key: p.key })),
      foreign: foreign.uuid,
      foreignKey: foreign.key,
    };
  })();
  return scene;
}

describe('/files without a valid signature', () => {
  it('a bare address answers 401 JSON; opened as a page, it goes through sign-in', async () => {
    const res = await fetch(`${api.url}/files/demo/photo-1.jpg?w=135`);
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({ err: FILES_UNSIGNED, message: FILES_UNSIGNED });
    const loaded = await page(`${api.url}/files/demo/photo-1.jpg?w=800`);
    expect(loaded.status).toBe(302);
    expect(loaded.headers.get('location')).toBe(`/login?next=${encodeURIComponent('/files/demo/photo-1.jpg?w=800')}`);
  });

  it('a changed address answers 403: another file, another width, a later expiry, a cut signature', async () => {
    const good = api.signedFileUrl('demo/photo-1.jpg', 135);
    expect((await fetch(api.url + good)).status).toBe(200);
    const exp = /exp=(\d+)/.exec(good)![1];
    const changed = [
      good.replace('photo-1.jpg', 'photo-2.jpg'),
      good.replace('w=135', 'w=1280'),
      good.replace(`exp=${exp}`, `exp=${Number(exp) + 600}`),
      good.slice(0, -3),
      good.replace(/sig=[^&]+/, 'sig='),
      `${good.split('?')[0]}?w=135&sig=${/sig=([^&]+)/.exec(good)![1]}`,
    ];
    for (const url of changed) {
      const res = await fetch(api.url + url);
      expect(res.status, url).toBe(403);
      expect((await json(res)).message).toBe(
        'This file address is not valid: it was changed or cut. Open the file again from its page.',
      );
    }
  });

  it('an expired address answers 403; opened as a page, it goes through sign-in for a fresh one', async () => {
    const twoHoursAgo = new LocalFileUrlSigner(api.config.jwtSecret, () => Date.now() - 2 * 3600_000);
    const old = twoHoursAgo.sign('demo/photo-1.jpg', { width: 800 });
    const res = await fetch(api.url + old);
    expect(res.status).toBe(403);
    expect((await json(res)).message).toBe('This file address has expired. Reload the page to get a new one.');
    const loaded = await page(api.url + old);
    expect(loaded.headers.get('location')).toBe(`/login?next=${encodeURIComponent('/files/demo/photo-1.jpg?w=800')}`);
    // Signed with another server secret: refused too.
    const foreign = new LocalFileUrlSigner('another secret').sign('demo/photo-1.jpg');
    expect((await fetch(api.url + foreign)).status).toBe(403);
  });
});

describe('addresses handed out with documents', () => {
  it('last at least an hour, stay the same for ten minutes, and are cached privately until they expire', async () => {
    const { visible } = await prepared();
    const first = (await admin<Doc[]>('POST', '/api/v2/document/uuids', { uuids: [visible[0].uuid] })).body.data![0];
    const again = (await admin<Doc[]>('POST', '/api/v2/document/uuids', { uuids: [visible[0].uuid] })).body.data![0];
    const exp = Number(/exp=(\d+)/.exec(first.url!)![1]);
    const now = Math.floor(Date.now() / 1000);
    expect(exp % 600).toBe(0);
    expect(exp - now).toBeGreaterThanOrEqual(3600 - 5);
    expect(exp - now).toBeLessThanOrEqual(4200);
    if (Math.floor(exp / 600) === Math.floor(Number(/exp=(\d+)/.exec(again.url!)![1]) / 600))
      expect(again).toEqual(first);
    const res = await fetch(api.url + first.url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(jpeg)).toBe(true);
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(res.headers.get('cache-control')!)![1]);
    expect(maxAge).toBeLessThanOrEqual(exp - now);
    expect(maxAge).toBeGreaterThan(3500);
  });

  it('a client user gets addresses only for visible media: never a blocked photo, an internal question’s, or another client’s', async () => {
    const { blocked, blockedKey, hidden, hiddenKey, visible, foreign, foreignKey } = await prepared();
    const uuids = [blocked, hidden, foreign, ...visible.map((v) => v.uuid)];
    const res = await client<Doc[]>('POST', '/api/v2/document/uuids', { uuids });
    expect(res.status).toBe(200);
    const raw = JSON.stringify(res.body);
    for (const key of [blockedKey, hiddenKey, foreignKey]) expect(raw).not.toContain(key);
    expect(res.body.data!.map((d) => d.uuid).sort()).toEqual([blocked, ...visible.map((v) => v.uuid)].sort());
    expect(res.body.data!.find((d) => d.uuid === blocked)).toMatchObject({
      url: null,
      xsurl: null,
      sizes: null,
      blocked: true,
    });
    for (const d of res.body.data!.filter((x) => x.uuid !== blocked)) {
      for (const url of [d.url!, d.xsurl!, ...Object.values(d.sizes!)])
        expect((await fetch(api.url + url)).status, url).toBe(200);
    }
    // Nor through the link calls the app uses for stable and expired addresses.
    for (const uuid of [blocked, hidden, foreign]) {
      const link = await client('GET', `/api/v2/document/uuid/${uuid}/link`);
      expect(link.status).toBe(404);
      expect(link.body.err).toBe(`There is no document ${uuid}, or it is not yours to see.`);
    }
    for (const key of [blockedKey, hiddenKey, foreignKey]) {
      const link = await client('GET', `/api/v2/document/link?url=${encodeURIComponent(`/files/${key}?w=800`)}`);
      expect(link.status).toBe(404);
    }
    const ok = await client<{ url: string }>(
      'GET',
      `/api/v2/document/link?url=${encodeURIComponent(`/files/${visible[0].key}?w=800`)}`,
    );
    expect(ok.body.data!.url).toMatch(new RegExp(`^/files/${visible[0].key}\\?w=800&exp=\\d+&sig=`));
    expect((await fetch(api.url + ok.body.data!.url)).status).toBe(200);
    // Staff get them all.
    const staff = await admin<Doc[]>('POST', '/api/v2/document/uuids', { uuids });
    expect(staff.body.data!.every((d) => typeof d.url === 'string' && d.url.includes('sig='))).toBe(true);
  });

  it('a disabled account is refused new addresses at once', async () => {
    const { visible } = await prepared();
    const [row] = await api.database.db
      .insert(users)
      .values({
        email: `disabled-${randomUUID()}@example.com`,
        name: 'Soon disabled',
        roleId: 2,
        passwordHash: (await api.database.db.select().from(users).where(eq(users.email, reviewerEmail)))[0]
          .passwordHash,
      })
      .returning();
    const soon = await api.as(row.email);
    expect(
      (await soon<Doc[]>('POST', '/api/v2/document/uuids', { uuids: [visible[0].uuid] })).body.data![0].url,
    ).toMatch(/sig=/);
    await api.database.db.update(users).set({ status: 0 }).where(eq(users.id, row.id));
    for (const res of [
      await soon('POST', '/api/v2/document/uuids', { uuids: [visible[0].uuid] }),
      await soon('GET', `/api/v2/document/uuid/${visible[0].uuid}/link`),
    ]) {
      expect(res.status).toBe(401);
      expect(JSON.stringify(res.body)).not.toContain('sig=');
    }
  });

  it('the sized addresses go through the resizing service; the zip still streams', async () => {
    const { visible } = await prepared();
    const [doc] = (await admin<Doc[]>('POST', '/api/v2/document/uuids', { uuids: [visible[0].uuid] })).body.data!;
    expect(Object.keys(doc.sizes!)).toEqual(['135', '200', '400', '800', '1280']);
    for (const [w, url] of Object.entries(doc.sizes!)) {
      expect(url).toMatch(new RegExp(`[?&]w=${w}&`));
      const res = await fetch(api.url + url);
      expect(res.status).toBe(200);
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(Math.min(Number(w), 1600));
    }
    const zip = await fetch(`${api.url}/api/v2/document/zip`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: await bearer(clientEmail) },
      body: JSON.stringify({ uuids: visible.map((v) => v.uuid) }),
    });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect((await zip.arrayBuffer()).byteLength).toBeGreaterThan(jpeg.length);
  });
});

async function bearer(email: string): Promise<string> {
  const login = await fetch(`${api.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: f.TEST_PASSWORD, strategy: 'local' }),
  });
  return `Bearer ${login.headers.get('x-access-token')}`;
}

describe('forms', () => {
  it('a stored hero image comes as a signed address with the form', async () => {
    const [form] = await api.database.db
      .select({ id: forms.id })
      .from(forms)
      .where(like(forms.heroImageUrl, '/files/%'))
      .orderBy(forms.id)
      .limit(1);
    for (const as of [admin, client]) {
      const res = await as<{ heroImageUrl: string }>('GET', `/api/v2/form/formid/${form.id}`);
      expect(res.body.data!.heroImageUrl).toMatch(/^\/files\/demo\/hero\.jpg\?exp=\d+&sig=/);
      expect((await fetch(api.url + res.body.data!.heroImageUrl)).status).toBe(200);
    }
  });
});

describe('exported workbooks', () => {
  it('answer a signed address of the file, whose photo links are stable and open through sign-in', async () => {
    const { visible } = await prepared();
    const [row] = await api.database.db.select().from(answers).where(eq(answers.answerValue, visible[0].uuid));
    const exported = await admin<{ url: string }>('POST', '/api/v2/storeVisit/export/xlsx', {
      title: 'Links',
      ids: [row.storeVisitId],
      columns: ['id'],
      questions: [row.questionCanonicalKey!],
    });
    expect(exported.status, JSON.stringify(exported.body)).toBe(200);
    expect(exported.body.data!.url).toMatch(/^\/files\/exports\/[0-9a-f-]{36}\/Links\.xlsx\?exp=\d+&sig=/);
    expect((await fetch(api.url + exported.body.data!.url.split('?')[0])).status).toBe(401);
    const file = await fetch(api.url + exported.body.data!.url);
    expect(file.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await file.arrayBuffer()) as unknown as ArrayBuffer);
    const link = (wb.worksheets[0].getRow(2).getCell(2).value as { hyperlink: string }).hyperlink;
    expect(link).toBe(`${api.url}/files/open/${visible[0].uuid}`);
    // Opened in a browser: sign-in first, then the app asks for the address; without a browser: 401 JSON.
    expect((await page(link)).headers.get('location')).toBe(
      `/login?next=${encodeURIComponent(`/files/open/${visible[0].uuid}`)}`,
    );
    expect((await fetch(link)).status).toBe(401);
    const signed = await client<{ uuid: string; url: string }>('GET', `/api/v2/document/uuid/${visible[0].uuid}/link`);
    expect(signed.body.data!.uuid).toBe(visible[0].uuid);
    const opened = await fetch(api.url + signed.body.data!.url);
    expect(opened.status).toBe(200);
    expect(Buffer.from(await opened.arrayBuffer()).equals(jpeg)).toBe(true);
  });
});

describe('uploads cut midway leave no file without its row', () => {
  const storedFiles = async () =>
    (await readdir(root(), { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => path.relative(root(), path.join(e.parentPath, e.name)))
      .filter((f) => f.startsWith('docs/') || f.startsWith('.uploading/'))
      .sort();
  const upload = async (name: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(jpeg)]), name);
    return admin<Doc>('POST', '/api/v2/upload/docs', form);
  };

  it('a commit that fails after the files were moved removes them again', async () => {
    const db = api.database.db;
    // A failure at COMMIT, after the row was inserted and the files moved to their keys.
    await db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION refuse_cut_upload() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.title = 'cut.jpg' THEN RAISE EXCEPTION 'the disk is full'; END IF; RETURN NEW; END $$`),
    );
    await db.execute(
      sql.raw(`CREATE CONSTRAINT TRIGGER cut_upload AFTER INSERT ON documents DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION refuse_cut_upload()`),
    );
    try {
      const before = await storedFiles();
      const rows = (await db.select().from(documents)).length;
      const res = await upload('cut.jpg');
      expect(res.status).toBe(500);
      expect(await storedFiles()).toEqual(before);
      expect((await db.select().from(documents)).length).toBe(rows);
      const kept = await upload('kept.jpg');
      expect(kept.status).toBe(201);
      expect((await storedFiles()).length).toBe(before.length + 2);
    } finally {
      await db.execute(sql.raw('DROP TRIGGER cut_upload ON documents'));
    }
  });

  it('the sweep at start removes what a crash left (older than an hour), never a file a row names', async () => {
    const db = api.database.db;
    const hourAgo = new Date(Date.now() - 2 * 3600_000);
    const put = async (key: string, old = true) => {
      await mkdir(path.dirname(path.join(root(), key)), { recursive: true });
      await writeFile(path.join(root(), key), jpeg);
      if (old) await utimes(path.join(root(), key), hourAgo, hourAgo);
      return key;
    };
    const crashedTemporary = await put(`.uploading/${randomUUID()}.part`);
    const crashedResize = await put(`.resized/800/demo/photo-1.jpg.${randomUUID()}.tmp`);
    const resized = await put('.resized/800/demo/photo-3.jpg');
    const orphan = randomUUID();
    const orphanKeys = [await put(`docs/${orphan}.jpg`), await put(`docs/${orphan}-135.jpg`)];
    const young = await put(`docs/${randomUUID()}.jpg`, false);
    const youngTemporary = await put(`.uploading/${randomUUID()}.part`, false);
    const unknownName = await put('docs/planogram.pdf');
    // Files rows name: by uuid (any status), by storage key, by url or thumbnail only, by a form's hero image.
    const withRow = await ownPhoto();
    await utimes(path.join(root(), withRow.key), hourAgo, hourAgo);
    await utimes(path.join(root(), withRow.thumbKey), hourAgo, hourAgo);
    const deleted = await ownPhoto();
    await db.update(documents).set({ status: 0 }).where(eq(documents.uuid, deleted.uuid));
    await utimes(path.join(root(), deleted.key), hourAgo, hourAgo);
    const otherName = await put(`docs/${randomUUID()}.jpg`);
    await db.insert(documents).values({ uuid: randomUUID(), url: `/files/${otherName}?rotate=90`, type: 'image' });
    const hero = await put(`docs/${randomUUID()}.jpg`);
    await db.execute(sql`UPDATE forms SET hero_image_url = ${`/files/${hero}`} WHERE id = (SELECT min(id) FROM forms)`);

    // As at start: a new api over the same store sweeps it.
    createApi({ db, config: api.config });
    const gone = [crashedTemporary, crashedResize, ...orphanKeys];
    await expect.poll(() => gone.filter((k) => existsSync(path.join(root(), k))), { timeout: 10_000 }).toEqual([]);
    for (const key of [
      resized,
      young,
      youngTemporary,
      unknownName,
      withRow.key,
      withRow.thumbKey,
      deleted.key,
      otherName,
      hero,
    ]) {
      expect(existsSync(path.join(root(), key)), key).toBe(true);
    }
    // And once more by hand: nothing else goes.
    expect(await sweepFileStore(db, root())).toEqual([]);
  });
});
