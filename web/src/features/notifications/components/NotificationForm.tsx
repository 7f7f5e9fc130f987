/**
 * The Create Notification form (spec 001 §5), in a 500 px dialog: title, message, action (≥ 0), type, and for a
 * scheduled notification a date and time no earlier than now (DateInput3 with its time picker). Send stays
 * disabled, with 'Please fill all the information.', until everything is there; the recipients are the unique
 * talent of the selected rows.
 */
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  Intent,
  NumericInput,
  Radio,
  RadioGroup,
  TextArea,
  Tooltip,
} from '@blueprintjs/core';
import { DateInput3 } from '@blueprintjs/datetime2';
import enUS from 'date-fns/locale/en-US';
import { useState } from 'react';
import type { NotificationType } from '../../../generated/graphql';
import {
  earliestSchedule,
  EMPTY_DRAFT,
  FILL_ALL,
  formatSchedule,
  isDraftComplete,
  parseSchedule,
  toPickerValue,
  type NotificationDraft,
} from '../model/form';

export interface NotificationFormProps {
  isOpen: boolean;
  /** How many talents will receive it (the unique talent of the selected rows). */
  recipients: number;
  busy: boolean;
  /** The api's refusal, word for word. */
  problem: string | null;
  onSend: (draft: NotificationDraft) => void;
  onClose: () => void;
}

export function NotificationForm({ isOpen, recipients, busy, problem, onSend, onClose }: NotificationFormProps) {
  const [draft, setDraft] = useState<NotificationDraft>(EMPTY_DRAFT);
  // Each opening starts from an empty form (the last one was sent, or cancelled).
  const [shownOpen, setShownOpen] = useState(isOpen);
  if (shownOpen !== isOpen) {
    setShownOpen(isOpen);
    if (isOpen) setDraft(EMPTY_DRAFT);
  }
  const now = new Date();
  const complete = isDraftComplete(draft, recipients, now);
  const set = (patch: Partial<NotificationDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const close = () => {
    if (busy) return;
    setDraft(EMPTY_DRAFT);
    onClose();
  };

  return (
    <Dialog isOpen={isOpen} onClose={close} title="Create Notification" style={{ width: 500 }}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (complete && !busy) onSend(draft);
        }}
      >
        <DialogBody>
          <p className="svr-muted">{`${recipients} recipient(s): the talent of the selected records, each once.`}</p>
          <FormGroup label="Title" labelFor="notification-title" labelInfo="(required)">
            <InputGroup id="notification-title" value={draft.title} onValueChange={(title) => set({ title })} />
          </FormGroup>
          <FormGroup label="Message" labelFor="notification-message" labelInfo="(required)">
            <TextArea
              id="notification-message"
              fill
              rows={4}
              value={draft.message}
              onChange={(e) => set({ message: e.target.value })}
            />
          </FormGroup>
          {/* Named by aria-label, not an id: Blueprint points its step buttons (aria-controls) at its own input id. */}
          <FormGroup label="Action" helperText="A whole number of at least 0.">
            <NumericInput
              aria-label="Action"
              min={0}
              minorStepSize={null}
              allowNumericCharactersOnly
              value={draft.action}
              onValueChange={(_n, action) => set({ action })}
            />
          </FormGroup>
          <RadioGroup
            label="Notification Type"
            inline
            selectedValue={draft.type}
            onChange={(e) => set({ type: e.currentTarget.value as NotificationType })}
          >
            <Radio label="Immediate" value="IMMEDIATE" />
            <Radio label="Scheduled" value="SCHEDULED" />
          </RadioGroup>
          {draft.type === 'SCHEDULED' && (
            <FormGroup label="Scheduled Date and Time" labelFor="notification-scheduled">
              <DateInput3
                value={toPickerValue(draft.scheduledAt)}
                onChange={(value) => set({ scheduledAt: value ? new Date(value) : null })}
                formatDate={formatSchedule}
                parseDate={parseSchedule}
                timePrecision="minute"
                // The browser's own time zone: the value is read as local time (the detail shows it in ET).
                showTimezoneSelect={false}
                timePickerProps={{ useAmPm: true }}
                minDate={earliestSchedule(now)}
                maxDate={new Date(now.getFullYear() + 1, 11, 31)}
                locale={enUS}
                inputProps={{
                  id: 'notification-scheduled',
                  placeholder: 'MM/DD/YYYY h:mm AM',
                  // Enter takes the typed date (it does not send the form); Escape closes the picker, not the form.
                  onKeyDown: (e) => {
                    if (e.key === 'Enter') e.preventDefault();
                    if (e.key === 'Escape') e.stopPropagation();
                  },
                }}
              />
            </FormGroup>
          )}
          {problem && (
            <Callout intent={Intent.DANGER} icon="error" compact>
              {problem}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={close} disabled={busy} />
              <Tooltip content={FILL_ALL} disabled={complete} hoverOpenDelay={300}>
                <Button type="submit" intent={Intent.PRIMARY} text="Send" disabled={!complete} loading={busy} />
              </Tooltip>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
