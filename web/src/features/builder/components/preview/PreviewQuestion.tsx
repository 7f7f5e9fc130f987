import { Tag } from '@blueprintjs/core';
import type { BuilderQuestion } from '../../model/types';
import { PreviewAnswer } from './PreviewAnswer';
import { PreviewUuid } from './PreviewUuid';

export interface PreviewQuestionProps {
  question: BuilderQuestion;
  /** '2', '2.1', ... */
  number: string;
  showUuids: boolean;
}

/** One question as talent sees it; follow-up questions sit under the answer that opens them. */
export function PreviewQuestion({ question: q, number, showUuids }: PreviewQuestionProps) {
  const group = q.type === 'question-group';
  return (
    <div className={group ? 'svr-preview-group' : 'svr-preview-question'}>
      <div className="svr-preview-title">
        <span className="svr-preview-number">{number}.</span>
        <span>{q.title}</span>
        {q.meta.isRequired && !group && (
          <span className="svr-preview-required" aria-label="required">
            *
          </span>
        )}
        {q.meta.isHidden && (
          <Tag minimal intent="warning">
            Hidden from client
          </Tag>
        )}
        {q.meta.isQuickReview && <Tag minimal>Quick review</Tag>}
      </div>
      {showUuids && <PreviewUuid label="Question uuid" uuid={q.uuid} />}
      {group ? (
        (q.content ?? []).map((c, i) => (
          <PreviewQuestion key={c.uuid} question={c} number={`${number}.${i + 1}`} showUuids={showUuids} />
        ))
      ) : (
        <PreviewAnswer
          question={q}
          renderFork={(fork, label) =>
            fork.length === 0 ? null : (
              <div className="svr-preview-fork" aria-label={`Follow-up questions of ${label}`}>
                {fork.map((c, i) => (
                  <PreviewQuestion key={c.uuid} question={c} number={`${number}.${i + 1}`} showUuids={showUuids} />
                ))}
              </div>
            )
          }
        />
      )}
    </div>
  );
}
