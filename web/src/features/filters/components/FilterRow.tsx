/**
 * One chosen parameter (spec 002 §2): its label, a selector and its chips. Locked parameters cannot be
 * removed; injected client and project chips are permanent.
 */
import { Button, Tag, Tooltip } from '@blueprintjs/core';
import { parameterByLabel } from '../model/catalogue';
import type { FilterParam } from '../model/types';
import { DateRangeField } from './DateRangeField';
import { OptionsField } from './OptionsField';
import { TextValuesField } from './TextValuesField';

export interface FilterRowProps {
  param: FilterParam;
  locked: boolean;
  permanent: boolean;
  /** The longest date range the page allows: its date presets stay within it. */
  maxDays?: number;
  onChange: (param: FilterParam) => void;
  onRemove: () => void;
}

export function FilterRow({ param, locked, permanent, maxDays, onChange, onRemove }: FilterRowProps) {
  const def = parameterByLabel(param.label);
  let field;
  if (permanent) {
    field = (
      <div className="svr-filter-field svr-filter-options">
        {param.data.map((v) => (
          <Tooltip key={String(v)} content="Set by the client and project chosen in the header">
            <Tag icon="lock" minimal intent="primary">
              {String(v)}
            </Tag>
          </Tooltip>
        ))}
      </div>
    );
  } else if (param.type === 'Date') field = <DateRangeField param={param} maxDays={maxDays} onChange={onChange} />;
  else if (param.type === 'range' && def?.options) field = <OptionsField param={param} def={def} onChange={onChange} />;
  else
    field = (
      <TextValuesField
        param={param}
        autocomplete={!def?.noAutocomplete && param.type === 'String'}
        onChange={onChange}
      />
    );

  return (
    <div className="svr-filter-row" role="group" aria-label={`Filter ${param.label}`} data-filter={param.label}>
      <span className={`svr-filter-label${param.exclude ? ' svr-filter-label--exclude' : ''}`}>{param.label}</span>
      {field}
      {locked || permanent ? (
        <span className="svr-filter-remove" aria-hidden />
      ) : (
        <Button
          className="svr-filter-remove"
          variant="minimal"
          icon="cross"
          aria-label={`Remove ${param.label}`}
          onClick={onRemove}
        />
      )}
    </div>
  );
}
