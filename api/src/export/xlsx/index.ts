/** The streaming Excel writer with embedded photos (issue 11): see writer.ts. */
export { writeXlsx, sheetNameOf } from './writer.js';
export type { XlsxCell, XlsxColumn, XlsxImage, XlsxOptions, XlsxResult } from './writer.js';
export type { ImageSource, Rotation } from './images.js';
