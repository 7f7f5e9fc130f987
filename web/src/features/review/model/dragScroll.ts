/**
 * Drag-scroll while a photo is dragged to swap on the review page (spec 001 §9): within the edge zone
 * (100 px) of the top or bottom of the window the page scrolls by the step (20 px) toward that edge.
 */
export const DRAG_SCROLL_STEP_PX = 20;
export const DRAG_SCROLL_EDGE_PX = 100;

/** The scroll step for a pointer at `clientY` in a window `viewportHeight` high: -20, 0 or 20. */
export function dragScrollStep(clientY: number, viewportHeight: number): number {
  if (clientY < DRAG_SCROLL_EDGE_PX) return -DRAG_SCROLL_STEP_PX;
  if (clientY > viewportHeight - DRAG_SCROLL_EDGE_PX) return DRAG_SCROLL_STEP_PX;
  return 0;
}
