/**
 * sharp (libvips), loaded when the first image is made: ~27 MB of resident memory that a process serving pages
 * only (the bench's load, a replica that never resizes) does not hold.
 */
import { onFirstUse } from '../shared/onFirstUse.js';

export const loadSharp = onFirstUse(() => import('sharp').then((m) => m.default));
