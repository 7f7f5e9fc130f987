/** Documents by uuid (photos, signatures, videos, attachments). Document fields are the wire fields. */
import type { Resolvers } from '../../generated/resolvers.js';
import { MAX_UUIDS_PER_DOCUMENT_CALL } from './rest.js';
import type { RestDocument } from './schemas.js';
import { badInput } from '../shared/errors.js';
import { IMAGE_WIDTHS, isImageWidth } from '@svr/domain';

export const documentResolvers: Resolvers = {
  Query: {
    documents: async (_p, { uuids }, ctx) => {
      if (uuids.length > MAX_UUIDS_PER_DOCUMENT_CALL) {
        throw badInput(
          `Ask for at most ${MAX_UUIDS_PER_DOCUMENT_CALL} documents at a time (got ${uuids.length}).`,
          'uuids',
        );
      }
      const found = await Promise.all(uuids.map((u) => ctx.loaders.documents.load(u)));
      // A blocked photo or video reaches a client user as a placeholder without an address (url null): the
      // schema's Document has a url, so the loader leaves it out like an unknown uuid (issue 9: never a 500).
      return found.filter((d): d is RestDocument => d !== null);
    },
  },
  Document: {
    // The api hands out the signed addresses (one per width); the gateway only picks one.
    url: (d, { width }) => {
      if (width === null || width === undefined) return d.url;
      // The widths of the resizing service (@svr/domain): the api signs an address for each.
      if (!isImageWidth(width)) throw badInput(`width is one of ${IMAGE_WIDTHS.join(', ')} (got ${width}).`, 'width');
      return d.sizes?.[String(width)] ?? d.url;
    },
  },
};
