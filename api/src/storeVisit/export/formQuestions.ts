/** Every question of a form's content, for the export's question titles. */
type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every question of a form's content (sections, groups, conditional forks at any depth). */
export function formQuestions(content: unknown): Node[] {
  const out: Node[] = [];
  const walk = (q: unknown, depth: number) => {
    if (!isNode(q) || depth > 50) return;
    out.push(q);
    if (Array.isArray(q.content)) q.content.forEach((c) => walk(c, depth + 1));
    if (Array.isArray(q.options))
      for (const o of q.options)
        if (isNode(o) && Array.isArray(o.conditionalFork)) o.conditionalFork.forEach((c) => walk(c, depth + 1));
  };
  const structure = isNode(content) && Array.isArray(content.structure) ? content.structure : [];
  for (const phase of structure) {
    if (!Array.isArray(phase)) continue;
    for (const section of phase)
      if (isNode(section) && Array.isArray(section.content)) section.content.forEach((q) => walk(q, 0));
  }
  return out;
}
