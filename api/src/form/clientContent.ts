/**
 * What a client user receives of a form's content (spec 000 §6: questions marked isHidden are skipped
 * for them): internal questions are left out with everything under them (group members, follow-ups),
 * documents linked to them go too, and the call-out mailing list (staff e-mail addresses) is emptied.
 */
import { RecordStatus } from '@svr/domain';

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const isHidden = (q: unknown) => isNode(q) && isNode(q.meta) && q.meta.isHidden === true;

function visibleQuestions(list: unknown, removed: Set<string>): unknown[] {
  if (!Array.isArray(list)) return [];
  const out: unknown[] = [];
  for (const q of list) {
    if (!isNode(q)) continue;
    if (isHidden(q)) {
      collectUuids(q, removed);
      continue;
    }
    out.push({
      ...q,
      ...(Array.isArray(q.content) ? { content: visibleQuestions(q.content, removed) } : {}),
      ...(Array.isArray(q.options)
        ? {
            options: q.options.map((o) =>
              isNode(o) && Array.isArray(o.conditionalFork)
                ? { ...o, conditionalFork: visibleQuestions(o.conditionalFork, removed) }
                : o,
            ),
          }
        : {}),
    });
  }
  return out;
}

function collectUuids(q: Node, into: Set<string>) {
  if (typeof q.uuid === 'string') into.add(q.uuid.toLowerCase());
  if (Array.isArray(q.content)) q.content.filter(isNode).forEach((c) => collectUuids(c, into));
  if (Array.isArray(q.options))
    for (const o of q.options)
      if (isNode(o) && Array.isArray(o.conditionalFork))
        o.conditionalFork.filter(isNode).forEach((c) => collectUuids(c, into));
}

export function clientFormContent(content: unknown): unknown {
  if (!isNode(content)) return content;
  const removed = new Set<string>();
  const structure = Array.isArray(content.structure)
    ? content.structure.map((phase) =>
        Array.isArray(phase)
          ? phase.map((s) => (isNode(s) ? { ...s, content: visibleQuestions(s.content, removed) } : s))
          : phase,
      )
    : content.structure;
  const documents = Array.isArray(content.documents)
    ? content.documents.filter(
        (d) => !(isNode(d) && typeof d.questionUuid === 'string' && removed.has(d.questionUuid.toLowerCase())),
      )
    : content.documents;
  const callOut = isNode(content.callOut) ? { ...content.callOut, mailing: '' } : content.callOut;
  return { ...content, structure, documents, callOut };
}

/** content.hideFromClient as the builder stores it: 1/0 (spec), true/false (newer saves), '1'/'true' (older JSON text). */
export function isHiddenFromClient(content: unknown): boolean {
  const v = isNode(content) ? content.hideFromClient : undefined;
  return v === true || v === 1 || v === '1' || v === 'true';
}

/**
 * Whether a client user may receive a form record at all (spec 000 §6: items flagged hidden from the
 * client are never shown to them; drafts are staff work in progress). Every form read applies it:
 * a single record answers 404, a list leaves the record out.
 */
export function clientMaySeeForm(form: { status: number; content: unknown }): boolean {
  return (
    form.status !== RecordStatus.Draft && form.status !== RecordStatus.Deleted && !isHiddenFromClient(form.content)
  );
}
