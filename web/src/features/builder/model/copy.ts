/**
 * 'Save as new' (spec 000 §4): the form without id, dates or canonical key, with every uuid regenerated
 * (sections, questions and their canonical keys, options, forks) and the before/after pairings pointed at
 * the new uuids.
 */
import { RecordStatus } from '@svr/domain';
import type { BuilderForm, BuilderQuestion, BuilderSection, FormContent } from './types';
import { newUuid } from './uuid';

export function regenerateUuids(content: FormContent): FormContent {
  const renamed = new Map<string, string>();
  const fresh = (old: string) => {
    const u = newUuid();
    renamed.set(old, u);
    return u;
  };
  const copyQuestion = (q: BuilderQuestion): BuilderQuestion => ({
    ...q,
    uuid: fresh(q.uuid),
    canonicalKey: newUuid(),
    tags: [...q.tags],
    meta: { ...q.meta },
    documentIds: [...q.documentIds],
    options: q.options.map((o) => ({
      ...o,
      uuid: fresh(o.uuid),
      conditionalFork: o.conditionalFork.map(copyQuestion),
    })),
    ...(q.content ? { content: q.content.map(copyQuestion) } : {}),
  });
  const copySection = (s: BuilderSection): BuilderSection => ({
    ...s,
    uuid: fresh(s.uuid),
    tags: [...s.tags],
    meta: { ...s.meta },
    content: s.content.map(copyQuestion),
  });
  const structure = content.structure.map((phase) => phase.map(copySection));
  // Pairings name another question by uuid: follow the rename (a pairing to nothing known is dropped).
  const repair = (q: BuilderQuestion): BuilderQuestion => {
    const paired = q.meta.pairedQuestionUuid;
    const meta = paired ? { ...q.meta, pairedQuestionUuid: renamed.get(paired) ?? null } : q.meta;
    return {
      ...q,
      meta,
      options: q.options.map((o) => ({ ...o, conditionalFork: o.conditionalFork.map(repair) })),
      ...(q.content ? { content: q.content.map(repair) } : {}),
    };
  };
  const repaired = structure.map((phase) => phase.map((s) => ({ ...s, content: s.content.map(repair) })));
  return {
    ...content,
    structure: [repaired[0], repaired[1], repaired[2]],
    documents: content.documents.map((d) => ({ ...d })),
    callOut: { ...content.callOut },
  };
}

/** The copy 'Save as new' saves: a new form (no id, canonical key or revision) with fresh uuids. */
export function copyAsNew(form: BuilderForm): BuilderForm {
  return {
    ...form,
    id: null,
    canonicalKey: null,
    revision: null,
    timestamp: null,
    // A copy of an archived form starts active; a draft stays a draft.
    status: form.status === RecordStatus.Draft ? RecordStatus.Draft : RecordStatus.Active,
    content: regenerateUuids(form.content),
  };
}
