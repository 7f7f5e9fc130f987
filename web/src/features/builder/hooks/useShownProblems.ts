/**
 * Which builder problems show now (issue 15): a missing title waits until its field is left (a blur inside the
 * form's title, a section's or a question's card) or a save is tried; other problems show at once. `onBlur` goes
 * on the builder's root element; `attempt` runs a save only when nothing is wrong, else reveals every problem.
 */
import { useCallback, useMemo, useState, type FocusEvent } from 'react';
import { shownProblems, type BuilderProblem } from '../model/validate';

/** The problem target a focused element belongs to: 'title' for the form's title, else its card's uuid. */
function targetOf(el: EventTarget): string | null {
  if (!(el instanceof HTMLElement)) return null;
  if (el.id === 'svr-title') return 'title';
  return el.closest('[data-node-uuid]')?.getAttribute('data-node-uuid') ?? null;
}

export function useShownProblems(problems: readonly BuilderProblem[]) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const shown = useMemo(() => shownProblems(problems, touched, attempted), [problems, touched, attempted]);

  const onBlur = useCallback((e: FocusEvent<HTMLElement>) => {
    const target = targetOf(e.target);
    if (target) setTouched((t) => (t.has(target) ? t : new Set(t).add(target)));
  }, []);

  const attempt = useCallback(
    (save: () => Promise<unknown>) => () => {
      if (problems.length > 0) setAttempted(true);
      else void save();
    },
    [problems.length],
  );

  return { shown, onBlur, attempt };
}
