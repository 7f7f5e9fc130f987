/**
 * One slide's picture: a photo (turned by the rotation its address carries) or a video, alone or as a
 * before/after pair (spec 002 §3 Slide), at the slideshow's 800 px or the detail view's 1280 px (its address
 * asked when the view opens: until it comes, the 800 px one shows).
 */
import { useRefreshExpiredAddress } from '../../../ui/media';
import { urlRotation } from '../../review/model/report';
import type { Slide, SlideDocument } from '../model/widgetData';

/** A document's 1280 px address, by lower-case uuid (the detail view's SlideDocuments). */
export type DetailAddresses = ReadonlyMap<string, { detailUrl: string }>;

export interface SlideMediaProps {
  slide: Slide;
  video: boolean;
  size: 'slide' | 'detail';
  detail?: DetailAddresses;
  onOpen?: () => void;
}

function Media({
  doc,
  video,
  size,
  detail,
  onOpen,
  caption,
}: Omit<SlideMediaProps, 'slide'> & { doc: SlideDocument; caption?: string }) {
  const refresh = useRefreshExpiredAddress();
  const src = (size === 'detail' ? detail?.get(doc.uuid.toLowerCase())?.detailUrl : undefined) ?? doc.slideUrl;
  const title = doc.title ?? (video ? 'Video' : 'Photo');
  return (
    <figure className="svr-slide-figure">
      {video ? (
        <video src={src} controls preload="metadata" className="svr-slide-media" onError={refresh} aria-label={title} />
      ) : (
        <img
          src={src}
          alt={title}
          className="svr-slide-media"
          style={{ transform: `rotate(${urlRotation(doc.slideUrl)}deg)` }}
          onError={refresh}
          onClick={onOpen}
        />
      )}
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}

export function SlideMedia({ slide, video, size, detail, onOpen }: SlideMediaProps) {
  if (!slide.before) return <Media doc={slide.document} video={video} size={size} detail={detail} onOpen={onOpen} />;
  return (
    <div className="svr-slide-pair">
      <Media doc={slide.before} video={video} size={size} detail={detail} onOpen={onOpen} caption="Before" />
      <Media doc={slide.document} video={video} size={size} detail={detail} onOpen={onOpen} caption="After" />
    </div>
  );
}
