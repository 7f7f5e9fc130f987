/**
 * Common questions in a form (spec 000 §2, §3, §5): the library is searched by title (at most 5
 * matches), and a chosen question is placed as a copy: a Common Question (common-input) that names its
 * library question by commonId and keeps its title, tags and answers (the follow-ups stay in the library).
 */
import { createQuestion } from './create';
import type { BuilderQuestion } from './types';
import { newUuid } from './uuid';

/** Most matches the common-question search shows (spec 000 §5, §9). */
export const MAX_COMMON_MATCHES = 5;

/** What the builder reads of a library question. */
export interface LibraryQuestion {
  id: number;
  title: string;
  /** The library type (radio-button-input, photo-input, ...). */
  type: string;
  tags: readonly string[];
  options: readonly { label: string; value: string }[];
}

/** Library questions whose title contains the search (any case), in library order, at most 5. */
export function matchCommonQuestions<T extends LibraryQuestion>(
  library: readonly T[],
  search: string,
  max = MAX_COMMON_MATCHES,
): T[] {
  const needle = search.trim().toLowerCase();
  return library.filter((c) => needle === '' || c.title.toLowerCase().includes(needle)).slice(0, max);
}

/** The question becomes a copy of the library question: title, commonId, tags, answers with fresh uuids. */
export function applyCommon(q: BuilderQuestion, c: LibraryQuestion): BuilderQuestion {
  return {
    ...q,
    title: c.title,
    commonId: c.id,
    tags: [...c.tags],
    options: c.options.map((o) => ({ uuid: newUuid(), label: o.label, value: o.value, conditionalFork: [] })),
    meta: { ...q.meta, commonType: c.type },
  };
}

/** A new Common Question placed from the library (the add menus' search). */
export const questionFromCommon = (c: LibraryQuestion): BuilderQuestion =>
  applyCommon(createQuestion('common-input'), c);
