import { describe, expect, it } from 'vitest';
import { sizedImageUrl } from './media';

describe('sized image addresses', () => {
  it('asks the resizing service for a stored photo, keeping its rotation', () => {
    expect(sizedImageUrl('/files/visits/a.jpg', 135)).toBe('/files/visits/a.jpg?w=135');
    expect(sizedImageUrl('/files/visits/a.jpg?rotate=90', 800)).toBe('/files/visits/a.jpg?rotate=90&w=800');
    expect(sizedImageUrl('/files/visits/a.jpg?w=200', 1280)).toBe('/files/visits/a.jpg?w=1280');
  });

  it('leaves any other address alone', () => {
    expect(sizedImageUrl('https://cdn.example.com/a.jpg', 135)).toBe('https://cdn.example.com/a.jpg');
  });
});
