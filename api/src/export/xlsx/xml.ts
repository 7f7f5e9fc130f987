/**
 * SpreadsheetML pieces written by the streaming workbook writer (writer.ts): escaping, cell references,
 * Excel's date serials and the units of widths, heights and drawing offsets.
 */

// XML 1.0 refuses most control characters even escaped; a cell that carried one would make the file unreadable.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text as XML character data or an attribute value (quotes escaped too). */
export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML, '')
    .replace(LONE_SURROGATE, '\ufffd')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Excel's limit on the characters of one cell. */
export const MAX_CELL_TEXT = 32_767;
/** Excel's limit on the length of a hyperlink address; longer ones are written as text. */
export const MAX_LINK_LENGTH = 2_079;
/** Excel's limit on hyperlinks in one worksheet; links after it are written as text. */
export const MAX_HYPERLINKS = 65_530;
/** Excel's last column (XFD) and row. */
export const MAX_COLUMNS = 16_384;
export const MAX_ROWS = 1_048_576;

/** 0 → 'A', 25 → 'Z', 26 → 'AA'. */
export function columnLetters(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    out = String.fromCharCode(65 + rest) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** 'B3' for column 1, row 2 (both from 0). */
export const cellRef = (col: number, row: number) => `${columnLetters(col)}${row + 1}`;

/**
 * Excel's serial for a point in time (days since 1899-12-30, the 1900 system), in UTC: a workbook has no
 * time zone, so the caller shifts the Date first if the sheet must show another zone's wall clock.
 */
export const dateSerial = (date: Date) => date.getTime() / 86_400_000 + 25_569;

/** Column width in Excel's character units for a width in pixels (Calibri 11: 7 px a character, 5 px padding). */
export const widthForPixels = (px: number) => Math.ceil(((px - 5) / 7) * 100) / 100;
/** Row height in points for a height in pixels (96 dpi). */
export const pointsForPixels = (px: number) => Math.ceil(px * 0.75 * 100) / 100;
/** Drawing offsets and extents are in EMU: 9,525 a pixel at 96 dpi. */
export const emu = (px: number) => Math.round(px * 9_525);

/** An inline string cell: no shared-strings table to hold in memory while streaming. */
export function inlineStringCell(ref: string, text: string, style: number): string {
  const t = text.length > MAX_CELL_TEXT ? text.slice(0, MAX_CELL_TEXT) : text;
  const s = style ? ` s="${style}"` : '';
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${escapeXml(t)}</t></is></c>`;
}

export function numberCell(ref: string, value: number, style: number): string {
  const s = style ? ` s="${style}"` : '';
  // NaN and infinities have no SpreadsheetML form: the cell stays empty rather than corrupting the file.
  return Number.isFinite(value) ? `<c r="${ref}"${s}><v>${value}</v></c>` : `<c r="${ref}"${s}/>`;
}

export function booleanCell(ref: string, value: boolean, style: number): string {
  const s = style ? ` s="${style}"` : '';
  return `<c r="${ref}"${s} t="b"><v>${value ? 1 : 0}</v></c>`;
}
