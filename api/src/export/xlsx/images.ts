/**
 * Photos for the workbook: each read from its source, turned by its EXIF orientation and then by the
 * rotation the caller gives (the reviewers' rotate action), and made a small JPEG that fits the thumbnail
 * box. JPEG sources are decoded at a fraction of their size (libvips shrink-on-load), so a 1600×1200 photo
 * never becomes a full-size bitmap in memory.
 */
import { Readable } from 'node:stream';
import { loadSharp } from '../../document/sharp.js';

export type Rotation = 0 | 90 | 180 | 270;

const JPEG = { quality: 80 } as const;

export interface Thumbnail {
  data: Buffer;
  width: number;
  height: number;
}

/** A source as the caller loads it: the file's bytes or a stream of them. */
export type ImageSource = Buffer | Readable;

export async function thumbnail(
  source: ImageSource,
  box: { width: number; height: number },
  rotation: Rotation = 0,
): Promise<Thumbnail> {
  const sharp = await loadSharp();
  const options = { failOn: 'truncated', limitInputPixels: 100_000_000 } as const;
  // Resized first, turned after: sharp turns before resizing when both are in one pipeline, which costs a
  // full-size decode (twice the time for a 1600×1200 JPEG). A quarter turn swaps the box's sides.
  const quarter = rotation === 90 || rotation === 270;
  const pipeline = (Buffer.isBuffer(source) ? sharp(source, options) : sharp(options))
    .autoOrient()
    .resize({
      width: quarter ? box.height : box.width,
      height: quarter ? box.width : box.height,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .flatten({ background: '#ffffff' });
  let made = rotation
    ? pipeline.raw().toBuffer({ resolveWithObject: true })
    : pipeline.jpeg(JPEG).toBuffer({ resolveWithObject: true });
  if (!Buffer.isBuffer(source)) {
    const failed = new Promise<never>((_, reject) =>
      source.once('error', (e) => {
        pipeline.destroy();
        reject(e);
      }),
    );
    source.pipe(pipeline);
    made = Promise.race([made, failed]);
  }
  let { data, info } = await made;
  if (rotation) {
    const raw = { width: info.width, height: info.height, channels: info.channels };
    ({ data, info } = await sharp(data, { raw }).rotate(rotation).jpeg(JPEG).toBuffer({ resolveWithObject: true }));
  }
  return { data, width: info.width, height: info.height };
}

/** At most `limit` tasks run at once; `run` waits for a free slot before starting its task. */
export class Limiter {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limit: number) {}

  async acquire(): Promise<void> {
    if (this.active < this.limit) {
      this.active++;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active--;
  }
}
