import { FormGroup, NumericInput } from '@blueprintjs/core';
import { useBuilderActions } from '../hooks/useBuilder';
import { NUMERIC_FORK_TYPES } from '@svr/domain';
import type { BuilderQuestion } from '../model/types';
import { QuestionList } from './QuestionList';

export interface NumericConditionalEditorProps {
  question: BuilderQuestion;
}

/**
 * MAX RESPONSES (default 0) and the responses it creates: '{prefix} - {n}' children, required and not
 * hidden (spec 000 §4, §5). The fork offers Single Line, Multi Line and Photo.
 */
export function NumericConditionalEditor({ question: q }: NumericConditionalEditorProps) {
  const { dispatch } = useBuilderActions();
  const option = q.options[0];
  return (
    <div className="svr-numeric">
      <FormGroup label="MAX RESPONSES" labelFor={`max-${q.uuid}`} inline>
        <NumericInput
          id={`max-${q.uuid}`}
          size="small"
          min={0}
          max={50}
          majorStepSize={5}
          allowNumericCharactersOnly
          value={q.meta.maxQuestions ?? 0}
          onValueChange={(n) => {
            if (Number.isInteger(n) && n >= 0 && n <= 50) dispatch({ type: 'setMaxResponses', uuid: q.uuid, max: n });
          }}
        />
      </FormGroup>
      {option && (
        <div className="svr-fork">
          <div className="svr-fork-label">Responses</div>
          <QuestionList
            container={{ kind: 'fork', questionUuid: q.uuid, optionUuid: option.uuid }}
            questions={option.conditionalFork}
            menuTypes={NUMERIC_FORK_TYPES}
            addText="Add response"
            emptyText="Set MAX RESPONSES, or add a response."
          />
        </div>
      )}
    </div>
  );
}
