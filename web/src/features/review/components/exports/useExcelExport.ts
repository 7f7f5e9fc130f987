/**
 * Save as Excel of one report (spec 001 §2.1, 002 §4, §7): the report's form questions (one extra
 * query, usually answered from the cache), then exportStoreVisits with ids [id] and every question
 * as a column, then the list's file dialog: 'Your report file is being generated, please wait.', the
 * download link, or 'Could not generate report file'. For a client user the api leaves internal
 * questions and blocked photos out; questions marked internal are not even asked for.
 */
import { useApolloClient } from '@apollo/client';
import { useCallback, useState } from 'react';
import {
  ReviewExportQuestionsDocument,
  useExportStoreVisitsMutation,
  type ReviewExportQuestionsQuery,
  type ReviewExportQuestionsQueryVariables,
} from '../../../../generated/graphql';
import type { ExportProgress } from '../../../responses/components/ExportFileDialog';
import { excelQuestions } from './excelQuestions';

export interface ExcelExport {
  progress: ExportProgress | null;
  start: () => Promise<void>;
  close: () => void;
}

export function useExcelExport(storeVisitId: number, isClient: boolean): ExcelExport {
  const client = useApolloClient();
  const [mutate] = useExportStoreVisitsMutation();
  const [progress, setProgress] = useState<ExportProgress | null>(null);

  const start = useCallback(async () => {
    setProgress({ state: 'generating' });
    try {
      const { data } = await client.query<ReviewExportQuestionsQuery, ReviewExportQuestionsQueryVariables>({
        query: ReviewExportQuestionsDocument,
        variables: { id: storeVisitId },
        fetchPolicy: 'cache-first',
      });
      if (!data?.storeVisit) {
        setProgress({
          state: 'failed',
          message: `Report #${storeVisitId} could not be found: it may have been deleted, or it is not yours to see.`,
        });
        return;
      }
      const questions = excelQuestions(data.storeVisit.form?.questions ?? [], isClient);
      const result = await mutate({ variables: { ids: [storeVisitId], questions, title: `SVR ${storeVisitId}` } });
      const payload = result.data?.exportStoreVisits;
      if (!payload || payload.error || !payload.url)
        setProgress({ state: 'failed', message: payload?.error?.message ?? null });
      else
        setProgress({
          state: 'ready',
          url: payload.url,
          fileName: payload.fileName ?? `SVR-${storeVisitId}.xlsx`,
          rows: payload.rows,
        });
    } catch (e) {
      console.error('[review] Excel export failed:', e);
      setProgress({ state: 'failed', message: e instanceof Error ? e.message : null });
    }
  }, [client, isClient, mutate, storeVisitId]);

  return { progress, start, close: () => setProgress(null) };
}
