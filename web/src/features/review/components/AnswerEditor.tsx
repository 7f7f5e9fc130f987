/**
 * Editing one answer in review mode (spec 001 §3 review-side input types): a line, a text, a whole number,
 * one option (radio, dropdown, toggle), several options (checkbox list, stored as a JSON list of values),
 * or the count of a numeric-conditional question. Saving an unanswered question creates its answer.
 */
import { Button, Checkbox, FormGroup, HTMLSelect, InputGroup, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { toast } from '../../../app/toaster';
import { useReview } from '../hooks/useReview';
import { checkboxValue, draftProblem, draftValue, editorKind, initialChoices, initialDraft } from '../model/answerEdit';
import type { ReviewAnswer, ReviewQuestion } from '../model/report';

export interface AnswerEditorProps {
  question: ReviewQuestion;
  answer: ReviewAnswer | null;
  onDone: () => void;
}

export function AnswerEditor({ question, answer, onDone }: AnswerEditorProps) {
  const { actions, guard } = useReview();
  const kind = editorKind(question);
  const [draft, setDraft] = useState(() => initialDraft(answer?.value));
  const [choices, setChoices] = useState(() => initialChoices(answer?.value));
  const [problem, setProblem] = useState<string | null>(null);
  const id = `svr-review-edit-${question.uuid}`;
  const label = `Answer to ${question.title || 'this question'}`;

  const save = (value: string | null) =>
    guard(() => {
      void actions.saveAnswer(question.uuid, value).then((r) => {
        if (r.ok) {
          toast(
            value === null
              ? `The answer of “${question.title}” was cleared.`
              : `The answer of “${question.title}” was saved.`,
          );
          onDone();
        } else setProblem(r.message);
      });
    });

  const submit = () => {
    if (kind === 'checkbox') return save(checkboxValue(question, choices));
    const why = draftProblem(question, draft);
    if (why) return setProblem(why);
    save(draftValue(question, draft));
  };

  let input: JSX.Element;
  switch (kind) {
    case 'single-line':
      input = <InputGroup id={id} autoFocus value={draft} onValueChange={setDraft} aria-label={label} />;
      break;
    case 'number':
    case 'conditional-number':
      input = (
        <InputGroup
          id={id}
          autoFocus
          inputMode="numeric"
          value={draft}
          onValueChange={setDraft}
          aria-label={label}
          placeholder={
            kind === 'conditional-number' && question.maxQuestions !== null
              ? `0 to ${question.maxQuestions}`
              : 'A whole number'
          }
          style={{ maxWidth: 200 }}
        />
      );
      break;
    case 'choice':
      input =
        question.type === 'DROPDOWN_INPUT' ? (
          <HTMLSelect id={id} autoFocus value={draft} onChange={(e) => setDraft(e.target.value)} aria-label={label}>
            <option value="">Choose an answer…</option>
            {question.options.map((o) => (
              <option key={o.uuid} value={o.value}>
                {o.label}
              </option>
            ))}
          </HTMLSelect>
        ) : (
          <RadioGroup
            selectedValue={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            inline={question.type === 'TOGGLE_INPUT'}
            aria-label={label}
          >
            {question.options.map((o) => (
              <Radio key={o.uuid} value={o.value} label={o.label} />
            ))}
          </RadioGroup>
        );
      break;
    case 'checkbox':
      input = (
        <div role="group" aria-label={label}>
          {question.options.map((o) => (
            <Checkbox
              key={o.uuid}
              label={o.label}
              checked={choices.includes(o.value)}
              onChange={(e) =>
                setChoices((c) => (e.currentTarget.checked ? [...c, o.value] : c.filter((v) => v !== o.value)))
              }
            />
          ))}
        </div>
      );
      break;
    default:
      input = (
        <TextArea
          id={id}
          autoFocus
          fill
          rows={3}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          aria-label={label}
        />
      );
  }

  return (
    <form
      className="svr-review-editor"
      onSubmit={(e) => {
        e.preventDefault();
        if (!actions.saving) submit();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onDone();
      }}
    >
      <FormGroup
        labelFor={id}
        intent={problem ? 'danger' : 'none'}
        helperText={problem ?? undefined}
        className="svr-review-editor-field"
      >
        {input}
      </FormGroup>
      <div className="svr-review-editor-actions">
        <Button type="submit" intent="primary" size="small" text="SAVE" loading={actions.saving} />
        <Button size="small" text="CANCEL" onClick={onDone} />
        {answer?.value && (
          <Button
            size="small"
            variant="minimal"
            intent="danger"
            text="CLEAR ANSWER"
            disabled={actions.saving}
            onClick={() => save(null)}
          />
        )}
      </div>
    </form>
  );
}
