import { FormGroup, InputGroup, Switch } from '@blueprintjs/core';
import { useBuilderActions, useEditedForm } from '../hooks/useBuilder';
import { hasCallOutQuestion } from '../model/rules';
import { mailingInvalid } from '../model/validate';

/**
 * Call-out: the switch (on by itself when any call-out question exists) and the mailing list of
 * comma-separated e-mails; an invalid list shows 'Please fix' in the label (spec 000 §5).
 */
export function CallOutSettings() {
  const form = useEditedForm();
  const { dispatch } = useBuilderActions();
  const callOut = form.content.callOut;
  const invalid = mailingInvalid(form.content);
  const forced = hasCallOutQuestion(form.content);

  return (
    <div className="svr-callout">
      <Switch
        label="CALL OUT"
        checked={callOut.active}
        disabled={forced && callOut.active}
        onChange={(e) =>
          dispatch({ type: 'setSettings', patch: { callOut: { ...callOut, active: e.currentTarget.checked } } })
        }
      />
      {callOut.active && (
        <FormGroup
          label={invalid ? 'Call-out mailing list - Please fix' : 'Call-out mailing list'}
          labelFor="svr-mailing"
          intent={invalid ? 'danger' : 'none'}
          helperText={
            invalid
              ? 'Comma-separated e-mail addresses, e.g. ops@example.com, lead@example.com'
              : 'Comma-separated e-mail addresses'
          }
        >
          <InputGroup
            id="svr-mailing"
            leftIcon="envelope"
            intent={invalid ? 'danger' : 'none'}
            value={callOut.mailing}
            onChange={(e) =>
              dispatch({ type: 'setSettings', patch: { callOut: { ...callOut, mailing: e.currentTarget.value } } })
            }
          />
        </FormGroup>
      )}
    </div>
  );
}
