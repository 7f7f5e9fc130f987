import { H4, Tag } from '@blueprintjs/core';
import type { BuilderSection } from '../../model/types';
import { PreviewQuestion } from './PreviewQuestion';
import { PreviewUuid } from './PreviewUuid';

export interface PreviewSectionProps {
  section: BuilderSection;
  showUuids: boolean;
}

export function PreviewSection({ section: s, showUuids }: PreviewSectionProps) {
  return (
    <div className="svr-preview-section">
      <H4>{s.title}</H4>
      {showUuids && <PreviewUuid label="Section uuid" uuid={s.uuid} />}
      {(s.tags.length > 0 || s.meta.forceQuestionOrder) && (
        <div className="svr-preview-tags">
          {s.tags.map((t) => (
            <Tag key={t} minimal>
              {t}
            </Tag>
          ))}
          {s.meta.forceQuestionOrder && <span className="svr-muted">Answer in order</span>}
        </div>
      )}
      {s.content.map((q, i) => (
        <PreviewQuestion key={q.uuid} question={q} number={`${i + 1}`} showUuids={showUuids} />
      ))}
      {s.content.length === 0 && <p className="svr-muted">No questions.</p>}
    </div>
  );
}
