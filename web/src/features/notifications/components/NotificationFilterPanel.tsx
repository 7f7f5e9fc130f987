/**
 * The Sent list's search and filter panel (spec 001 §2.4, spec 002 §2): only the list's searchable columns,
 * text ones with suggestions ('membership/notification' autocomplete), ADD PARAMETER, CLEAR PARAMETERS and LOAD
 * RESULTS. No SAVE... yet: a saved view holds visit filters (the api checks them against the visit list's paths and
 * its Visit Date rule) and opens as a visit list, so a view of notification filters could never be saved or opened;
 * it needs saved views that know their list first (docs/DECISIONS.md).
 */
import { Button, Card, Intent, Menu, MenuItem, Popover, TagInput } from '@blueprintjs/core';
import { useState } from 'react';
import { useNotificationSuggestionsQuery } from '../../../generated/graphql';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { DateRangeField } from '../../filters/components/DateRangeField';
import { OptionsField } from '../../filters/components/OptionsField';
import { newParam } from '../../filters/model/filterState';
import type { FilterParam } from '../../filters/model/types';
import type { NotificationFilters } from '../hooks/useNotificationFilters';
import { notificationParameter, remainingParameters, SUGGESTED_PATHS } from '../model/filters';

function SuggestedTextField({ param, onChange }: { param: FilterParam; onChange: (p: FilterParam) => void }) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 200);
  const wanted = SUGGESTED_PATHS.has(param.path) && search !== '';
  const { data } = useNotificationSuggestionsQuery({ variables: { path: param.path, search }, skip: !wanted });
  const suggestions = (wanted ? (data?.notificationSuggestions ?? []) : []).filter(
    (s) => !param.data.some((v) => String(v) === s),
  );
  const add = (value: string) => {
    const v = value.trim();
    if (v && !param.data.some((x) => String(x) === v)) onChange({ ...param, data: [...param.data, v] });
    setText('');
  };
  return (
    <div className="svr-filter-field">
      <Popover
        isOpen={suggestions.length > 0 && text.trim() !== ''}
        placement="bottom-start"
        minimal
        autoFocus={false}
        enforceFocus={false}
        matchTargetWidth
        content={
          <Menu role="listbox" aria-label={`${param.label} suggestions`}>
            {suggestions.map((s) => (
              <MenuItem key={s} text={s} roleStructure="listoption" onClick={() => add(s)} />
            ))}
          </Menu>
        }
      >
        <TagInput
          values={param.data.map(String)}
          inputValue={text}
          onInputChange={(e) => setText(e.currentTarget.value)}
          onAdd={(values) => values.forEach(add)}
          onRemove={(_v, i) => onChange({ ...param, data: param.data.filter((_x, j) => j !== i) })}
          addOnBlur={false}
          placeholder="Type, then Enter"
          inputProps={{ 'aria-label': param.label }}
        />
      </Popover>
    </div>
  );
}

export interface NotificationFilterPanelProps {
  state: NotificationFilters;
}

export function NotificationFilterPanel({ state }: NotificationFilterPanelProps) {
  const remaining = remainingParameters(state.params);
  return (
    <Card className="svr-filter-panel" aria-label="Filters" role="region">
      <div className="svr-filter-rows">
        {state.params.length === 0 && (
          <p className="svr-muted">
            No parameters: every notification is listed (of the client and project chosen in the header).
          </p>
        )}
        {state.params.map((p) => {
          const def = notificationParameter(p.label);
          const change = (next: FilterParam) => state.update(p, next);
          return (
            <div key={p.label} className="svr-filter-row" role="group" aria-label={`Filter ${p.label}`}>
              <span className="svr-filter-label">{p.label}</span>
              {p.type === 'Date' ? (
                <DateRangeField param={p} onChange={change} />
              ) : p.type === 'range' ? (
                <OptionsField param={p} def={def} onChange={change} />
              ) : (
                <SuggestedTextField param={p} onChange={change} />
              )}
              <Button
                className="svr-filter-remove"
                variant="minimal"
                icon="cross"
                aria-label={`Remove ${p.label}`}
                onClick={() => state.remove(p)}
              />
            </div>
          );
        })}
      </div>
      <div className="svr-filter-buttons">
        <Popover
          placement="bottom-start"
          disabled={remaining.length === 0}
          content={
            <Menu>
              {remaining.map((d) => (
                <MenuItem key={d.label} text={d.label} onClick={() => state.add(newParam(d))} />
              ))}
            </Menu>
          }
        >
          <Button icon="add" text="ADD PARAMETER" disabled={remaining.length === 0} />
        </Popover>
        <Button icon="eraser" text="CLEAR PARAMETERS" onClick={state.clear} />
        <span className="svr-toolbar-spacer" />
        <Button intent={Intent.PRIMARY} icon="search" text="LOAD RESULTS" onClick={state.load} />
      </div>
    </Card>
  );
}
