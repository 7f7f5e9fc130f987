import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { documents } from '../../api/src/db/schema.js';
import { filesDir } from '../../api/src/index.js';
import { startTestApi, type ApiClient, type TestApi } from '../../api/src/testing/harness.js';
import { compoundFile, minimalPdf, zipFile } from '../../api/src/testing/files.js';
import { buildDocument, buildUser } from '../../api/src/testing/factories.js';

const LIMIT = 1024 * 1024;
let api: TestApi;
let admin: ApiClient;
let reviewer: ApiClient;
let client: ApiClient;
beforeAll(async () => {
  api = await startTestApi({ seed: false, config: { maxUploadBytes: LIMIT } });
  const db = api.database.db;
  admin = await api.as((await buildUser(db, { role: 'administrator' })).email);
  reviewer = await api.as((await buildUser(db, { role: 'reviewer' })).email);
  client = await api.as((await buildUser(db, { role: 'client', clientRoleId: api.config.clientRoleId })).email);
});
afterAll(async () => {
  await api?.close();
});

interface Doc {
  id: number;
  uuid: string;
  title: string;
  name: string;
  size: number;
  url: string;
  xsurl: string | null;
  type: string;
  mimeType: string;
  questionUuid: string | null;
  formCanonicalKey: string | null;
  timestamp: string;
  createdAt: string;
}

const form = (bytes: Uint8Array, name: string, field = 'file', extra: Record<string, string> = {}) => {
  const f = new FormData();
  f.append(field, new Blob([new Uint8Array(bytes)]), name);
  for (const [k, v] of Object.entries(extra)) f.append(k, v);
  return f;
};
const upload = (bytes: Uint8Array, name: string, as: ApiClient = reviewer, extra: Record<string, string> = {}) =>
  as<Doc>('POST', '/api/v2/upload/docs', form(bytes, name, 'file', extra));
const rowCount = async () => (await api.database.db.select({ n: count() }).from(documents))[0].n;
const fileCount = async () =>
  (await readdir(filesDir(api.config), { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length;
const fetchFile = async (url: string) => {
  const res = await fetch(api.url + url); // a signed address, as the api answered it
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
};
const ACCEPTED = 'Upload a JPEG, GIF, PNG, PDF, MP4, Word (.doc, .docx) or Excel (.xls, .xlsx) file.';

describe('POST /api/v2/upload/docs (spec 000 §4, §5, §7)', () => {
  it('stores a real PDF under an unguessable name and answers the document', async () => {
    const pdf = minimalPdf();
    const questionUuid = '7d1c3a7e-1111-4c1b-9a77-8f2d1e0c9b10';
    const res = await upload(pdf, 'Planogram Q3.pdf', reviewer, { questionUuid });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const doc = res.body.data!;
    expect(doc).toMatchObject({
      id: expect.any(Number),
      name: 'Planogram Q3.pdf',
      title: 'Planogram Q3.pdf',
      size: pdf.length,
      type: 'file',
      mimeType: 'application/pdf',
      xsurl: null,
      questionUuid,
      createdAt: expect.any(String),
    });
    expect(doc.url).toMatch(new RegExp(`^/files/docs/${doc.uuid}\\.pdf\\?exp=\\d+&sig=[\\w-]+$`)); // a signed address (fileUrls.ts)
    const served = await fetchFile(doc.url);
    expect(served.status).toBe(200);
    expect(served.type).toBe('application/pdf');
    expect(served.bytes.equals(pdf)).toBe(true);
    const loaded = await admin<Doc[]>('POST', '/api/v2/document/uuids', { uuids: [doc.uuid] });
    expect(loaded.body.data!.map((d) => d.id)).toEqual([doc.id]);
  });

  it('stores a PNG made with sharp, with a 135 px thumbnail as xsurl', async () => {
    const png = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#f3212e' } })
      .png()
      .toBuffer();
    const res = await upload(png, 'shelf.png');
    expect(res.status).toBe(201);
    const doc = res.body.data!;
    expect(doc).toMatchObject({ type: 'image', mimeType: 'image/png', size: png.length, name: 'shelf.png' });
    const thumb = await fetchFile(doc.xsurl!);
    expect(thumb.status).toBe(200);
    expect((await sharp(thumb.bytes).metadata()).width).toBe(135);
  });

  it('accepts Word and Excel by content, and gives the name the extension of what it holds', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Stores').addRow(['Store', 'Visits']);
    const xlsx = Buffer.from(await wb.xlsx.writeBuffer());
    const cases: [Uint8Array, string, string, string][] = [
      [xlsx, 'results.xlsx', 'results.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      [
        zipFile(['[Content_Types].xml', 'word/document.xml']),
        'report.pdf',
        'report.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      [compoundFile(['WordDocument', '1Table']), 'old memo.doc', 'old memo.doc', 'application/msword'],
      [compoundFile(['Workbook']), 'Été 2024 – prix.xls', 'Été 2024 – prix.xls', 'application/vnd.ms-excel'],
    ];
    for (const [bytes, sent, name, mimeType] of cases) {
      const res = await upload(bytes, sent);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data).toMatchObject({ name, mimeType, type: 'file' });
    }
  });

  it('refuses an executable named .pdf and writes nothing', async () => {
    const [rows, files] = [await rowCount(), await fileCount()];
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90), Buffer.from('%PDF-1.4')]);
    const elf = Buffer.concat([Buffer.from([0x7f]), Buffer.from('ELF'), Buffer.alloc(200)]);
    for (const bytes of [exe, elf]) {
      const res = await upload(bytes, 'invoice.pdf');
      expect(res.status).toBe(415);
      expect(res.body.err).toBe(`'invoice.pdf' was not uploaded. This file type is not accepted. ${ACCEPTED}`);
    }
    const macro = await upload(
      zipFile(['[Content_Types].xml', 'word/document.xml', 'word/vbaProject.bin']),
      'letter.docx',
    );
    expect(macro.status).toBe(415);
    expect(macro.body.err).toMatch(/Word and Excel files with macros are not accepted/);
    const damaged = await upload(
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]),
      'broken.png',
    );
    expect(damaged.status).toBe(415);
    expect(damaged.body.err).toBe(
      'This PNG image could not be read: it may be damaged. Export it again and upload the new file.',
    );
    expect([await rowCount(), await fileCount()]).toEqual([rows, files]);
  });

  it('refuses a file over the limit with 413 naming the limit, and writes nothing', async () => {
    const [rows, files] = [await rowCount(), await fileCount()];
    const big = Buffer.concat([minimalPdf(), Buffer.alloc(LIMIT, 0x20)]);
    const res = await upload(big, 'huge.pdf');
    expect(res.status).toBe(413);
    expect(res.body.err).toBe('The file is too large: uploads are limited to 1 MB.');
    const exactly = await upload(
      Buffer.concat([minimalPdf(), Buffer.alloc(LIMIT - minimalPdf().length, 0x20)]),
      'limit.pdf',
    );
    expect(exactly.status).toBe(201);
    expect(await rowCount()).toBe(rows + 1);
    expect(await fileCount()).toBe(files + 1);
  });

  it('refuses a request without a file, with another field name, or from a client user', async () => {
    const [rows, files] = [await rowCount(), await fileCount()];
    const none = await reviewer('POST', '/api/v2/upload/docs', { file: 'x' });
    expect(none.status).toBe(400);
    expect(none.body.err).toBe("Send the document as multipart/form-data, in the field 'file'.");
    const wrongField = await reviewer('POST', '/api/v2/upload/docs', form(minimalPdf(), 'a.pdf', 'document'));
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.err).toBe("Send one file per upload, in the multipart field 'file'.");
    const badLink = await upload(minimalPdf(), 'a.pdf', reviewer, { questionUuid: 'not-a-uuid' });
    expect(badLink.status).toBe(400);
    expect(badLink.body.err).toBe('Invalid input. questionUuid: questionUuid must be a uuid.');
    const fromClient = await upload(minimalPdf(), 'a.pdf', client);
    expect(fromClient.status).toBe(403);
    expect([await rowCount(), await fileCount()]).toEqual([rows, files]);
  });
});

describe('PUT /api/v2/document/uuid/{uuid}', () => {
  it('updates the url (a rotated variant) and the name, and validates them', async () => {
    const doc = (await upload(minimalPdf(), 'plan.pdf')).body.data!;
    const rotated = `https://img.example.com/rotate/90${doc.url}`;
    const res = await reviewer<Doc>('PUT', `/api/v2/document/uuid/${doc.uuid}`, {
      uuid: doc.uuid,
      url: rotated,
      title: '  Plan (rotated) ',
      size: 1,
      type: 'video',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      url: rotated,
      title: 'Plan (rotated)',
      name: 'Plan (rotated)',
      size: doc.size,
      type: 'file',
    });
    const back = await reviewer<Doc>('PUT', `/api/v2/document/uuid/${doc.uuid}`, { url: doc.url });
    expect(back.body.data!.url.split('?')[0]).toBe(doc.url.split('?')[0]);

    const bad: [unknown, number, string][] = [
      [
        { url: 'javascript:alert(1)' },
        400,
        'Invalid input. url: url must be a /files/ address of the file store or an http(s) address.',
      ],
      [
        { url: '/files/../jwt-secret' },
        400,
        'Invalid input. url: url must be a /files/ address of the file store or an http(s) address.',
      ],
      [{ title: ' ' }, 400, 'Invalid input. title: The document needs a name.'],
      [
        { size: 5 },
        400,
        'Invalid input. Nothing to update: send url, xsurl, title (or name), questionUuid or formCanonicalKey.',
      ],
      [
        { uuid: '00000000-0000-4000-8000-000000000000', url: doc.url },
        400,
        `The uuid in the body (00000000-0000-4000-8000-000000000000) differs from the one in the address (${doc.uuid}).`,
      ],
    ];
    for (const [body, status, message] of bad) {
      const r = await reviewer('PUT', `/api/v2/document/uuid/${doc.uuid}`, body);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.body.err).toBe(message);
    }
    expect(
      (await reviewer('PUT', '/api/v2/document/uuid/00000000-0000-4000-8000-000000000000', { url: doc.url })).status,
    ).toBe(404);
    expect((await reviewer('PUT', '/api/v2/document/uuid/nope', { url: doc.url })).status).toBe(400);
    expect((await client('PUT', `/api/v2/document/uuid/${doc.uuid}`, { url: doc.url })).status).toBe(403);
    const [row] = await api.database.db.select().from(documents).where(eq(documents.id, doc.id));
    expect(row.url).toBe(`/files/docs/${doc.uuid}.pdf`); // kept without the signature
  });
});

describe('DELETE /api/v2/document/id/{id}', () => {
  it('deletes an uploaded document and its files; it is no longer served', async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#00f' } })
      .png()
      .toBuffer();
    const doc = (await upload(png, 'gone.png')).body.data!;
    const files = await fileCount();
    const res = await reviewer<{ id: number; uuid: string }>('DELETE', `/api/v2/document/id/${doc.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: doc.id, uuid: doc.uuid });
    expect(await fileCount()).toBe(files - 2);
    expect((await fetchFile(doc.url)).status).toBe(404);
    expect((await admin<Doc[]>('POST', '/api/v2/document/uuids', { uuids: [doc.uuid] })).body.data).toEqual([]);
    const again = await reviewer('DELETE', `/api/v2/document/id/${doc.id}`);
    expect(again.status).toBe(404);
    expect(again.body.err).toBe(`Document ${doc.id} does not exist or was already deleted.`);
    expect((await reviewer('PUT', `/api/v2/document/uuid/${doc.uuid}`, { title: 'x' })).status).toBe(404);
  });

  it('keeps a file another document still uses (the demo photos share a pool)', async () => {
    // Two photo documents of one stored file, as the demo's photos share a pool.
    const seeded = await buildDocument(api.database.db, { filesDir: api.filesDir });
    await buildDocument(api.database.db, { storageKey: seeded.storageKey });
    const sharing = await api.database.db
      .select({ n: count() })
      .from(documents)
      .where(eq(documents.storageKey, seeded.storageKey!));
    expect(sharing[0].n).toBeGreaterThan(1);
    const files = await fileCount();
    expect((await admin('DELETE', `/api/v2/document/id/${seeded.id}`)).status).toBe(200);
    expect(await fileCount()).toBe(files);
    expect((await fetchFile(api.signedFileUrl(seeded.storageKey!))).status).toBe(200);
  });

  it('is refused to client users and checks the id', async () => {
    expect((await client('DELETE', '/api/v2/document/id/1')).status).toBe(403);
    expect((await reviewer('DELETE', '/api/v2/document/id/abc')).status).toBe(400);
  });
});
