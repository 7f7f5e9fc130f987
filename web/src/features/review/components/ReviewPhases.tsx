/**
 * The report's answers (spec 001 §2.1): the before / during / after groups, each section a card with its
 * questions. Quick review drops the sections without quick-review questions; hiding unanswered sections
 * drops those with no answer.
 */
import { Card, H4 } from '@blueprintjs/core';
import type { PhaseNode } from '../model/report';
import { AnswerView } from './AnswerView';

export function ReviewPhases({
  phases,
  quickReview,
  showUnanswered,
}: {
  phases: readonly PhaseNode[];
  quickReview: boolean;
  showUnanswered: boolean;
}) {
  return (
    <>
      {phases.map((p) => {
        // In review mode every section stays editable, answered or not, unless the user hides them.
        const sections = p.sections
          .filter((s) => s.questions.length > 0 || !quickReview)
          .filter((s) => showUnanswered || s.answered);
        if (!sections.length) return null;
        return (
          <section key={p.phase} className="svr-review-phase" aria-label={p.title}>
            <H4 className="svr-review-phase-title">{p.title}</H4>
            {sections.map((s) => (
              <Card
                key={s.section.uuid}
                className="svr-review-section"
                role="group"
                aria-label={`Section: ${s.section.title}`}
              >
                <H4>{s.section.title || 'Untitled section'}</H4>
                {s.questions.length === 0 ? (
                  <p className="svr-muted">This section has no questions.</p>
                ) : (
                  <ul className="svr-review-questions">
                    {s.questions.map((n) => (
                      <AnswerView key={n.question.uuid} node={n} />
                    ))}
                  </ul>
                )}
              </Card>
            ))}
          </section>
        );
      })}
    </>
  );
}
