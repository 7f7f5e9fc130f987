import { Button, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { QUESTION_TYPE_LABELS, type QuestionType } from '@svr/domain';

export interface AddQuestionMenuProps {
  /** The types this list may hold, in menu order. */
  types: readonly QuestionType[];
  text: string;
  onAdd: (type: QuestionType) => void;
  small?: boolean;
  /** Accessible name when the visible text is short. */
  label?: string;
}

/** The add menu of a section, question group or conditional fork (spec 000 §3 'Types offered in menus'). */
export function AddQuestionMenu({ types, text, onAdd, small = false, label }: AddQuestionMenuProps) {
  return (
    <Popover
      placement="bottom-start"
      content={
        <Menu aria-label={label ?? text}>
          {types.map((t) => (
            <MenuItem key={t} text={QUESTION_TYPE_LABELS[t]} onClick={() => onAdd(t)} />
          ))}
        </Menu>
      }
    >
      <Button
        icon="add"
        endIcon="caret-down"
        text={text}
        variant="minimal"
        intent="primary"
        size={small ? 'small' : 'medium'}
        aria-label={label}
      />
    </Popover>
  );
}
