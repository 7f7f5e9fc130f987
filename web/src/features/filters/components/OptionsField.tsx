/** A range parameter (spec 002 §3): a multi-select of prefilled options, with a chip per chosen option. */
import { Button, Checkbox, Menu, Popover, Tag } from '@blueprintjs/core';
import { valueLabel } from '../model/catalogue';
import type { FilterParam, ParameterDef } from '../model/types';

export interface OptionsFieldProps {
  param: FilterParam;
  def: ParameterDef | undefined;
  onChange: (param: FilterParam) => void;
}

export function OptionsField({ param, def, onChange }: OptionsFieldProps) {
  const options = def?.options ?? [];
  const toggle = (value: string | number) =>
    onChange({
      ...param,
      data: param.data.includes(value)
        ? param.data.filter((v) => v !== value)
        : options.map((o) => o.value).filter((v) => v === value || param.data.includes(v)),
    });
  return (
    <div className="svr-filter-field svr-filter-options">
      <Popover
        placement="bottom-start"
        content={
          <Menu aria-label={`${param.label} options`} className="svr-filter-option-menu">
            {options.map((o) => (
              <li key={String(o.value)}>
                <Checkbox label={o.label} checked={param.data.includes(o.value)} onChange={() => toggle(o.value)} />
              </li>
            ))}
          </Menu>
        }
      >
        <Button variant="outlined" endIcon="caret-down" text="Select" aria-label={`Select, choose ${param.label}`} />
      </Popover>
      {param.data.map((v) => (
        <Tag key={String(v)} minimal onRemove={() => toggle(v)}>
          {valueLabel(def, v)}
        </Tag>
      ))}
    </div>
  );
}
