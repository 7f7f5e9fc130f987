/**
 * Full form records by id: visits point at the form version they were filed on, and list rows
 * (no content) are completed through here. One GET /form/ids/{ids} per batch.
 */
import DataLoader from 'dataloader';
import { MAX_FORM_IDS_PER_CALL, type FormsApi } from './rest.js';
import type { RestFormRecord } from './schemas.js';
import { inKeyOrder } from '../shared/byKey.js';

export type FormLoader = DataLoader<number, RestFormRecord | null, number>;

export function createFormLoader(api: FormsApi): FormLoader {
  return new DataLoader<number, RestFormRecord | null, number>(
    async (ids) => inKeyOrder(ids, await api.byIds(ids), (f) => f.id),
    { maxBatchSize: MAX_FORM_IDS_PER_CALL },
  );
}
