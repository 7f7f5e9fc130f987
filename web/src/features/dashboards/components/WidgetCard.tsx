/**
 * One dashboard widget (spec 002 §2, §9): the header with the title and description (cut at 40 characters with a
 * tooltip), the edit and move icons, the download icon where the widget has one and a menu to open the widget's
 * underlying data or delete the widget; then the content, 458 px high (photo and video 430). While its PNG is made the icons hide.
 */
import { Button, Card, Menu, MenuDivider, MenuItem, Popover, Tooltip } from '@blueprintjs/core';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { elementPng, useWidgetDownload, type PngSource } from '../hooks/useWidgetDownload';
import { truncateWidgetText } from '../model/truncate';
import { openAsList, openAsRollup } from '../model/underlyingData';
import { contentHeight, downloadable, widgetKind, type DashboardWidget } from '../model/widgetData';
import { WidgetBody } from './WidgetBody';

export interface WidgetCardProps {
  widget: DashboardWidget;
  /** The dashboard is being fetched again. */
  refreshing: boolean;
  onEdit: () => void;
  /** Offered on a dashboard only (a widget on its own page has no position). */
  onMove?: () => void;
  onDelete?: () => void;
}

function Truncated({ text, className }: { text: string; className: string }) {
  const cut = truncateWidgetText(text);
  if (!cut.truncated) return <span className={className}>{text}</span>;
  return (
    <Tooltip content={text} className={className} placement="top-start">
      <span>{cut.text}</span>
    </Tooltip>
  );
}

export function WidgetCard({ widget, refreshing, onEdit, onMove, onDelete }: WidgetCardProps) {
  const navigate = useNavigate();
  const kind = widgetKind(widget);
  const capture = useRef<HTMLDivElement>(null);
  const chartPng = useRef<PngSource | null>(null);
  const { capturing, download } = useWidgetDownload(widget.title);
  const onPngSource = useCallback((source: PngSource) => {
    chartPng.current = source;
  }, []);

  const save = () =>
    void download(() => {
      if (chartPng.current) return chartPng.current();
      if (!capture.current) return Promise.reject(new Error('The widget is not on screen.'));
      return elementPng(capture.current);
    });

  const openMenu = (
    <Menu>
      <MenuItem
        icon="th-list"
        text="Open as SVR responses list"
        onClick={() => navigate(openAsList(localStorage, widget))}
      />
      <MenuItem icon="th" text="Open as roll-up" onClick={() => navigate(openAsRollup(localStorage, widget))} />
      {onDelete && <MenuDivider />}
      {onDelete && <MenuItem icon="trash" intent="danger" text="Delete widget" onClick={onDelete} />}
    </Menu>
  );

  return (
    <Card className="svr-widget" aria-label={widget.title} data-widget-id={widget.id} data-widget-type={kind ?? ''}>
      <div ref={capture} className="svr-widget-capture">
        <div className="svr-widget-header">
          <div className="svr-widget-heading">
            <Truncated text={widget.title} className="svr-widget-title" />
            {widget.description && <Truncated text={widget.description} className="svr-widget-description" />}
          </div>
          {capturing ? (
            // The image is taken without the icons (spec 002 §4); the toast says it is coming.
            <span className="svr-widget-icons" />
          ) : (
            <div className="svr-widget-icons">
              <Tooltip content="Edit widget">
                <Button variant="minimal" size="small" icon="edit" aria-label="Edit widget" onClick={onEdit} />
              </Tooltip>
              {onMove && (
                <Tooltip content="Move widget">
                  <Button variant="minimal" size="small" icon="move" aria-label="Move widget" onClick={onMove} />
                </Tooltip>
              )}
              {downloadable(kind) && (
                <Tooltip content="Download image">
                  <Button variant="minimal" size="small" icon="download" aria-label="Download image" onClick={save} />
                </Tooltip>
              )}
              <Popover content={openMenu} placement="bottom-end">
                <Button variant="minimal" size="small" icon="more" aria-label="Open underlying data" />
              </Popover>
            </div>
          )}
        </div>
        <div className="svr-widget-body" style={{ height: contentHeight(kind) }}>
          <WidgetBody widget={widget} kind={kind} loading={refreshing} onPngSource={onPngSource} />
        </div>
      </div>
    </Card>
  );
}
