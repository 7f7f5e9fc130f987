import { Button, Checkbox, InputGroup } from '@blueprintjs/core';
import { useBuilderActions, useSelectionState } from '../hooks/useBuilder';
import { containerKey, documentIdsOf } from '../model/tree';
import { FORK_TYPES } from '@svr/domain';
import type { BuilderOption, BuilderQuestion } from '../model/types';
import { AddQuestionMenu } from './AddQuestionMenu';
import { ConditionalFork } from './ConditionalFork';

export interface OptionRowProps {
  question: BuilderQuestion;
  option: BuilderOption;
  /** Yes/No answers keep their labels and cannot be removed. */
  fixed: boolean;
}

/** One answer: its label, its call-out checkbox, and the follow-up questions shown when it is chosen. */
export function OptionRow({ question: q, option: o, fixed }: OptionRowProps) {
  const { dispatch, ask, discardDocuments } = useBuilderActions();
  const selection = useSelectionState();
  const container = { kind: 'fork' as const, questionUuid: q.uuid, optionUuid: o.uuid };
  const forkOpen = o.conditionalFork.length > 0 || selection.targets.has(containerKey(container));
  const callOut = q.meta.callOutOptions ?? [];
  const update = (fn: (x: BuilderQuestion) => BuilderQuestion) =>
    dispatch({ type: 'updateQuestion', uuid: q.uuid, fn });

  const rename = (label: string) =>
    update((x) => ({
      ...x,
      options: x.options.map((y) =>
        y.uuid === o.uuid ? { ...y, label, value: y.value === y.label ? label : y.value } : y,
      ),
      meta: {
        ...x.meta,
        callOutOptions: x.meta.callOutOptions?.map((v) => (v === o.value && o.value === o.label ? label : v)),
      },
    }));

  const remove = async () => {
    if (
      o.conditionalFork.length > 0 &&
      !(await ask(`Are you sure? The follow-up questions of '${o.label}' are deleted with it.`))
    )
      return;
    const ids = o.conditionalFork.flatMap(documentIdsOf);
    update((x) => ({
      ...x,
      options: x.options.filter((y) => y.uuid !== o.uuid),
      meta: { ...x.meta, callOutOptions: x.meta.callOutOptions?.filter((v) => v !== o.value) },
    }));
    await discardDocuments(ids);
  };

  const toggleCallOut = (checked: boolean) =>
    update((x) => {
      const list = x.meta.callOutOptions ?? [];
      return {
        ...x,
        meta: {
          ...x.meta,
          callOutOptions: checked ? [...list.filter((v) => v !== o.value), o.value] : list.filter((v) => v !== o.value),
        },
      };
    });

  return (
    <div className="svr-option">
      <div className="svr-option-row">
        {fixed ? (
          <span className="svr-grow svr-option-fixed">{o.label}</span>
        ) : (
          <InputGroup
            size="small"
            className="svr-grow"
            aria-label="Answer"
            value={o.label}
            intent={o.label.trim() === '' ? 'danger' : 'none'}
            onChange={(e) => rename(e.currentTarget.value)}
          />
        )}
        {q.meta.isCallOut && (
          <Checkbox
            inline
            className="svr-callout-check"
            label="Call out"
            checked={callOut.includes(o.value)}
            onChange={(e) => toggleCallOut(e.currentTarget.checked)}
          />
        )}
        {!forkOpen && (
          <AddQuestionMenu
            types={FORK_TYPES}
            text="Follow-up"
            small
            label={`Add follow-up to '${o.label || 'answer'}'`}
            onAdd={(questionType) => dispatch({ type: 'addQuestion', container, questionType })}
          />
        )}
        {!fixed && (
          <Button
            size="small"
            variant="minimal"
            icon="cross"
            aria-label={`Remove answer ${o.label}`}
            onClick={() => void remove()}
          />
        )}
      </div>
      {forkOpen && <ConditionalFork question={q} option={o} />}
    </div>
  );
}
