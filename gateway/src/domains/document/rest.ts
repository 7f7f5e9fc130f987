/** /api/v2/document: documents by uuid. */
import type { RestClient } from '../../rest/client.js';
import { z } from '../shared/schemas.js';
import { RestDocumentAnswer } from './schemas.js';

/** The api's limit per call. */
export const MAX_UUIDS_PER_DOCUMENT_CALL = 5000;

export function documentsApi(rest: RestClient) {
  return {
    /** Documents of the uuids; unknown ones are left out. Use the loader. */
    byUuids: (uuids: readonly string[]) => rest.post('/api/v2/document/uuids', { uuids }, z.array(RestDocumentAnswer)),
  };
}
export type DocumentsApi = ReturnType<typeof documentsApi>;
