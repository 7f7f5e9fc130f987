/**
 * Form content → the schema's Section and Question lists.
 *
 * content.structure holds three phases (pre, during, post) of sections; a section holds questions and
 * question groups; a group holds child questions; an option of an option-bearing question may hold a
 * conditional fork of follow-up questions, nested to any depth. A GraphQL selection cannot recurse, so
 * the gateway serves every question as one flat list in document order with parent links and a depth:
 * a page gets the whole tree at a fixed query depth, and the depth limit can stay tight.
 *
 * Pure and defensive: content is a JSON document written by several generations of the builder, so a
 * missing list or a stray value is skipped rather than failing the whole form.
 */
import { questionTypeLabel } from '@svr/domain';

export type FormPhase = 'PRE' | 'DURING' | 'POST';
export const PHASES: readonly FormPhase[] = ['PRE', 'DURING', 'POST'];

/** The builder's label of a REST type name (spec 000 §3); a section is not a question, but has a label too. */
export const typeLabel = (type: string): string => (type === 'section' ? 'Section' : questionTypeLabel(type));

export interface FlatSection {
  uuid: string;
  title: string;
  phase: FormPhase;
  position: number;
  tags: string[];
  forceQuestionOrder: boolean;
}

export interface FlatOption {
  uuid: string;
  label: string;
  value: string;
  forkQuestionUuids: string[];
}

export interface FlatQuestion {
  uuid: string;
  canonicalKey: string | null;
  type: string;
  typeLabel: string;
  title: string;
  tags: string[];
  sectionUuid: string;
  parentQuestionUuid: string | null;
  parentOptionUuid: string | null;
  depth: number;
  isRequired: boolean;
  isHidden: boolean;
  isQuickReview: boolean;
  isCallOut: boolean;
  photoType: string | null;
  videoType: string | null;
  pairedQuestionUuid: string | null;
  maxQuestions: number | null;
  commonId: number | null;
  documentIds: number[];
  options: FlatOption[];
  meta: Record<string, unknown>;
}

export interface FlatForm {
  sections: FlatSection[];
  questions: FlatQuestion[];
}

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const nodes = (v: unknown): Node[] => (Array.isArray(v) ? v.filter(isNode) : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const strOrNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
/** Flags were saved as booleans, and by older builders as 'true' / 1. */
const flag = (v: unknown): boolean => v === true || v === 'true' || v === 1;
const intOrNull = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
};
const tagsOf = (v: unknown): string[] =>
  Array.isArray(v)
    ? v.filter((t): t is string => typeof t === 'string')
    : typeof v === 'string'
      ? v
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean)
      : [];

interface Parent {
  sectionUuid: string;
  questionUuid: string | null;
  optionUuid: string | null;
  depth: number;
}

function flattenQuestions(list: unknown, parent: Parent, out: FlatQuestion[]): void {
  for (const q of nodes(list)) {
    const uuid = str(q.uuid);
    const type = str(q.type);
    const meta = isNode(q.meta) ? q.meta : {};
    const optionNodes = nodes(q.options);
    const question: FlatQuestion = {
      uuid,
      canonicalKey: strOrNull(q.canonicalKey),
      type,
      typeLabel: typeLabel(type),
      title: str(q.title),
      tags: tagsOf(q.tags),
      sectionUuid: parent.sectionUuid,
      parentQuestionUuid: parent.questionUuid,
      parentOptionUuid: parent.optionUuid,
      depth: parent.depth,
      isRequired: flag(meta.isRequired),
      isHidden: flag(meta.isHidden),
      isQuickReview: flag(meta.isQuickReview),
      isCallOut: flag(meta.isCallOut),
      photoType: strOrNull(meta.photoType),
      videoType: strOrNull(meta.videoType),
      pairedQuestionUuid: strOrNull(meta.pairedQuestionUuid),
      maxQuestions: intOrNull(meta.maxQuestions),
      commonId: intOrNull(q.commonId),
      documentIds: Array.isArray(q.documentIds)
        ? q.documentIds.map(intOrNull).filter((n): n is number => n !== null)
        : [],
      options: optionNodes.map((o) => ({
        uuid: str(o.uuid),
        label: str(o.label),
        // Older options carry a label only; the value the talent saves is then the label.
        value: str(o.value ?? o.label),
        forkQuestionUuids: nodes(o.conditionalFork).map((c) => str(c.uuid)),
      })),
      meta,
    };
    out.push(question);
    const below = { sectionUuid: parent.sectionUuid, questionUuid: uuid, depth: parent.depth + 1 };
    // A question group's children, then each option's conditional fork, in document order.
    flattenQuestions(q.content, { ...below, optionUuid: null }, out);
    for (const o of optionNodes) flattenQuestions(o.conditionalFork, { ...below, optionUuid: str(o.uuid) }, out);
  }
}

/** Sections (phase, then position) and every question at any depth (document order). */
export function flattenForm(content: unknown): FlatForm {
  const sections: FlatSection[] = [];
  const questions: FlatQuestion[] = [];
  const structure = isNode(content) && Array.isArray(content.structure) ? content.structure : [];
  PHASES.forEach((phase, p) => {
    nodes(structure[p]).forEach((section, position) => {
      const uuid = str(section.uuid);
      const meta = isNode(section.meta) ? section.meta : {};
      sections.push({
        uuid,
        title: str(section.title),
        phase,
        position,
        tags: tagsOf(section.tags),
        forceQuestionOrder: flag(meta.forceQuestionOrder),
      });
      flattenQuestions(
        section.content,
        { sectionUuid: uuid, questionUuid: null, optionUuid: null, depth: 0 },
        questions,
      );
    });
  });
  return { sections, questions };
}

/**
 * Form.sections and Form.questions both need the flattening; a content object is flattened once
 * (content objects come from one REST answer and are never mutated by the gateway).
 */
const flattened = new WeakMap<object, FlatForm>();
export function flattenFormCached(content: unknown): FlatForm {
  if (!isNode(content)) return flattenForm(content);
  let flat = flattened.get(content);
  if (!flat) {
    flat = flattenForm(content);
    flattened.set(content, flat);
  }
  return flat;
}
