/**
 * The photo review (spec 001 §2.1): after going through every photo in the carousel, all of them at a
 * glance with their marks, to check what was starred, flagged, blocked or rejected. A photo opens the
 * carousel on it again.
 */
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { markOf, useReview } from '../hooks/useReview';
import { urlRotation } from '../model/report';
import { MarkTags } from './MarkTags';
import type { CarouselItem } from './PhotoCarousel';
import { RotatedImage } from './RotatedImage';
import { IMAGE_WIDTH, sizedImageUrl } from '../../../ui/media';

export interface PhotoReviewDialogProps {
  isOpen: boolean;
  items: readonly CarouselItem[];
  onOpenPhoto: (index: number) => void;
  onClose: () => void;
}

export function PhotoReviewDialog({ isOpen, items, onOpenPhoto, onClose }: PhotoReviewDialogProps) {
  const { marks, revisions, isClient } = useReview();
  const count = (pick: (m: NonNullable<ReturnType<typeof markOf>>) => boolean) =>
    items.filter((i) => {
      const m = markOf(marks, i.document.uuid);
      return m ? pick(m) : false;
    }).length;
  const rejected = items.filter((i) => revisions.has(i.question.uuid)).length;
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Photo review" icon="grid-view" className="svr-review-photo-review">
      <DialogBody>
        <p>
          You have seen all {items.length} photos.
          {!isClient &&
            ` ${count((m) => m.starred)} starred, ${count((m) => m.flagged)} flagged, ${count((m) => m.blocked)} blocked, ${rejected} rejected.`}
        </p>
        <ul className="svr-review-photo-grid" aria-label="All photos">
          {items.map((item, i) => (
            <li key={item.document.uuid + item.question.uuid}>
              <button
                type="button"
                className="svr-review-thumb"
                onClick={() => onOpenPhoto(i)}
                aria-label={`Open ${item.question.title}`}
              >
                <RotatedImage
                  rotation={urlRotation(item.document.url)}
                  src={sizedImageUrl(item.document, IMAGE_WIDTH.thumbnail)}
                  alt={item.question.title}
                  width={135}
                  loading="lazy"
                />
              </button>
              <div className="svr-review-photo-grid-title">{item.question.title}</div>
              {!isClient && (
                <MarkTags mark={markOf(marks, item.document.uuid)} rejected={revisions.has(item.question.uuid)} />
              )}
            </li>
          ))}
        </ul>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="START OVER" icon="refresh" onClick={() => onOpenPhoto(0)} />
            <Button text="CLOSE" intent="primary" onClick={onClose} />
          </>
        }
      />
    </Dialog>
  );
}
