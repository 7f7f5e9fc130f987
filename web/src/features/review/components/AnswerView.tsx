/** One question of the report with its answer, and the follow-ups its answer opened, indented below. */
import { Tag } from '@blueprintjs/core';
import type { QuestionNode } from '../model/report';

export interface AnswerViewProps {
  node: QuestionNode;
  /** Staff see which questions are internal (hidden from the client). */
  showInternal: boolean;
  onOpenMedia: (documentUuid: string) => void;
}

export function AnswerView({ node, showInternal, onOpenMedia }: AnswerViewProps) {
  const { question, shown, children } = node;
  const isGroup = question.type === 'question-group';
  return (
    <li className={`svr-review-question${isGroup ? ' svr-review-question--group' : ''}`} aria-label={question.title}>
      <div className="svr-review-question-title">
        <span>{question.title || 'Untitled question'}</span>
        {showInternal && question.isHidden && (
          <Tag minimal intent="warning" icon="eye-off" title="Internal: client users do not see this question">
            Internal
          </Tag>
        )}
      </div>
      {!isGroup && (
        <div className="svr-review-answer">
          {shown.kind === 'text' && <span>{shown.text}</span>}
          {shown.kind === 'none' && <span className="svr-muted">No answer</span>}
          {shown.kind === 'media' &&
            (shown.document ? (
              shown.document.type === 'video' ? (
                <video className="svr-review-video" src={shown.document.url} controls preload="metadata" width={230} />
              ) : (
                <button type="button" className="svr-review-thumb" onClick={() => onOpenMedia(shown.document!.uuid)} aria-label={`Open ${question.title}`}>
                  <img src={shown.document.xsurl ?? shown.document.url} alt={question.title} width={135} loading="lazy" />
                </button>
              )
            ) : (
              <span className="svr-muted">The file is not available.</span>
            ))}
        </div>
      )}
      {children.length > 0 && (
        <ul className="svr-review-children">
          {children.map((c) => (
            <AnswerView key={c.question.uuid} node={c} showInternal={showInternal} onOpenMedia={onOpenMedia} />
          ))}
        </ul>
      )}
    </li>
  );
}
