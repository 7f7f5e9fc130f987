import { NodeList } from './NodeList';
import { AddQuestionMenu } from './AddQuestionMenu';
import { QuestionCard } from './QuestionCard';
import { memo } from 'react';
import { useBuilderActions } from '../hooks/useBuilder';
import type { ContainerRef } from '../model/tree';
import type { BuilderQuestion, QuestionType } from '../model/types';

export interface QuestionListProps {
  container: ContainerRef;
  questions: readonly BuilderQuestion[];
  /** What the add menu offers here. */
  menuTypes: readonly QuestionType[];
  addText: string;
  emptyText: string;
}

/** The questions of a section, question group or fork, and its add menu. */
export const QuestionList = memo(function QuestionList({
  container,
  questions,
  menuTypes,
  addText,
  emptyText,
}: QuestionListProps) {
  const { dispatch } = useBuilderActions();
  return (
    <div className="svr-question-list">
      <NodeList
        container={container}
        items={questions}
        empty={<p className="svr-muted svr-empty-list">{emptyText}</p>}
        renderItem={(q, handle) => <QuestionCard question={q} container={container} dragHandle={handle} />}
      />
      <AddQuestionMenu
        types={menuTypes}
        text={addText}
        small
        onAdd={(questionType) => dispatch({ type: 'addQuestion', container, questionType })}
      />
    </div>
  );
});
