import { describe, expect, it } from 'vitest';
import { keyOfUrl, urlOfKey } from './fileStore.js';

describe('keyOfUrl', () => {
  it('reads the key of a stored address, without its query or fragment, decoded', () => {
    expect(keyOfUrl('/files/visits/12/photo.jpg')).toBe('visits/12/photo.jpg');
    expect(keyOfUrl('/files/visits/12/photo.jpg?rotate=90&w=800')).toBe('visits/12/photo.jpg');
    expect(keyOfUrl('/files/a/b.png#top')).toBe('a/b.png');
    expect(keyOfUrl('/files/a/my%20photo%C3%A9.jpg?x=1')).toBe('a/my photoé.jpg');
    expect(keyOfUrl('/files/a/.hidden/...')).toBe('a/.hidden/...');
    expect(keyOfUrl(urlOfKey('jobs/7-x/Roll-up #1 ?.xlsx'))).toBe('jobs/7-x/Roll-up #1 ?.xlsx');
  });

  it('refuses any other address and any key that would leave the store', () => {
    for (const url of [
      null,
      undefined,
      '',
      'https://cdn.example.com/files/a.jpg',
      '/files/',
      '/files/?w=1',
      '/files//a.jpg',
      '/files/a//b.jpg',
      '/files/a/',
      '/files/./a.jpg',
      '/files/a/../../etc/passwd',
      '/files/..',
      '/files/a/%2e%2e/b',
      '/files/a%2F..%2Fb',
      '/files/a%5Cb',
      '/files/a%00b',
      '/files/a%zz',
    ])
      expect(keyOfUrl(url), String(url)).toBeNull();
  });
});
