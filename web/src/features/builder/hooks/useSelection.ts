/**
 * Select and move (spec 000 §2): selecting a section or question highlights its subtree and offers
 * 'MOVE HERE' at every valid position; choosing one moves the item and clears the selection; a click
 * anywhere else clears it.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { containerKey, findNode, moveTargets, subtreeUuids, type Position } from '../model/tree';
import type { FormContent } from '../model/types';

export interface Selection {
  selected: string | null;
  /** Uuids of the selected item and everything below it. */
  highlighted: ReadonlySet<string>;
  /** Valid gaps per list: containerKey → indexes. */
  targets: ReadonlyMap<string, ReadonlySet<number>>;
  select: (uuid: string | null) => void;
}

export function useSelection(content: FormContent | null, move: (uuid: string, target: Position) => void): Selection & { moveHere: (p: Position) => void } {
  const [selected, setSelected] = useState<string | null>(null);

  const { highlighted, targets } = useMemo(() => {
    const found = content && selected ? findNode(content, selected) : null;
    if (!content || !selected || !found) return { highlighted: new Set<string>(), targets: new Map<string, Set<number>>() };
    const map = new Map<string, Set<number>>();
    for (const p of moveTargets(content, selected)) {
      const key = containerKey(p.container);
      if (!map.has(key)) map.set(key, new Set());
      map.get(key)!.add(p.index);
    }
    return { highlighted: subtreeUuids(found.node), targets: map };
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

  const moveHere = useCallback(
    (p: Position) => {
      if (!selected) return;
      move(selected, p);
      setSelected(null);
    },
    [selected, move],
  );

  return { selected, highlighted, targets, select: setSelected, moveHere };
}
