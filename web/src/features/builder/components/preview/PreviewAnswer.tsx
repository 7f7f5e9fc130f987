import { Checkbox, HTMLSelect, Icon, InputGroup, Radio, TextArea } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { isQuestionType, type QuestionType } from '@svr/domain';
import type { BuilderQuestion } from '../../model/types';

export interface PreviewAnswerProps {
  question: BuilderQuestion;
  renderFork: (fork: BuilderQuestion[], label: string) => ReactNode;
}

const PHOTO_NOTE: Record<string, string> = {
  'before-photo': 'Before photo',
  'after-photo': 'After photo',
  'general-photo': 'Photo',
};
const VIDEO_NOTE: Record<string, string> = {
  'before-video': 'Before video',
  'after-video': 'After video',
  'general-video': 'Video',
};

/** The answer control of each type, as the talent app shows it (not interactive here). */
export function PreviewAnswer({ question: q, renderFork }: PreviewAnswerProps) {
  // A common question answers as the library question it was made from.
  const type: QuestionType =
    q.type === 'common-input' && isQuestionType(q.meta.commonType) ? q.meta.commonType : q.type;
  const name = `preview-${q.uuid}`;
  const optionsWithForks = (control: (label: string, i: number) => ReactNode) =>
    q.options.map((o, i) => (
      <div key={o.uuid} className="svr-preview-option">
        {control(o.label, i)}
        {renderFork(o.conditionalFork, o.label)}
      </div>
    ));

  switch (type) {
    case 'radio-button-input':
      return (
        <div role="radiogroup" aria-label={q.title}>
          {optionsWithForks((label) => (
            <Radio name={name} label={label} readOnly />
          ))}
        </div>
      );
    case 'toggle-input':
      return (
        <div role="radiogroup" aria-label={q.title}>
          {optionsWithForks((label) => (
            <Radio name={name} label={label} inline readOnly />
          ))}
        </div>
      );
    case 'checkbox-input':
      return (
        <div>
          {optionsWithForks((label) => (
            <Checkbox label={label} readOnly />
          ))}
        </div>
      );
    case 'dropdown-input':
      return (
        <div>
          <HTMLSelect aria-label={q.title} defaultValue="">
            <option value="">Choose…</option>
            {q.options.map((o) => (
              <option key={o.uuid}>{o.label}</option>
            ))}
          </HTMLSelect>
          {q.options.map((o) => (
            <div key={o.uuid}>
              {o.conditionalFork.length > 0 && <div className="svr-preview-if">If ‘{o.label}’</div>}
              {renderFork(o.conditionalFork, o.label)}
            </div>
          ))}
        </div>
      );
    case 'single-line-input':
      return <InputGroup aria-label={q.title} placeholder="Answer" readOnly />;
    case 'multi-line-input':
      return <TextArea aria-label={q.title} placeholder="Answer" fill readOnly rows={3} />;
    case 'numeric-int-input':
      return (
        <InputGroup aria-label={q.title} type="number" placeholder="0" readOnly className="svr-preview-number-input" />
      );
    case 'numeric-conditional-input':
      return (
        <div>
          <InputGroup
            aria-label={q.title}
            type="number"
            placeholder={`0 – ${q.meta.maxQuestions ?? 0}`}
            readOnly
            className="svr-preview-number-input"
          />
          <div className="svr-preview-if">Up to {q.meta.maxQuestions ?? 0} responses:</div>
          {q.options.map((o) => (
            <div key={o.uuid}>{renderFork(o.conditionalFork, 'responses')}</div>
          ))}
        </div>
      );
    case 'photo-input':
      return (
        <div className="svr-preview-media">
          <Icon icon="camera" /> {PHOTO_NOTE[q.meta.photoType ?? 'general-photo']}: take or choose a photo
        </div>
      );
    case 'video-input':
      return (
        <div className="svr-preview-media">
          <Icon icon="video" /> {VIDEO_NOTE[q.meta.videoType ?? 'general-video']}: record or choose a video
        </div>
      );
    case 'signature-input':
      return <div className="svr-preview-signature">Sign here</div>;
    default:
      return <InputGroup aria-label={q.title} placeholder="Answer" readOnly />;
  }
}
