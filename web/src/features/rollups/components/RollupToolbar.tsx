/**
 * The roll-up page's toolbar (spec 002 §2): the title, 'Total Row Count: n', the description, and the icons:
 * photo zip, Excel export (disabled with 'Please first select rows to export.' until rows are selected), and
 * save as roll-up; with the switch that embeds photos in the Excel file.
 */
import { Button, H3, Switch, Tooltip } from '@blueprintjs/core';

export const SELECT_ROWS_FIRST = 'Please first select rows to export.';

export interface RollupToolbarProps {
  title: string;
  description: string | null;
  total: number | null;
  selectedCount: number;
  embedPhotos: boolean;
  onEmbedPhotos: (on: boolean) => void;
  onZip: () => void;
  onExport: () => void;
  onSaveAs: () => void;
}

export function RollupToolbar(p: RollupToolbarProps) {
  return (
    <div className="svr-rollup-toolbar">
      <div className="svr-rollup-heading">
        <H3 className="svr-rollup-title">{p.title}</H3>
        {p.total !== null && (
          <span className="svr-muted" aria-live="polite">{`Total Row Count: ${p.total.toLocaleString('en-US')}`}</span>
        )}
        <span className="svr-toolbar-spacer" />
        <Switch
          label="Embed photos in Excel"
          checked={p.embedPhotos}
          onChange={(e) => p.onEmbedPhotos(e.currentTarget.checked)}
          className="svr-rollup-switch"
        />
        <Tooltip content={p.selectedCount ? 'Zip the photos of the selected rows' : 'Zip the photos of the roll-up'}>
          <Button minimal icon="compressed" aria-label="Zip photos" onClick={p.onZip} />
        </Tooltip>
        <Tooltip content={p.selectedCount ? 'Export the selected rows to Excel' : SELECT_ROWS_FIRST}>
          <Button
            minimal
            icon="export"
            aria-label="Export to Excel"
            disabled={p.selectedCount === 0}
            onClick={p.onExport}
          />
        </Tooltip>
        <Tooltip content="Save as a new roll-up">
          <Button minimal icon="floppy-disk" aria-label="Save as roll-up" onClick={p.onSaveAs} />
        </Tooltip>
      </div>
      {p.description && <p className="svr-muted svr-rollup-description">{p.description}</p>}
    </div>
  );
}
