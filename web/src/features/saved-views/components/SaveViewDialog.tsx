/**
 * Save As View (spec 002 §2, §4, §5): a title (required) and a description; the filters are the panel's
 * parameters with values. On success the user goes to /manage/saved-views/{id}. A problem the server
 * answers (a filter that fails validateFilter, a title too long …) shows in the dialog, in its words.
 */
import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../app/toaster';
import { useCreateSavedViewMutation } from '../../../generated/graphql';
import { SaveTitleStep, useTitleFields } from '../../../ui/SaveTitleStep';
import type { FilterParam } from '../../filters/model/types';
import { filterInput } from '../../filters/model/filterInput';

export const TITLE_REQUIRED = 'Please enter a title for the view.';

export interface SaveViewDialogProps {
  isOpen: boolean;
  /** The parameters with values to save. */
  filters: readonly FilterParam[];
  onClose: () => void;
}

export function SaveViewDialog({ isOpen, filters, onClose }: SaveViewDialogProps) {
  const navigate = useNavigate();
  const [createView, { loading }] = useCreateSavedViewMutation();
  const fields = useTitleFields();
  const { title, description, titleMissing } = fields;
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    if (loading) return;
    fields.reset();
    setProblem(null);
    onClose();
  };

  const save = async (e?: FormEvent) => {
    e?.preventDefault();
    fields.setTouched(true);
    if (titleMissing || loading) return;
    setProblem(null);
    try {
      const result = await createView({
        variables: {
          input: {
            title: title.trim(),
            description: description.trim() || null,
            filters: filterInput(filters),
          },
        },
        // The saved-view lists (the Saved Views menu, the list page) are read again when next shown.
        update: (cache) => {
          cache.evict({ fieldName: 'savedViews' });
          cache.gc();
        },
      });
      const payload = result.data?.createSavedView;
      if (payload?.error) setProblem(payload.error.message);
      else if (!payload?.savedView) setProblem('The view could not be saved. Please try again.');
      else {
        toast(`View '${payload.savedView.title}' saved.`);
        close();
        navigate(`/manage/saved-views/${payload.savedView.id}`);
      }
    } catch (error) {
      setProblem(
        error instanceof Error
          ? `The view could not be saved: ${error.message}`
          : 'The view could not be saved. Please try again.',
      );
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title="Save As View"
      icon="floppy-disk"
      canEscapeKeyClose={!loading}
      canOutsideClickClose={!loading}
    >
      <form onSubmit={(e) => void save(e)}>
        <DialogBody>
          {problem && (
            <Callout intent={Intent.DANGER} icon="error" compact className="svr-hint">
              {problem}
            </Callout>
          )}
          <SaveTitleStep fields={fields} idPrefix="save-view" titleRequired={TITLE_REQUIRED} />
          <p className="svr-muted">{`${filters.length} parameter(s) will be saved with the view.`}</p>
        </DialogBody>
        <DialogFooter
          minimal
          actions={
            <>
              <Button text="Cancel" onClick={close} disabled={loading} />
              <Button type="submit" intent={Intent.PRIMARY} text="Save" loading={loading} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
