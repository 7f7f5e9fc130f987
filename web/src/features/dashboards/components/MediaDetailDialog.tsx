/**
 * The photo or video widget's detail view (spec 002 §2, §4, §6): the slide at 1280 px, alone or as a before/after
 * pair, with Retailer, Location, Door, Report # and visit date; previous and next; staff get star, flag, block and
 * rotate (star and flag ask the motive, as on the review page); everyone gets download and open in a new tab.
 */
import { AnchorButton, Button, ButtonGroup, Dialog, DialogBody, HTMLTable, Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useSlideDocumentsQuery } from '../../../generated/graphql';
import { useSession } from '../../../app/session/SessionContext';
import { toastError } from '../../../app/toaster';
import { downloadName, downloadOriginal } from '../../../ui/download';
import { documentLink } from '../../../ui/media';
import { MotiveDialog } from '../../review/components/MotiveDialog';
import { useMediaActions } from '../hooks/useMediaActions';
import { slideDate, stepSlide } from '../model/slides';
import type { Slide } from '../model/widgetData';
import { SlideMedia } from './SlideMedia';

export interface MediaDetailDialogProps {
  widgetId: number;
  slides: readonly Slide[];
  index: number;
  video: boolean;
  onIndex: (index: number) => void;
  onClose: () => void;
}

export function MediaDetailDialog({ widgetId, slides, index, video, onIndex, onClose }: MediaDetailDialogProps) {
  const { user } = useSession();
  const staff = user ? !user.isClient : false;
  const { busy, mark, rotate } = useMediaActions(widgetId);
  const [motiveFor, setMotiveFor] = useState<'Star' | 'Flag' | null>(null);
  const count = slides.length;
  const slide = slides[Math.min(index, count - 1)] as Slide | undefined;
  // The slide's 1280 px and original addresses, asked now (the dashboard carries the 800 px one only).
  const uuids = slide ? [slide.document.uuid, ...(slide.before ? [slide.before.uuid] : [])] : [];
  const addresses = useSlideDocumentsQuery({
    variables: { uuids },
    skip: uuids.length === 0,
    onError: (e) => toastError(`The photo's full-size address could not be loaded: ${e.message}`),
  }).data?.documents;
  const detail = useMemo(() => new Map((addresses ?? []).map((d) => [d.uuid.toLowerCase(), d])), [addresses]);
  if (!slide) return null;
  const doc = slide.document;
  const what = video ? 'video' : 'photo';
  const fileName = downloadName(doc.title, doc.uuid, what);
  const fullUrl = detail.get(doc.uuid.toLowerCase())?.fullUrl ?? null;

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={slide.questionTitle ?? (video ? 'Video' : 'Photo')}
      className="svr-media-detail"
    >
      <DialogBody useOverflowScrollContainer={false}>
        <div className="svr-media-detail-stage">
          <Button
            icon="chevron-left"
            aria-label="Previous"
            disabled={count < 2}
            onClick={() => onIndex(stepSlide(index, -1, count))}
          />
          <SlideMedia slide={slide} video={video} size="detail" detail={detail} />
          <Button
            icon="chevron-right"
            aria-label="Next"
            disabled={count < 2}
            onClick={() => onIndex(stepSlide(index, 1, count))}
          />
        </div>
        <div className="svr-media-detail-info">
          <HTMLTable compact aria-label="Visit">
            <tbody>
              <tr>
                <th>Retailer</th>
                <td>{slide.retailer ?? ''}</td>
                <th>Location</th>
                <td>{slide.doorLocation ?? ''}</td>
                <th>Door</th>
                <td>{slide.doorNumber ?? ''}</td>
                <th>Report #</th>
                <td>
                  <a href={`/svr-response/${slide.storeVisitId}`} target="_blank" rel="noreferrer">
                    {slide.storeVisitId}
                  </a>
                </td>
                <th>Visit date</th>
                <td>{slideDate(slide.checkinTime, slide.expectedCheckinTime)}</td>
              </tr>
            </tbody>
          </HTMLTable>
          <div className="svr-media-detail-actions">
            {slide.starred && (
              <Tag intent="warning" icon="star" minimal>
                Starred
              </Tag>
            )}
            {slide.flagged && (
              <Tag intent="danger" icon="flag" minimal>
                Flagged
              </Tag>
            )}
            {slide.blocked && (
              <Tag icon="disable" minimal>
                Blocked
              </Tag>
            )}
            <span className="svr-toolbar-spacer" />
            {staff && (
              <ButtonGroup>
                <Button
                  icon="star"
                  text="Star"
                  active={slide.starred}
                  disabled={busy}
                  onClick={() =>
                    slide.starred
                      ? void mark(slide.storeVisitId, doc.uuid, 'STAR', null, 'Star removed.')
                      : setMotiveFor('Star')
                  }
                />
                <Button
                  icon="flag"
                  text="Flag"
                  active={slide.flagged}
                  disabled={busy}
                  onClick={() =>
                    slide.flagged
                      ? void mark(slide.storeVisitId, doc.uuid, 'FLAG', null, 'Flag removed.')
                      : setMotiveFor('Flag')
                  }
                />
                <Button
                  icon="disable"
                  text="Block"
                  active={slide.blocked}
                  disabled={busy}
                  onClick={() =>
                    void mark(
                      slide.storeVisitId,
                      doc.uuid,
                      'BLOCK',
                      null,
                      slide.blocked ? 'Unblocked.' : 'Blocked: client users no longer see it.',
                    )
                  }
                />
                <Button
                  icon="image-rotate-right"
                  text="Rotate"
                  disabled={busy}
                  onClick={() => void rotate(slide.storeVisitId, doc.uuid)}
                />
              </ButtonGroup>
            )}
            <ButtonGroup>
              <Button
                icon="download"
                text="Download"
                disabled={fullUrl === null}
                onClick={() => {
                  if (fullUrl)
                    downloadOriginal(fullUrl, fileName).catch((e: unknown) =>
                      toastError(e instanceof Error ? e.message : String(e)),
                    );
                }}
              />
              <AnchorButton icon="share" text="Open" href={documentLink(doc.uuid)} target="_blank" rel="noreferrer" />
            </ButtonGroup>
          </div>
        </div>
      </DialogBody>
      <MotiveDialog
        action={motiveFor}
        what={what}
        saving={busy}
        onCancel={() => setMotiveFor(null)}
        onContinue={(motive) => {
          const kind = motiveFor === 'Flag' ? 'FLAG' : 'STAR';
          void mark(slide.storeVisitId, doc.uuid, kind, motive, kind === 'FLAG' ? 'Flagged.' : 'Starred.').then(
            (saved) => saved && setMotiveFor(null),
          );
        }}
      />
    </Dialog>
  );
}
