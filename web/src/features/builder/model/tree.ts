/**
 * The content tree: where every section and question sits, immutable changes anywhere in it (forks nest
 * to any depth), and the move rules (spec 000 §2, §3): sections only in a phase; a question group never
 * inside a group or fork; a fork holds only FORK_TYPES, a numeric-conditional fork only NUMERIC_FORK_TYPES;
 * nothing inside itself. Unchanged branches keep their identity (structural sharing).
 */
import { FORK_TYPES, NUMERIC_FORK_TYPES, QUESTION_TYPES } from '@svr/domain';
import {
  GROUP_MENU_TYPES,
  PHASES,
  isSection,
  type BuilderNode,
  type BuilderQuestion,
  type BuilderSection,
  type FormContent,
  type Phase,
  type QuestionType,
} from './types';

/** A list that holds items: a phase (sections), a section or question group (questions), a fork. */
export type ContainerRef =
  | { kind: 'phase'; phase: Phase }
  | { kind: 'section'; uuid: string }
  | { kind: 'group'; uuid: string }
  | { kind: 'fork'; questionUuid: string; optionUuid: string };

export interface Position {
  container: ContainerRef;
  index: number;
}

export const containerKey = (c: ContainerRef): string =>
  c.kind === 'phase' ? `phase:${c.phase}` : c.kind === 'fork' ? `fork:${c.optionUuid}` : `${c.kind}:${c.uuid}`;

export interface ContainerInfo {
  ref: ContainerRef;
  key: string;
  items: readonly BuilderNode[];
  /** Uuids of the sections, questions and options around this list, outermost first. */
  ancestors: readonly string[];
  /** 'sections' for a phase, otherwise the question types it may hold. */
  accepts: 'sections' | readonly QuestionType[];
}

function collectQuestions(
  list: readonly BuilderQuestion[],
  ref: ContainerRef,
  ancestors: string[],
  accepts: readonly QuestionType[],
  out: ContainerInfo[],
) {
  out.push({ ref, key: containerKey(ref), items: list, ancestors, accepts });
  for (const q of list) {
    if (q.type === 'question-group')
      collectQuestions(q.content ?? [], { kind: 'group', uuid: q.uuid }, [...ancestors, q.uuid], GROUP_MENU_TYPES, out);
    for (const o of q.options) {
      const forkAccepts = q.type === 'numeric-conditional-input' ? NUMERIC_FORK_TYPES : FORK_TYPES;
      collectQuestions(
        o.conditionalFork,
        { kind: 'fork', questionUuid: q.uuid, optionUuid: o.uuid },
        [...ancestors, q.uuid, o.uuid],
        forkAccepts,
        out,
      );
    }
  }
}

/** Every list of the form, in document order. */
export function containers(content: FormContent): ContainerInfo[] {
  const out: ContainerInfo[] = [];
  for (const phase of PHASES) {
    const sections = content.structure[phase];
    out.push({
      ref: { kind: 'phase', phase },
      key: containerKey({ kind: 'phase', phase }),
      items: sections,
      ancestors: [],
      accepts: 'sections',
    });
    for (const s of sections)
      collectQuestions(s.content, { kind: 'section', uuid: s.uuid }, [s.uuid], QUESTION_TYPES, out);
  }
  return out;
}

export interface Located {
  node: BuilderNode;
  position: Position;
  container: ContainerInfo;
}

export function findNode(content: FormContent, uuid: string): Located | null {
  for (const c of containers(content)) {
    const index = c.items.findIndex((n) => n.uuid === uuid);
    if (index >= 0) return { node: c.items[index], position: { container: c.ref, index }, container: c };
  }
  return null;
}

// ---- immutable rewriting -------------------------------------------------------------------------

type ListFn = (ref: ContainerRef, items: BuilderNode[]) => BuilderNode[];

function rewriteQuestion(q: BuilderQuestion, f: ListFn): BuilderQuestion {
  const content = q.content
    ? (rewriteList({ kind: 'group', uuid: q.uuid }, q.content, f) as BuilderQuestion[])
    : undefined;
  const options = q.options.map((o) => {
    const fork = rewriteList(
      { kind: 'fork', questionUuid: q.uuid, optionUuid: o.uuid },
      o.conditionalFork,
      f,
    ) as BuilderQuestion[];
    return fork === o.conditionalFork ? o : { ...o, conditionalFork: fork };
  });
  const optionsChanged = options.some((o, i) => o !== q.options[i]);
  if (content === q.content && !optionsChanged) return q;
  return { ...q, ...(content ? { content } : {}), options: optionsChanged ? options : q.options };
}

function rewriteSection(s: BuilderSection, f: ListFn): BuilderSection {
  const content = rewriteList({ kind: 'section', uuid: s.uuid }, s.content, f) as BuilderQuestion[];
  return content === s.content ? s : { ...s, content };
}

function rewriteList(ref: ContainerRef, items: readonly BuilderNode[], f: ListFn): BuilderNode[] {
  const inner = items.map((n) => (isSection(n) ? rewriteSection(n, f) : rewriteQuestion(n, f)));
  const base = inner.some((n, i) => n !== items[i]) ? inner : (items as BuilderNode[]);
  return f(ref, base);
}

/** Applies f to every list, children first; f answers the same array when it changes nothing. */
export function rewriteLists(content: FormContent, f: ListFn): FormContent {
  const structure = PHASES.map(
    (p) => rewriteList({ kind: 'phase', phase: p }, content.structure[p], f) as BuilderSection[],
  );
  if (structure.every((s, i) => s === content.structure[i])) return content;
  return { ...content, structure: [structure[0], structure[1], structure[2]] };
}

/** Replaces the node with this uuid by fn(node). */
export function updateNode<T extends BuilderNode>(content: FormContent, uuid: string, fn: (node: T) => T): FormContent {
  return rewriteLists(content, (_ref, items) => {
    const i = items.findIndex((n) => n.uuid === uuid);
    if (i < 0) return items;
    const next = [...items];
    next[i] = fn(items[i] as T);
    return next;
  });
}

/** Applies fn to every question (any depth); fn answers the same question when it changes nothing. */
export function mapQuestions(content: FormContent, fn: (q: BuilderQuestion) => BuilderQuestion): FormContent {
  return rewriteLists(content, (_ref, items) => {
    const next = items.map((n) => (isSection(n) ? n : fn(n)));
    return next.some((n, i) => n !== items[i]) ? next : items;
  });
}

function replaceContainer(
  content: FormContent,
  ref: ContainerRef,
  fn: (items: BuilderNode[]) => BuilderNode[],
): FormContent {
  const key = containerKey(ref);
  return rewriteLists(content, (r, items) => (containerKey(r) === key ? fn(items) : items));
}

// ---- what sits inside what -----------------------------------------------------------------------

/** Every question inside a node (not the node itself): group children and forks, any depth. */
export function descendants(node: BuilderNode): BuilderQuestion[] {
  const out: BuilderQuestion[] = [];
  const walk = (list: readonly BuilderQuestion[]) => {
    for (const q of list) {
      out.push(q);
      if (q.content) walk(q.content);
      for (const o of q.options) walk(o.conditionalFork);
    }
  };
  if (isSection(node)) walk(node.content);
  else {
    if (node.content) walk(node.content);
    for (const o of node.options) walk(o.conditionalFork);
  }
  return out;
}

/** The uuids of a node, its options and everything below it (what selection highlights). */
export function subtreeUuids(node: BuilderNode): Set<string> {
  const set = new Set<string>([node.uuid]);
  const addQuestion = (q: BuilderQuestion) => {
    set.add(q.uuid);
    for (const o of q.options) set.add(o.uuid);
  };
  if (!isSection(node)) for (const o of node.options) set.add(o.uuid);
  for (const q of descendants(node)) addQuestion(q);
  return set;
}

/** Document ids of a section or question and everything below it. */
export function documentIdsOf(node: BuilderNode): number[] {
  const own = isSection(node) ? [] : node.documentIds;
  return [...new Set([...own, ...descendants(node).flatMap((q) => q.documentIds)])];
}

export interface QuestionEntry {
  question: BuilderQuestion;
  section: BuilderSection;
  phase: Phase;
}

/** Every question of the form at any depth, in document order, with its section. */
export function allQuestions(content: FormContent): QuestionEntry[] {
  const out: QuestionEntry[] = [];
  for (const phase of PHASES) {
    for (const section of content.structure[phase]) {
      for (const question of descendants(section)) out.push({ question, section, phase });
    }
  }
  return out;
}

// ---- add, remove, move ---------------------------------------------------------------------------

/** True when the node may sit in the container (type rules, and never inside itself). */
export function canPlace(content: FormContent, node: BuilderNode, ref: ContainerRef): boolean {
  const target = containers(content).find((c) => c.key === containerKey(ref));
  return target ? accepts(target, node) : false;
}

/** The type rules for one list, and never inside the node itself. */
export function accepts(target: ContainerInfo, node: BuilderNode): boolean {
  if (isSection(node)) return target.accepts === 'sections';
  if (target.accepts === 'sections') return false;
  if (!target.accepts.includes(node.type)) return false;
  return !target.ancestors.includes(node.uuid);
}

export function insertNode(content: FormContent, position: Position, node: BuilderNode): FormContent {
  if (!canPlace(content, node, position.container)) {
    throw new Error(`A ${node.type} cannot be placed in ${containerKey(position.container)}.`);
  }
  return replaceContainer(content, position.container, (items) => {
    const next = [...items];
    next.splice(Math.max(0, Math.min(position.index, items.length)), 0, node);
    return next;
  });
}

/** Appends a node at the end of a list. */
export function appendNode(content: FormContent, ref: ContainerRef, node: BuilderNode): FormContent {
  const target = containers(content).find((c) => c.key === containerKey(ref));
  return insertNode(content, { container: ref, index: target?.items.length ?? 0 }, node);
}

export interface Removed {
  content: FormContent;
  node: BuilderNode | null;
  /** Documents attached to the node or anything below it: they go with it (spec 000 §4). */
  documentIds: number[];
}

export function removeNode(content: FormContent, uuid: string): Removed {
  const found = findNode(content, uuid);
  if (!found) return { content, node: null, documentIds: [] };
  const next = replaceContainer(content, found.position.container, (items) => items.filter((n) => n.uuid !== uuid));
  return { content: next, node: found.node, documentIds: documentIdsOf(found.node) };
}

/** Moves a node to a position (index as in the list before the move); refuses an invalid target. */
export function moveNode(content: FormContent, uuid: string, target: Position): FormContent {
  const found = findNode(content, uuid);
  if (!found) return content;
  if (!canPlace(content, found.node, target.container)) throw new Error('This item cannot be moved there.');
  const sameList = containerKey(found.position.container) === containerKey(target.container);
  const index = sameList && target.index > found.position.index ? target.index - 1 : target.index;
  const without = replaceContainer(content, found.position.container, (items) => items.filter((n) => n.uuid !== uuid));
  return insertNode(without, { container: target.container, index }, found.node);
}

/**
 * Every 'MOVE HERE' position for the selected node: each valid list, each gap in it, except the two
 * gaps next to the node itself (moving there changes nothing).
 */
export function moveTargets(content: FormContent, uuid: string): Position[] {
  const found = findNode(content, uuid);
  if (!found) return [];
  const ownKey = containerKey(found.position.container);
  const out: Position[] = [];
  for (const c of containers(content)) {
    if (!accepts(c, found.node)) continue;
    for (let index = 0; index <= c.items.length; index += 1) {
      if (c.key === ownKey && (index === found.position.index || index === found.position.index + 1)) continue;
      out.push({ container: c.ref, index });
    }
  }
  return out;
}
