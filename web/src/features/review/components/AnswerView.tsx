/**
 * One question of the report with its answer, and the follow-ups its answer opened, indented below. In
 * review mode staff get the NEEDS REVISION toggle and an editor for the answer (also for an unanswered
 * question); photos, signatures and videos are MediaAnswer.
 */
import { Button, Tag, Tooltip } from '@blueprintjs/core';
import { useState } from 'react';
import { toast } from '../../../app/toaster';
import { useReview } from '../hooks/useReview';
import { editorKind } from '../model/answerEdit';
import type { QuestionNode } from '../model/report';
import { AnswerEditor } from './AnswerEditor';
import { MediaAnswer } from './MediaAnswer';
import { RevisionDialog } from './RevisionDialog';

export interface AnswerViewProps {
  node: QuestionNode;
}

export function AnswerView({ node }: AnswerViewProps) {
  const { question, answer, shown, children } = node;
  const { isClient, reviewMode, revisions, actions, guard, showError } = useReview();
  const [editing, setEditing] = useState(false);
  const [marking, setMarking] = useState(false);
  const kind = editorKind(question);
  const isGroup = kind === 'none';
  const staff = !isClient;
  const revision = revisions.get(question.uuid);
  const marked = revision !== undefined;
  const title = question.title || 'Untitled question';

  const toggleRevision = () =>
    guard(() => {
      if (!marked) return setMarking(true);
      void actions
        .setRevisionRequest(question.uuid, null)
        .then((r) => (r.ok ? toast(`NEEDS REVISION cleared on “${title}”.`) : showError(r.message)));
    });

  return (
    <li
      className={`svr-review-question${isGroup ? ' svr-review-question--group' : ''}${marked && staff ? ' svr-review-question--marked' : ''}`}
      aria-label={question.title}
      // Staff focus an answer (Tab or a click) for the X shortcut: NEEDS REVISION on it (issue 15).
      tabIndex={staff && !isGroup ? 0 : undefined}
    >
      <div className="svr-review-question-title">
        <span>{title}</span>
        {staff && question.isHidden && (
          <Tag minimal intent="warning" icon="eye-off" title="Internal: client users do not see this question">
            Internal
          </Tag>
        )}
        {staff && question.isQuickReview && (
          <Tag minimal icon="lightning" title="A quick-review question">
            Quick review
          </Tag>
        )}
        {staff && !isGroup && reviewMode && (
          <span className="svr-review-question-tools">
            {kind !== 'media' && !editing && (
              <Tooltip content={answer?.value ? 'Edit the answer' : 'Answer this question'} hoverOpenDelay={300}>
                <Button
                  size="small"
                  variant="minimal"
                  icon="edit"
                  aria-label={`Edit the answer of ${title}`}
                  onClick={() => guard(() => setEditing(true))}
                />
              </Tooltip>
            )}
            <Button
              size="small"
              variant={marked ? 'solid' : 'outlined'}
              intent={marked ? 'danger' : 'none'}
              icon={marked ? 'issue' : 'issue-new'}
              text="NEEDS REVISION"
              aria-pressed={marked}
              aria-label={`NEEDS REVISION: ${title}`}
              data-shortcut="needs-revision"
              disabled={actions.saving}
              onClick={toggleRevision}
            />
          </span>
        )}
        {staff && !reviewMode && marked && (
          <Tag intent="danger" icon="issue">
            NEEDS REVISION
          </Tag>
        )}
      </div>
      {!isGroup && (
        <div className="svr-review-answer">
          {editing ? (
            <AnswerEditor question={question} answer={answer} onDone={() => setEditing(false)} />
          ) : kind === 'media' ? (
            <MediaAnswer question={question} answer={answer} shown={shown} />
          ) : shown.kind === 'text' ? (
            <span>{shown.text}</span>
          ) : (
            <span className="svr-muted">No answer</span>
          )}
        </div>
      )}
      {staff && marked && (
        <div className="svr-review-revision" role="note" aria-label={`Revision feedback for ${title}`}>
          <strong>Needs revision:</strong> {revision ? revision : <span className="svr-muted">no feedback given</span>}
        </div>
      )}
      {children.length > 0 && (
        <ul className="svr-review-children">
          {children.map((c) => (
            <AnswerView key={c.question.uuid} node={c} />
          ))}
        </ul>
      )}
      {marking && (
        <RevisionDialog
          isOpen={marking}
          questionUuid={question.uuid}
          questionTitle={title}
          onClose={() => setMarking(false)}
        />
      )}
    </li>
  );
}
