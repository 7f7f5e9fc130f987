/**
 * A text or number parameter (spec 002 §2): chips of the chosen values; typed text is added with Enter;
 * suggestions of the parameter's path appear while typing (debounced 200 ms), except for Client Name.
 * Arrow keys pick a suggestion, Enter adds it, Escape closes the list.
 */
import { Menu, MenuItem, Popover, TagInput } from '@blueprintjs/core';
import { useState } from 'react';
import { useSuggestions } from '../hooks/useSuggestions';
import { addValue, parseValue } from '../model/filterState';
import type { FilterParam } from '../model/types';

export interface TextValuesFieldProps {
  param: FilterParam;
  autocomplete: boolean;
  onChange: (param: FilterParam) => void;
}

export function TextValuesField({ param, autocomplete, onChange }: TextValuesFieldProps) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [focused, setFocused] = useState(false);
  const [closed, setClosed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const found = useSuggestions(param.path, text, autocomplete);
  const suggestions = found.filter((s) => !param.data.some((v) => String(v) === s));
  const open = focused && !closed && suggestions.length > 0;

  const add = (raw: string) => {
    const parsed = parseValue(param.type, raw, param.label);
    if (!parsed.ok) {
      setProblem(parsed.message || null);
      return;
    }
    setProblem(null);
    onChange(addValue(param, parsed.value));
    setText('');
    setActive(-1);
  };

  const inputId = `filter-${param.label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <div className="svr-filter-field">
      <Popover
        isOpen={open}
        placement="bottom-start"
        minimal
        autoFocus={false}
        enforceFocus={false}
        shouldReturnFocusOnClose={false}
        matchTargetWidth
        fill
        content={
          <Menu role="listbox" aria-label={`${param.label} suggestions`} className="svr-filter-suggestions">
            {suggestions.map((s, i) => (
              <MenuItem
                key={s}
                roleStructure="listoption"
                text={s}
                active={i === active}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => add(s)}
              />
            ))}
          </Menu>
        }
      >
        <TagInput
          values={param.data.map(String)}
          inputValue={text}
          fill
          addOnBlur={false}
          addOnPaste
          separator={false}
          placeholder={param.type === 'Number' ? 'Type a number, then Enter' : 'Type a value, then Enter'}
          intent={problem ? 'danger' : 'none'}
          tagProps={{ minimal: true }}
          inputProps={{
            id: inputId,
            'aria-label': param.label,
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': open,
            onFocus: () => setFocused(true),
            onBlur: () => setFocused(false),
          }}
          onInputChange={(e) => {
            setText(e.currentTarget.value);
            setActive(-1);
            setClosed(false);
            setProblem(null);
          }}
          onAdd={(values, method) => {
            const chosen = method === 'default' && active >= 0 ? suggestions[active] : undefined;
            if (chosen) add(chosen);
            else values.forEach(add);
            return false;
          }}
          onRemove={(_v, index) => onChange({ ...param, data: param.data.filter((_, i) => i !== index) })}
          onKeyDown={(e) => {
            if (!open) return;
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              const last = suggestions.length - 1;
              const down = e.key === 'ArrowDown';
              setActive((i) => (down ? (i >= last ? 0 : i + 1) : i <= 0 ? last : i - 1));
            } else if (e.key === 'Escape') {
              setClosed(true);
              setActive(-1);
            }
          }}
        />
      </Popover>
      {problem && <div className="svr-filter-problem">{problem}</div>}
    </div>
  );
}
