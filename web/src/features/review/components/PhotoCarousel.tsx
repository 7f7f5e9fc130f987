/**
 * The photo (and video) carousel overlay (spec 001 §2.1, §4): one at a time at slideshow width (videos
 * 400 px high), turned by their rotation, previous and next wrapping at both ends, arrow keys, the
 * question it answers, its marks and the staff actions, a download of the original under its title (everyone,
 * client users too: spec 001 §6, 002 §7) and a link to the full-size file. Going forward
 * through every photo and past the last wraps to the first and opens the photo review (onFinished).
 */
import { AnchorButton, Button, Dialog, DialogBody } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { toastError } from '../../../app/toaster';
import { downloadName, downloadOriginal } from '../../../ui/download';
import { markOf, useReview } from '../hooks/useReview';
import { urlRotation, type ReviewDocument, type ReviewQuestion } from '../model/report';
import { MarkTags } from './MarkTags';
import { MediaActions } from './MediaActions';
import { RotatedImage } from './RotatedImage';
import { IMAGE_WIDTH, sizedImageUrl, useRefreshExpiredAddress } from '../../../ui/media';

export interface CarouselItem {
  question: ReviewQuestion;
  document: ReviewDocument;
}

export interface PhotoCarouselProps {
  items: readonly CarouselItem[];
  /** The item shown, or null when closed. */
  index: number | null;
  onIndex: (index: number | null) => void;
  kind?: 'photo' | 'video';
  /** Forward past the last item after seeing every one: the photo review. */
  onFinished?: () => void;
}

/** Wraps at both ends. */
export const wrapIndex = (i: number, length: number) => ((i % length) + length) % length;

export function PhotoCarousel({ items, index, onIndex, kind = 'photo', onFinished }: PhotoCarouselProps) {
  const refreshExpired = useRefreshExpiredAddress();
  const { marks, revisions, isClient } = useReview();
  const open = index !== null && items.length > 0;
  const at = open ? wrapIndex(index, items.length) : 0;
  const item = open ? items[at] : null;
  /** Consecutive forward steps since the first item, or null after a step back. */
  const forward = useRef<number | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current) forward.current = at === 0 ? 0 : null;
  wasOpen.current = open;

  const Word = kind === 'photo' ? 'Photo' : 'Video';
  const word = kind;

  const next = () => {
    if (!open) return;
    if (at === items.length - 1 && forward.current === items.length - 1 && onFinished) {
      forward.current = 0;
      onFinished();
      return;
    }
    const to = wrapIndex(at + 1, items.length);
    forward.current = to === 0 ? 0 : forward.current === null ? null : forward.current + 1;
    onIndex(to);
  };
  const previous = () => {
    if (!open) return;
    const to = wrapIndex(at - 1, items.length);
    forward.current = to === 0 ? 0 : null;
    onIndex(to);
  };
  const keys = useRef({ next, previous });
  keys.current = { next, previous };

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
      if (e.key === 'ArrowRight') keys.current.next();
      if (e.key === 'ArrowLeft') keys.current.previous();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const mark = item ? markOf(marks, item.document.uuid) : undefined;
  const rotation = item ? (kind === 'video' ? (mark?.rotation ?? 0) : urlRotation(item.document.url)) : 0;

  return (
    <Dialog
      isOpen={open}
      onClose={() => onIndex(null)}
      title={item ? item.question.title : `${Word}s`}
      icon={kind === 'photo' ? 'media' : 'video'}
      className="svr-review-carousel"
    >
      {item && (
        <DialogBody>
          <div className="svr-review-carousel-stage">
            <Button
              icon="chevron-left"
              variant="minimal"
              size="large"
              aria-label={`Previous ${word}`}
              onClick={previous}
            />
            {kind === 'video' ? (
              <div className="svr-review-carousel-video">
                <video
                  src={item.document.url}
                  onError={refreshExpired}
                  controls
                  height={400}
                  style={{ transform: rotation ? `rotate(${rotation}deg)` : undefined }}
                  aria-label={item.question.title}
                />
              </div>
            ) : (
              <div className="svr-review-carousel-photo">
                <RotatedImage
                  rotation={rotation}
                  src={sizedImageUrl(item.document, IMAGE_WIDTH.slideshow)}
                  alt={item.question.title}
                />
              </div>
            )}
            <Button icon="chevron-right" variant="minimal" size="large" aria-label={`Next ${word}`} onClick={next} />
          </div>
          <div className="svr-review-carousel-footer">
            <span className="svr-muted">
              {Word} {at + 1} of {items.length}
            </span>
            {!isClient && <MarkTags mark={mark} rejected={revisions.has(item.question.uuid)} />}
            <span className="svr-toolbar-spacer" />
            {!isClient && (
              <MediaActions
                documentUuid={item.document.uuid}
                questionUuid={item.question.uuid}
                questionTitle={item.question.title}
                kind={kind}
                large
              />
            )}
            <Button
              icon="download"
              variant="minimal"
              text="Download"
              aria-label={`Download the ${word} of ${item.question.title}`}
              onClick={() =>
                void downloadOriginal(
                  item.document.url,
                  downloadName(item.document.title, item.document.uuid, word),
                ).catch((e: unknown) => toastError(e instanceof Error ? e.message : String(e)))
              }
            />
            <AnchorButton
              icon="share"
              variant="minimal"
              text="Open in a new tab"
              href={kind === 'video' ? item.document.url : sizedImageUrl(item.document, IMAGE_WIDTH.full)}
              target="_blank"
              rel="noreferrer"
            />
          </div>
        </DialogBody>
      )}
    </Dialog>
  );
}
