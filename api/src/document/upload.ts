/**
 * The calls that touch stored files: POST /api/v2/upload/docs (spec 000 §7: multipart field `file`) and
 * DELETE /api/v2/document/id/{id}. The type is read from the bytes; a refused upload writes nothing.
 */
import { randomUUID } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import multer from 'multer';
import { loadSharp } from './sharp.js';
import type { Db } from '../db/client.js';
import { requireStaff } from '../auth/session.js';
import { badRequest, HttpError, notFound } from '../http/errors.js';
import { idParam } from '../http/params.js';
import { documentName, sniffContentType, type FileKind } from './contentType.js';
import { fileStoreOf, urlOfKey, writeTemporary, type FileStore } from './fileStore.js';
import type { FileUrlSigner } from './fileUrls.js';
import { THUMBNAIL_WIDTH } from './limits.js';
import { presentDocument, type DocumentRow } from './presenter.js';
import { uploadFields } from './schema.js';
import { insertDocument, softDeleteDocument } from './store.js';

const FIELD = 'file';

/** '50 MB', '0.5 MB', '1.25 MB'. */
export function megabytes(bytes: number): string {
  return `${Number((bytes / (1024 * 1024)).toFixed(2))} MB`;
}

function uploadError(error: unknown, maxBytes: number): unknown {
  if (!(error instanceof multer.MulterError)) {
    if (error instanceof HttpError) return error;
    const why = error instanceof Error ? error.message : String(error);
    return badRequest(`The upload could not be read (${why}). Please try again.`);
  }
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new HttpError(413, `The file is too large: uploads are limited to ${megabytes(maxBytes)}.`);
    case 'LIMIT_FILE_COUNT':
    case 'LIMIT_UNEXPECTED_FILE':
      return badRequest(`Send one file per upload, in the multipart field '${FIELD}'.`);
    default:
      return badRequest(`The upload could not be read (${error.message}).`);
  }
}

/** A thumbnail for images; decoding it also proves the image is readable. */
async function thumbnail(data: Buffer, type: FileKind): Promise<{ data: Buffer; ext: string }> {
  const sharp = await loadSharp();
  try {
    const image = sharp(data, { limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true });
    return type.ext === 'jpg'
      ? { data: await image.jpeg({ quality: 80 }).toBuffer(), ext: 'jpg' }
      : { data: await image.png().toBuffer(), ext: 'png' };
  } catch {
    throw new HttpError(
      415,
      `This ${type.label} could not be read: it may be damaged. Export it again and upload the new file.`,
    );
  }
}

export interface DocumentStorageOptions {
  /** The file store, served at /files (a folder path: the local store of that folder). */
  filesDir: FileStore | string;
  /** Largest accepted upload (config.maxUploadBytes). */
  maxUploadBytes: number;
  /** Signs the addresses of the uploaded file in the answer. */
  fileUrls: FileUrlSigner;
}

export function documentStorageRouter(db: Db, opts: DocumentStorageOptions): Router {
  const router = Router();
  const store = fileStoreOf(opts.filesDir);
  const maxBytes = opts.maxUploadBytes;
  const parser = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 10_000, parts: 12 },
    defParamCharset: 'utf8',
  }).single(FIELD);
  const receive = (req: Request, res: Response) =>
    new Promise<void>((resolve, reject) =>
      parser(req, res, (error?: unknown) => (error ? reject(uploadError(error, maxBytes)) : resolve())),
    );

  router.post('/upload/docs', requireStaff, async (req, res) => {
    await receive(req, res);
    const file = req.file;
    if (!file) throw badRequest(`Send the document as multipart/form-data, in the field '${FIELD}'.`);
    const fields = uploadFields.parse(req.body ?? {});
    const sniffed = sniffContentType(file.buffer);
    if (!sniffed.ok)
      throw new HttpError(415, `'${documentNameForMessage(file.originalname)}' was not uploaded. ${sniffed.message}`);
    const type = sniffed.type;
    const thumb = type.kind === 'image' ? await thumbnail(file.buffer, type) : null;

    const uuid = randomUUID();
    const key = `docs/${uuid}.${type.ext}`;
    const thumbKey = thumb ? `docs/${uuid}-${THUMBNAIL_WIDTH}.${thumb.ext}` : null;
    // No file without its row: the bytes go under temporary names first, and are moved to their keys inside
    // the transaction that inserts the row, just before it commits. A failure removes what was written; a
    // crash leaves temporary files, or (between the move and the commit) files no row names, which the
    // sweep at start removes once they are older than an hour (sweep.ts).
    const temporary: string[] = [];
    const moved: string[] = [];
    let row: DocumentRow;
    try {
      const mainTemporary = await writeTemporary(store, file.buffer, type.mimeType);
      temporary.push(mainTemporary);
      const thumbTemporary = thumb
        ? await writeTemporary(store, thumb.data, thumb.ext === 'jpg' ? 'image/jpeg' : 'image/png')
        : null;
      if (thumbTemporary) temporary.push(thumbTemporary);
      row = await insertDocument(
        db,
        {
          uuid,
          title: documentName(file.originalname, type),
          size: file.size,
          url: urlOfKey(key),
          xsurl: thumbKey ? urlOfKey(thumbKey) : null,
          type: type.kind,
          mimeType: type.mimeType,
          storageKey: key,
          questionUuid: fields.questionUuid ?? null,
          formCanonicalKey: fields.formCanonicalKey ?? null,
        },
        async () => {
          await store.move(mainTemporary, key);
          moved.push(key);
          if (thumbTemporary && thumbKey) {
            await store.move(thumbTemporary, thumbKey);
            moved.push(thumbKey);
          }
        },
      );
    } catch (error) {
      await Promise.all([...temporary, ...moved].map((k) => store.remove(k).catch(() => undefined)));
      throw error;
    }
    res.status(201).json({ data: presentDocument(row, opts.fileUrls) });
  });

  /**
   * Soft delete: the record stays (status Deleted) for answers that point at it, and is never served again.
   * Its files are removed unless another live document uses them (the demo photos share a pool).
   */
  router.delete('/document/id/:id', requireStaff, async (req, res) => {
    const id = idParam(req.params.id);
    const deleted = await softDeleteDocument(db, id);
    if (!deleted) throw notFound(`Document ${id} does not exist or was already deleted.`);
    const { row, unusedKeys } = deleted;
    for (const key of unusedKeys) {
      await store
        .remove(key)
        .catch((error: unknown) => console.error(`[api] could not remove stored file ${key}:`, error));
    }
    res.json({ data: { id: row.id, uuid: row.uuid } });
  });

  return router;
}

function documentNameForMessage(original: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- shown back to the user: no control characters
  return (original ?? 'The file').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 100) || 'The file';
}
