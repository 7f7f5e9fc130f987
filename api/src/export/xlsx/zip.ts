/**
 * The workbook's zip over archiver, one entry at a time: `add` resolves once the entry is in the archive,
 * so a caller that awaits it holds at most the entry it is adding. The archive is piped to the output with
 * its backpressure: a slow reader slows the entries, not memory.
 */
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ZipArchive } from 'archiver';
import { loadZipArchive } from '../../document/archiver.js';

export class ZipOut {
  private readonly zip: ZipArchive;
  private readonly waiting = new Map<string, { resolve: () => void; reject: (e: Error) => void }>();
  private failure: Error | null = null;
  private readonly piped: Promise<void>;

  /** A zip written to `out` (archiver loaded first). */
  static async open(out: Writable): Promise<ZipOut> {
    return new ZipOut(out, await loadZipArchive());
  }

  private constructor(out: Writable, Zip: typeof ZipArchive) {
    this.zip = new Zip({ zlib: { level: 6 } });
    this.zip.on('entry', (entry) => {
      const w = this.waiting.get(entry.name);
      this.waiting.delete(entry.name);
      w?.resolve();
    });
    this.zip.on('warning', (e) => this.fail(e));
    this.piped = pipeline(this.zip, out);
    this.piped.catch((e: Error) => this.fail(e));
  }

  private fail(e: Error) {
    this.failure ??= e;
    for (const w of this.waiting.values()) w.reject(this.failure);
    this.waiting.clear();
  }

  /** Adds an entry; `store` for data already compressed (JPEG). */
  add(name: string, source: Buffer | Readable | string, store = false): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    const added = new Promise<void>((resolve, reject) => this.waiting.set(name, { resolve, reject }));
    this.zip.append(source, { name, store });
    return added;
  }

  /** Writes the central directory and waits until the output has taken every byte. */
  async finish(): Promise<number> {
    if (this.failure) throw this.failure;
    await this.zip.finalize();
    await this.piped;
    return this.zip.pointer();
  }

  /** Stops on a failure: the output is destroyed with the error, never ended as if the file were whole. */
  destroy(e: Error) {
    this.fail(e);
    this.zip.destroy(e);
  }
}
