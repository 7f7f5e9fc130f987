/**
 * While a photo is dragged to swap, the window scrolls near its top and bottom edges (spec 001 §9, the step
 * and edge zone in model/dragScroll.ts): `start` on dragstart, `stop` on dragend. The browser fires dragover
 * over and over while the pointer rests, so resting in an edge zone keeps scrolling.
 */
import { useCallback, useEffect, useRef } from 'react';
import { dragScrollStep } from '../model/dragScroll';

export function useDragScroll() {
  const listener = useRef<((e: DragEvent) => void) | null>(null);

  const stop = useCallback(() => {
    if (listener.current) document.removeEventListener('dragover', listener.current);
    listener.current = null;
  }, []);

  const start = useCallback(() => {
    stop();
    const onDragOver = (e: DragEvent) => {
      const step = dragScrollStep(e.clientY, window.innerHeight);
      if (step) window.scrollBy(0, step);
    };
    listener.current = onDragOver;
    document.addEventListener('dragover', onDragOver);
  }, [stop]);

  useEffect(() => stop, [stop]);
  return { start, stop };
}
