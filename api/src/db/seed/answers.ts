/**
 * The answers of a submitted demo visit: every question of its form that its earlier answers lead to (forks of
 * the chosen options, the first N of a numeric-conditional question), photos, signatures and videos as
 * documents pointing at the media pool.
 */
import type { Q } from './forms.js';
import type { PoolImage, PoolVideo } from './images.js';
import type { Plan, VisitContext } from './visitPlan.js';
import type { VisitRows } from './visitRecords.js';

const MIME: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', mp4: 'video/mp4' };

interface Sink {
  /** Stores an answer to the question. */
  add(q: Q, value: string | null): void;
  /** Stores a document for the file and answers the question with its uuid (drawn unless given). */
  media(q: Q, file: PoolImage | PoolVideo, type: string, uuid?: string): void;
}

function sink(id: number, p: Plan, c: VisitContext, rows: VisitRows): Sink {
  const add = (q: Q, value: string | null) =>
    void rows.answers.push({
      storeVisitId: id,
      questionUuid: q.uuid,
      questionCanonicalKey: q.canonicalKey,
      answerValue: value,
      created: p.lastSubmission as Date,
    });
  const media = (q: Q, file: PoolImage | PoolVideo, type: string, uuid = c.r.uuid()) => {
    const ext = file.key.split('.').pop() as string;
    rows.documents.push({
      uuid,
      title: `${q.title}.${ext}`,
      size: file.size,
      url: `/files/${file.key}`,
      xsurl: `/files/${file.thumbKey}`,
      type,
      mimeType: MIME[ext],
      storageKey: file.key,
      timestamp: p.lastSubmission as Date,
    });
    add(q, uuid);
  };
  return { add, media };
}

/** Answers that fit a one-line question's title: a ticket number for a ticket, a person for a name (one pick each). */
function singleLineAnswers(title: string): string[] {
  if (/ticket|number/i.test(title)) return ['Ticket 4471', 'Ticket 5120', 'Ticket 3098', 'Ticket 6642', 'Ticket 2215'];
  if (/name|who|manager/i.test(title))
    return ['Dana Whitfield', 'Luis Ortega', 'Priya Shah', 'Morning shift lead', 'Sam Okafor'];
  return ['All good', 'Counter restocked', 'No issues', 'Display fixed', 'n/a'];
}

/** Answers one question (a group: each of its questions), then the questions its answer leads to. */
function answerQuestion(q: Q, c: VisitContext, out: Sink, answered: (q: Q) => void): void {
  const { r } = c;
  const { photos, signatures, videos } = c.media;
  switch (q.type) {
    case 'question-group':
      (q.content ?? []).forEach(answered);
      return;
    case 'photo-input':
      return out.media(q, r.pick(photos), 'image');
    case 'signature-input':
      return out.media(q, r.pick(signatures), 'image');
    case 'video-input':
      return out.media(
        q,
        videos.find((v) => v.moment === (q.meta.videoType === 'after-video' ? 'after' : 'before')) as PoolVideo,
        'video',
        c.marks.uuid(),
      );
    case 'single-line-input':
      return out.add(q, r.pick(singleLineAnswers(q.title)));
    case 'multi-line-input':
      return out.add(
        q,
        r.pick([
          'Store was busy; finished after the rush.',
          'Manager asked for more testers next visit.',
          'Backroom was locked for 20 minutes.',
        ]),
      );
    case 'numeric-int-input':
      return out.add(q, String(r.int(0, 48)));
    case 'common-input':
      return out.add(q, r.pick(['Less than 25%', '25–50%', 'More than 50%']));
    default:
      return answerOptions(q, r, out, answered);
  }
}

/** A question with options: checkboxes (any of them), numeric-conditional (a count) or one choice. */
function answerOptions(q: Q, r: VisitContext['r'], out: Sink, answered: (q: Q) => void): void {
  if (q.type === 'checkbox-input') {
    const chosen = q.options.filter(() => r.chance(0.5));
    out.add(q, JSON.stringify(chosen.map((o) => o.value)));
    chosen.forEach((o) => o.conditionalFork.forEach(answered));
  } else if (q.type === 'numeric-conditional-input') {
    const max = Number(q.meta.maxQuestions ?? 0);
    const value = r.int(0, max);
    out.add(q, String(value));
    q.options[0]?.conditionalFork.slice(0, value).forEach(answered);
  } else {
    const o = r.pick(q.options);
    out.add(q, o.value);
    o.conditionalFork.forEach(answered);
  }
}

export function addAnswers(id: number, p: Plan, c: VisitContext, rows: VisitRows) {
  const out = sink(id, p, c, rows);
  const answered = (q: Q): void => answerQuestion(q, c, out, answered);
  for (const phase of p.form.seed.content.structure) for (const s of phase) s.content.forEach(answered);
}
