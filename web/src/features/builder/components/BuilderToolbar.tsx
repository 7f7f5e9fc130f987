import { RecordStatus } from '@svr/domain';
import { Button, Tag } from '@blueprintjs/core';
import { formatDateTime } from '../../../ui/format';
import { modeLine } from '../model/modeLine';
import type { BuilderForm } from '../model/types';

export interface BuilderToolbarProps {
  form: BuilderForm;
  dirty: boolean;
  localSavedAt: string | null;
  saving: boolean;
  /** Nothing disables saving. */
  canSave: boolean;
  /** An invalid call-out mailing list also disables the previews. */
  canPreview: boolean;
  onPublish: () => void;
  onDraft: () => void;
  onSaveAsNew: () => void;
  onPreview: (withUuids: boolean) => void;
  /** Opens the quick-review information dialog. */
  onQuickReview: () => void;
}

/** The mode line, the Draft marker and the save and preview buttons (spec 000 §2, §4). */
export function BuilderToolbar({
  form,
  dirty,
  localSavedAt,
  saving,
  canSave,
  canPreview,
  onPublish,
  onDraft,
  onSaveAsNew,
  onPreview,
  onQuickReview,
}: BuilderToolbarProps) {
  const isNew = form.id === null;
  const isDraft = form.status === RecordStatus.Draft;
  const mode = modeLine(form);
  const disabled = saving || !canSave;

  return (
    <div className="svr-builder-toolbar">
      <div className="svr-builder-mode">
        <span className="svr-mode-line">{mode}</span>
        {dirty && (
          <Tag intent="warning" minimal>
            Draft
          </Tag>
        )}
        {dirty && localSavedAt && <span className="svr-muted">Draft Saved: {formatDateTime(localSavedAt)}</span>}
      </div>
      <div className="svr-builder-actions">
        <Button icon="lightning" variant="minimal" text="Quick review" onClick={onQuickReview} />
        <Button
          icon="eye-open"
          variant="minimal"
          text="Preview SVR"
          disabled={!canPreview}
          onClick={() => onPreview(false)}
        />
        <Button
          icon="id-number"
          variant="minimal"
          text="Preview with uuids"
          disabled={!canPreview}
          onClick={() => onPreview(true)}
        />
        {!isNew && <Button icon="duplicate" text="Save as new" disabled={disabled} onClick={onSaveAsNew} />}
        <Button
          icon="edit"
          text={!isNew && !isDraft ? 'EDIT SVR' : 'Save draft'}
          disabled={disabled}
          onClick={onDraft}
        />
        {(isNew || isDraft) && (
          <Button
            icon="cloud-upload"
            intent="primary"
            text="SAVE / PUBLISH"
            disabled={disabled}
            loading={saving}
            onClick={onPublish}
          />
        )}
      </div>
    </div>
  );
}
