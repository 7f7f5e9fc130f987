/** Jobs over REST: start an Excel export or a photo zip, read one job, cancel it (docs/API.md "Jobs"). */
import type { RestClient } from '../../rest/client.js';
import { restFilters, type FilterParameter } from '../storeVisit/rest.js';
import { RestJob } from './schemas.js';

/** What both kinds select: visits by id or by filter, and questions by key or by saved roll-up. */
export interface RestJobSelection {
  title?: string | null;
  ids?: readonly number[] | null;
  filters?: FilterParameter[] | null;
  questionKeys?: readonly string[] | null;
  rollupId?: number | null;
}

const selection = (s: RestJobSelection) => ({
  ...(s.title ? { title: s.title } : {}),
  ...(s.ids ? { ids: s.ids } : {}),
  ...(s.filters ? { filters: restFilters(s.filters) } : {}),
  ...(s.questionKeys ? { questions: s.questionKeys } : {}),
  ...(s.rollupId ? { rollupId: s.rollupId } : {}),
});

export function jobsApi(rest: RestClient) {
  return {
    /** null when it does not exist, expired, or is not the caller's (the api answers 404 for all three). */
    byId: (id: number) => rest.getOrNull(`/api/v2/job/id/${id}`, RestJob),
    cancel: (id: number) => rest.post(`/api/v2/job/id/${id}/cancel`, {}, RestJob),
    startExcelExport: (
      s: RestJobSelection & {
        columns?: readonly string[] | null;
        commonUnselectheaders?: readonly string[] | null;
        additionalColumns?: readonly string[] | null;
        embedPhotos?: boolean | null;
      },
    ) =>
      rest.post(
        '/api/v2/storeVisit/exportJob/xlsx',
        {
          ...selection(s),
          ...(s.columns ? { columns: s.columns } : {}),
          ...(s.commonUnselectheaders ? { commonUnselectheaders: s.commonUnselectheaders } : {}),
          ...(s.additionalColumns ? { additionalColumns: s.additionalColumns } : {}),
          embedPhotosInExcelReport: s.embedPhotos ?? false,
        },
        RestJob,
      ),
    startPhotoZip: (s: RestJobSelection & { uuids?: readonly string[] | null }) =>
      rest.post('/api/v2/document/zipJob', { ...selection(s), ...(s.uuids ? { uuids: s.uuids } : {}) }, RestJob),
  };
}
export type JobsApi = ReturnType<typeof jobsApi>;
