import { describe, expect, it } from 'vitest';
import { DRAG_SCROLL_EDGE_PX, DRAG_SCROLL_STEP_PX, dragScrollStep } from './dragScroll';

describe('drag-scroll while dragging a photo (spec 001 §9: step 20 px, edge zone 100 px)', () => {
  it('holds the spec values', () => {
    expect(DRAG_SCROLL_STEP_PX).toBe(20);
    expect(DRAG_SCROLL_EDGE_PX).toBe(100);
  });

  it('scrolls up 20 px within 100 px of the top, down 20 px within 100 px of the bottom', () => {
    expect(dragScrollStep(0, 900)).toBe(-20);
    expect(dragScrollStep(99, 900)).toBe(-20);
    expect(dragScrollStep(801, 900)).toBe(20);
    expect(dragScrollStep(900, 900)).toBe(20);
  });

  it('does not scroll between the edge zones', () => {
    expect(dragScrollStep(100, 900)).toBe(0);
    expect(dragScrollStep(450, 900)).toBe(0);
    expect(dragScrollStep(800, 900)).toBe(0);
  });
});
