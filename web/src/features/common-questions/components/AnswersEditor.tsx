/**
 * The answers of a radio, dropdown, checkbox or Yes/No question (spec 000 §5): a new answer is added on
 * Enter or when its field loses focus, only when it is not empty. Saved answers keep their uuid (and
 * follow-ups) when renamed.
 */
import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { newAnswer, sameLabel, type AnswerDraft } from '../commonQuestionDraft';

export interface AnswersEditorProps {
  answers: AnswerDraft[];
  onChange: (answers: AnswerDraft[]) => void;
  /** Whether the question cannot be saved without an answer (radio, dropdown, checkbox). */
  required: boolean;
  disabled?: boolean;
}

export function AnswersEditor({ answers, onChange, required, disabled }: AnswersEditorProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = () => {
    const label = text.trim();
    if (label === '') return;
    if (answers.some((a) => sameLabel(a.label, label))) {
      setProblem(`'${label}' is already an answer.`);
      return;
    }
    onChange([...answers, newAnswer(label)]);
    setText('');
    setProblem(null);
  };

  const rename = (index: number, label: string) => onChange(answers.map((a, i) => (i === index ? { ...a, label } : a)));
  const remove = (index: number) => onChange(answers.filter((_, i) => i !== index));
  const move = (index: number, by: -1 | 1) => {
    const next = [...answers];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    onChange(next);
  };

  return (
    <FormGroup
      label="Answers"
      labelFor="cq-new-answer"
      labelInfo={required ? '(at least one)' : undefined}
      helperText={problem ?? 'Type an answer and press Enter to add it.'}
      intent={problem ? Intent.WARNING : Intent.NONE}
    >
      <ol className="cq-answers">
        {answers.map((a, i) => (
          <li key={a.key}>
            <InputGroup
              aria-label={`Answer ${i + 1}`}
              value={a.label}
              disabled={disabled}
              intent={a.label.trim() === '' ? Intent.DANGER : Intent.NONE}
              onChange={(e) => rename(i, e.currentTarget.value)}
              rightElement={
                <>
                  <Button
                    variant="minimal"
                    icon="arrow-up"
                    aria-label={`Move ${a.label} up`}
                    disabled={disabled || i === 0}
                    onClick={() => move(i, -1)}
                  />
                  <Button
                    variant="minimal"
                    icon="arrow-down"
                    aria-label={`Move ${a.label} down`}
                    disabled={disabled || i === answers.length - 1}
                    onClick={() => move(i, 1)}
                  />
                  <Button
                    variant="minimal"
                    icon="cross"
                    aria-label={`Remove answer ${a.label}`}
                    disabled={disabled}
                    onClick={() => remove(i)}
                  />
                </>
              }
            />
          </li>
        ))}
      </ol>
      <InputGroup
        id="cq-new-answer"
        placeholder={answers.length === 0 ? 'Add the first answer' : 'Add an answer'}
        leftIcon="add"
        value={text}
        disabled={disabled}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setProblem(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
            e.preventDefault();
            add();
          }
        }}
        onBlur={add}
      />
    </FormGroup>
  );
}
