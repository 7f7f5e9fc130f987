import { FORK_TYPES, NUMERIC_FORK_TYPES } from '@svr/domain';
import type { BuilderOption, BuilderQuestion } from '../model/types';
import { QuestionList } from './QuestionList';

export interface ConditionalForkProps {
  question: BuilderQuestion;
  option: BuilderOption;
}

/** The follow-up questions of one answer (shown once it has some), nestable to any depth, with the fork add menu (spec 000 §3). */
export function ConditionalFork({ question: q, option: o }: ConditionalForkProps) {
  const container = { kind: 'fork' as const, questionUuid: q.uuid, optionUuid: o.uuid };
  const types = q.type === 'numeric-conditional-input' ? NUMERIC_FORK_TYPES : FORK_TYPES;
  return (
    <div className="svr-fork" aria-label={`Follow-up questions of ${o.label}`}>
      <div className="svr-fork-label">If ‘{o.label}’</div>
      <QuestionList
        container={container}
        questions={o.conditionalFork}
        menuTypes={types}
        addText={`Add follow-up to '${o.label || 'answer'}'`}
        emptyText="No follow-up questions."
      />
    </div>
  );
}
