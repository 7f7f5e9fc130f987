/** Factories of form content (questions, options, sections), forms, tags and library questions. */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { commonQuestions, forms, tags } from '../../db/schema.js';
import { buildClient, unique } from './people.js';

const QUESTION_META = {
  isRequired: true,
  isHidden: false,
  isQuickReview: false,
  isConditional: false,
  isCallOut: false,
};

export interface FormOption {
  uuid: string;
  label: string;
  value: string;
  conditionalFork: unknown[];
}

/**
 * A question of stored form content, with fresh uuid and canonical key; `extra` adds options (see
 * formOption, with their forks), the questions of a group (`content`) or meta flags.
 */
export const formQuestion = (
  type: string,
  title: string,
  extra: { options?: FormOption[]; content?: unknown[]; meta?: Record<string, unknown> } = {},
) => ({
  uuid: randomUUID(),
  canonicalKey: randomUUID(),
  type,
  title,
  tags: [],
  meta: { ...QUESTION_META, ...extra.meta },
  options: extra.options ?? [],
  documentIds: [],
  commonId: null,
  ...(extra.content ? { content: extra.content } : {}),
});

/** An option of a choice question; answering it asks the questions of `fork`. */
export const formOption = (label: string, fork: unknown[] = []): FormOption => ({
  uuid: randomUUID(),
  label,
  value: label,
  conditionalFork: fork,
});

export const section = (title: string, content: unknown[]) => ({
  uuid: randomUUID(),
  type: 'section',
  title,
  tags: [],
  meta: { forceQuestionOrder: false },
  content,
});

export type FormQuestion = ReturnType<typeof formQuestion>;

/**
 * Stored form content: the questions in one section of the first phase (or the sections of `structure`,
 * one list per phase: pre, during, post), then any `overrides`.
 */
export const formContent = (questions: unknown[] = [], overrides: Record<string, unknown> = {}) => ({
  structure: [[section('Visit', questions)], [], []],
  documents: [],
  callOut: { active: false, mailing: '' },
  hideFromClient: 0,
  invoicePlannedTime: 0,
  maxAllowedTime: '',
  bypassGPSValidation: false,
  bypassDuplicatePhotoCheck: false,
  ...overrides,
});

/**
 * A form (published unless `status` says otherwise) of `questions` (default: one single-line question) or
 * of the sections of `structure`, for `tenancyClientId` (a new client unless given). Answers the row and
 * its (top-level) questions.
 */
export async function buildForm(
  db: Db,
  overrides: Partial<typeof forms.$inferInsert> & { questions?: FormQuestion[]; structure?: unknown[][] } = {},
) {
  const { questions = [formQuestion('single-line-input', 'Who did you meet?')], structure, ...values } = overrides;
  const tenancyClientId = values.tenancyClientId === undefined ? (await buildClient(db)).id : values.tenancyClientId;
  const [row] = await db
    .insert(forms)
    .values({
      canonicalKey: randomUUID(),
      title: unique('Form'),
      content: formContent(questions, structure ? { structure } : {}),
      authorEmail: 'author@test.example.com',
      editorEmail: 'author@test.example.com',
      status: 1,
      ...values,
      tenancyClientId,
    })
    .returning();
  return { ...row, questions };
}

export async function buildTag(db: Db, overrides: Partial<typeof tags.$inferInsert> = {}) {
  const [row] = await db
    .insert(tags)
    .values({ title: unique('Tag'), ...overrides })
    .returning();
  return row;
}

/** A library question (toggle Yes/No unless `type` and `options` say otherwise). */
export async function buildCommonQuestion(db: Db, overrides: Partial<typeof commonQuestions.$inferInsert> = {}) {
  const [row] = await db
    .insert(commonQuestions)
    .values({
      canonicalKey: randomUUID(),
      uuid: randomUUID(),
      title: unique('Common question'),
      type: 'toggle-input',
      options: ['Yes', 'No'].map((label) => ({ uuid: randomUUID(), label, value: label, conditionalFork: [] })),
      tags: 'Display',
      metaJson: { type: 'general', isRequired: true },
      ...overrides,
    })
    .returning();
  return row;
}
