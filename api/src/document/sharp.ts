/**
 * sharp (libvips), loaded when the first image is made: ~27 MB of resident memory that a process serving pages
 * only (the bench's load, a replica that never resizes) does not hold.
 */
import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | null = null;

export const loadSharp = (): Promise<typeof Sharp> =>
  (loading ??= import('sharp').then(
    (m) => m.default,
    (e: unknown) => {
      loading = null;
      throw e;
    },
  ));
