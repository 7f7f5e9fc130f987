/**
 * The DataLoaders of one GraphQL request. Created per request, never app-wide: a shared cache would
 * serve one user's records to another, go stale after writes, and grow without bound.
 */
import type { DataSources } from '../rest/index.js';
import { createAnswerLoader, type AnswerLoader } from './answers.js';
import { createDocumentLoader, type DocumentLoader } from './documents.js';
import { createFormLoader, type FormLoader } from './forms.js';
import { createWidgetLoader, type WidgetLoader } from './widgets.js';

export interface Loaders {
  answers: AnswerLoader;
  documents: DocumentLoader;
  forms: FormLoader;
  widgets: WidgetLoader;
}

export function createLoaders(api: DataSources): Loaders {
  return {
    answers: createAnswerLoader(api.answers),
    documents: createDocumentLoader(api.documents),
    forms: createFormLoader(api.forms),
    widgets: createWidgetLoader(api.dashboards),
  };
}

export { answerKey } from './answers.js';
