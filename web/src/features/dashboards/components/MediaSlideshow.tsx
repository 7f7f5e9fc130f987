/**
 * The photo and video widgets (spec 002 §2, §4): a slideshow with previous and next (wrapping at both ends), the
 * slide's retailer, location, door and date, and the enlarged detail view opened at the current slide.
 */
import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import type { MediaData } from '../model/widgetData';
import { slideDate, stepSlide } from '../model/slides';
import { MediaDetailDialog } from './MediaDetailDialog';
import { SlideMedia } from './SlideMedia';

export interface MediaSlideshowProps {
  widgetId: number;
  data: MediaData;
  video: boolean;
}

export function MediaSlideshow({ widgetId, data, video }: MediaSlideshowProps) {
  const [index, setIndex] = useState(0);
  const [detail, setDetail] = useState(false);
  const count = data.slides.length;
  const current = Math.min(index, Math.max(0, count - 1));
  const slide = data.slides[current];
  if (!slide) return <p className="svr-widget-empty">Empty Widget</p>;
  const step = (delta: number) => setIndex(stepSlide(current, delta, count));

  return (
    <div className="svr-slideshow" aria-label={video ? 'Videos' : 'Photos'}>
      <div className="svr-slideshow-stage">
        <Button
          variant="minimal"
          icon="chevron-left"
          aria-label="Previous"
          onClick={() => step(-1)}
          disabled={count < 2}
        />
        <div className="svr-slideshow-media">
          <SlideMedia slide={slide} video={video} size="slide" onOpen={() => setDetail(true)} />
        </div>
        <Button variant="minimal" icon="chevron-right" aria-label="Next" onClick={() => step(1)} disabled={count < 2} />
      </div>
      <div className="svr-slideshow-caption">
        <span>
          {[slide.retailer, slide.doorLocation].filter(Boolean).join(' | ')}
          {slide.doorNumber && ` · Door ${slide.doorNumber}`}
          {` · ${slideDate(slide.checkinTime, slide.expectedCheckinTime)}`}
        </span>
        <span className="svr-toolbar-spacer" />
        <span className="svr-muted">{`${current + 1} / ${count}${data.total > count ? ` (of ${data.total})` : ''}`}</span>
        <Button variant="minimal" size="small" icon="maximize" aria-label="Enlarge" onClick={() => setDetail(true)} />
      </div>
      {detail && (
        <MediaDetailDialog
          widgetId={widgetId}
          slides={data.slides}
          index={current}
          video={video}
          onIndex={setIndex}
          onClose={() => setDetail(false)}
        />
      )}
    </div>
  );
}
