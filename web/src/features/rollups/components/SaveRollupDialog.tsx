/**
 * Save As Roll-up (spec 002 §2, §4, §5): step one a title (required) and a description; step two the question
 * picker (quick selects, one choice per canonical key); SAVE, once a question is chosen, creates the roll-up
 * and opens its page. The filter must pass validateFilter for roll-ups ('6 months', and a Review State for
 * staff) first; a problem the server answers shows in the dialog, in its words.
 */
import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { validateFilter } from '@svr/domain';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../../app/session/SessionContext';
import { toast } from '../../../app/toaster';
import { useCreateSavedRollupMutation } from '../../../generated/graphql';
import { SaveTitleStep, useTitleFields } from '../../../ui/SaveTitleStep';
import type { FilterParam } from '../../filters/model/types';
import { usePickerQuestions } from '../hooks/usePickerQuestions';
import { canSave, dedupeKeys } from '../model/questionPicker';
import { rollupPath } from '../model/rollupStatus';
import { QuestionPicker } from './QuestionPicker';
import { filterInput } from '../../filters/model/filterInput';

export const ROLLUP_TITLE_REQUIRED = 'Please enter a title for the roll-up.';
export const NO_QUESTION = 'Please select one or more questions to roll up';

export interface SaveRollupDialogProps {
  isOpen: boolean;
  /** The parameters with values to save. */
  filters: readonly FilterParam[];
  /** Prefilled when saving from a widget. */
  initial?: { title?: string; description?: string; keys?: string[]; widgetType?: string | null };
  onClose: () => void;
}

export function SaveRollupDialog({ isOpen, filters, initial, onClose }: SaveRollupDialogProps) {
  const navigate = useNavigate();
  const { user } = useSession();
  const [create, { loading }] = useCreateSavedRollupMutation();
  const [step, setStep] = useState<1 | 2>(1);
  const fields = useTitleFields(initial);
  const { title, description, titleMissing } = fields;
  const [keys, setKeys] = useState<string[]>(initial?.keys ?? []);
  const [problem, setProblem] = useState<string | null>(null);
  const filterProblem = validateFilter([...filters], { isClient: user?.isClient ?? false, target: 'rollup' });
  const picker = usePickerQuestions(filters, !isOpen || step !== 2 || !!filterProblem);

  const close = () => {
    if (!loading) onClose();
  };

  const next = (e?: FormEvent) => {
    e?.preventDefault();
    fields.setTouched(true);
    if (!titleMissing && !filterProblem) setStep(2);
  };

  const save = async () => {
    if (!canSave(title, keys) || loading) return;
    setProblem(null);
    try {
      const result = await create({
        variables: {
          input: {
            title: title.trim(),
            description: description.trim() || null,
            questionCanonicalKeys: dedupeKeys(keys),
            filters: filterInput(filters),
            meta: initial?.widgetType ? { widgetType: initial.widgetType } : null,
          },
        },
        update: (cache) => {
          cache.evict({ fieldName: 'savedRollups' });
          cache.gc();
        },
      });
      const payload = result.data?.createSavedRollup;
      if (payload?.error) setProblem(payload.error.message);
      else if (!payload?.savedRollup) setProblem('The roll-up could not be saved. Please try again.');
      else {
        toast(`Roll-up '${payload.savedRollup.title}' saved.`);
        onClose();
        navigate(rollupPath(payload.savedRollup.id));
      }
    } catch (error) {
      setProblem(`The roll-up could not be saved: ${error instanceof Error ? error.message : 'please try again.'}`);
    }
  };

  const shownProblem = problem ?? filterProblem ?? picker.error;
  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={step === 1 ? 'Save As Roll-up' : `Save As Roll-up: ${title.trim()}`}
      icon="th-list"
      className="svr-rollup-save-dialog"
      canEscapeKeyClose={!loading}
      canOutsideClickClose={false}
    >
      <form onSubmit={next}>
        <DialogBody>
          {shownProblem && (
            <Callout intent={Intent.DANGER} icon="error" compact className="svr-hint">
              {shownProblem}
            </Callout>
          )}
          {step === 1 ? (
            <SaveTitleStep fields={fields} idPrefix="save-rollup" titleRequired={ROLLUP_TITLE_REQUIRED} />
          ) : (
            <QuestionPicker questions={picker.questions} loading={picker.loading} selected={keys} onChange={setKeys} />
          )}
        </DialogBody>
        <DialogFooter
          minimal
          actions={
            step === 1 ? (
              <>
                <Button text="CANCEL" onClick={close} />
                <Button type="submit" intent={Intent.PRIMARY} text="NEXT" disabled={!!filterProblem} />
              </>
            ) : (
              <>
                <Button text="BACK" onClick={() => setStep(1)} disabled={loading} />
                {keys.length === 0 && !picker.loading && <span className="svr-muted">{NO_QUESTION}</span>}
                <Button
                  intent={Intent.PRIMARY}
                  text="SAVE"
                  loading={loading}
                  disabled={!canSave(title, keys)}
                  onClick={() => void save()}
                />
              </>
            )
          }
        />
      </form>
    </Dialog>
  );
}
