/**
 * Photos come through the api's resizing service at the widths the screens use (spec 001 §7, §9):
 * thumbnails 135 px, lists 200, the slideshow 800, the full view 1280. Only stored files (/files/…) are
 * resized; any other address is used as it is.
 */
export const IMAGE_WIDTH = { thumbnail: 135, list: 200, slideshow: 800, full: 1280 } as const;

export type ImageWidth = (typeof IMAGE_WIDTH)[keyof typeof IMAGE_WIDTH];

export function sizedImageUrl(url: string, width: ImageWidth): string {
  if (!url.startsWith('/files/')) return url;
  const [path, query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.set('w', String(width));
  return `${path}?${params.toString()}`;
}
