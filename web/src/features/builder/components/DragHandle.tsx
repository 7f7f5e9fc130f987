import { Icon } from '@blueprintjs/core';
import type { DraggableProvidedDragHandleProps } from '@hello-pangea/dnd';

export interface DragHandleProps {
  handle: DraggableProvidedDragHandleProps | null;
  label: string;
}

/** The grip a row is dragged by (so its inputs stay usable). */
export function DragHandle({ handle, label }: DragHandleProps) {
  return (
    <span className="svr-drag-handle" {...handle} aria-label={`Drag ${label}`} title="Drag to reorder">
      <Icon icon="drag-handle-vertical" />
    </span>
  );
}
