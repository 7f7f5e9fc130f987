import { describe, expect, it } from 'vitest';
import { pngFileName } from './download';

describe('pngFileName', () => {
  it('names the image after the widget title', () => expect(pngFileName('Approval rate')).toBe('Approval rate.png'));
  it('replaces characters a file name cannot hold', () =>
    expect(pngFileName('Sales: Q1/Q2 "best"?')).toBe('Sales_ Q1_Q2 _best__.png'));
  it('names an untitled widget', () => expect(pngFileName('  ')).toBe('widget.png'));
});
