/**
 * /dashboard/roll-ups/{id}/edit, the roll-up page (spec 002 §2, §4, §5): 'BACK TO ALL ROLL-UPS', the toolbar
 * (title, 'Total Row Count: n', description, photo zip, export, save as roll-up), the sortable table (common
 * columns and one column per question), paging, row selection and the 'OMIT FROM ROLL-UP' strip; the
 * 'Generating Rollup Report' dialog while the page loads. The page is one query (rollupPage): the roll-up, its
 * columns and a page of rows with their answers. Export and photo zip run as jobs (hooks/useRollupExport.ts).
 */
import { Alert, Button, Callout, NonIdealState } from '@blueprintjs/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../../app/session/SessionContext';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRollupPageQuery, useUpdateRollupEmbedPhotosMutation } from '../../generated/graphql';
import { toastError } from '../../app/toaster';
import { DEFAULT_PAGE_SIZE, Pager } from '../../ui/Pager';
import type { FilterParam, FilterType } from '../filters/model/types';
import { GeneratingDialog } from './components/GeneratingDialog';
import { JobDialog } from './components/JobDialog';
import { RollupTable } from './components/RollupTable';
import { RollupToolbar } from './components/RollupToolbar';
import { useRollupExport } from './hooks/useRollupExport';
import { DEFAULT_PAGE_SORT, nextPageSort, sortInput, type RollupRow } from './model/columns';
import { TOO_MANY_PHOTOS } from './model/jobMemory';
import { BACK_TO_ALL, ROLLUPS_PATH } from './model/rollupStatus';
import './rollups.css';

const SaveRollupDialog = lazy(() =>
  import('./components/SaveRollupDialog').then((m) => ({ default: m.SaveRollupDialog })),
);
const ExportColumnsDialog = lazy(() =>
  import('../responses/components/ExportColumnsDialog').then((m) => ({ default: m.ExportColumnsDialog })),
);

export const OMIT = 'OMIT FROM ROLL-UP';
export const EMPTY_ROLLUP =
  "Either the rollup is associated with archived SVRs or the rollup questions have no submitted answers, or you don't have permission to view them.";

const FILTER_TYPES: readonly string[] = ['Date', 'String', 'Number', 'range'];
const asFilterType = (t: string | null | undefined): FilterType =>
  FILTER_TYPES.includes(t ?? '') ? (t as FilterType) : 'String';

export function RollupPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const { user } = useSession();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState(DEFAULT_PAGE_SORT);
  const [omitIds, setOmitIds] = useState<number[]>([]);
  const [selection, setSelection] = useState<Map<number, RollupRow>>(new Map());
  const [savingAs, setSavingAs] = useState(false);
  const [embedChoice, setEmbedChoice] = useState<boolean | null>(null);

  const { data, previousData, loading, error, refetch } = useRollupPageQuery({
    variables: { id, page, pageSize, sort: sortInput(sort), omitIds },
    skip: !Number.isInteger(id),
    notifyOnNetworkStatusChange: true,
  });
  const result = (data ?? previousData)?.rollupPage;
  const rollup = result?.rollup;
  useDocumentTitle(rollup?.title ?? 'Roll-up');
  const rows = useMemo(() => result?.rows ?? [], [result]);
  const selectedRows = [...selection.values()];
  const embedPhotos = embedChoice ?? rollup?.meta.embedPhotosInExcelReport ?? false;
  const [saveEmbed] = useUpdateRollupEmbedPhotosMutation();
  /** The switch is kept with the roll-up (metaJson.embedPhotosInExcelReport); the page follows it at once. */
  const changeEmbed = (embed: boolean) => {
    setEmbedChoice(embed);
    saveEmbed({ variables: { id, embed } }).then(
      (r) => {
        const problem = r.data?.updateSavedRollup.error?.message;
        if (problem) toastError(`The photo setting was not saved: ${problem}`);
      },
      (e: unknown) => toastError(`The photo setting was not saved: ${e instanceof Error ? e.message : 'try again.'}`),
    );
  };

  const exporter = useRollupExport({
    rollupId: id,
    title: rollup?.title ?? 'Roll-up',
    questionKeys: result?.columns.map((c) => c.canonicalKey) ?? [],
    selectedRows,
    embedPhotos,
  });

  const select = (ids: Set<number>) =>
    setSelection((prev) => {
      const next = new Map<number, RollupRow>();
      for (const [k, v] of prev) if (ids.has(k)) next.set(k, v);
      for (const r of rows) if (ids.has(r.visit.id)) next.set(r.visit.id, r);
      return next;
    });

  const omit = () => {
    setOmitIds((prev) => [...new Set([...prev, ...selection.keys()])]);
    setSelection(new Map());
    setPage(1);
  };

  if (!Number.isInteger(id) || (!loading && data && !data.rollupPage))
    return (
      <div className="svr-page">
        <NonIdealState icon="th-list" title="This roll-up does not exist or is not yours to see">
          <Link to={ROLLUPS_PATH}>{BACK_TO_ALL}</Link>
        </NonIdealState>
      </div>
    );

  const formIds = [...new Set(selectedRows.map((r) => r.visit.formId).filter((f): f is number => f !== null))];
  const filters: FilterParam[] = (rollup?.filters ?? []).map((f) => ({
    label: f.label,
    path: f.path,
    pathStr: f.path,
    type: asFilterType(f.type),
    data: Array.isArray(f.data) ? f.data.filter((v): v is string | number => typeof v !== 'object') : [],
    exclude: f.exclude ?? false,
  }));

  return (
    <div className="svr-page svr-page--wide svr-rollup-page">
      <Link to={ROLLUPS_PATH} className="svr-rollup-back">
        {`← ${BACK_TO_ALL}`}
      </Link>
      <RollupToolbar
        title={rollup?.title ?? ''}
        description={rollup?.description ?? null}
        total={result?.total ?? null}
        selectedCount={selection.size}
        embedPhotos={embedPhotos}
        onEmbedPhotos={changeEmbed}
        onZip={exporter.startZip}
        onExport={exporter.choose}
        onSaveAs={() => setSavingAs(true)}
      />
      {error && (
        <Callout intent="danger" icon="error" className="svr-hint" title="The roll-up could not be loaded">
          {error.message} <Button minimal small text="Try again" onClick={() => void refetch()} />
        </Callout>
      )}
      {result && rows.length === 0 && !loading && <NonIdealState icon="th-disconnect" description={EMPTY_ROLLUP} />}
      {result && rows.length > 0 && (
        <>
          <RollupTable
            columns={result.columns}
            rows={rows}
            sort={sort}
            onSort={(kind, key) => {
              setSort((s) => nextPageSort(s, kind, key));
              setPage(1);
            }}
            selected={new Set(selection.keys())}
            onSelectedChange={select}
            onOpen={(row) => navigate(`/svr-response/${row.visit.id}`)}
          />
          <Pager
            page={page - 1}
            pageSize={pageSize}
            total={result.total}
            onPage={(p) => setPage(p + 1)}
            onPageSize={(s) => {
              setPageSize(s);
              setPage(1);
            }}
          />
        </>
      )}
      {selection.size > 0 && (
        <div className="svr-rollup-omit" role="region" aria-label="Selected rows">
          <span>{`${selection.size} row(s) selected`}</span>
          <Button intent="warning" icon="remove" text={OMIT} onClick={omit} />
          <Button minimal text="Clear selection" onClick={() => setSelection(new Map())} />
        </div>
      )}

      <GeneratingDialog isOpen={loading} questionsKnown={!!result} />
      {exporter.choosing && (
        <Suspense fallback={null}>
          <ExportColumnsDialog
            isOpen
            title={rollup?.title ?? ''}
            formIds={formIds}
            isClient={user?.isClient ?? false}
            onCancel={exporter.cancelChoice}
            onConfirm={exporter.confirmColumns}
          />
        </Suspense>
      )}
      <Alert
        isOpen={exporter.confirmingPhotos}
        icon="media"
        intent="warning"
        confirmButtonText="OK"
        cancelButtonText="Cancel"
        onConfirm={() => exporter.answerPhotos(true)}
        onCancel={() => exporter.answerPhotos(false)}
      >
        <p>{TOO_MANY_PHOTOS}</p>
      </Alert>
      <JobDialog kind="excel" flow={exporter.excel} />
      <JobDialog kind="zip" flow={exporter.zip} />
      {savingAs && rollup && (
        <Suspense fallback={null}>
          <SaveRollupDialog
            isOpen
            filters={filters}
            initial={{
              title: `${rollup.title} (copy)`,
              description: rollup.description ?? '',
              keys: rollup.questionCanonicalKeys,
            }}
            onClose={() => setSavingAs(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
