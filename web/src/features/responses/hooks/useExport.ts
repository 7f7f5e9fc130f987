/**
 * The Excel export of the selected reports (spec 002 §2, §4, §7): the Export Columns dialog, then the
 * export mutation with the chosen columns and questions, then the file dialog with the link or the error.
 */
import { useState } from 'react';
import { useExportStoreVisitsMutation } from '../../../generated/graphql';
import type { ExportSelection } from '../components/ExportColumnsDialog';
import type { ExportProgress } from '../components/ExportFileDialog';

export interface ExportFlow {
  choosing: boolean;
  progress: ExportProgress | null;
  choose: () => void;
  cancel: () => void;
  run: (selection: ExportSelection) => Promise<void>;
  close: () => void;
}

export function useExport(ids: number[], title: string): ExportFlow {
  const [mutate] = useExportStoreVisitsMutation();
  const [choosing, setChoosing] = useState(false);
  const [progress, setProgress] = useState<ExportProgress | null>(null);

  const run = async (selection: ExportSelection) => {
    setChoosing(false);
    setProgress({ state: 'generating' });
    try {
      const result = await mutate({
        variables: { ids, columns: selection.columns, questions: selection.questions, title },
      });
      const payload = result.data?.exportStoreVisits;
      if (!payload || payload.error || !payload.url)
        setProgress({ state: 'failed', message: payload?.error?.message ?? null });
      else
        setProgress({
          state: 'ready',
          url: payload.url,
          fileName: payload.fileName ?? 'SVR-Responses.xlsx',
          rows: payload.rows,
        });
    } catch (e) {
      setProgress({ state: 'failed', message: e instanceof Error ? e.message : null });
    }
  };

  return {
    choosing,
    progress,
    choose: () => setChoosing(true),
    cancel: () => setChoosing(false),
    run,
    close: () => setProgress(null),
  };
}
