/**
 * The first step every save dialog shares (spec 002 §4, §5): a title (required, its message once the field was
 * left or a save was tried) and a description. Save As View, Save As Roll-up and the widget creator use it; the
 * widget creator adds its own fields (the widget type, 'ONLY VISIBLE TO ME') as children.
 */
import { FormGroup, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';

export interface TitleFields {
  title: string;
  description: string;
  /** The title was left or a save was tried: a missing title shows its message. */
  touched: boolean;
  setTitle: (title: string) => void;
  setDescription: (description: string) => void;
  setTouched: (touched: boolean) => void;
  titleMissing: boolean;
  /** Back to the first values (a dialog closed). */
  reset: () => void;
}

/** The state of a title and description step. */
export function useTitleFields(initial: { title?: string | null; description?: string | null } = {}): TitleFields {
  const [title, setTitle] = useState(initial.title ?? '');
  const [description, setDescription] = useState(initial.description ?? '');
  const [touched, setTouched] = useState(false);
  return {
    title,
    description,
    touched,
    setTitle,
    setDescription,
    setTouched,
    titleMissing: title.trim() === '',
    reset: () => {
      setTitle(initial.title ?? '');
      setDescription(initial.description ?? '');
      setTouched(false);
    },
  };
}

export interface SaveTitleStepProps {
  fields: TitleFields;
  /** Prefix of the inputs' ids (`{idPrefix}-title`, `{idPrefix}-description`). */
  idPrefix: string;
  /** The message of a missing title, e.g. 'Please enter a title for the view.' */
  titleRequired: string;
  /** Leave the description out (a widget whose description is always empty). */
  hideDescription?: boolean;
  /** Under the description, e.g. how a blank one is filled in. */
  descriptionHelper?: string;
  /** More fields after the title. */
  children?: ReactNode;
}

export function SaveTitleStep({
  fields,
  idPrefix,
  titleRequired,
  hideDescription,
  descriptionHelper,
  children,
}: SaveTitleStepProps) {
  const showTitleError = fields.touched && fields.titleMissing;
  return (
    <>
      <FormGroup
        label="Title"
        labelFor={`${idPrefix}-title`}
        labelInfo="(required)"
        intent={showTitleError ? Intent.DANGER : Intent.NONE}
        helperText={showTitleError ? titleRequired : undefined}
      >
        <InputGroup
          id={`${idPrefix}-title`}
          value={fields.title}
          autoFocus
          intent={showTitleError ? Intent.DANGER : Intent.NONE}
          onChange={(e) => fields.setTitle(e.currentTarget.value)}
          onBlur={() => fields.setTouched(true)}
        />
      </FormGroup>
      {children}
      {!hideDescription && (
        <FormGroup label="Description" labelFor={`${idPrefix}-description`} helperText={descriptionHelper}>
          <TextArea
            id={`${idPrefix}-description`}
            value={fields.description}
            fill
            rows={3}
            onChange={(e) => fields.setDescription(e.currentTarget.value)}
          />
        </FormGroup>
      )}
    </>
  );
}
