/**
 * The roll-up question picker (spec 002 §4, §5): the questions of the filter's forms, one per canonical key,
 * with the quick selects, a search box, and a checkbox per question showing its form and type.
 */
import { Button, ButtonGroup, Checkbox, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { questionTypeLabel } from '@svr/domain';
import { useState } from 'react';
import { QUICK_SELECTS, quickSelect, toggleKey, type PickerQuestion } from '../model/questionPicker';

export interface QuestionPickerProps {
  questions: readonly PickerQuestion[];
  loading: boolean;
  selected: readonly string[];
  onChange: (keys: string[]) => void;
  /** The quick selects (default shown; a widget taking one question leaves them out). */
  quickSelects?: boolean;
}

export function QuestionPicker({ questions, loading, selected, onChange, quickSelects = true }: QuestionPickerProps) {
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = needle ? questions.filter((q) => q.title.toLowerCase().includes(needle)) : questions;
  if (loading) return <NonIdealState icon={<Spinner size={24} />} title="Loading questions..." />;
  if (questions.length === 0)
    return (
      <NonIdealState
        icon="search"
        title="No questions"
        description="None of the visits these parameters select has been filed on a form with questions."
      />
    );
  return (
    <div className="svr-rollup-picker">
      {quickSelects && (
        <ButtonGroup className="svr-rollup-quick" minimal>
          {QUICK_SELECTS.map((s) => (
            <Button key={s.id} small text={s.label} onClick={() => onChange(quickSelect(questions, s.id))} />
          ))}
        </ButtonGroup>
      )}
      <InputGroup
        leftIcon="search"
        placeholder="Search questions"
        aria-label="Search questions"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      <div className="svr-rollup-questions" role="group" aria-label="Questions">
        {shown.map((q) => (
          <Checkbox
            key={q.canonicalKey}
            checked={selected.includes(q.canonicalKey)}
            onChange={() => onChange(toggleKey(selected, q.canonicalKey))}
            labelElement={
              <>
                {q.title} <span className="svr-muted">{`· ${questionTypeLabel(q.type)} · ${q.formTitle}`}</span>
              </>
            }
          />
        ))}
      </div>
      <p className="svr-muted" aria-live="polite">{`${selected.length} question(s) selected`}</p>
    </div>
  );
}
