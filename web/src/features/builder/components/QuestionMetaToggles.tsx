import { HTMLSelect, Switch } from '@blueprintjs/core';
import { useBuilderActions } from '../hooks/useBuilder';
import { PHOTO_TYPES, VIDEO_TYPES } from '@svr/domain';
import { CALL_OUT_TYPES, type BuilderQuestion, type QuestionMeta } from '../model/types';
import { PairedSelector } from './PairedSelector';

export interface QuestionMetaTogglesProps {
  question: BuilderQuestion;
}

const PHOTO_LABELS: Record<(typeof PHOTO_TYPES)[number], string> = {
  'general-photo': 'General photo',
  'before-photo': 'Before photo',
  'after-photo': 'After photo',
};
const VIDEO_LABELS: Record<(typeof VIDEO_TYPES)[number], string> = {
  'general-video': 'General video',
  'before-video': 'Before video',
  'after-video': 'After video',
};

/** Required, hidden (internal only), quick review, call-out, photo and video type, before/after pairing. */
export function QuestionMetaToggles({ question: q }: QuestionMetaTogglesProps) {
  const { dispatch } = useBuilderActions();
  const setMeta = (patch: Partial<QuestionMeta>) =>
    dispatch({ type: 'updateQuestion', uuid: q.uuid, fn: (x) => ({ ...x, meta: { ...x.meta, ...patch } }) });
  const m = q.meta;
  const generated = m.forkFromNumericConditional === true;

  return (
    <div className="svr-meta">
      <Switch
        inline
        label="Required"
        checked={m.isRequired}
        disabled={generated}
        onChange={(e) => setMeta({ isRequired: e.currentTarget.checked })}
      />
      <Switch
        inline
        label="Hidden"
        checked={m.isHidden}
        disabled={generated}
        onChange={(e) => setMeta({ isHidden: e.currentTarget.checked })}
      />
      <Switch
        inline
        label="Quick review"
        checked={m.isQuickReview}
        onChange={(e) => setMeta({ isQuickReview: e.currentTarget.checked })}
      />
      {CALL_OUT_TYPES.includes(q.type) && (
        <Switch
          inline
          label="CALL OUT"
          checked={m.isCallOut}
          onChange={(e) =>
            setMeta({
              isCallOut: e.currentTarget.checked,
              callOutOptions: e.currentTarget.checked ? (m.callOutOptions ?? []) : [],
            })
          }
        />
      )}
      {q.type === 'photo-input' && (
        <HTMLSelect
          aria-label="Photo type"
          value={m.photoType ?? 'general-photo'}
          onChange={(e) => {
            const photoType = e.currentTarget.value as (typeof PHOTO_TYPES)[number];
            setMeta({
              photoType,
              pairedQuestionUuid: photoType === 'after-photo' ? (m.pairedQuestionUuid ?? null) : null,
            });
          }}
        >
          {PHOTO_TYPES.map((t) => (
            <option key={t} value={t}>
              {PHOTO_LABELS[t]}
            </option>
          ))}
        </HTMLSelect>
      )}
      {q.type === 'video-input' && (
        <HTMLSelect
          aria-label="Video type"
          value={m.videoType ?? 'general-video'}
          onChange={(e) => {
            const videoType = e.currentTarget.value as (typeof VIDEO_TYPES)[number];
            setMeta({
              videoType,
              pairedQuestionUuid: videoType === 'after-video' ? (m.pairedQuestionUuid ?? null) : null,
            });
          }}
        >
          {VIDEO_TYPES.map((t) => (
            <option key={t} value={t}>
              {VIDEO_LABELS[t]}
            </option>
          ))}
        </HTMLSelect>
      )}
      {(m.photoType === 'after-photo' || m.videoType === 'after-video') && <PairedSelector question={q} />}
    </div>
  );
}
