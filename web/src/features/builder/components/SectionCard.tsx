import { Button, Card, InputGroup, Switch } from '@blueprintjs/core';
import type { DraggableProvidedDragHandleProps } from '@hello-pangea/dnd';
import { memo } from 'react';
import { useBuilderActions, useProblems, useSelectionState } from '../hooks/useBuilder';
import { SECTION_MENU_TYPES, type BuilderSection } from '../model/types';
import { DragHandle } from './DragHandle';
import { QuestionList } from './QuestionList';
import { TagEditor } from './TagEditor';

export interface SectionCardProps {
  section: BuilderSection;
  dragHandle: DraggableProvidedDragHandleProps | null;
}

/** A section: title, tags, forced question order, and its questions and question groups (re-rendered only when it changes). */
export const SectionCard = memo(function SectionCard({ section: s, dragHandle }: SectionCardProps) {
  const { dispatch, select, deleteNode } = useBuilderActions();
  const selection = useSelectionState();
  const problems = useProblems();
  const selected = selection.selected === s.uuid;
  const highlighted = selection.highlighted.has(s.uuid);
  const own = problems.get(s.uuid);
  const name = s.title || 'section';

  return (
    <Card
      role="group"
      aria-label={s.title.trim() ? `Section: ${s.title.trim()}` : 'New section'}
      data-node-uuid={s.uuid}
      className={['svr-section', highlighted ? 'svr-highlighted' : '', selected ? 'svr-selected' : ''].join(' ')}
    >
      <div className="svr-section-head">
        <DragHandle handle={dragHandle} label={name} />
        <InputGroup
          className="svr-grow svr-section-title"
          aria-label="Section title"
          placeholder="Section title"
          value={s.title}
          intent={s.title.trim() === '' ? 'danger' : 'none'}
          onChange={(e) => dispatch({ type: 'updateSection', uuid: s.uuid, patch: { title: e.currentTarget.value } })}
        />
        <Button
          icon="move"
          variant="minimal"
          active={selected}
          aria-label={`Select ${name} to move`}
          title="Select to move"
          onClick={() => select(selected ? null : s.uuid)}
        />
        <Button
          icon="trash"
          variant="minimal"
          intent="danger"
          aria-label={`Delete ${name}`}
          title="Delete section"
          onClick={() => deleteNode(s)}
        />
      </div>
      {own && <p className="svr-problem">{own.join(' ')}</p>}
      <div className="svr-section-settings">
        <div className="svr-grow">
          <TagEditor
            label={`Tags of ${name}`}
            tags={s.tags}
            onChange={(tags) => dispatch({ type: 'updateSection', uuid: s.uuid, patch: { tags } })}
          />
        </div>
        <Switch
          inline
          label="Force question order"
          checked={s.meta.forceQuestionOrder}
          onChange={(e) =>
            dispatch({
              type: 'updateSection',
              uuid: s.uuid,
              patch: { meta: { forceQuestionOrder: e.currentTarget.checked } },
            })
          }
        />
      </div>
      <QuestionList
        container={{ kind: 'section', uuid: s.uuid }}
        questions={s.content}
        menuTypes={SECTION_MENU_TYPES}
        addText="Add question"
        emptyText="No questions yet."
      />
    </Card>
  );
});
