/** ADD PARAMETER (spec 002 §2): the parameters the page offers that are not chosen yet, with a search box. */
import { Button, InputGroup, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { useState } from 'react';
import type { FilterParam, ParameterDef } from '../model/types';

export interface AddParameterMenuProps {
  available: readonly ParameterDef[];
  chosen: readonly FilterParam[];
  onAdd: (def: ParameterDef) => void;
}

export function AddParameterMenu({ available, chosen, onAdd }: AddParameterMenuProps) {
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const offered = available.filter((d) => !chosen.some((p) => p.label === d.label));
  const shown = offered.filter((d) => d.label.toLowerCase().includes(search.trim().toLowerCase()));
  return (
    <Popover
      isOpen={open}
      onInteraction={(next) => {
        setOpen(next);
        if (!next) setSearch('');
      }}
      placement="bottom-start"
      content={
        <div className="svr-filter-menu">
          <InputGroup
            leftIcon="search"
            placeholder="Search parameters"
            aria-label="Search parameters"
            value={search}
            autoFocus
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          <Menu aria-label="Filter parameters" className="svr-filter-menu-list">
            {shown.map((d) => (
              <MenuItem
                key={d.label}
                text={d.label}
                onClick={() => {
                  onAdd(d);
                  setOpen(false);
                  setSearch('');
                }}
              />
            ))}
            {shown.length === 0 && <MenuItem disabled text="No more parameters" />}
          </Menu>
        </div>
      }
    >
      <Button icon="add" text="ADD PARAMETER" disabled={offered.length === 0} />
    </Popover>
  );
}
