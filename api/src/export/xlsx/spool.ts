/**
 * A temporary file written in order and read back once: the parts of the workbook whose end is known only
 * after the last row (sheet data, hyperlinks, drawing anchors, relationships) wait on disk, not in memory.
 */
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';

export class Spool {
  private readonly stream: WriteStream;
  private failure: Error | null = null;
  private pending = '';
  bytes = 0;

  constructor(readonly path: string) {
    this.stream = createWriteStream(path);
    this.stream.on('error', (e) => (this.failure = e));
  }

  /**
   * Adds text. Small pieces gather into 64 KiB writes; the promise waits when the disk is behind, so a
   * caller that awaits it never holds more than that in memory.
   */
  async write(text: string): Promise<void> {
    if (this.failure) throw this.failure;
    this.pending += text;
    if (this.pending.length >= 65_536) await this.flush();
  }

  private async flush(): Promise<void> {
    if (!this.pending) return;
    const chunk = Buffer.from(this.pending, 'utf8');
    this.pending = '';
    this.bytes += chunk.length;
    if (!this.stream.write(chunk)) await this.drained();
    if (this.failure) throw this.failure;
  }

  /** Until the file has taken what was written, or failed (listeners removed either way). */
  private drained(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        this.stream.off('drain', done);
        this.stream.off('error', done);
        resolve();
      };
      this.stream.on('drain', done);
      this.stream.on('error', done);
    });
  }

  /** Writes what is left and closes the file. */
  async close(): Promise<void> {
    await this.flush();
    this.stream.end();
    if (!this.stream.closed) await once(this.stream, 'close');
    if (this.failure) throw this.failure;
  }

  /** The file's content, in chunks, once closed. */
  read(): AsyncIterable<Buffer> {
    return createReadStream(this.path);
  }
}
