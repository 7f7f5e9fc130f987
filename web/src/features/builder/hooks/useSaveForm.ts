/**
 * Saving as spec 000 §4 says: SAVE / PUBLISH (create, or publish a draft and delete the old draft
 * record), Save draft (create a draft, or update the draft), Save as new (a copy with fresh uuids).
 * Save and Save draft ask 'Are you sure?'; buttons are disabled while a save runs; the messages are the
 * spec's, and a stale save (409) shows the api's message.
 */
import { RecordStatus } from '@svr/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast, toastError } from '../../../app/toaster';
import {
  useBuilderPublishFormDraftMutation,
  useBuilderSaveFormDraftMutation,
  useBuilderSaveFormMutation,
  type BuilderSaveResultFragment,
  type FormInput,
} from '../../../generated/graphql';
import { copyAsNew } from '../model/copy';
import { statusName, toFormInput, type ServerForm } from '../model/serverForm';
import type { BuilderForm } from '../model/types';

export const MESSAGES = {
  published: 'SVR published successfully.',
  draftCreated: 'Draft created successfully.',
  draftUpdated: 'Draft updated successfully.',
  couldNotSave: 'Could not Save.',
  couldNotEdit: 'Could not Edit.',
  couldNotCreateDraft: 'Could not create the Draft.',
  confirm: 'Are you sure?',
} as const;

export interface SaveProblem {
  message: string;
  /** The form changed since it was loaded (the api answered 409). */
  stale: boolean;
}

export interface SaveFormOptions {
  form: BuilderForm | null;
  clientId: number | null;
  commitSaved: (saved: ServerForm) => void;
  /** Lets the next navigation through without the leave prompt. */
  allowLeave: () => void;
}

/** A new form (and a copy) belongs to the selected client; an existing one keeps its own. */
const asInput = (form: BuilderForm, clientId: number | null): FormInput => {
  const input = toFormInput(form);
  return { ...input, tenancyClientId: form.id === null ? clientId : (input.tenancyClientId ?? clientId) };
};

export function useSaveForm({ form, clientId, commitSaved, allowLeave }: SaveFormOptions) {
  const navigate = useNavigate();
  const [saveForm] = useBuilderSaveFormMutation();
  const [saveDraft] = useBuilderSaveFormDraftMutation();
  const [publishDraft] = useBuilderPublishFormDraftMutation();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<SaveProblem | null>(null);

  async function run(
    write: () => Promise<BuilderSaveResultFragment | undefined>,
    success: string,
    failure: string,
    previousKey: string | null,
  ) {
    setSaving(true);
    setProblem(null);
    try {
      const result = await write();
      if (result?.form) commitSaved(result.form as ServerForm);
      if (result?.error) {
        const stale = result.error.field === 'revision';
        setProblem({ message: result.error.message, stale });
        // A save that went through but left something undone (the old draft) keeps its form.
        toastError(stale ? result.error.message : failure);
      } else if (result?.form) {
        toast(success);
      } else {
        toastError(failure);
      }
      if (result?.form && result.form.canonicalKey !== previousKey) {
        allowLeave();
        navigate(`/svrs/${encodeURIComponent(result.form.canonicalKey)}`);
      }
    } catch (e) {
      setProblem({ message: e instanceof Error ? e.message : failure, stale: false });
      toastError(failure);
    } finally {
      setSaving(false);
    }
  }

  /** SAVE / PUBLISH: a new form is created active; a draft is published and its old record deleted. */
  const publish = async () => {
    if (!form || !window.confirm(MESSAGES.confirm)) return;
    const input = asInput(form, clientId);
    if (form.id !== null && form.status === RecordStatus.Draft) {
      const draftId = form.id;
      await run(
        async () => (await publishDraft({ variables: { draftId, input } })).data?.publishFormDraft,
        MESSAGES.published,
        MESSAGES.couldNotSave,
        form.canonicalKey,
      );
    } else {
      // An existing non-draft is saved with its own status; failures then read 'Could not Edit.'
      const existing = form.id !== null;
      const status = existing ? statusName(form.status) : 'ACTIVE';
      await run(
        async () => (await saveForm({ variables: { input, status } })).data?.saveForm,
        MESSAGES.published,
        existing ? MESSAGES.couldNotEdit : MESSAGES.couldNotSave,
        form.canonicalKey,
      );
    }
  };

  /** Save draft (EDIT SVR on a published form): update the draft, or create one. */
  const draft = async () => {
    if (!form || !window.confirm(MESSAGES.confirm)) return;
    const input = asInput(form, clientId);
    const updating = form.id !== null && form.status === RecordStatus.Draft;
    await run(
      async () => (await saveDraft({ variables: { input, draftId: updating ? form.id : null } })).data?.saveFormDraft,
      updating ? MESSAGES.draftUpdated : MESSAGES.draftCreated,
      MESSAGES.couldNotCreateDraft,
      form.canonicalKey,
    );
  };

  /** Save as new: the copy (fresh uuids, no id or canonical key) is created and opened. */
  const saveAsNew = async () => {
    if (!form) return;
    const copy = copyAsNew(form);
    const input = asInput(copy, clientId);
    const status = statusName(copy.status);
    await run(
      async () => (await saveForm({ variables: { input, status } })).data?.saveForm,
      copy.status === RecordStatus.Draft ? MESSAGES.draftCreated : MESSAGES.published,
      MESSAGES.couldNotSave,
      form.canonicalKey,
    );
  };

  return { saving, problem, dismissProblem: () => setProblem(null), publish, draft, saveAsNew };
}
