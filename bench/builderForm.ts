/**
 * A large SVR for the builder benchmark: `count` questions (every node counts: question groups, their
 * children, follow-ups in forks, numeric-conditional responses) of mixed types over several sections of
 * the three phases, with option questions whose answers open forks. The last question in document order
 * is a Single Line titled LAST_QUESTION_TITLE, so the benchmark knows what to wait for.
 */
import { randomUUID } from 'node:crypto';

export const LAST_QUESTION_TITLE = 'Last question of the benchmark form';

interface Option {
  uuid: string;
  label: string;
  value: string;
  conditionalFork: Question[];
}
interface Question {
  uuid: string;
  canonicalKey: string;
  type: string;
  title: string;
  tags: string[];
  meta: Record<string, unknown>;
  options: Option[];
  documentIds: number[];
  commonId: number | null;
  content?: Question[];
}
interface Section {
  uuid: string;
  type: 'section';
  title: string;
  tags: string[];
  meta: { forceQuestionOrder: boolean };
  content: Question[];
}

const meta = (extra: Record<string, unknown> = {}) => ({
  isRequired: true,
  isHidden: false,
  isQuickReview: false,
  isConditional: false,
  isCallOut: false,
  ...extra,
});
const option = (label: string, fork: Question[] = []): Option => ({
  uuid: randomUUID(),
  label,
  value: label,
  conditionalFork: fork,
});
const question = (type: string, title: string, extra: Partial<Question> = {}): Question => ({
  uuid: randomUUID(),
  canonicalKey: randomUUID(),
  type,
  title,
  tags: [],
  meta: meta(),
  options: [],
  documentIds: [],
  commonId: null,
  ...extra,
});

/** Questions in one node, the node included. */
const size = (q: Question): number =>
  1 +
  (q.content ?? []).reduce((n, c) => n + size(c), 0) +
  q.options.reduce((n, o) => n + o.conditionalFork.reduce((m, c) => m + size(c), 0), 0);

/** One top-level item of the rotation; n numbers its titles. */
function item(kind: number, n: number): Question {
  const t = (what: string) => `Q${n} ${what}`;
  switch (kind % 12) {
    case 0:
      return question('single-line-input', t('Store manager name'));
    case 1:
      return question('radio-button-input', t('Condition of the shelf'), {
        options: [
          option('Good'),
          option('Fair'),
          option('Poor', [
            question('photo-input', t('Photo of the problem'), { meta: meta({ photoType: 'general-photo' }) }),
          ]),
        ],
        meta: meta({ isConditional: true }),
      });
    case 2:
      return question('multi-line-input', t('Notes for the merchandiser'));
    case 3:
      return question('dropdown-input', t('Store format'), {
        options: [option('Superstore'), option('Express'), option('Outlet')],
      });
    case 4:
      return question('photo-input', t('Photo of the aisle'), {
        meta: meta({ photoType: 'before-photo', isQuickReview: n % 5 === 0 }),
      });
    case 5:
      return question('toggle-input', t('Was the display set up?'), {
        options: [
          option('Yes'),
          option('No', [
            question('radio-button-input', t('Why not?'), {
              options: [
                option('No stock'),
                option('No space', [question('single-line-input', t('Who refused the space?'))]),
              ],
              meta: meta({ isConditional: true }),
            }),
            question('multi-line-input', t('What was done instead?')),
          ]),
        ],
        meta: meta({ isConditional: true }),
      });
    case 6:
      return question('checkbox-input', t('Products faced'), {
        options: [option('Lipstick'), option('Mascara'), option('Foundation'), option('Blush')],
      });
    case 7:
      return question('numeric-int-input', t('Facings counted'));
    case 8:
      return question('question-group', t('Stock check'), {
        content: [
          question('numeric-int-input', t('Units on shelf')),
          question('numeric-int-input', t('Units in back stock')),
          question('single-line-input', t('Stock note')),
        ],
      });
    case 9:
      return question('video-input', t('Walk-through video'), { meta: meta({ videoType: 'general-video' }) });
    case 10:
      return question('signature-input', t('Manager signature'));
    default:
      return question('numeric-conditional-input', t('How many items are missing?'), {
        meta: meta({ isConditional: true, maxQuestions: 2 }),
        options: [
          option('responses', [
            question('single-line-input', 'Response - 1', { meta: meta({ forkFromNumericConditional: true }) }),
            question('single-line-input', 'Response - 2', { meta: meta({ forkFromNumericConditional: true }) }),
          ]),
        ],
      });
  }
}

/** Sections per phase (pre, during, post). */
const SECTIONS: readonly [number, number, number] = [2, 6, 2];

export function benchmarkContent(count: number) {
  const sections: Section[][] = SECTIONS.map((k, p) =>
    Array.from({ length: k }, (_, i) => ({
      uuid: randomUUID(),
      type: 'section' as const,
      title: `${['Pre', 'During', 'Post'][p]} section ${i + 1}`,
      tags: [],
      meta: { forceQuestionOrder: false },
      content: [] as Question[],
    })),
  );
  const flat = sections.flat();
  const items: Question[] = [];
  let total = 0;
  const budget = count - 1; // the last question is added at the end
  for (let n = 1; total < budget; n += 1) {
    let q = item(n, n);
    if (total + size(q) > budget) q = question('single-line-input', `Q${n} Filler`);
    items.push(q);
    total += size(q);
  }
  // Contiguous runs of items per section, in document order.
  const perSection = Math.ceil(items.length / flat.length);
  items.forEach((q, i) => flat[Math.floor(i / perSection)].content.push(q));
  flat[flat.length - 1].content.push(question('single-line-input', LAST_QUESTION_TITLE));
  total += 1;
  return {
    total,
    content: {
      structure: sections,
      documents: [],
      callOut: { active: false, mailing: '' },
      hideFromClient: 0,
      invoicePlannedTime: 0,
      maxAllowedTime: '',
      bypassGPSValidation: false,
      bypassDuplicatePhotoCheck: false,
    },
  };
}
