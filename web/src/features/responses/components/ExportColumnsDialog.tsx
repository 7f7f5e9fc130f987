/**
 * The Export Columns dialog (spec 002 §2): the title with the list's title; collapsible groups Common
 * Headers, Photo Questions, Yes/No Questions, Feedback Questions, Other Questions and Additional Excel
 * Columns (not for client users), each with Select All and Search; Cancel and Confirm. The questions are
 * those of the forms the selected reports were filed on. The choice is kept in the browser.
 */
import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, Tooltip } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useExportQuestionsQuery, type ExportQuestionInput } from '../../../generated/graphql';
import { readUnchosen, writeUnchosen } from '../model/exportChoiceStorage';
import { choiceId, EXPORT_GROUPS, exportChoices, type ExportChoice } from '../model/exportColumns';
import { ExportColumnGroup } from './ExportColumnGroup';

export interface ExportSelection {
  columns: string[];
  questions: ExportQuestionInput[];
}

export interface ExportColumnsDialogProps {
  isOpen: boolean;
  title: string;
  formIds: number[];
  isClient: boolean;
  onCancel: () => void;
  onConfirm: (selection: ExportSelection) => void;
}

export function ExportColumnsDialog({
  isOpen,
  title,
  formIds,
  isClient,
  onCancel,
  onConfirm,
}: ExportColumnsDialogProps) {
  const { data, loading, error, refetch } = useExportQuestionsQuery({
    variables: { formIds },
    skip: !isOpen || formIds.length === 0,
    fetchPolicy: 'cache-first',
  });
  const [unchosen, setUnchosen] = useState<Set<string>>(() => readUnchosen(localStorage));

  const groups = useMemo(() => exportChoices(data?.formsByIds ?? [], isClient), [data, isClient]);
  const all: ExportChoice[] = EXPORT_GROUPS.flatMap((g) => groups[g.id]);
  const chosen = all.filter((c) => !unchosen.has(choiceId(c)));
  const chosenColumns = chosen.filter((c) => c.kind === 'column');

  const change = (ids: string[], on: boolean) =>
    setUnchosen((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.delete(id);
        else next.add(id);
      }
      writeUnchosen(localStorage, next);
      return next;
    });

  const confirm = () =>
    onConfirm({
      columns: chosenColumns.map((c) => c.key),
      questions: chosen.filter((c) => c.kind === 'question').map((c) => ({ canonicalKey: c.key, title: c.label })),
    });

  const nothing =
    chosen.length === 0
      ? 'Choose at least one column to export.'
      : chosenColumns.length === 0
        ? 'Choose at least one of the common columns.'
        : null;
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onCancel}
      title={`Export Columns: ${title}`}
      icon="th"
      className="svr-export-dialog"
    >
      <DialogBody className="svr-export-body">
        {error && (
          <Callout
            intent="warning"
            icon="warning-sign"
            compact
            className="svr-hint"
            title="The questions could not be loaded"
          >
            {error.message} You can still export the common columns, or{' '}
            <a
              href="#retry"
              onClick={(e) => {
                e.preventDefault();
                void refetch();
              }}
            >
              try again
            </a>
            .
          </Callout>
        )}
        {EXPORT_GROUPS.filter((g) => !(isClient && g.id === 'additional')).map((g) => (
          <ExportColumnGroup
            key={g.id}
            title={g.title}
            choices={groups[g.id]}
            isChosen={(id) => !unchosen.has(id)}
            onChange={change}
            loading={loading && g.id !== 'common' && g.id !== 'additional'}
            defaultOpen={g.id !== 'additional'}
          />
        ))}
      </DialogBody>
      <DialogFooter
        minimal
        actions={
          <>
            <span className={`svr-muted ${Classes.TEXT_SMALL}`}>{`${chosen.length} column(s) chosen`}</span>
            <Button text="Cancel" onClick={onCancel} />
            <Tooltip content={nothing ?? ''} disabled={!nothing}>
              <Button intent="primary" text="Confirm" disabled={!!nothing || loading} onClick={confirm} />
            </Tooltip>
          </>
        }
      />
    </Dialog>
  );
}
