/** Every change the builder makes to a form, as one pure reducer (the rules of rules.ts applied after each). */
import { createNumericChild, createQuestion, createSection } from './create';
import { addDocument, linkDocument, removeDocuments } from './documents';
import { applyRules, setMaxResponses } from './rules';
import {
  appendNode,
  canPlace,
  containers,
  containerKey,
  findNode,
  moveNode,
  removeNode,
  updateNode,
  type ContainerRef,
  type Position,
} from './tree';
import type {
  BuilderForm,
  BuilderQuestion,
  BuilderSection,
  FormContent,
  FormDocument,
  Phase,
  QuestionType,
} from './types';

export type BuilderAction =
  | { type: 'load'; form: BuilderForm }
  | { type: 'setForm'; patch: Partial<Omit<BuilderForm, 'content'>> }
  | { type: 'setSettings'; patch: Partial<Omit<FormContent, 'structure' | 'documents'>> }
  | { type: 'addSection'; phase: Phase; title?: string }
  | { type: 'addQuestion'; container: ContainerRef; questionType: QuestionType; uuid?: string }
  | { type: 'insertQuestion'; container: ContainerRef; question: BuilderQuestion }
  | { type: 'updateSection'; uuid: string; patch: Partial<Omit<BuilderSection, 'uuid' | 'type' | 'content'>> }
  | { type: 'updateQuestion'; uuid: string; fn: (q: BuilderQuestion) => BuilderQuestion }
  | { type: 'remove'; uuid: string }
  | { type: 'move'; uuid: string; target: Position }
  | { type: 'setMaxResponses'; uuid: string; max: number }
  | { type: 'addDocument'; doc: FormDocument }
  | { type: 'removeDocuments'; ids: number[] }
  | { type: 'linkDocument'; id: number; questionUuid: string | null };

/** The numeric-conditional question whose fork this list is, if it is one. */
function numericParentOf(content: FormContent, ref: ContainerRef): BuilderQuestion | null {
  if (ref.kind !== 'fork') return null;
  const parent = findNode(content, ref.questionUuid)?.node;
  return parent && parent.type === 'numeric-conditional-input' ? parent : null;
}

function canMove(content: FormContent, uuid: string, target: Position): boolean {
  const found = findNode(content, uuid);
  return found !== null && canPlace(content, found.node, target.container);
}

function withContent(form: BuilderForm, content: FormContent): BuilderForm {
  const next = applyRules(content);
  return next === form.content ? form : { ...form, content: next };
}

function addQuestion(form: BuilderForm, container: ContainerRef, question: BuilderQuestion): BuilderForm {
  const numeric = numericParentOf(form.content, container);
  if (numeric) {
    // A response of a numeric conditional: '{prefix} - {n}', and MAX RESPONSES follows the count.
    const count = (containers(form.content).find((c) => c.key === containerKey(container))?.items.length ?? 0) + 1;
    const child = { ...createNumericChild(question.type, numeric.title, count), uuid: question.uuid };
    const content = appendNode(form.content, container, child);
    return withContent(
      form,
      updateNode<BuilderQuestion>(content, numeric.uuid, (q) => ({ ...q, meta: { ...q.meta, maxQuestions: count } })),
    );
  }
  return withContent(form, appendNode(form.content, container, question));
}

export function builderReducer(form: BuilderForm, action: BuilderAction): BuilderForm {
  switch (action.type) {
    case 'load':
      return action.form;
    case 'setForm':
      return { ...form, ...action.patch };
    case 'setSettings':
      return withContent(form, { ...form.content, ...action.patch });
    case 'addSection':
      return withContent(
        form,
        appendNode(form.content, { kind: 'phase', phase: action.phase }, createSection(action.title)),
      );
    case 'addQuestion': {
      const q = createQuestion(action.questionType);
      return addQuestion(form, action.container, action.uuid ? { ...q, uuid: action.uuid } : q);
    }
    case 'insertQuestion':
      return addQuestion(form, action.container, action.question);
    case 'updateSection':
      return withContent(
        form,
        updateNode<BuilderSection>(form.content, action.uuid, (s) => ({ ...s, ...action.patch })),
      );
    case 'updateQuestion':
      return withContent(form, updateNode<BuilderQuestion>(form.content, action.uuid, action.fn));
    case 'remove': {
      const found = findNode(form.content, action.uuid);
      if (!found) return form;
      const removed = removeNode(form.content, action.uuid);
      let content = removeDocuments(removed.content, removed.documentIds);
      const numeric = numericParentOf(form.content, found.position.container);
      if (numeric) {
        const left = Math.max(0, (numeric.meta.maxQuestions ?? 1) - 1);
        content = updateNode<BuilderQuestion>(content, numeric.uuid, (q) => ({
          ...q,
          meta: { ...q.meta, maxQuestions: left },
        }));
      }
      return withContent(form, content);
    }
    case 'move':
      // A target the rules refuse changes nothing.
      return canMove(form.content, action.uuid, action.target)
        ? withContent(form, moveNode(form.content, action.uuid, action.target))
        : form;
    case 'setMaxResponses': {
      let dropped: number[] = [];
      const content = updateNode<BuilderQuestion>(form.content, action.uuid, (q) => {
        const r = setMaxResponses(q, action.max);
        dropped = r.documentIds;
        return r.question;
      });
      return withContent(form, removeDocuments(content, dropped));
    }
    case 'addDocument':
      return withContent(form, addDocument(form.content, action.doc));
    case 'removeDocuments':
      return withContent(form, removeDocuments(form.content, action.ids));
    case 'linkDocument':
      return withContent(form, linkDocument(form.content, action.id, action.questionUuid));
  }
}
