/**
 * The floating feedback widget (spec 001 §2.1, §4, §5), staff only: 'Send Feedback' (a non-blank message;
 * the button is disabled during the save) and the feedback history ('No record found' when empty). It
 * opens on the form, or on the history when the latest feedback is resolved.
 */
import { Button, Card, FormGroup, H5, NonIdealState, Tab, Tabs, TextArea } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { toast } from '../../../app/toaster';
import type { ReviewPageQuery } from '../../../generated/graphql';
import { formatDateTime } from '../../../ui/format';
import { useReview } from '../hooks/useReview';

type Feedback = NonNullable<NonNullable<ReviewPageQuery['storeVisit']>['feedback']>;

export interface FeedbackWidgetProps {
  feedback: Feedback;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

type View = 'send' | 'history';

export function FeedbackWidget({ feedback, isOpen, onOpenChange }: FeedbackWidgetProps) {
  const { actions, guard, showError } = useReview();
  const [text, setText] = useState('');
  const [view, setView] = useState<View>('send');
  const [sending, setSending] = useState(false);
  const latestResolved = feedback[0]?.status === 1;
  const texts = feedback
    .flatMap((f) => f.texts.map((t) => ({ ...t, resolved: f.status === 1 })))
    .sort((a, b) => b.createdDate.localeCompare(a.createdDate));

  useEffect(() => {
    if (isOpen) setView(latestResolved ? 'history' : 'send');
  }, [isOpen, latestResolved]);

  const send = () =>
    guard(() => {
      const message = text.trim();
      if (!message) return;
      setSending(true);
      void actions.addFeedback(message).then((r) => {
        setSending(false);
        if (r.ok) {
          setText('');
          toast('Feedback sent.');
          setView('history');
        } else showError(r.message);
      });
    });

  if (!isOpen) {
    return (
      <Button
        className="svr-review-feedback-fab"
        intent="primary"
        icon="chat"
        size="large"
        text={`Feedback${texts.length ? ` (${texts.length})` : ''}`}
        onClick={() => onOpenChange(true)}
        aria-label="Open the SVR feedback"
      />
    );
  }

  return (
    <Card className="svr-review-feedback" elevation={3} role="region" aria-label="SVR Feedback">
      <div className="svr-review-feedback-head">
        <H5>SVR Feedback</H5>
        <Button
          variant="minimal"
          icon="minimize"
          aria-label="Close the SVR feedback"
          onClick={() => onOpenChange(false)}
        />
      </div>
      <Tabs id="svr-review-feedback-tabs" selectedTabId={view} onChange={(id) => setView(id as View)}>
        <Tab
          id="send"
          title="Send Feedback"
          panel={
            <form
              onSubmit={(e) => {
                e.preventDefault();
                send();
              }}
            >
              <FormGroup label="Message" labelFor="svr-review-feedback-text">
                <TextArea
                  id="svr-review-feedback-text"
                  fill
                  rows={4}
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  autoFocus
                />
              </FormGroup>
              <Button
                type="submit"
                intent="primary"
                icon="send-message"
                text="Send Feedback"
                disabled={!text.trim() || sending}
                loading={sending}
                fill
              />
            </form>
          }
        />
        <Tab
          id="history"
          title={`History (${texts.length})`}
          panel={
            texts.length === 0 ? (
              <NonIdealState icon="history" title="No record found" />
            ) : (
              <ol className="svr-review-feedback-list" aria-label="Feedback history">
                {texts.map((t) => (
                  <li key={t.id}>
                    <div className="svr-review-feedback-meta">
                      <strong>{t.createdBy ?? t.createdByEmail ?? 'Unknown'}</strong>{' '}
                      <span className="svr-muted">{formatDateTime(t.createdDate)}</span>
                      {t.resolved && <span className="svr-muted"> · resolved</span>}
                    </div>
                    <div className="svr-review-feedback-text">{t.text}</div>
                  </li>
                ))}
              </ol>
            )
          }
        />
      </Tabs>
    </Card>
  );
}
