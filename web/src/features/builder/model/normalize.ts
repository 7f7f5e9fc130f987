/**
 * Content as loaded (JSON written by several generations of the builder) → the builder's typed model.
 * Defensive: missing lists become empty, unknown meta keys are kept, option values default to labels.
 */
import { PHOTO_TYPES, VIDEO_TYPES, isQuestionType } from '@svr/domain';
import {
  type BuilderOption,
  type BuilderQuestion,
  type BuilderSection,
  type FormContent,
  type FormDocument,
  type QuestionMeta,
} from './types';
import { newUuid } from './uuid';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const objs = (v: unknown): Obj[] => (Array.isArray(v) ? v.filter(isObj) : []);
const str = (v: unknown, fallback = ''): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback;
const flag = (v: unknown): boolean => v === true || v === 1 || v === 'true' || v === '1';
const tags = (v: unknown): string[] =>
  Array.isArray(v)
    ? v.filter((t): t is string => typeof t === 'string')
    : typeof v === 'string'
      ? v
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean)
      : [];
const ids = (v: unknown): number[] =>
  (Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [])
    .map((x) => Number(x))
    .filter((n) => Number.isInteger(n) && n > 0);

export function emptyContent(): FormContent {
  return {
    structure: [[], [], []],
    documents: [],
    callOut: { active: false, mailing: '' },
    hideFromClient: 0,
    invoicePlannedTime: 0,
    maxAllowedTime: '',
    bypassGPSValidation: false,
    bypassDuplicatePhotoCheck: false,
  };
}

function normalizeMeta(v: unknown): QuestionMeta {
  const m = isObj(v) ? v : {};
  const meta: QuestionMeta = {
    ...m,
    isRequired: m.isRequired === undefined ? true : flag(m.isRequired),
    isHidden: flag(m.isHidden),
    isQuickReview: flag(m.isQuickReview),
    isConditional: flag(m.isConditional),
    isCallOut: flag(m.isCallOut),
  };
  if (m.callOutOptions !== undefined) meta.callOutOptions = tags(m.callOutOptions);
  if (m.photoType !== undefined)
    meta.photoType = (PHOTO_TYPES as readonly unknown[]).includes(m.photoType)
      ? (m.photoType as QuestionMeta['photoType'])
      : 'general-photo';
  if (m.videoType !== undefined)
    meta.videoType = (VIDEO_TYPES as readonly unknown[]).includes(m.videoType)
      ? (m.videoType as QuestionMeta['videoType'])
      : 'general-video';
  if (m.maxQuestions !== undefined) {
    const n = Number(m.maxQuestions);
    meta.maxQuestions = Number.isInteger(n) && n >= 0 ? n : 0;
  }
  return meta;
}

function normalizeOption(o: Obj): BuilderOption {
  const label = str(o.label);
  return {
    uuid: str(o.uuid) || newUuid(),
    label,
    value: str(o.value, label),
    conditionalFork: normalizeQuestions(o.conditionalFork),
  };
}

function normalizeQuestions(v: unknown): BuilderQuestion[] {
  return objs(v)
    .filter((q) => isQuestionType(q.type))
    .map((q) => {
      const question: BuilderQuestion = {
        uuid: str(q.uuid) || newUuid(),
        canonicalKey: str(q.canonicalKey) || str(q.uuid) || newUuid(),
        type: q.type as BuilderQuestion['type'],
        title: str(q.title),
        tags: tags(q.tags),
        meta: normalizeMeta(q.meta),
        options: objs(q.options).map(normalizeOption),
        documentIds: ids(q.documentIds),
        commonId: typeof q.commonId === 'number' && Number.isInteger(q.commonId) ? q.commonId : null,
      };
      if (q.type === 'question-group') question.content = normalizeQuestions(q.content);
      return question;
    });
}

function normalizeSections(v: unknown): BuilderSection[] {
  return objs(v).map((s) => ({
    uuid: str(s.uuid) || newUuid(),
    type: 'section',
    title: str(s.title),
    tags: tags(s.tags),
    meta: { forceQuestionOrder: isObj(s.meta) && flag(s.meta.forceQuestionOrder) },
    content: normalizeQuestions(s.content),
  }));
}

function normalizeDocuments(v: unknown): FormDocument[] {
  return objs(v)
    .filter((d) => typeof d.id === 'number')
    .map((d) => ({
      id: d.id as number,
      uuid: str(d.uuid),
      title: str(d.title ?? d.name),
      size: typeof d.size === 'number' ? d.size : 0,
      url: str(d.url),
      type: str(d.type, 'file'),
      timestamp: str(d.timestamp ?? d.createdAt),
    }));
}

export function normalizeContent(v: unknown): FormContent {
  const c = isObj(v) ? v : {};
  const structure = Array.isArray(c.structure) ? c.structure : [];
  const callOut = isObj(c.callOut) ? c.callOut : {};
  const maxAllowed = c.maxAllowedTime;
  return {
    structure: [normalizeSections(structure[0]), normalizeSections(structure[1]), normalizeSections(structure[2])],
    documents: normalizeDocuments(c.documents),
    callOut: { active: flag(callOut.active), mailing: str(callOut.mailing) },
    hideFromClient: flag(c.hideFromClient) ? 1 : 0,
    invoicePlannedTime: typeof c.invoicePlannedTime === 'number' ? c.invoicePlannedTime : 0,
    maxAllowedTime: maxAllowed === undefined || maxAllowed === null ? '' : str(maxAllowed),
    bypassGPSValidation: flag(c.bypassGPSValidation),
    bypassDuplicatePhotoCheck: flag(c.bypassDuplicatePhotoCheck),
  };
}
