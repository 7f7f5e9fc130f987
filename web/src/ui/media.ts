/**
 * Photos come through the api's resizing service at the widths the screens use (spec 001 §7, §9):
 * thumbnails 135 px, the slideshow 800, the full view 1280. The addresses are signed by the api, one per
 * width (GraphQL `Document.url(width:)`, aliased thumbUrl, slideshowUrl, fullUrl in the fragments): the
 * web app never builds a file address itself. A document without the sized address (not a photo, or not
 * selected) falls back to its url.
 */
import { useApolloClient } from '@apollo/client';
import { useCallback, type SyntheticEvent } from 'react';
import type { ImageWidthPx } from '@svr/domain';

/** The screens' widths, each one of the resizing service's (@svr/domain IMAGE_WIDTHS). */
export const IMAGE_WIDTH = { thumbnail: 135, slideshow: 800, full: 1280 } as const satisfies Record<
  string,
  ImageWidthPx
>;

export type ImageWidth = (typeof IMAGE_WIDTH)[keyof typeof IMAGE_WIDTH];

export interface SizedDocument {
  url: string;
  thumbUrl?: string | null;
  slideshowUrl?: string | null;
  fullUrl?: string | null;
}

export function sizedImageUrl(doc: SizedDocument, width: ImageWidth): string {
  const sized =
    width === IMAGE_WIDTH.thumbnail ? doc.thumbUrl : width === IMAGE_WIDTH.slideshow ? doc.slideshowUrl : doc.fullUrl;
  return sized ?? doc.url;
}

/**
 * The stable link of a stored document (`/files/open/{uuid}`): it goes through sign-in, and the app then
 * asks the api for a signed address if the user may see the document. For links whose document comes
 * without a signed address (a form's attachments, stored in its content).
 */
export const documentLink = (uuid: string) => `/files/open/${encodeURIComponent(uuid)}`;

/**
 * Whether a signed address is at or near its end (`exp` within 5 minutes, by this browser's clock, which may
 * be a little off). Fresh addresses have an hour left, so an image that fails for another reason (a
 * missing file) never counts.
 */
export function addressExpiring(src: string, now = Date.now()): boolean {
  const m = /[?&]exp=(\d+)/.exec(src);
  return m !== null && Number(m[1]) * 1000 <= now + 5 * 60_000;
}

let lastRefresh = 0;

/**
 * An onError handler for <img> and <video> showing a stored file: when its address expired (a page left open
 * past the addresses' lifetime), the page's queries are asked again, at most once a minute; their answers
 * carry fresh addresses, which Apollo puts in place of the old ones.
 */
export function useRefreshExpiredAddress(): (event: SyntheticEvent<HTMLImageElement | HTMLVideoElement>) => void {
  const client = useApolloClient();
  return useCallback(
    (event) => {
      if (!addressExpiring(event.currentTarget.getAttribute('src') ?? '') || Date.now() - lastRefresh < 60_000) return;
      lastRefresh = Date.now();
      void client.refetchQueries({ include: 'active' }).catch(() => undefined);
    },
    [client],
  );
}
