/** /api/v2/document: documents by uuid. */
import type { RestClient } from '../../rest/client.js';
import type { RestDocument } from '../restTypes.js';

/** The api's limit per call. */
export const MAX_UUIDS_PER_DOCUMENT_CALL = 5000;

export function documentsApi(rest: RestClient) {
  return {
    /** Documents of the uuids; unknown ones are left out. Use the loader. */
    byUuids: (uuids: readonly string[]) => rest.post<RestDocument[]>('/api/v2/document/uuids', { uuids }),
  };
}
export type DocumentsApi = ReturnType<typeof documentsApi>;
