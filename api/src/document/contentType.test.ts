import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { compoundFileEntryNames, documentName, FILE_KINDS, sniffContentType, zipEntryNames } from './contentType.js';
import { compoundFile, minimalPdf, mp4Header, zipFile } from '../testing/files.js';

const typeOf = (buf: Uint8Array) => {
  const r = sniffContentType(buf);
  return r.ok ? r.type.mimeType : `refused: ${r.message}`;
};

describe('sniffContentType', () => {
  it('recognises real images rendered with sharp', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f3212e' } })
      .png()
      .toBuffer();
    const jpeg = await sharp(png).jpeg().toBuffer();
    const gif = await sharp(png).gif().toBuffer();
    expect([typeOf(png), typeOf(jpeg), typeOf(gif)]).toEqual(['image/png', 'image/jpeg', 'image/gif']);
  });

  it('recognises a PDF and an MP4, but not a HEIC image in the same box format', () => {
    expect(typeOf(minimalPdf())).toBe('application/pdf');
    expect(typeOf(mp4Header('isom', ['isom', 'avc1']))).toBe('video/mp4');
    expect(typeOf(mp4Header('mp42', ['mp42']))).toBe('video/mp4');
    expect(typeOf(mp4Header('heic', ['mif1', 'heic']))).toMatch(/^refused/);
  });

  it('refuses executables whatever they are called, naming the accepted types', () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200), Buffer.from('%PDF-1.4')]);
    const elf = Buffer.concat([Buffer.from([0x7f]), Buffer.from('ELF'), Buffer.alloc(60)]);
    for (const bytes of [exe, elf, Buffer.from('#!/bin/sh\nrm -rf /\n'), Buffer.from('<svg onload="alert(1)"/>')]) {
      expect(typeOf(bytes)).toBe(
        'refused: This file type is not accepted. Upload a JPEG, GIF, PNG, PDF, MP4, Word (.doc, .docx) or Excel (.xls, .xlsx) file.',
      );
    }
    expect(typeOf(Buffer.alloc(0))).toBe('refused: The file is empty.');
  });

  it('recognises a real .xlsx written by exceljs', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Visits').addRow(['Store', 'Score']);
    const xlsx = Buffer.from(await wb.xlsx.writeBuffer());
    expect(typeOf(xlsx)).toBe(FILE_KINDS.xlsx.mimeType);
  });

  it('tells .docx from .xlsx from any other zip, and refuses macro-enabled ones', () => {
    expect(typeOf(zipFile(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']))).toBe(FILE_KINDS.docx.mimeType);
    expect(typeOf(zipFile(['[Content_Types].xml', 'xl/workbook.xml']))).toBe(FILE_KINDS.xlsx.mimeType);
    expect(typeOf(zipFile(['word/document.xml']))).toMatch(/^refused: This zip file is not a Word or Excel document/);
    expect(typeOf(zipFile(['[Content_Types].xml', 'ppt/presentation.xml']))).toMatch(/^refused/);
    expect(typeOf(zipFile(['[Content_Types].xml', 'word/document.xml', 'word/vbaProject.bin']))).toMatch(
      /^refused: Word and Excel files with macros/,
    );
  });

  it('reads zip entry names from the local headers when the central directory is missing', () => {
    const whole = zipFile(['[Content_Types].xml', 'xl/workbook.xml']);
    const names = ['[Content_Types].xml', 'xl/workbook.xml'];
    expect(zipEntryNames(whole)).toEqual(names);
    const headersOnly = whole.subarray(
      0,
      names.reduce((n, name) => n + 30 + name.length + 1, 0),
    );
    expect(zipEntryNames(headersOnly)).toEqual(names);
  });

  it('tells .doc from .xls from other compound files, following the directory chain', () => {
    const many = ['SummaryInformation', 'DocumentSummaryInformation', '1Table', 'Data', 'ObjectPool'];
    expect(compoundFileEntryNames(compoundFile([...many, 'WordDocument']))).toContain('WordDocument');
    expect(typeOf(compoundFile([...many, 'WordDocument']))).toBe('application/msword');
    expect(typeOf(compoundFile(['Workbook', 'SummaryInformation']))).toBe('application/vnd.ms-excel');
    expect(typeOf(compoundFile(['Book']))).toBe('application/vnd.ms-excel');
    expect(typeOf(compoundFile(['PowerPoint Document']))).toMatch(
      /^refused: This Office file is not a Word or Excel document/,
    );
    expect(typeOf(compoundFile(['WordDocument', 'Macros']))).toMatch(/^refused: Word and Excel files with macros/);
    // A compound-file signature on a truncated file is refused, not crashed on.
    expect(typeOf(compoundFile(['WordDocument']).subarray(0, 300))).toMatch(/^refused/);
  });
});

describe('documentName', () => {
  it('keeps a matching name and fixes or adds the extension of the content', () => {
    expect(documentName('Planogram Q3.PDF', FILE_KINDS.pdf)).toBe('Planogram Q3.PDF');
    expect(documentName('photo.jpeg', FILE_KINDS.jpeg)).toBe('photo.jpeg');
    expect(documentName('report.pdf', FILE_KINDS.docx)).toBe('report.docx');
    expect(documentName('notes', FILE_KINDS.pdf)).toBe('notes.pdf');
    expect(documentName('setup.exe', FILE_KINDS.pdf)).toBe('setup.exe.pdf');
  });
  it('drops folders, control characters and leading dots', () => {
    expect(documentName('C:\\Users\\me\\..\\plan.xlsx', FILE_KINDS.xlsx)).toBe('plan.xlsx');
    expect(documentName('../../etc/passwd', FILE_KINDS.pdf)).toBe('passwd.pdf');
    expect(documentName('a\u0000b\nc.gif', FILE_KINDS.gif)).toBe('abc.gif');
    expect(documentName('...', FILE_KINDS.png)).toBe('document.png');
    expect(documentName(undefined, FILE_KINDS.mp4)).toBe('document.mp4');
  });
});
