/** Documents by uuid: every photo, signature and video answer of a page in one POST /document/uuids. */
import DataLoader from 'dataloader';
import { MAX_UUIDS_PER_DOCUMENT_CALL, type DocumentsApi } from './rest.js';
import type { RestDocument } from '../restTypes.js';
import { inKeyOrder } from '../shared/byKey.js';

export type DocumentLoader = DataLoader<string, RestDocument | null, string>;

// The api matches uuids case-insensitively and answers them lower-case.
const lower = (uuid: string) => uuid.toLowerCase();

export function createDocumentLoader(api: DocumentsApi): DocumentLoader {
  return new DataLoader<string, RestDocument | null, string>(
    async (uuids) => {
      const keys = uuids.map(lower);
      return inKeyOrder(keys, await api.byUuids(keys), (d) => lower(d.uuid));
    },
    { cacheKeyFn: lower, maxBatchSize: MAX_UUIDS_PER_DOCUMENT_CALL },
  );
}
