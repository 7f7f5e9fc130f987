import { describe, expect, it } from 'vitest';
import { addressExpiring, documentLink, sizedImageUrl } from './media';

describe('sizedImageUrl', () => {
  it('takes the signed address of the width the api handed out, else the url', () => {
    const doc = {
      url: '/files/a.jpg?exp=1&sig=u',
      thumbUrl: '/files/a.jpg?w=135&exp=1&sig=t',
      slideshowUrl: '/files/a.jpg?w=800&exp=1&sig=s',
      fullUrl: null,
    };
    expect(sizedImageUrl(doc, 135)).toBe('/files/a.jpg?w=135&exp=1&sig=t');
    expect(sizedImageUrl(doc, 800)).toBe('/files/a.jpg?w=800&exp=1&sig=s');
    expect(sizedImageUrl(doc, 1280)).toBe('/files/a.jpg?exp=1&sig=u');
  });

  it('links a document by uuid through the stable open address', () => {
    expect(documentLink('0b6f6f1e-1d5e-4d8b-9c61-2f1f6b7c9a10')).toBe(
      '/files/open/0b6f6f1e-1d5e-4d8b-9c61-2f1f6b7c9a10',
    );
  });
});

describe('addressExpiring', () => {
  it('is true only for a signed address within 5 minutes of its expiry or past it', () => {
    const now = 1_800_000_000_000;
    expect(addressExpiring('/files/a.jpg?w=135&exp=1800000000&sig=x', now)).toBe(true);
    expect(addressExpiring('/files/a.jpg?exp=1800000240&sig=x', now)).toBe(true);
    expect(addressExpiring('/files/a.jpg?exp=1800003600&sig=x', now)).toBe(false);
    expect(addressExpiring('https://img.example.com/a.jpg', now)).toBe(false);
  });
});
