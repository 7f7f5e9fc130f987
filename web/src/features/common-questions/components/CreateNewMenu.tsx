/** 'Create New' (spec 000 §2): a menu of the question types; choosing one opens the create modal for it. */
import { Button, Intent, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { COMMON_QUESTION_TYPES, QUESTION_TYPE_LABELS, type QuestionType } from '@svr/domain';

export interface CreateNewMenuProps {
  onCreate: (type: QuestionType) => void;
}

export function CreateNewMenu({ onCreate }: CreateNewMenuProps) {
  return (
    <Popover
      placement="bottom-end"
      content={
        <Menu aria-label="Question types">
          {COMMON_QUESTION_TYPES.map((type) => (
            <MenuItem key={type} text={QUESTION_TYPE_LABELS[type]} onClick={() => onCreate(type)} />
          ))}
        </Menu>
      }
    >
      <Button intent={Intent.PRIMARY} icon="add" endIcon="caret-down" text="Create New" aria-haspopup="menu" />
    </Popover>
  );
}
