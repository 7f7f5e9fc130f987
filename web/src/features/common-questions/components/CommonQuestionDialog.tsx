/**
 * The create and edit modal of a common question (spec 000 §2, §5): title, answers for radio, dropdown,
 * checkbox and Yes/No, MAX RESPONSES for a numeric conditional, tags. SAVE is disabled while the title is
 * empty and, for radio, dropdown and checkbox, until there is an answer. A refusal from the api is shown
 * here, and everything typed stays as it was.
 */
import {
  Button,
  Callout,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  Intent,
  NumericInput,
} from '@blueprintjs/core';
import { useRef, useState } from 'react';
import type { CommonQuestionDialogQuestionFragment } from '../../../generated/graphql';
import { draftOf, newDraft, saveBlocker, type CommonQuestionDraft } from '../commonQuestionDraft';
import { ANSWER_REQUIRED_TYPES, ANSWER_TYPES, isTypeIn, questionTypeLabel, type QuestionType } from '@svr/domain';
import { AnswersEditor } from './AnswersEditor';
import { TagField, type TagFieldHandle } from './TagField';

/** The question to edit, or the type of a new one. */
export type CommonQuestionDialogTarget = { question: CommonQuestionDialogQuestionFragment } | { type: QuestionType };

export interface CommonQuestionDialogProps {
  target: CommonQuestionDialogTarget;
  saving: boolean;
  /** Saves the draft; answers the message to show when the api refuses it, or null once saved. */
  onSave: (draft: CommonQuestionDraft) => Promise<string | null>;
  onClose: () => void;
}

export function CommonQuestionDialog({ target, saving, onSave, onClose }: CommonQuestionDialogProps) {
  const [draft, setDraft] = useState<CommonQuestionDraft>(() =>
    'question' in target ? draftOf(target.question) : newDraft(target.type),
  );
  const [error, setError] = useState<string | null>(null);
  const tagField = useRef<TagFieldHandle>(null);
  const isNew = draft.id === null;
  const label = questionTypeLabel(draft.type);
  const blocker = saveBlocker(draft);
  const change = (patch: Partial<CommonQuestionDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const save = async () => {
    if (blocker || saving) return;
    // A tag still typed in the field (or being created after it lost focus) is part of what is saved.
    const tags = tagField.current ? await tagField.current.flush() : draft.tags;
    if (tags === null) return; // refused: the tag field says why
    setError(null);
    setError(await onSave({ ...draft, tags }));
  };

  const maxQuestions = Number(draft.meta.maxQuestions ?? 0);

  return (
    <Dialog
      isOpen
      title={isNew ? `New ${label} question` : `Edit ${label} question`}
      icon={isNew ? 'add' : 'edit'}
      onClose={saving ? undefined : onClose}
      canEscapeKeyClose={!saving}
      canOutsideClickClose={false}
      style={{ width: 560 }}
    >
      <DialogBody>
        {error && (
          <Callout intent={Intent.DANGER} icon="error" title="Could not save" className="cq-dialog-error" role="alert">
            {error}
          </Callout>
        )}
        <FormGroup label="Title" labelFor="cq-title">
          <InputGroup
            id="cq-title"
            autoFocus
            value={draft.title}
            disabled={saving}
            placeholder="The question, as talent will read it"
            onChange={(e) => change({ title: e.currentTarget.value })}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
                e.preventDefault();
                void save();
              }
            }}
          />
        </FormGroup>
        {isTypeIn(ANSWER_TYPES, draft.type) && (
          <AnswersEditor
            answers={draft.answers}
            onChange={(answers) => change({ answers })}
            required={isTypeIn(ANSWER_REQUIRED_TYPES, draft.type)}
            disabled={saving}
          />
        )}
        {draft.type === 'numeric-conditional-input' && (
          <FormGroup
            label="MAX RESPONSES"
            labelFor="cq-max-responses"
            helperText="How many follow-up questions the builder creates for this question."
          >
            <NumericInput
              id="cq-max-responses"
              min={0}
              stepSize={1}
              minorStepSize={null}
              majorStepSize={10}
              allowNumericCharactersOnly
              clampValueOnBlur
              disabled={saving}
              value={Number.isFinite(maxQuestions) ? maxQuestions : 0}
              onValueChange={(n) =>
                change({ meta: { ...draft.meta, maxQuestions: Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0 } })
              }
            />
          </FormGroup>
        )}
        <TagField ref={tagField} tags={draft.tags} onChange={(tags) => change({ tags })} disabled={saving} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {/* Keeps the focus where it is, so leaving does not first add a half-typed answer or tag. */}
            <Button text="CANCEL" disabled={saving} onMouseDown={(e) => e.preventDefault()} onClick={onClose} />
            <Button
              text="SAVE"
              intent={Intent.PRIMARY}
              loading={saving}
              disabled={blocker !== null}
              onClick={() => void save()}
            />
          </>
        }
      >
        {blocker && <span className={Classes.TEXT_MUTED}>{blocker}</span>}
      </DialogFooter>
    </Dialog>
  );
}
