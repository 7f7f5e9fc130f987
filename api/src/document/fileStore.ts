/**
 * The file store: photos, signatures, videos, documents, resized copies and job results, by key
 * ('docs/{uuid}.jpg', '.resized/800/docs/…', 'jobs/{id}-{uuid}/…'), served at /files/{key}. Keys are made by
 * the api (uuid names); a key can never reach outside the store (keyOfUrl, storedPath).
 *
 * Two implementations behind one interface, chosen by FILE_STORE (docs/DECISIONS.md "File store"):
 * LocalFileStore, a folder (DATA_DIR/files, the default), and S3FileStore (s3Store.ts), a bucket of an
 * S3-protocol object store, which lets several api and worker machines share the files.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type Dirent } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export const FILES_URL_PREFIX = '/files/';

export const urlOfKey = (key: string) => FILES_URL_PREFIX + key.split('/').map(encodeURIComponent).join('/');

/** A path segment that is empty, '.' or '..'. */
const EMPTY_OR_DOT_SEGMENT = /(?:^|\/)\.{0,2}(?:\/|$)/;

/** The store key of a /files/ address, or null for any other address or one that tries to leave the store. */
export function keyOfUrl(url: string | null | undefined): string | null {
  if (!url || !url.startsWith(FILES_URL_PREFIX)) return null;
  const end = url.search(/[?#]/);
  let key = url.slice(FILES_URL_PREFIX.length, end < 0 ? url.length : end);
  if (key.includes('%'))
    try {
      key = decodeURIComponent(key);
    } catch {
      return null;
    }
  if (key.includes('\\') || key.includes('\0') || EMPTY_OR_DOT_SEGMENT.test(key)) return null;
  return key;
}

export function storedPath(root: string, key: string): string {
  const base = path.resolve(root);
  const full = path.resolve(base, key);
  if (!full.startsWith(base + path.sep)) throw new Error(`The file key ${key} is outside the file store.`);
  return full;
}

/**
 * Uploads are written here first and moved to their key only inside the transaction that records their
 * row (upload.ts); a dot folder, so /files never serves it. What a crash leaves here is swept (sweep.ts).
 */
export const TEMPORARY_FOLDER = '.uploading';

/** What the store knows of a file. */
export interface StoredFileInfo {
  key: string;
  size: number;
  modified: Date;
  /** An entity tag for HTTP caching, when the store keeps one. */
  etag?: string;
}

/** A stored file's bytes (the whole file, or the range asked), as a stream, with what the store knows of it. */
export interface StoredFileRead {
  body: Readable;
  /** Bytes in `body`. */
  size: number;
  /** The whole file's size, date and entity tag. */
  info: StoredFileInfo;
}

export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Writes a whole file; readers see the old one or the new one, never half of it. */
  put(key: string, data: Uint8Array, opts?: { contentType?: string }): Promise<void>;
  /** Writes a file from a file on this machine (a finished export or zip). */
  putFile(key: string, file: string): Promise<void>;
  /** The file's bytes, or null when there is none; `range` is inclusive (HTTP Range). */
  read(key: string, range?: { start: number; end: number }): Promise<StoredFileRead | null>;
  /** The whole file in memory, or null (small files: photos being resized). */
  readBuffer(key: string): Promise<Buffer | null>;
  /** Size and date, or null when there is no such file. */
  stat(key: string): Promise<StoredFileInfo | null>;
  /** Removes a file; one already gone is not an error. */
  remove(key: string): Promise<void>;
  /** Removes every file under `folder` (a key prefix without its trailing '/'). */
  removeFolder(folder: string): Promise<void>;
  /** Moves a file to a new key (a committed upload). */
  move(from: string, to: string): Promise<void>;
  /** Every file under `folder`, at any depth. */
  list(folder: string): AsyncIterable<StoredFileInfo>;
  /**
   * A path on this machine where a result under `key` is written as a stream (exports, zips); `publish`
   * then makes the files of its folder stored files. The local store answers the stored path itself.
   */
  stagingPath(key: string): Promise<string>;
  /** Stores what was written under stagingPath for the keys in `folder`, and clears the staging copy. */
  publish(folder: string): Promise<void>;
  /** Drops what was staged under `folder` without storing it (a failed or cancelled job). */
  discardStaged(folder: string): Promise<void>;
  /** The file's path on this machine when the store is a folder here (served with sendFile), else null. */
  localPath(key: string): string | null;
  /**
   * A pre-signed address of the object store for `key`, valid `seconds`, when the store hands those out
   * (S3 with S3_PUBLIC_URL); null: /files streams the file itself.
   */
  presignedUrl(key: string, seconds: number): Promise<string | null>;
}

/** The folder store of DATA_DIR/files: today's layout, served by express.static and sendFile. */
export class LocalFileStore implements FileStore {
  readonly kind = 'local' as const;

  constructor(readonly root: string) {}

  private full(key: string) {
    return storedPath(this.root, key);
  }

  async put(key: string, data: Uint8Array): Promise<void> {
    const full = this.full(key);
    await mkdir(path.dirname(full), { recursive: true });
    // Written under a temporary name and renamed: two writers at once never leave half a file (sweep.ts
    // removes such temporaries under .resized when a crash leaves them).
    const temporary = `${full}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, data, { flag: 'wx' });
      await rename(temporary, full);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
  }

  async putFile(key: string, file: string): Promise<void> {
    const full = this.full(key);
    if (path.resolve(file) === full) return;
    await mkdir(path.dirname(full), { recursive: true });
    await pipeline(createReadStream(file), createWriteStream(full));
  }

  async read(key: string, range?: { start: number; end: number }): Promise<StoredFileRead | null> {
    const info = await this.stat(key);
    if (!info) return null;
    const body = createReadStream(this.full(key), range);
    return { body, size: range ? range.end - range.start + 1 : info.size, info };
  }

  async readBuffer(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.full(key));
    } catch (e) {
      if (missing(e)) return null;
      throw e;
    }
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    try {
      const info = await stat(this.full(key));
      return info.isFile() ? { key, size: info.size, modified: info.mtime } : null;
    } catch (e) {
      if (missing(e)) return null;
      throw e;
    }
  }

  async remove(key: string): Promise<void> {
    try {
      await unlink(this.full(key));
    } catch (e) {
      if (!missing(e)) throw e;
    }
  }

  async removeFolder(folder: string): Promise<void> {
    await rm(this.full(folder), { recursive: true, force: true });
  }

  async move(from: string, to: string): Promise<void> {
    const target = this.full(to);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(this.full(from), target);
  }

  async *list(folder: string): AsyncIterable<StoredFileInfo> {
    const base = path.resolve(this.root);
    let entries: Dirent[];
    try {
      entries = await readdir(this.full(folder), { recursive: true, withFileTypes: true });
    } catch (e) {
      if (missing(e)) return;
      throw e;
    }
    for (const e of entries) {
      if (!e.isFile()) continue;
      const full = path.join(e.parentPath, e.name);
      const info = await stat(full).catch(() => null);
      if (info)
        yield { key: path.relative(base, full).split(path.sep).join('/'), size: info.size, modified: info.mtime };
    }
  }

  async stagingPath(key: string): Promise<string> {
    const full = this.full(key);
    await mkdir(path.dirname(full), { recursive: true });
    return full;
  }

  async publish(): Promise<void> {
    // Staged files are already in the store.
  }

  async discardStaged(): Promise<void> {
    // Nothing is staged apart from the store: the caller removes the stored files.
  }

  localPath(key: string): string {
    return this.full(key);
  }

  async presignedUrl(): Promise<null> {
    return null;
  }
}

export function missing(e: unknown): boolean {
  return (e as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

/** The store to use: a FileStore as it is, or the folder store of a path (tests and tools pass a folder). */
export const fileStoreOf = (files: FileStore | string): FileStore =>
  typeof files === 'string' ? new LocalFileStore(files) : files;

/** Writes a new file in a folder store; never overwrites one (keys are fresh uuids). */
export async function writeStored(root: string, key: string, data: Uint8Array): Promise<void> {
  const full = storedPath(root, key);
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, data, { flag: 'wx' });
}

/** Removes a stored file of a folder store; one already gone is not an error. */
export async function removeStored(root: string, key: string): Promise<void> {
  await new LocalFileStore(root).remove(key);
}

/** Writes bytes under a fresh temporary key and answers it (`contentType`: what the object keeps when moved). */
export async function writeTemporary(store: FileStore, data: Uint8Array, contentType?: string): Promise<string> {
  const key = `${TEMPORARY_FOLDER}/${randomUUID()}.part`;
  await store.put(key, data, { contentType });
  return key;
}
