import { describe, expect, it } from 'vitest';
import { apiErrorWords, fileNameFromDisposition, formatBytes } from './download';

describe('fileNameFromDisposition', () => {
  it('reads the name express gives an attachment', () => {
    expect(fileNameFromDisposition(`attachment; filename="SVR 123 photos.zip"`, 'x.zip')).toBe('SVR 123 photos.zip');
  });

  it('prefers the UTF-8 name over the plain one', () => {
    expect(
      fileNameFromDisposition(`attachment; filename="SVR 1 ?.zip"; filename*=UTF-8''SVR%201%20caf%C3%A9.zip`, 'x.zip'),
    ).toBe('SVR 1 café.zip');
  });

  it('reads a bare name and unescapes a quoted one', () => {
    expect(fileNameFromDisposition('attachment; filename=photos.zip', 'x.zip')).toBe('photos.zip');
    expect(fileNameFromDisposition('attachment; filename="a \\"b\\".zip"', 'x.zip')).toBe('a "b".zip');
  });

  it('drops path parts and falls back when there is no name', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/SVR 2 photos.zip"', 'x.zip')).toBe(
      'SVR 2 photos.zip',
    );
    expect(fileNameFromDisposition('attachment', 'SVR 9 photos.zip')).toBe('SVR 9 photos.zip');
    expect(fileNameFromDisposition(null, 'SVR 9 photos.zip')).toBe('SVR 9 photos.zip');
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A`, 'fallback.zip')).toBe('fallback.zip');
  });
});

describe('formatBytes', () => {
  it('says bytes, KB, MB and GB', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1023)).toBe('1,023 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(formatBytes(3.25 * 1024 ** 3)).toBe('3.3 GB');
  });
});

describe('apiErrorWords', () => {
  it("reads the api's err and the reason of a zip refusal", () => {
    expect(
      apiErrorWords({
        err: 'Could not zip files',
        message: 'Could not zip files',
        details: { reason: 'None of these photos exists or is yours to download.' },
      }),
    ).toEqual({
      message: 'Could not zip files',
      reason: 'None of these photos exists or is yours to download.',
    });
  });

  it('falls back to message and copes with bodies that are not the api’s', () => {
    expect(apiErrorWords({ message: 'Please sign in.' })).toEqual({ message: 'Please sign in.', reason: null });
    expect(apiErrorWords({ err: '  ', details: [{ path: 'uuids' }] })).toEqual({ message: null, reason: null });
    expect(apiErrorWords(null)).toEqual({ message: null, reason: null });
    expect(apiErrorWords('<html>')).toEqual({ message: null, reason: null });
  });
});
