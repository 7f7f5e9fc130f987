import { Button, H4 } from '@blueprintjs/core';
import { memo } from 'react';
import { useBuilderActions } from '../hooks/useBuilder';
import type { BuilderSection, Phase } from '../model/types';
import { PHASE_NAMES } from '../model/validate';
import { NodeList } from './NodeList';
import { SectionCard } from './SectionCard';

export interface PhaseAreaProps {
  phase: Phase;
  sections: readonly BuilderSection[];
}

/** The notes of the three areas (spec 000 §2). */
export const PHASE_NOTES = [
  'this portion must be answered first, in section order',
  "this portion's sections can be answered in any order",
  'this portion must be answered last, in section order',
] as const;

/** Pre, During or Post: its sections, in order (re-rendered only when they change). */
export const PhaseArea = memo(function PhaseArea({ phase, sections }: PhaseAreaProps) {
  const { dispatch } = useBuilderActions();
  return (
    <section className="svr-phase" aria-label={PHASE_NAMES[phase]}>
      <div className="svr-phase-head">
        <H4>{PHASE_NAMES[phase]}</H4>
        <span className="svr-muted">{PHASE_NOTES[phase]}</span>
        <span className="svr-grow" />
        <Button
          icon="add"
          variant="minimal"
          intent="primary"
          text="Add section"
          aria-label={`Add section to ${PHASE_NAMES[phase]}`}
          onClick={() => dispatch({ type: 'addSection', phase })}
        />
      </div>
      <NodeList
        container={{ kind: 'phase', phase }}
        dropType="sections"
        items={sections}
        empty={<p className="svr-muted svr-empty-list">No sections.</p>}
        renderItem={(s, handle) => <SectionCard section={s} dragHandle={handle} />}
      />
    </section>
  );
});
