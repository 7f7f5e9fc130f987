/**
 * The small fixed parts of the workbook (package relationships, content types, workbook, styles, document
 * properties) and the sheet and drawing fragments the writer (writer.ts) puts around its streamed parts.
 */
import { columnLetters, escapeXml } from './xml.js';

export const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const NS_MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS_R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_PKG_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const NS_XDR = 'http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing';
const NS_A = 'http://schemas.openxmlformats.org/drawingml/2006/main';
export const REL_TYPE = {
  officeDocument: `${NS_R}/officeDocument`,
  worksheet: `${NS_R}/worksheet`,
  styles: `${NS_R}/styles`,
  drawing: `${NS_R}/drawing`,
  image: `${NS_R}/image`,
  hyperlink: `${NS_R}/hyperlink`,
  coreProperties: 'http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties',
  extendedProperties: `${NS_R}/extended-properties`,
};

/** Style indexes of styles.xml's cellXfs. */
export const STYLE = { default: 0, header: 1, value: 2, date: 3, dateTime: 4, link: 5 } as const;

export function relationship(id: string, type: string, target: string, external = false): string {
  const mode = external ? ' TargetMode="External"' : '';
  return `<Relationship Id="${id}" Type="${type}" Target="${escapeXml(target)}"${mode}/>`;
}
export const relationshipsOpen = () => `${XML_HEAD}<Relationships xmlns="${NS_PKG_RELS}">`;
export const RELATIONSHIPS_CLOSE = '</Relationships>';

export function contentTypes(withDrawing: boolean): string {
  const ct = 'application/vnd.openxmlformats-officedocument';
  const override = (part: string, type: string) => `<Override PartName="${part}" ContentType="${type}"/>`;
  return (
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
    `<Default Extension="xml" ContentType="application/xml"/>` +
    `<Default Extension="jpeg" ContentType="image/jpeg"/>` +
    override('/xl/workbook.xml', `${ct}.spreadsheetml.sheet.main+xml`) +
    override('/xl/worksheets/sheet1.xml', `${ct}.spreadsheetml.worksheet+xml`) +
    override('/xl/styles.xml', `${ct}.spreadsheetml.styles+xml`) +
    (withDrawing ? override('/xl/drawings/drawing1.xml', `${ct}.drawing+xml`) : '') +
    override('/docProps/core.xml', 'application/vnd.openxmlformats-package.core-properties+xml') +
    override('/docProps/app.xml', `${ct}.extended-properties+xml`) +
    `</Types>`
  );
}

export const packageRels = () =>
  relationshipsOpen() +
  relationship('rId1', REL_TYPE.officeDocument, 'xl/workbook.xml') +
  relationship('rId2', REL_TYPE.coreProperties, 'docProps/core.xml') +
  relationship('rId3', REL_TYPE.extendedProperties, 'docProps/app.xml') +
  RELATIONSHIPS_CLOSE;

export function coreProperties(title: string, created: Date): string {
  const when = created.toISOString().replace(/\.\d+Z$/, 'Z');
  return (
    `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
    `xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ` +
    `xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
    `<dc:title>${escapeXml(title)}</dc:title>` +
    `<dcterms:created xsi:type="dcterms:W3CDTF">${when}</dcterms:created>` +
    `<dcterms:modified xsi:type="dcterms:W3CDTF">${when}</dcterms:modified>` +
    `</cp:coreProperties>`
  );
}

export const appProperties = () =>
  `${XML_HEAD}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties">` +
  `<Application>SVR back-office</Application></Properties>`;

/**
 * One sheet; its header row repeats on every printed page (and so in a PDF made from the file), and the
 * autofilter over the rows written (see autoFilter) has the hidden name Excel keeps for it.
 */
export function workbook(sheetName: string, columns: number, rows: number): string {
  const quoted = escapeXml(`'${sheetName.replace(/'/g, "''")}'`);
  const filter =
    columns > 0
      ? `<definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">${quoted}!$A$1:$${columnLetters(columns - 1)}$${Math.max(rows, 1)}</definedName>`
      : '';
  return (
    `${XML_HEAD}<workbook xmlns="${NS_MAIN}" xmlns:r="${NS_R}">` +
    `<bookViews><workbookView/></bookViews>` +
    `<sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets>` +
    `<definedNames>${filter}<definedName name="_xlnm.Print_Titles" localSheetId="0">${quoted}!$1:$1</definedName>` +
    `</definedNames></workbook>`
  );
}

export const workbookRels = () =>
  relationshipsOpen() +
  relationship('rId1', REL_TYPE.worksheet, 'worksheets/sheet1.xml') +
  relationship('rId2', REL_TYPE.styles, 'styles.xml') +
  RELATIONSHIPS_CLOSE;

/** Fonts: 0 normal, 1 bold (header), 2 hyperlink. Dates as MM/DD/YYYY, the format the screens use (spec 002). */
export const styles = () =>
  `${XML_HEAD}<styleSheet xmlns="${NS_MAIN}">` +
  `<numFmts count="2"><numFmt numFmtId="164" formatCode="mm/dd/yyyy"/><numFmt numFmtId="165" formatCode="mm/dd/yyyy hh:mm"/></numFmts>` +
  `<fonts count="3">` +
  `<font><sz val="11"/><name val="Calibri"/><family val="2"/></font>` +
  `<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font>` +
  `<font><u/><sz val="11"/><color rgb="FF0563C1"/><name val="Calibri"/><family val="2"/></font>` +
  `</fonts>` +
  `<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>` +
  `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
  `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
  `<cellXfs count="6">` +
  `<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
  `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1" applyAlignment="1"><alignment vertical="center"/></xf>` +
  `<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment vertical="top"/></xf>` +
  `<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyAlignment="1"><alignment vertical="top"/></xf>` +
  `<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyAlignment="1"><alignment vertical="top"/></xf>` +
  `<xf numFmtId="0" fontId="2" fillId="0" borderId="0" xfId="0" applyFont="1" applyAlignment="1"><alignment vertical="top"/></xf>` +
  `</cellXfs>` +
  `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>` +
  `</styleSheet>`;

/** The worksheet up to its first row: the frozen header pane and the column widths. */
export function sheetHead(widths: readonly number[]): string {
  const cols = widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('');
  return (
    `${XML_HEAD}<worksheet xmlns="${NS_MAIN}" xmlns:r="${NS_R}">` +
    `<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>` +
    `<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>` +
    `<sheetFormatPr defaultRowHeight="15"/>` +
    (cols ? `<cols>${cols}</cols>` : '') +
    `<sheetData>`
  );
}

/** An autofilter on the header over every written row, so the sheet sorts and filters as a list. */
export const autoFilter = (columns: number, rows: number) =>
  columns > 0 ? `<autoFilter ref="A1:${columnLetters(columns - 1)}${Math.max(rows, 1)}"/>` : '';

export const drawingOpen = () => `${XML_HEAD}<xdr:wsDr xmlns:xdr="${NS_XDR}" xmlns:a="${NS_A}" xmlns:r="${NS_R}">`;
export const DRAWING_CLOSE = '</xdr:wsDr>';

export interface Anchor {
  /** The picture's number in the drawing (1…); its relationship is rIdImage{n}, its link rIdLink{n}. */
  n: number;
  col: number;
  row: number;
  /** Offsets inside the cell and the picture's size, in pixels. */
  offsetX: number;
  offsetY: number;
  width: number;
  height: number;
  linked: boolean;
  name: string;
}

/** A picture anchored to one cell: it moves with the cell and keeps its size. */
export function oneCellAnchor(a: Anchor, emu: (px: number) => number): string {
  const link = a.linked ? `<a:hlinkClick r:id="rIdLink${a.n}"/>` : '';
  return (
    `<xdr:oneCellAnchor>` +
    `<xdr:from><xdr:col>${a.col}</xdr:col><xdr:colOff>${emu(a.offsetX)}</xdr:colOff>` +
    `<xdr:row>${a.row}</xdr:row><xdr:rowOff>${emu(a.offsetY)}</xdr:rowOff></xdr:from>` +
    `<xdr:ext cx="${emu(a.width)}" cy="${emu(a.height)}"/>` +
    `<xdr:pic><xdr:nvPicPr><xdr:cNvPr id="${a.n + 1}" name="${escapeXml(a.name)}">${link}</xdr:cNvPr>` +
    `<xdr:cNvPicPr><a:picLocks noChangeAspect="1"/></xdr:cNvPicPr></xdr:nvPicPr>` +
    `<xdr:blipFill><a:blip r:embed="rIdImage${a.n}"/><a:stretch><a:fillRect/></a:stretch></xdr:blipFill>` +
    `<xdr:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${emu(a.width)}" cy="${emu(a.height)}"/></a:xfrm>` +
    `<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></xdr:spPr></xdr:pic>` +
    `<xdr:clientData/></xdr:oneCellAnchor>`
  );
}
