/**
 * The demo forms: three published forms that together use every question type, conditional forks three
 * levels deep and a numeric-conditional question, plus one draft.
 */
import type { Random } from './random.js';

export interface Q {
  uuid: string;
  canonicalKey: string;
  type: string;
  title: string;
  tags: string[];
  meta: Record<string, unknown>;
  options: { uuid: string; label: string; value: string; conditionalFork: Q[] }[];
  documentIds: number[];
  commonId: number | null;
  content?: Q[];
}
export interface Section {
  uuid: string;
  type: 'section';
  title: string;
  tags: string[];
  meta: { forceQuestionOrder: boolean };
  content: Q[];
}
export interface FormSeed {
  title: string;
  status: number;
  clientIndex: number;
  heroImage: boolean;
  content: {
    structure: Section[][];
    documents: unknown[];
    callOut: { active: boolean; mailing: string };
    hideFromClient: number;
    invoicePlannedTime: number;
    maxAllowedTime: string;
    bypassGPSValidation: boolean;
    bypassDuplicatePhotoCheck: boolean;
  };
}

export function formBuilders(r: Random) {
  const q = (type: string, title: string, meta: Record<string, unknown> = {}, options: Q['options'] = []): Q => ({
    uuid: r.uuid(),
    canonicalKey: r.uuid(),
    type,
    title,
    tags: [],
    meta: { isRequired: true, isHidden: false, isQuickReview: false, isConditional: false, isCallOut: false, ...meta },
    options,
    documentIds: [],
    commonId: null,
  });
  const opt = (label: string, fork: Q[] = []) => ({ uuid: r.uuid(), label, value: label, conditionalFork: fork });
  const yesNo = (title: string, onYes: Q[] = [], onNo: Q[] = [], meta: Record<string, unknown> = {}) =>
    q('toggle-input', title, { ...meta, isConditional: onYes.length + onNo.length > 0 }, [
      opt('Yes', onYes),
      opt('No', onNo),
    ]);
  const group = (title: string, content: Q[]): Q => ({ ...q('question-group', title), content });
  const section = (title: string, content: Q[], tags: string[] = [], forceQuestionOrder = false): Section => ({
    uuid: r.uuid(),
    type: 'section',
    title,
    tags,
    meta: { forceQuestionOrder },
    content,
  });
  /** A numeric-conditional question with its '{prefix} - {n}' children, MAX RESPONSES = max. */
  const numericConditional = (title: string, childType: string, max: number): Q => {
    const prefix = childType === 'photo-input' ? 'Photo' : childType.includes('line') ? 'Response' : title;
    const children = Array.from({ length: max }, (_, i) =>
      q(childType, `${prefix} - ${i + 1}`, { forkFromNumericConditional: true }),
    );
    return q('numeric-conditional-input', title, { maxQuestions: max, isConditional: true }, [
      opt('responses', children),
    ]);
  };
  return { q, opt, yesNo, group, section, numericConditional };
}

const settings = (over: Partial<FormSeed['content']> = {}): Omit<FormSeed['content'], 'structure'> => ({
  documents: [],
  callOut: { active: false, mailing: '' },
  hideFromClient: 0,
  invoicePlannedTime: 0,
  maxAllowedTime: '',
  bypassGPSValidation: false,
  bypassDuplicatePhotoCheck: false,
  ...over,
});

export function demoForms(r: Random): FormSeed[] {
  const { q, opt, yesNo, group, section, numericConditional } = formBuilders(r);

  const beforeDisplay = q('photo-input', 'Photo of the display before work', { photoType: 'before-photo' });
  const afterDisplay = q('photo-input', 'Photo of the display after work', {
    photoType: 'after-photo',
    pairedQuestionUuid: beforeDisplay.uuid,
  });
  const merchandising: FormSeed = {
    title: 'Beauty Counter Merchandising Visit',
    status: 1,
    clientIndex: 0,
    heroImage: true,
    content: {
      structure: [
        [
          section(
            'Arrival',
            [
              q('single-line-input', 'Name of the store manager you met'),
              yesNo('Was the counter open on arrival?', [], [q('multi-line-input', 'Why was the counter closed?')]),
            ],
            ['Arrival'],
            true,
          ),
        ],
        [
          section(
            'Display',
            [
              beforeDisplay,
              q('radio-button-input', 'Condition of the display', { isQuickReview: true }, [
                opt('Good'),
                opt('Damaged', [
                  q('dropdown-input', 'What is damaged?', {}, [
                    opt('Shelf', [
                      yesNo(
                        'Was the shelf replaced?',
                        [q('photo-input', 'Photo of the replaced shelf')],
                        [q('single-line-input', 'Ticket number for the repair')],
                      ),
                    ]),
                    opt('Signage'),
                    opt('Lighting'),
                  ]),
                ]),
                opt('Missing'),
              ]),
              q('checkbox-input', 'Which products were faced?', {}, [
                opt('Lipstick'),
                opt('Foundation'),
                opt('Mascara'),
                opt('Skincare'),
              ]),
              q('numeric-int-input', 'Number of testers replaced'),
              afterDisplay,
            ],
            ['Display', 'Compliance'],
          ),
          section(
            'Inventory',
            [
              group('Stock check', [
                q('numeric-int-input', 'Units of the hero product on shelf'),
                q('numeric-int-input', 'Units of the hero product in back stock'),
              ]),
              numericConditional('How many out-of-stock items did you find?', 'single-line-input', 3),
            ],
            ['Inventory'],
          ),
        ],
        [
          section('Sign-off', [
            q('multi-line-input', 'Notes for the brand', { isHidden: true }),
            q('signature-input', 'Store manager signature'),
          ]),
        ],
      ],
      ...settings({ callOut: { active: true, mailing: 'fieldops@example.com, brand-team@example.com' } }),
    },
  };

  const beforeVideo = q('video-input', 'Video of the aisle before the reset', { videoType: 'before-video' });
  const reset: FormSeed = {
    title: 'Electronics Endcap Reset',
    status: 1,
    clientIndex: 1,
    heroImage: false,
    content: {
      structure: [
        [
          section('Check-in', [
            q('dropdown-input', 'Store format', {}, [opt('Superstore'), opt('Standard'), opt('Express')]),
          ]),
        ],
        [
          section(
            'Endcap',
            [
              beforeVideo,
              q('video-input', 'Video of the aisle after the reset', {
                videoType: 'after-video',
                pairedQuestionUuid: beforeVideo.uuid,
              }),
              yesNo(
                'Is the planogram followed?',
                [],
                [
                  q(
                    'checkbox-input',
                    'What differs from the planogram?',
                    { isCallOut: true, callOutOptions: ['Missing product'] },
                    [
                      opt('Missing product', [q('photo-input', 'Photo of the empty facing')]),
                      opt('Wrong price tag'),
                      opt('Wrong position'),
                    ],
                  ),
                ],
                { isQuickReview: true },
              ),
              numericConditional('How many demo units are broken?', 'photo-input', 2),
              q('photo-input', 'Photo of the finished endcap', { photoType: 'general-photo' }),
              q('common-input', 'Share of shelf compared with competitors', {}, []),
            ],
            ['Endcap'],
          ),
        ],
        [
          section('Wrap-up', [
            q('signature-input', 'Department lead signature'),
            q('numeric-int-input', 'Time spent on the reset (minutes)', { isHidden: true }),
          ]),
        ],
      ],
      // It has a call-out question, so its call-out is on (spec 000 §4: the flag follows the questions).
      ...settings({
        bypassDuplicatePhotoCheck: true,
        callOut: { active: true, mailing: 'electronics-ops@example.com' },
      }),
    },
  };

  const audit: FormSeed = {
    title: 'Beverage Cooler Audit',
    status: 1,
    // Bluebird Beverages' form (its project Cooler Audits), not the beauty client's.
    clientIndex: 2,
    heroImage: false,
    content: {
      structure: [
        [],
        [
          section('Cooler', [
            q('radio-button-input', 'Cooler temperature band', { isQuickReview: true }, [
              opt('Below 2°C'),
              opt('2–5°C'),
              opt('Above 5°C', [q('multi-line-input', 'What did the store do about it?')]),
            ]),
            q('numeric-int-input', 'Facings of our brand'),
            q('photo-input', 'Photo of the cooler', { photoType: 'general-photo' }),
            yesNo('Are price tags correct?'),
          ]),
        ],
        [],
      ],
      ...settings(),
    },
  };

  const draft: FormSeed = {
    title: 'Holiday Gift Set Launch (draft)',
    status: 3,
    clientIndex: 0,
    heroImage: false,
    content: {
      structure: [
        [],
        [
          section('Launch display', [
            q('photo-input', 'Photo of the gift set display'),
            yesNo('Are testers available?'),
          ]),
        ],
        [],
      ],
      ...settings(),
    },
  };
  return [merchandising, reset, audit, draft];
}

/** Every question of a form, at any depth, in document order. */
export function allQuestions(structure: Section[][]): Q[] {
  const out: Q[] = [];
  const walk = (list: Q[]) => {
    for (const item of list) {
      out.push(item);
      if (item.content) walk(item.content);
      for (const o of item.options) walk(o.conditionalFork);
    }
  };
  for (const phase of structure) for (const s of phase) walk(s.content);
  return out;
}
