/**
 * Select and move (spec 000 §2): selecting a section or question highlights its subtree and offers
 * 'MOVE HERE' at every valid position; choosing one moves the item and clears the selection; a click
 * anywhere else clears it. While nothing is selected the state is one constant, so edits re-render nothing here.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { containerKey, findNode, moveTargets, subtreeUuids, type Position } from '../model/tree';
import type { FormContent } from '../model/types';
import { NO_SELECTION, type SelectionState } from './useBuilder';

export interface Selection {
  state: SelectionState;
  select: (uuid: string | null) => void;
  /** Moves the selected item there and clears the selection (stable). */
  moveHere: (p: Position) => void;
}

export function useSelection(content: FormContent | null, move: (uuid: string, target: Position) => void): Selection {
  const [selected, setSelected] = useState<string | null>(null);

  const state = useMemo<SelectionState>(() => {
    const found = content && selected ? findNode(content, selected) : null;
    if (!content || !selected || !found) return NO_SELECTION;
    const map = new Map<string, Set<number>>();
    for (const p of moveTargets(content, selected)) {
      const key = containerKey(p.container);
      if (!map.has(key)) map.set(key, new Set());
      map.get(key)!.add(p.index);
    }
    return { selected, highlighted: subtreeUuids(found.node), targets: map };
  }, [content, selected]);

  useEffect(() => {
    if (!selected) return;
    const onDown = (e: MouseEvent) => {
      const el = e.target instanceof Element ? e.target : null;
      if (el?.closest('[data-move-here]')) return;
      if (el?.closest(`[data-node-uuid="${selected}"]`)) return;
      setSelected(null);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [selected]);

  const current = useRef(selected);
  useEffect(() => {
    current.current = selected;
  }, [selected]);
  const moveHere = useCallback(
    (p: Position) => {
      if (!current.current) return;
      move(current.current, p);
      setSelected(null);
    },
    [move],
  );

  return { state, select: setSelected, moveHere };
}
