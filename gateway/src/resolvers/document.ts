/** Documents by uuid (photos, signatures, videos, attachments). Document fields are the wire fields. */
import type { Resolvers } from '../generated/resolvers.js';
import { MAX_UUIDS_PER_DOCUMENT_CALL } from '../rest/documents.js';
import type { RestDocument } from '../rest/types.js';
import { badInput } from './errors.js';

export const documentResolvers: Resolvers = {
  Query: {
    documents: async (_p, { uuids }, ctx) => {
      if (uuids.length > MAX_UUIDS_PER_DOCUMENT_CALL) {
        throw badInput(`Ask for at most ${MAX_UUIDS_PER_DOCUMENT_CALL} documents at a time (got ${uuids.length}).`, 'uuids');
      }
      const found = await Promise.all(uuids.map((u) => ctx.loaders.documents.load(u)));
      return found.filter((d): d is RestDocument => d !== null);
    },
  },
};
