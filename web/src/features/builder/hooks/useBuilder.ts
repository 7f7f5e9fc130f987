/** What every part of the builder shares: the form, its changes, selection and move, problems, deletes. */
import { createContext, useContext } from 'react';
import type { BuilderAction } from '../model/reducer';
import type { Position } from '../model/tree';
import type { BuilderForm, BuilderNode } from '../model/types';
import type { Selection } from './useSelection';

export interface BuilderContextValue {
  form: BuilderForm;
  dispatch: (action: BuilderAction) => void;
  selection: Selection & { moveHere: (p: Position) => void };
  /** Problems that disable saving, by target (uuid, 'title', 'callOutMailing', ...). */
  problems: ReadonlyMap<string, readonly string[]>;
  /** Asks, then removes the node and deletes its documents. */
  deleteNode: (node: BuilderNode) => void;
  /** Asks, then deletes documents (a removed answer's follow-ups); answers whether it went ahead. */
  ask: (message: string, confirmText?: string) => Promise<boolean>;
  deleteDocuments: (ids: readonly number[]) => void;
  /** Role id 1 only may change BYPASS DUPLICATE PHOTO CHECK. */
  isAdmin: boolean;
}

export const BuilderContext = createContext<BuilderContextValue | null>(null);

export function useBuilder(): BuilderContextValue {
  const value = useContext(BuilderContext);
  if (!value) throw new Error('useBuilder outside the builder');
  return value;
}
