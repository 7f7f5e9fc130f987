/**
 * The roll-up page's Excel export and photo zip (spec 002 §2, §5, §7; issue 11): the Export Columns dialog,
 * the '>4,000 photos' confirm when photos are embedded, then an export job; the photo zip as a job too. Both
 * jobs are watched by useRollupJob (their dialogs survive a reload). Exactly 500 selected rows export every
 * row of the roll-up (spec 002 §7, §9).
 */
import { useState } from 'react';
import { useStartRollupExcelExportMutation, useStartRollupPhotoZipMutation } from '../../../generated/graphql';
import type { ExportSelection } from '../../responses/components/ExportColumnsDialog';
import type { RollupRow } from '../model/columns';
import { needsPhotoConfirm } from '../model/jobMemory';
import { useRollupJob, type RollupJobFlow } from './useRollupJob';

export const EXPORT_ALL_AT = 500;

export interface RollupExportFlow {
  choosing: boolean;
  choose: () => void;
  cancelChoice: () => void;
  /** The Export Columns dialog's Confirm. */
  confirmColumns: (selection: ExportSelection) => void;
  /** Waiting for the '>4,000 photos' answer. */
  confirmingPhotos: boolean;
  answerPhotos: (go: boolean) => void;
  excel: RollupJobFlow;
  zip: RollupJobFlow;
  startZip: () => void;
}

/** Photos an export of these rows would embed: answers with a document, blocked ones left out. */
export const photoCount = (rows: readonly RollupRow[]): number =>
  rows.reduce(
    (n, r) => n + r.cells.reduce((m, c) => m + c.answers.filter((a) => a.document && !a.blocked).length, 0),
    0,
  );

export function useRollupExport(opts: {
  rollupId: number;
  title: string;
  questionKeys: readonly string[];
  selectedRows: readonly RollupRow[];
  embedPhotos: boolean;
}): RollupExportFlow {
  const { rollupId, title, questionKeys, selectedRows, embedPhotos } = opts;
  const scope = String(rollupId);
  const excel = useRollupJob(scope, 'excel');
  const zip = useRollupJob(scope, 'zip');
  const [startExcel] = useStartRollupExcelExportMutation();
  const [startZipJob] = useStartRollupPhotoZipMutation();
  const [choosing, setChoosing] = useState(false);
  const [waiting, setWaiting] = useState<ExportSelection | null>(null);

  const all = selectedRows.length === EXPORT_ALL_AT;
  const ids = all ? null : selectedRows.map((r) => r.visit.id);

  const run = (selection: ExportSelection, embed: boolean) => {
    const chosen = new Set(selection.questions.map((q) => q.canonicalKey));
    const kept = questionKeys.filter((k) => chosen.has(k));
    excel.start(async () => {
      const result = await startExcel({
        variables: {
          input: {
            title,
            rollupId,
            ids,
            questionKeys: kept.length ? kept : [...questionKeys],
            columns: selection.columns,
            embedPhotos: embed,
          },
        },
      });
      return result.data?.startExcelExport ?? {};
    });
  };

  const confirmColumns = (selection: ExportSelection) => {
    setChoosing(false);
    if (needsPhotoConfirm(embedPhotos, photoCount(selectedRows))) setWaiting(selection);
    else run(selection, embedPhotos);
  };

  return {
    choosing,
    choose: () => setChoosing(true),
    cancelChoice: () => setChoosing(false),
    confirmColumns,
    confirmingPhotos: waiting !== null,
    answerPhotos: (go) => {
      // Approving continues with links instead of embedded photos (spec 002 §5).
      if (go && waiting) run(waiting, false);
      setWaiting(null);
    },
    excel,
    zip,
    startZip: () =>
      zip.start(async () => {
        const result = await startZipJob({
          variables: {
            input: { title, rollupId, ids: selectedRows.length && !all ? ids : null, questionKeys: [...questionKeys] },
          },
        });
        return result.data?.startPhotoZip ?? {};
      }),
  };
}
