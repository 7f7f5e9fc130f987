/**
 * What the parts of the builder share, split by how often it changes, so typing in one question re-renders
 * that question's branch and not the other 499:
 * - actions (dispatch, deletes, select and move, role): stable for the life of the page;
 * - selection (highlight and MOVE HERE targets): a constant while nothing is selected;
 * - problems by target, the documents and the pairing candidates: stable while their contents are equal;
 * - the whole form: only the form-level parts (settings, documents area, toolbar) read it.
 */
import { createContext, useContext } from 'react';
import type { BuilderAction } from '../model/reducer';
import type { PairCandidate } from '../model/pairing';
import type { Position } from '../model/tree';
import type { BuilderForm, BuilderNode, FormDocument } from '../model/types';

export interface BuilderActions {
  dispatch: (action: BuilderAction) => void;
  /** Asks, then removes the node and deletes (or unlinks) its documents. */
  deleteNode: (node: BuilderNode) => void;
  /** Asks; answers whether the user went ahead. */
  ask: (message: string, confirmText?: string) => Promise<boolean>;
  /**
   * Documents leaving the form (a removed answer's follow-ups, a document deleted from the list): deleted
   * on the server only when this form uploaded them since it was loaded or saved; otherwise only unlinked.
   */
  discardDocuments: (ids: readonly number[]) => Promise<void>;
  /** A document this form uploaded joins its list (and may be deleted on the server until the next save). */
  addUploadedDocument: (doc: FormDocument) => void;
  /** Selects a section or question to move (null clears). */
  select: (uuid: string | null) => void;
  /** Moves the selected item to a MOVE HERE position and clears the selection. */
  moveHere: (p: Position) => void;
  /** Role id 1 only may change BYPASS DUPLICATE PHOTO CHECK. */
  isAdmin: boolean;
}

export interface SelectionState {
  selected: string | null;
  /** Uuids of the selected item and everything below it. */
  highlighted: ReadonlySet<string>;
  /** Valid gaps per list: containerKey → indexes. */
  targets: ReadonlyMap<string, ReadonlySet<number>>;
}

export const NO_SELECTION: SelectionState = { selected: null, highlighted: new Set(), targets: new Map() };

export const BuilderActionsContext = createContext<BuilderActions | null>(null);
export const SelectionContext = createContext<SelectionState>(NO_SELECTION);
/** Problems that disable saving, by target (uuid, 'title', 'callOutMailing', ...). */
export const ProblemsContext = createContext<ReadonlyMap<string, readonly string[]>>(new Map());
export const DocumentsContext = createContext<readonly FormDocument[]>([]);
export const PairCandidatesContext = createContext<readonly PairCandidate[]>([]);
export const EditedFormContext = createContext<BuilderForm | null>(null);

export function useBuilderActions(): BuilderActions {
  const value = useContext(BuilderActionsContext);
  if (!value) throw new Error('useBuilderActions outside the builder');
  return value;
}

export const useSelectionState = (): SelectionState => useContext(SelectionContext);
export const useProblems = (): ReadonlyMap<string, readonly string[]> => useContext(ProblemsContext);
export const useFormDocuments = (): readonly FormDocument[] => useContext(DocumentsContext);
export const usePairCandidates = (): readonly PairCandidate[] => useContext(PairCandidatesContext);

/** The whole form: for form-level parts only (each change re-renders the reader). */
export function useEditedForm(): BuilderForm {
  const value = useContext(EditedFormContext);
  if (!value) throw new Error('useEditedForm outside the builder');
  return value;
}
