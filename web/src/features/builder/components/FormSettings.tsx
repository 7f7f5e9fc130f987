import { Card, FormGroup, HTMLSelect, InputGroup, Switch } from '@blueprintjs/core';
import { useBuilderActions, useEditedForm, useProblems } from '../hooks/useBuilder';
import { CallOutSettings } from './CallOutSettings';

/** Auto-approve choices (spec 000 §9). */
export const AUTO_APPROVE_OPTIONS = [
  { value: 0, label: 'Never' },
  { value: 12, label: 'After 12 hours' },
  { value: 24, label: 'After 24 hours' },
  { value: 36, label: 'After 36 hours' },
] as const;

/**
 * Form-level settings (spec 000 §2, §5, §9): title, hero image (250 px preview), auto-approve (shown
 * only when not 0, and disabled then), hide from client, call-out, BYPASS DUPLICATE PHOTO CHECK (role 1
 * only). Invoice planned time, bypass GPS validation and max allowed time are kept but not shown.
 */
export function FormSettings() {
  const form = useEditedForm();
  const { dispatch, isAdmin } = useBuilderActions();
  const problems = useProblems();
  const c = form.content;
  const hero = form.heroImageUrl.trim();

  return (
    <Card className="svr-settings">
      <div className="svr-settings-grid">
        <div>
          <FormGroup
            label="Title"
            labelFor="svr-title"
            intent={problems.has('title') ? 'danger' : 'none'}
            helperText={problems.get('title')?.join(' ')}
          >
            <InputGroup
              id="svr-title"
              size="large"
              placeholder="SVR title"
              value={form.title}
              intent={problems.has('title') ? 'danger' : 'none'}
              onChange={(e) => dispatch({ type: 'setForm', patch: { title: e.currentTarget.value } })}
            />
          </FormGroup>
          <FormGroup label="Hero image URL" labelFor="svr-hero">
            <InputGroup
              id="svr-hero"
              leftIcon="media"
              placeholder="https://…"
              value={form.heroImageUrl}
              onChange={(e) => dispatch({ type: 'setForm', patch: { heroImageUrl: e.currentTarget.value } })}
            />
          </FormGroup>
          {hero && <img className="svr-hero-preview" src={hero} alt="Hero image preview" width={250} />}
        </div>
        <div>
          <div className="svr-settings-row">
            {form.autoApprovalHourTrigger !== 0 && (
              <FormGroup label="Auto-approve" labelFor="svr-auto-approve">
                <HTMLSelect id="svr-auto-approve" value={form.autoApprovalHourTrigger} disabled>
                  {AUTO_APPROVE_OPTIONS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </HTMLSelect>
              </FormGroup>
            )}
            <FormGroup label="Hide from client" labelFor="svr-hide">
              <HTMLSelect
                id="svr-hide"
                value={c.hideFromClient}
                onChange={(e) =>
                  dispatch({ type: 'setSettings', patch: { hideFromClient: Number(e.currentTarget.value) } })
                }
              >
                <option value={0}>No</option>
                <option value={1}>Yes</option>
              </HTMLSelect>
            </FormGroup>
          </div>
          <Switch
            label="BYPASS DUPLICATE PHOTO CHECK"
            checked={c.bypassDuplicatePhotoCheck}
            disabled={!isAdmin}
            onChange={(e) =>
              dispatch({ type: 'setSettings', patch: { bypassDuplicatePhotoCheck: e.currentTarget.checked } })
            }
          />
          <CallOutSettings />
        </div>
      </div>
    </Card>
  );
}
