/**
 * The photo carousel overlay (spec 001 §2.1, §4): one photo at a time at slideshow width, previous and
 * next wrapping at both ends, arrow keys, the question it answers, and a link to the full-size file.
 */
import { AnchorButton, Button, Dialog, DialogBody } from '@blueprintjs/core';
import { useEffect } from 'react';
import type { ReviewDocument, ReviewQuestion } from '../model/report';

export interface CarouselItem {
  question: ReviewQuestion;
  document: ReviewDocument;
}

export interface PhotoCarouselProps {
  items: readonly CarouselItem[];
  /** The photo shown, or null when closed. */
  index: number | null;
  onIndex: (index: number | null) => void;
}

/** Wraps at both ends. */
export const wrapIndex = (i: number, length: number) => ((i % length) + length) % length;

export function PhotoCarousel({ items, index, onIndex }: PhotoCarouselProps) {
  const open = index !== null && items.length > 0;
  const item = open ? items[wrapIndex(index, items.length)] : null;

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') onIndex(wrapIndex(index + 1, items.length));
      if (e.key === 'ArrowLeft') onIndex(wrapIndex(index - 1, items.length));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, index, items.length, onIndex]);

  return (
    <Dialog isOpen={open} onClose={() => onIndex(null)} title={item ? item.question.title : 'Photos'} icon="media" className="svr-review-carousel">
      {item && (
        <DialogBody>
          <div className="svr-review-carousel-stage">
            <Button icon="chevron-left" variant="minimal" size="large" aria-label="Previous photo" onClick={() => onIndex(wrapIndex(index! - 1, items.length))} />
            <img src={item.document.url} alt={item.question.title} />
            <Button icon="chevron-right" variant="minimal" size="large" aria-label="Next photo" onClick={() => onIndex(wrapIndex(index! + 1, items.length))} />
          </div>
          <div className="svr-review-carousel-footer">
            <span className="svr-muted">
              Photo {wrapIndex(index!, items.length) + 1} of {items.length}
            </span>
            <AnchorButton icon="share" variant="minimal" text="Open in a new tab" href={item.document.url} target="_blank" rel="noreferrer" />
          </div>
        </DialogBody>
      )}
    </Dialog>
  );
}
