/**
 * The report's header (spec 001 §2.1): 'door location | Door #number', the form and report number, and the
 * icons: show or hide unanswered sections, quick review (staff), the photo and video carousels, the exports.
 */
import { Button, ButtonGroup, H3, Tooltip } from '@blueprintjs/core';
import type { RefObject } from 'react';
import type { ReviewVisit } from '../hooks/useReportView';
import { ReviewExports } from './exports/ReviewExports';

export interface ReviewHeaderProps {
  visit: ReviewVisit;
  isClient: boolean;
  reviewMode: boolean;
  showUnanswered: boolean;
  onToggleUnanswered: () => void;
  quickReview: boolean;
  onToggleQuickReview: () => void;
  /** The page's photos in order (their uuids go to the exports) and whether there are videos. */
  photoUuids: string[];
  hasVideos: boolean;
  onOpenPhotos: () => void;
  onOpenVideos: () => void;
  /** The page content the PDF export prints. */
  pageRef: RefObject<HTMLElement | null>;
}

export function ReviewHeader(p: ReviewHeaderProps) {
  const { visit, isClient, showUnanswered, quickReview } = p;
  const unansweredLabel = showUnanswered ? 'Hide unanswered sections' : 'Show unanswered sections';
  return (
    <div className="svr-review-header">
      <div>
        <H3>{[visit.doorLocation ?? 'NA', `Door #${visit.doorNumber ?? 'NA'}`].join(' | ')}</H3>
        <div className="svr-muted">
          {visit.form?.title ?? 'No form'} · Report #{visit.id}
          {p.reviewMode && !isClient && <span className="svr-review-mode-note"> · Review mode</span>}
        </div>
      </div>
      <span className="svr-toolbar-spacer" />
      <ButtonGroup variant="minimal" data-pdf-exclude="">
        <Tooltip content={unansweredLabel}>
          <Button
            icon={showUnanswered ? 'eye-off' : 'eye-open'}
            aria-label={unansweredLabel}
            onClick={p.onToggleUnanswered}
          />
        </Tooltip>
        {!isClient && (
          <Tooltip content={quickReview ? 'Show every question' : 'Quick review'}>
            <Button
              icon="lightning"
              aria-label="Quick review"
              aria-pressed={quickReview}
              active={quickReview}
              intent={quickReview ? 'primary' : 'none'}
              onClick={p.onToggleQuickReview}
            />
          </Tooltip>
        )}
        <Tooltip content={p.photoUuids.length ? 'Photo carousel' : 'No photos in this report'}>
          <Button icon="media" aria-label="Photo carousel" disabled={!p.photoUuids.length} onClick={p.onOpenPhotos} />
        </Tooltip>
        {p.hasVideos && (
          <Tooltip content="Video carousel">
            <Button icon="video" aria-label="Video carousel" onClick={p.onOpenVideos} />
          </Tooltip>
        )}
      </ButtonGroup>
      <ReviewExports storeVisitId={visit.id} pageRef={p.pageRef} photoUuids={p.photoUuids} />
    </div>
  );
}
