/**
 * The filter panel (spec 002 §2): the chosen parameters, ADD PARAMETER, CLEAR PARAMETERS, LOAD RESULTS
 * (validateFilter first; its message in an OK dialog) and SAVE... (Save As View, Save As Roll-up: each offered
 * when the page passes its handler, so notification pages leave the roll-up out). LOAD RESULTS and the save
 * menu need at least one parameter with data.
 */
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import '@blueprintjs/datetime2/lib/css/blueprint-datetime2.css';
import '../filters.css';
import { Button, Card, Intent, Menu, MenuItem, Popover, Tooltip } from '@blueprintjs/core';
import { maxRangeDays } from '@svr/domain';
import type { ReactNode } from 'react';
import { useSession } from '../../../app/session/SessionContext';
import type { FilterState } from '../hooks/useFilterState';
import { availableParameters } from '../model/catalogue';
import { isLocked, newParam } from '../model/filterState';
import { AddParameterMenu } from './AddParameterMenu';
import { FilterErrorDialog } from './FilterErrorDialog';
import { FilterRow } from './FilterRow';

export interface FilterPanelProps {
  state: FilterState;
  /** SAVE... → Save As View; the menu is left out without it. */
  onSaveAsView?: () => void;
  /** SAVE... → Save As Roll-up (spec 002 §2: not on a notification create or sent page). */
  onSaveAsRollup?: () => void;
  /** More buttons after LOAD RESULTS. */
  children?: ReactNode;
}

export const NEED_DATA = 'Choose at least one parameter with a value first.';

export function FilterPanel({ state, onSaveAsView, onSaveAsRollup, children }: FilterPanelProps) {
  const { user } = useSession();
  const available = availableParameters(state.config, user?.isClient ?? false);
  // A widget's filter allows 366 days; every other panel's filter is checked as a list's (45 days).
  const maxDays = maxRangeDays(state.config.widget ? 'widget' : 'list');
  return (
    <Card className="svr-filter-panel" aria-label="Filters" role="region">
      <div className="svr-filter-rows">
        {state.params.map((p) => (
          <FilterRow
            key={`${p.label}`}
            param={p}
            locked={isLocked(p, state.config)}
            permanent={state.isInjected(p)}
            maxDays={maxDays}
            onChange={(next) => state.update(p, next)}
            onRemove={() => state.remove(p)}
          />
        ))}
      </div>
      <div className="svr-filter-buttons">
        <AddParameterMenu available={available} chosen={state.params} onAdd={(def) => state.add(newParam(def))} />
        <Button icon="eraser" text="CLEAR PARAMETERS" onClick={state.clear} />
        <span className="svr-toolbar-spacer" />
        {children}
        {(onSaveAsView || onSaveAsRollup) && (
          <Tooltip content={NEED_DATA} disabled={state.canLoad}>
            <Popover
              placement="bottom-end"
              disabled={!state.canLoad}
              content={
                <Menu>
                  {onSaveAsView && <MenuItem icon="floppy-disk" text="Save As View" onClick={onSaveAsView} />}
                  {onSaveAsRollup && <MenuItem icon="th-list" text="Save As Roll-up" onClick={onSaveAsRollup} />}
                </Menu>
              }
            >
              <Button endIcon="caret-down" text="SAVE..." disabled={!state.canLoad} />
            </Popover>
          </Tooltip>
        )}
        <Tooltip content={NEED_DATA} disabled={state.canLoad}>
          <Button
            intent={Intent.PRIMARY}
            icon="search"
            text="LOAD RESULTS"
            disabled={!state.canLoad}
            onClick={() => state.load()}
          />
        </Tooltip>
      </div>
      <FilterErrorDialog message={state.problem} onClose={state.dismissProblem} />
    </Card>
  );
}
