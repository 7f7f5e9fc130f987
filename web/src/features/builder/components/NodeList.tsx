/**
 * One list of the form (a phase's sections, or the questions of a section, group or fork): its items
 * as drag-and-drop rows (reordering within the list), and a 'MOVE HERE' target at each valid gap while
 * an item is selected.
 */
import { Draggable, Droppable, type DraggableProvidedDragHandleProps } from '@hello-pangea/dnd';
import { Fragment, type ReactNode } from 'react';
import { containerKey, type ContainerRef } from '../model/tree';
import type { BuilderNode } from '../model/types';
import { useBuilderActions, useSelectionState } from '../hooks/useBuilder';
import { MoveHere } from './MoveHere';

export interface NodeListProps<T extends BuilderNode> {
  container: ContainerRef;
  items: readonly T[];
  renderItem: (item: T, dragHandle: DraggableProvidedDragHandleProps | null) => ReactNode;
  /** Shown when the list is empty and nothing can be moved into it. */
  empty?: ReactNode;
  /** Lists of one drop type exchange rows by drag and drop; by default a list is its own type. */
  dropType?: string;
}

export function NodeList<T extends BuilderNode>({ container, items, renderItem, empty, dropType }: NodeListProps<T>) {
  const { moveHere } = useBuilderActions();
  const selection = useSelectionState();
  const key = containerKey(container);
  const gaps = selection.targets.get(key);
  const moveSlot = (index: number) =>
    gaps?.has(index) ? <MoveHere onMove={() => moveHere({ container, index })} /> : null;

  return (
    // Question lists are each their own drop type (rows reorder within their list; moves across lists
    // use MOVE HERE); the three phases share one, so sections move between Pre, During and Post.
    <Droppable droppableId={key} type={dropType ?? key}>
      {(drop) => (
        <div ref={drop.innerRef} {...drop.droppableProps} className="svr-node-list">
          {items.map((item, index) => (
            <Fragment key={item.uuid}>
              {moveSlot(index)}
              <Draggable draggableId={item.uuid} index={index} isDragDisabled={selection.selected !== null}>
                {(drag) => (
                  <div ref={drag.innerRef} {...drag.draggableProps} className="svr-node-row">
                    {renderItem(item, drag.dragHandleProps)}
                  </div>
                )}
              </Draggable>
            </Fragment>
          ))}
          {drop.placeholder}
          {moveSlot(items.length)}
          {items.length === 0 && !gaps ? empty : null}
        </div>
      )}
    </Droppable>
  );
}
