import { describe, expect, it } from 'vitest';
import { downloadName, originalAddress } from './download';

describe('single-photo download (spec 002 §7: rotation stripped to reach the original, saved under the title)', () => {
  it('strips the rotation from a signed address and keeps the signature', () => {
    expect(originalAddress('/files/demo/p.jpg?rotate=90&exp=1700000000&sig=abc')).toBe(
      '/files/demo/p.jpg?exp=1700000000&sig=abc',
    );
    expect(originalAddress('/files/demo/p.jpg?exp=1&sig=x&rotate=270')).toBe('/files/demo/p.jpg?exp=1&sig=x');
    expect(originalAddress('/files/demo/p.jpg?rotate=180')).toBe('/files/demo/p.jpg');
  });

  it('leaves an address without rotation as it is', () => {
    expect(originalAddress('/files/demo/p.jpg?exp=1&sig=x')).toBe('/files/demo/p.jpg?exp=1&sig=x');
    expect(originalAddress('https://cdn.example.com/p.jpg')).toBe('https://cdn.example.com/p.jpg');
  });

  it('saves under the image title, else under the kind and uuid', () => {
    expect(downloadName('Front door', 'u-1')).toBe('Front door');
    expect(downloadName(null, 'u-1')).toBe('photo-u-1');
    expect(downloadName('  ', 'u-2', 'video')).toBe('video-u-2');
  });
});
