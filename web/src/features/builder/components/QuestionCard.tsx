import { Button, Card, InputGroup, Tag } from '@blueprintjs/core';
import type { DraggableProvidedDragHandleProps } from '@hello-pangea/dnd';
import { memo } from 'react';
import { useBuilderActions, useProblems, useSelectionState } from '../hooks/useBuilder';
import { containerKey, type ContainerRef } from '../model/tree';
import { ANSWER_TYPES, QUESTION_TYPE_LABELS } from '@svr/domain';
import { GROUP_MENU_TYPES, type BuilderQuestion } from '../model/types';
import { CommonQuestionPicker } from './CommonQuestionPicker';
import { DragHandle } from './DragHandle';
import { LinkedDocuments } from './LinkedDocuments';
import { NumericConditionalEditor } from './NumericConditionalEditor';
import { OptionsEditor } from './OptionsEditor';
import { QuestionList } from './QuestionList';
import { QuestionMetaToggles } from './QuestionMetaToggles';
import { TagEditor } from './TagEditor';

export interface QuestionCardProps {
  question: BuilderQuestion;
  /** The list it sits in. */
  container: ContainerRef;
  dragHandle: DraggableProvidedDragHandleProps | null;
}

/** Unchanged questions (structural sharing keeps their identity) skip re-rendering; the list they sit in is compared by key. */
const sameCard = (a: QuestionCardProps, b: QuestionCardProps) =>
  a.question === b.question && a.dragHandle === b.dragHandle && containerKey(a.container) === containerKey(b.container);

/** One question (or question group) with its tags, settings, answers and follow-ups. */
export const QuestionCard = memo(function QuestionCard({ question: q, container, dragHandle }: QuestionCardProps) {
  const { dispatch, select, deleteNode } = useBuilderActions();
  const selection = useSelectionState();
  const problems = useProblems();
  const selected = selection.selected === q.uuid;
  const highlighted = selection.highlighted.has(q.uuid);
  const own = problems.get(q.uuid);
  const label = QUESTION_TYPE_LABELS[q.type];
  const inFork = container.kind === 'fork';

  return (
    <Card
      compact
      role="group"
      aria-label={q.title.trim() ? `${label}: ${q.title.trim()}` : `New ${label} question`}
      data-node-uuid={q.uuid}
      className={[
        'svr-question',
        inFork ? 'svr-question--fork' : '',
        highlighted ? 'svr-highlighted' : '',
        selected ? 'svr-selected' : '',
      ].join(' ')}
    >
      <div className="svr-question-head">
        <DragHandle handle={dragHandle} label={q.title || label} />
        <Tag minimal intent={q.type === 'question-group' ? 'primary' : 'none'} className="svr-type-tag">
          {label}
        </Tag>
        <InputGroup
          className="svr-grow"
          aria-label={`${label} question title`}
          placeholder={q.type === 'question-group' ? 'Question group title' : 'Question title'}
          value={q.title}
          intent={q.title.trim() === '' ? 'danger' : 'none'}
          onChange={(e) => {
            const title = e.currentTarget.value;
            dispatch({ type: 'updateQuestion', uuid: q.uuid, fn: (x) => ({ ...x, title }) });
          }}
        />
        <Button
          icon="move"
          variant="minimal"
          active={selected}
          aria-label={`Select ${q.title || label} to move`}
          title="Select to move"
          onClick={() => select(selected ? null : q.uuid)}
        />
        <Button
          icon="trash"
          variant="minimal"
          intent="danger"
          aria-label={`Delete ${q.title || label}`}
          title="Delete"
          onClick={() => deleteNode(q)}
        />
      </div>
      {own && <p className="svr-problem">{own.join(' ')}</p>}
      <TagEditor
        label={`Tags of ${q.title || label}`}
        tags={q.tags}
        onChange={(tags) => dispatch({ type: 'updateQuestion', uuid: q.uuid, fn: (x) => ({ ...x, tags }) })}
      />
      {q.type !== 'question-group' && <QuestionMetaToggles question={q} />}
      {ANSWER_TYPES.includes(q.type) && <OptionsEditor question={q} />}
      {q.type === 'numeric-conditional-input' && <NumericConditionalEditor question={q} />}
      {q.type === 'common-input' && <CommonQuestionPicker question={q} />}
      {q.type === 'question-group' && (
        <div className="svr-group-body">
          <QuestionList
            container={{ kind: 'group', uuid: q.uuid }}
            questions={q.content ?? []}
            menuTypes={GROUP_MENU_TYPES}
            addText="Add to group"
            emptyText="No questions in this group yet."
          />
        </div>
      )}
      <LinkedDocuments question={q} />
    </Card>
  );
}, sameCard);
