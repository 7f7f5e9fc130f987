/**
 * The searchable saved-dashboards dropdown (spec 002 §2): the current dashboard's title and a down arrow; open, a
 * search box over the titles and the list (at most 500 px high), each entry with an edit pencil.
 */
import { Button, InputGroup, Menu, MenuItem, Popover, Tooltip } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import type { DashboardListFieldsFragment } from '../../../generated/graphql';

export interface DashboardPickerProps {
  dashboards: readonly DashboardListFieldsFragment[];
  currentId: number | null;
  onOpen: (id: number) => void;
  onEdit: (id: number) => void;
}

export function DashboardPicker({ dashboards, currentId, onOpen, onEdit }: DashboardPickerProps) {
  const [isOpen, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const current = dashboards.find((d) => d.id === currentId);
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return needle ? dashboards.filter((d) => d.title.toLowerCase().includes(needle)) : dashboards;
  }, [dashboards, search]);

  const content = (
    <div className="svr-dashboard-picker">
      <InputGroup
        autoFocus
        leftIcon="search"
        placeholder="Search dashboards"
        aria-label="Search dashboards"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      <Menu className="svr-dashboard-picker-menu" aria-label="Saved dashboards">
        {shown.length === 0 && <MenuItem disabled text={dashboards.length ? 'No match' : 'No dashboards yet'} />}
        {shown.map((d) => (
          <MenuItem
            key={d.id}
            text={d.title}
            active={d.id === currentId}
            icon={d.restrictTokenUserId ? 'lock' : 'dashboard'}
            onClick={() => {
              setOpen(false);
              onOpen(d.id);
            }}
            labelElement={
              <Tooltip content="Edit Dashboard" placement="right">
                <Button
                  variant="minimal"
                  size="small"
                  icon="edit"
                  aria-label={`Edit ${d.title}`}
                  onClick={(e) => {
                    e.stopPropagation();
                    setOpen(false);
                    onEdit(d.id);
                  }}
                />
              </Tooltip>
            }
          />
        ))}
      </Menu>
    </div>
  );

  return (
    <Popover
      isOpen={isOpen}
      onInteraction={(next) => setOpen(next)}
      content={content}
      placement="bottom-start"
      onClosed={() => setSearch('')}
    >
      <Button
        variant="minimal"
        className="svr-dashboard-picker-button"
        endIcon="caret-down"
        // The visible title comes first in the name (WCAG 2.5.3 'label in name'), then what the button opens.
        aria-label={`${current?.title ?? 'Select a dashboard'}, saved dashboards`}
        text={current?.title ?? 'Select a dashboard'}
      />
    </Popover>
  );
}
