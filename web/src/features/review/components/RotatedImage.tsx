/** An image turned by its rotation (0, 90, 180, 270) with CSS, inside a box that keeps its size. */
import type { ImgHTMLAttributes } from 'react';
import { useRefreshExpiredAddress } from '../../../ui/media';

export interface RotatedImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  rotation: number;
}

export function RotatedImage({ rotation, className, style, alt, ...img }: RotatedImageProps) {
  const turned = rotation % 180 !== 0;
  const refreshExpired = useRefreshExpiredAddress();
  return (
    <img
      onError={refreshExpired}
      {...img}
      alt={alt}
      data-rotation={rotation}
      className={`svr-review-rotated${turned ? ' svr-review-rotated--sideways' : ''}${className ? ` ${className}` : ''}`}
      style={{ ...style, transform: rotation ? `rotate(${rotation}deg)` : undefined }}
    />
  );
}
