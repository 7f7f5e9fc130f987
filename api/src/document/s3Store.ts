/**
 * The file store in a bucket of an S3-protocol object store (FILE_STORE=s3: AWS S3, MinIO, …), so several api
 * and worker machines share one store. Keys are the object names; results written as streams (exports,
 * zips) are staged in a folder of this machine and uploaded when complete (`publish`), since S3 takes an
 * object whole. With S3_PUBLIC_URL, presignedUrl answers GET addresses signed for that host (SigV4).
 */
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import type { S3StoreConfig } from '../config.js';
import { onFirstUse } from '../shared/onFirstUse.js';
import { FILE_KINDS } from './contentType.js';
import { storedPath, type FileStore, type StoredFileInfo, type StoredFileRead } from './fileStore.js';

const OTHER_TYPES: Record<string, string> = {
  zip: 'application/zip',
  webp: 'image/webp',
  csv: 'text/csv',
  txt: 'text/plain',
};

/** The Content-Type an object is stored with, from its key's extension. */
export function contentTypeOfKey(key: string): string {
  const ext = /\.([A-Za-z0-9]+)$/.exec(key)?.[1]?.toLowerCase() ?? '';
  const known = Object.values(FILE_KINDS).find((k) => (k.exts as readonly string[]).includes(ext));
  return known?.mimeType ?? OTHER_TYPES[ext] ?? 'application/octet-stream';
}

/** Whether an S3 error says there is no such object. */
function notThere(e: unknown): boolean {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return err?.name === 'NoSuchKey' || err?.name === 'NotFound' || err?.$metadata?.httpStatusCode === 404;
}

function clientConfig(config: S3StoreConfig, endpoint: string | null): S3ClientConfig {
  return {
    region: config.region,
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: S3-protocol servers (MinIO, local ones) differ on the newer
    // streaming checksums, and every object here is written whole with its length.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/** Files above this size are uploaded in parts (PutObject takes at most 5 GB; parts can be retried alone). */
const MULTIPART_ABOVE = 256 * 1024 * 1024;
/** 64 MiB parts: at most 10,000 parts make 640 GiB; S3's smallest part is 5 MiB. */
const PART_BYTES = 64 * 1024 * 1024;

/**
 * The S3 SDK, loaded when a store first talks to its bucket: ~24 MB of resident memory a process on the local
 * store (the default) never needs.
 */
type Sdk = typeof import('@aws-sdk/client-s3') & Pick<typeof import('@aws-sdk/s3-request-presigner'), 'getSignedUrl'>;
const loadSdk = onFirstUse((): Promise<Sdk> =>
  Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]).then(([s3, presigner]) => ({
    ...s3,
    getSignedUrl: presigner.getSignedUrl,
  })),
);

export class S3FileStore implements FileStore {
  readonly kind = 's3' as const;
  private readonly config: S3StoreConfig;
  private readonly bucket: string;
  private readonly multipartAbove: number;
  private readonly partBytes: number;

  /** `stagingDir`: a folder of this machine where streamed results wait for their upload. */
  constructor(
    config: S3StoreConfig,
    private readonly stagingDir: string,
    opts: { multipartAbove?: number; partBytes?: number } = {},
  ) {
    this.multipartAbove = opts.multipartAbove ?? MULTIPART_ABOVE;
    this.partBytes = Math.max(5 * 1024 * 1024, opts.partBytes ?? PART_BYTES);
    this.bucket = config.bucket;
    this.config = config;
  }

  /** The SDK and this store's clients, made on first use. */
  private readonly sdk = onFirstUse(async () => {
    const sdk = await loadSdk();
    return {
      sdk,
      client: new sdk.S3Client(clientConfig(this.config, this.config.endpoint)),
      presigner: this.config.publicUrl ? new sdk.S3Client(clientConfig(this.config, this.config.publicUrl)) : null,
    };
  });

  async put(key: string, data: Uint8Array, opts: { contentType?: string } = {}): Promise<void> {
    const { sdk, client } = await this.sdk();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: data,
        ContentLength: data.byteLength,
        ContentType: opts.contentType ?? contentTypeOfKey(key),
      }),
    );
  }

  async putFile(key: string, file: string): Promise<void> {
    const { sdk, client } = await this.sdk();
    const { size } = await stat(file);
    if (size > this.multipartAbove) return this.putInParts(key, file, size);
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: createReadStream(file),
        ContentLength: size,
        ContentType: contentTypeOfKey(key),
      }),
    );
  }

  /** A large file as a multipart upload, part after part; a failure aborts it (no parts left billed). */
  private async putInParts(key: string, file: string, size: number): Promise<void> {
    const { sdk, client } = await this.sdk();
    const Bucket = this.bucket;
    const started = await client.send(
      new sdk.CreateMultipartUploadCommand({ Bucket, Key: key, ContentType: contentTypeOfKey(key) }),
    );
    const UploadId = started.UploadId;
    if (!UploadId) throw new Error(`The object store did not start an upload of ${key}.`);
    try {
      const Parts: { ETag: string | undefined; PartNumber: number }[] = [];
      for (let start = 0, PartNumber = 1; start < size; start += this.partBytes, PartNumber++) {
        const end = Math.min(size, start + this.partBytes) - 1;
        const part = await client.send(
          new sdk.UploadPartCommand({
            Bucket,
            Key: key,
            UploadId,
            PartNumber,
            Body: createReadStream(file, { start, end }),
            ContentLength: end - start + 1,
          }),
        );
        Parts.push({ ETag: part.ETag, PartNumber });
      }
      await client.send(
        new sdk.CompleteMultipartUploadCommand({ Bucket, Key: key, UploadId, MultipartUpload: { Parts } }),
      );
    } catch (error) {
      await client.send(new sdk.AbortMultipartUploadCommand({ Bucket, Key: key, UploadId })).catch(() => undefined);
      throw error;
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<StoredFileRead | null> {
    const { sdk, client } = await this.sdk();
    try {
      const got = await client.send(
        new sdk.GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      if (!(got.Body instanceof Readable)) throw new Error(`The object store answered ${key} without a body.`);
      const size = got.ContentLength ?? 0;
      const total = Number(/\/(\d+)$/.exec(got.ContentRange ?? '')?.[1] ?? size);
      const info = { key, size: total, modified: got.LastModified ?? new Date(0), etag: got.ETag };
      return { body: got.Body, size, info };
    } catch (e) {
      if (notThere(e)) return null;
      throw e;
    }
  }

  async readBuffer(key: string): Promise<Buffer | null> {
    const got = await this.read(key);
    if (!got) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of got.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    return Buffer.concat(chunks);
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    const { sdk, client } = await this.sdk();
    try {
      const head = await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { key, size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0), etag: head.ETag };
    } catch (e) {
      if (notThere(e)) return null;
      throw e;
    }
  }

  async remove(key: string): Promise<void> {
    const { sdk, client } = await this.sdk();
    try {
      await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (e) {
      if (!notThere(e)) throw e;
    }
  }

  async removeFolder(folder: string): Promise<void> {
    for await (const f of this.list(folder)) await this.remove(f.key);
    await this.discardStaged(folder);
  }

  async move(from: string, to: string): Promise<void> {
    const { sdk, client } = await this.sdk();
    const source = `${this.bucket}/${from.split('/').map(encodeURIComponent).join('/')}`;
    await client.send(new sdk.CopyObjectCommand({ Bucket: this.bucket, Key: to, CopySource: source }));
    await this.remove(from);
  }

  async *list(folder: string): AsyncIterable<StoredFileInfo> {
    const { sdk, client } = await this.sdk();
    const Prefix = `${folder.replace(/\/+$/, '')}/`;
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new sdk.ListObjectsV2Command({ Bucket: this.bucket, Prefix, ContinuationToken }));
      for (const o of page.Contents ?? [])
        if (o.Key) yield { key: o.Key, size: o.Size ?? 0, modified: o.LastModified ?? new Date(0), etag: o.ETag };
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async stagingPath(key: string): Promise<string> {
    const full = storedPath(this.stagingDir, key);
    await mkdir(path.dirname(full), { recursive: true });
    return full;
  }

  async publish(folder: string): Promise<void> {
    const base = storedPath(this.stagingDir, folder);
    const names = await readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const e of names) {
      if (!e.isFile()) continue;
      const full = path.join(e.parentPath, e.name);
      await this.putFile(path.relative(path.resolve(this.stagingDir), full).split(path.sep).join('/'), full);
    }
    await rm(base, { recursive: true, force: true });
  }

  /**
   * Removes staged files last written before `before` (ms): what a worker cut by a crash left on this
   * machine (a job taken over elsewhere cannot clear it). A file being written is newer than that.
   */
  async sweepStaging(before: number): Promise<string[]> {
    const entries = await readdir(this.stagingDir, { recursive: true, withFileTypes: true }).catch(() => []);
    const removed: string[] = [];
    for (const e of entries) {
      if (!e.isFile()) continue;
      const full = path.join(e.parentPath, e.name);
      const info = await stat(full).catch(() => null);
      if (!info || info.mtimeMs >= before) continue;
      await rm(full, { force: true });
      removed.push(path.relative(this.stagingDir, full).split(path.sep).join('/'));
    }
    return removed;
  }

  async discardStaged(folder: string): Promise<void> {
    await rm(storedPath(this.stagingDir, folder), { recursive: true, force: true });
  }

  localPath(): null {
    return null;
  }

  async presignedUrl(key: string, seconds: number): Promise<string | null> {
    if (!this.config.publicUrl) return null;
    const { sdk, presigner } = await this.sdk();
    if (!presigner) return null;
    const command = new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key });
    return sdk.getSignedUrl(presigner, command, { expiresIn: Math.max(1, Math.min(seconds, 7 * 24 * 3600)) });
  }
}
