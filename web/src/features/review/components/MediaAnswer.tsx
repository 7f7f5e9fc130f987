/**
 * A photo, signature or video answer: the thumbnail (135 px, turned by its rotation), its marks, the staff
 * actions, and in photo editing (EDIT PHOTOS, review mode) delete, replace by upload, and swap with another
 * photo by drag and drop (the window scrolls near its edges while dragging, spec 001 §9) or the Swap menu. Client
 * users see a placeholder for blocked media.
 */
import { Alert, Button, Menu, MenuItem, Popover, ProgressBar, Tag } from '@blueprintjs/core';
import { useCallback, useRef, useState, type DragEvent } from 'react';
import { toast } from '../../../app/toaster';
import { useDocumentUpload } from '../../builder/hooks/useDocumentUpload';
import { useDragScroll } from '../hooks/useDragScroll';
import { markOf, useReview } from '../hooks/useReview';
import { swapSaves } from '../model/answerEdit';
import { urlRotation, type AnswerShown, type ReviewAnswer, type ReviewQuestion } from '../model/report';
import { MarkTags } from './MarkTags';
import { MediaActions } from './MediaActions';
import { RotatedImage } from './RotatedImage';
import { IMAGE_WIDTH, sizedImageUrl, useRefreshExpiredAddress } from '../../../ui/media';

export interface MediaAnswerProps {
  question: ReviewQuestion;
  answer: ReviewAnswer | null;
  shown: AnswerShown;
}

const DRAG_TYPE = 'application/x-svr-photo-question';

export function MediaAnswer({ question, answer, shown }: MediaAnswerProps) {
  const refreshExpired = useRefreshExpiredAddress();
  const { isClient, reviewMode, photoEdit, marks, revisions, actions, guard, showError, openMedia, photoSlots } =
    useReview();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [dropping, setDropping] = useState(false);
  const dragScroll = useDragScroll();
  const file = useRef<HTMLInputElement>(null);
  const isVideo = question.type === 'VIDEO_INPUT';
  const what = isVideo ? 'video' : question.type === 'SIGNATURE_INPUT' ? 'signature' : 'photo';
  const editing = photoEdit && reviewMode && !isClient;

  const onUploaded = useCallback(
    (doc: { uuid: string }) => {
      void actions
        .saveAnswer(question.uuid, doc.uuid)
        .then((r) => (r.ok ? toast(`The ${what} of “${question.title}” was replaced.`) : showError(r.message)));
    },
    [actions, question.uuid, question.title, showError, what],
  );
  const upload = useDocumentUpload(null, onUploaded);

  const value = answer?.value ?? null;
  const slot = { questionUuid: question.uuid, value };
  const swapWith = (other: { questionUuid: string; value: string | null }) =>
    guard(() => {
      const saves = swapSaves(other, slot);
      if (!saves.length) return;
      void actions.saveAnswers(saves).then((r) => (r.ok ? toast('Photos swapped.') : showError(r.message)));
    });

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDropping(false);
    const from = e.dataTransfer.getData(DRAG_TYPE);
    const other = photoSlots.find((p) => p.questionUuid === from);
    if (other) swapWith(other);
  };

  const doc = shown.kind === 'media' ? shown.document : null;
  const mark = markOf(marks, doc?.uuid);
  const rotation = doc ? (isVideo ? (mark?.rotation ?? 0) : urlRotation(doc.url)) : 0;
  const swapTargets = photoSlots.filter(
    (p) => p.type === question.type && p.questionUuid !== question.uuid && (p.value ?? '') !== (value ?? ''),
  );

  let body: JSX.Element;
  if (shown.kind === 'blocked' || (isClient && mark?.blocked)) {
    body = (
      <div className="svr-review-placeholder" role="img" aria-label={`This ${what} is not available.`}>
        This {what} is not available.
      </div>
    );
  } else if (shown.kind === 'media' && !doc) {
    body = <span className="svr-muted">The file is not available.</span>;
  } else if (!doc) {
    body = <span className="svr-muted">No answer</span>;
  } else if (isVideo) {
    body = (
      <div className="svr-review-video-box">
        <video
          className="svr-review-video"
          src={doc.url}
          onError={refreshExpired}
          controls
          preload="metadata"
          width={230}
          style={{ transform: rotation ? `rotate(${rotation}deg)` : undefined }}
          aria-label={question.title}
        />
      </div>
    );
  } else {
    body = (
      <button
        type="button"
        className={`svr-review-thumb${mark?.blocked ? ' svr-review-thumb--blocked' : ''}`}
        onClick={() => openMedia(doc.uuid)}
        aria-label={`Open ${question.title}`}
      >
        <RotatedImage
          rotation={rotation}
          src={sizedImageUrl(doc, IMAGE_WIDTH.thumbnail)}
          alt={question.title}
          width={135}
          loading="lazy"
        />
      </button>
    );
  }

  return (
    <div
      className={`svr-review-media${editing ? ' svr-review-media--editing' : ''}${dropping ? ' svr-review-media--drop' : ''}`}
      draggable={editing && !!value && !isVideo}
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_TYPE, question.uuid);
        e.dataTransfer.effectAllowed = 'move';
        dragScroll.start();
      }}
      onDragEnd={dragScroll.stop}
      onDragOver={(e) => {
        if (editing && !isVideo && e.dataTransfer.types.includes(DRAG_TYPE)) {
          e.preventDefault();
          setDropping(true);
        }
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={editing ? onDrop : undefined}
      data-question={question.uuid}
    >
      {body}
      {!isClient && <MarkTags mark={mark} rejected={revisions.has(question.uuid) && !!doc} />}
      {!isClient && doc && (
        <MediaActions
          documentUuid={doc.uuid}
          questionUuid={question.uuid}
          questionTitle={question.title}
          kind={isVideo ? 'video' : 'photo'}
        />
      )}
      {editing && (
        <div className="svr-review-photo-edit">
          <input
            ref={file}
            type="file"
            hidden
            accept={isVideo ? 'video/*' : 'image/*'}
            aria-label={`Upload a ${what} for ${question.title}`}
            onChange={(e) => {
              const f = e.target.files?.[0];
              e.target.value = '';
              if (f) void upload.upload(f);
            }}
          />
          <Button
            size="small"
            icon="upload"
            text={value ? `Replace ${what}` : `Add ${what}`}
            disabled={actions.saving || upload.state.phase === 'uploading'}
            onClick={() => guard(() => file.current?.click())}
          />
          {value && (
            <Button
              size="small"
              icon="trash"
              intent="danger"
              variant="minimal"
              text={`Delete ${what}`}
              disabled={actions.saving}
              onClick={() => guard(() => setConfirmDelete(true))}
            />
          )}
          {!isVideo && swapTargets.length > 0 && (
            <Popover
              content={
                <Menu aria-label={`Swap ${question.title} with`}>
                  {swapTargets.map((p) => (
                    <MenuItem
                      key={p.questionUuid}
                      text={p.title || 'Untitled question'}
                      label={p.value ? '' : 'empty'}
                      onClick={() => swapWith(p)}
                    />
                  ))}
                </Menu>
              }
              placement="bottom-start"
            >
              <Button
                size="small"
                icon="swap-horizontal"
                variant="minimal"
                text="Swap with…"
                disabled={actions.saving}
              />
            </Popover>
          )}
          {value && !isVideo && swapTargets.length > 0 && (
            <Tag minimal icon="drag-handle-horizontal">
              Drag onto another photo to swap
            </Tag>
          )}
          {upload.state.phase === 'uploading' && (
            <div className="svr-review-upload">
              {upload.state.percent < 100
                ? `Uploading ${upload.state.fileName}…`
                : 'Moving file into file server. Please wait.'}
              <ProgressBar value={upload.state.percent / 100} intent="primary" />
            </div>
          )}
          {upload.state.phase === 'error' && (
            <div className="svr-review-upload svr-review-error" role="alert">
              {upload.state.message} <Button size="small" variant="minimal" text="OK" onClick={upload.clearError} />
            </div>
          )}
        </div>
      )}
      <Alert
        isOpen={confirmDelete}
        intent="danger"
        icon="trash"
        confirmButtonText="DELETE"
        cancelButtonText="CANCEL"
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          void actions
            .saveAnswer(question.uuid, null)
            .then((r) => (r.ok ? toast(`The ${what} of “${question.title}” was deleted.`) : showError(r.message)));
        }}
      >
        Delete the {what} of “{question.title}”? The answer will be left empty.
      </Alert>
    </div>
  );
}
