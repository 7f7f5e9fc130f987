import { InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useBuilderActions } from '../hooks/useBuilder';
import { createOption } from '../model/create';
import type { BuilderQuestion } from '../model/types';
import { OptionRow } from './OptionRow';

export interface OptionsEditorProps {
  question: BuilderQuestion;
}

/**
 * The answers of a radio, dropdown, checkbox or Yes/No question, each with its follow-up questions.
 * A new answer is added on Enter or on blur, only when non-empty (spec 000 §5). Yes/No keeps its two.
 */
export function OptionsEditor({ question: q }: OptionsEditorProps) {
  const { dispatch } = useBuilderActions();
  const [draft, setDraft] = useState('');
  const fixed = q.type === 'toggle-input';

  const add = () => {
    const label = draft.trim();
    if (!label) return;
    dispatch({
      type: 'updateQuestion',
      uuid: q.uuid,
      fn: (x) => ({ ...x, options: [...x.options, createOption(label)] }),
    });
    setDraft('');
  };

  return (
    <div className="svr-options">
      {q.options.map((o) => (
        <OptionRow key={o.uuid} question={q} option={o} fixed={fixed} />
      ))}
      {!fixed && (
        <InputGroup
          size="small"
          className="svr-add-answer"
          aria-label="Add an answer"
          placeholder="Add an answer (Enter)"
          leftIcon="plus"
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          onBlur={add}
        />
      )}
    </div>
  );
}
