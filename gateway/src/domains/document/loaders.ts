/** Documents by uuid: every photo, signature and video answer of a page in one POST /document/uuids. */
import DataLoader from 'dataloader';
import { MAX_UUIDS_PER_DOCUMENT_CALL, type DocumentsApi } from './rest.js';
import { hasAddress, type RestDocument } from './schemas.js';
import { inKeyOrder } from '../shared/byKey.js';

export type DocumentLoader = DataLoader<string, RestDocument | null, string>;

// The api matches uuids case-insensitively and answers them lower-case.
const lower = (uuid: string) => uuid.toLowerCase();

export function createDocumentLoader(api: DocumentsApi): DocumentLoader {
  return new DataLoader<string, RestDocument | null, string>(
    async (uuids) => {
      const keys = uuids.map(lower);
      // A placeholder without an address (a photo blocked for a client user) is answered as no document.
      const found = (await api.byUuids(keys)).filter(hasAddress);
      return inKeyOrder(keys, found, (d) => lower(d.uuid));
    },
    { cacheKeyFn: lower, maxBatchSize: MAX_UUIDS_PER_DOCUMENT_CALL },
  );
}
