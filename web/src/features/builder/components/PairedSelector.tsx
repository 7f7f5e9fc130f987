import { HTMLSelect } from '@blueprintjs/core';
import { useBuilderActions, usePairCandidates } from '../hooks/useBuilder';
import type { BuilderQuestion } from '../model/types';

export interface PairedSelectorProps {
  question: BuilderQuestion;
}

/** The before question an after-photo or after-video is paired with (shown only for those types). */
export function PairedSelector({ question: q }: PairedSelectorProps) {
  const { dispatch } = useBuilderActions();
  const video = q.type === 'video-input';
  const candidates = usePairCandidates().filter((c) => c.uuid !== q.uuid && c.kind === (video ? 'video' : 'photo'));
  return (
    <HTMLSelect
      aria-label="Paired before question"
      value={q.meta.pairedQuestionUuid ?? ''}
      onChange={(e) => {
        const pairedQuestionUuid = e.currentTarget.value || null;
        dispatch({
          type: 'updateQuestion',
          uuid: q.uuid,
          fn: (x) => ({ ...x, meta: { ...x.meta, pairedQuestionUuid } }),
        });
      }}
    >
      <option value="">{video ? 'Pair with a before video…' : 'Pair with a before photo…'}</option>
      {candidates.map((c) => (
        <option key={c.uuid} value={c.uuid}>
          {c.title || '(untitled)'}
        </option>
      ))}
    </HTMLSelect>
  );
}
