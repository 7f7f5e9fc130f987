/**
 * The body of a saved-item list (roll-ups, saved views): the load error with 'Try again', the spinner while the first
 * page loads, the empty state, or the table given as children.
 */
import { Button, NonIdealState, Spinner, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';

export interface StatusListBodyProps {
  /** The load failed with this (shown only while nothing was loaded before). */
  error: { message: string } | undefined;
  loaded: boolean;
  loading: boolean;
  onRetry: () => void;
  /** What the rows are, plural: 'roll-ups', 'saved views'. */
  noun: string;
  isEmpty: boolean;
  empty: { icon: IconName; title: string; description: ReactNode };
  children: ReactNode;
}

export function StatusListBody({
  error,
  loaded,
  loading,
  onRetry,
  noun,
  isEmpty,
  empty,
  children,
}: StatusListBodyProps) {
  if (error && !loaded)
    return (
      <NonIdealState
        icon="error"
        title={`The ${noun} could not be loaded`}
        description={error.message}
        action={<Button icon="refresh" text="Try again" onClick={onRetry} />}
      />
    );
  if (!loaded && loading) return <Spinner aria-label={`Loading ${noun}`} />;
  if (isEmpty) return <NonIdealState icon={empty.icon} title={empty.title} description={empty.description} />;
  return <>{children}</>;
}
