import { Button, Callout } from '@blueprintjs/core';
import type { SaveProblem } from '../hooks/useSaveForm';
import type { BuilderProblem } from '../model/validate';

export interface ProblemsCalloutProps {
  problems: readonly BuilderProblem[];
  saveProblem: SaveProblem | null;
  onDismiss: () => void;
  onReload: () => void;
}

/** Why saving is disabled, and why the last save was refused (the api's message). */
export function ProblemsCallout({ problems, saveProblem, onDismiss, onReload }: ProblemsCalloutProps) {
  return (
    <>
      {saveProblem && (
        <Callout
          intent="danger"
          icon="error"
          className="svr-hint"
          title={saveProblem.stale ? 'This SVR changed since you opened it' : 'The last save was refused'}
        >
          <p>{saveProblem.message}</p>
          {saveProblem.stale ? (
            <Button text="Reload" icon="refresh" onClick={onReload} />
          ) : (
            <Button text="Dismiss" variant="minimal" onClick={onDismiss} />
          )}
        </Callout>
      )}
      {problems.length > 0 && (
        <Callout
          intent="warning"
          icon="warning-sign"
          className="svr-hint"
          title="Saving is disabled until these are fixed"
        >
          <ul className="svr-problem-list">
            {problems.slice(0, 8).map((p, i) => (
              <li key={`${p.target}-${i}`}>{p.message}</li>
            ))}
            {problems.length > 8 && <li>…and {problems.length - 8} more.</li>}
          </ul>
        </Callout>
      )}
    </>
  );
}
