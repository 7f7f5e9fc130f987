/**
 * Question types between the schema and the stored form content. The gateway serves the QuestionType
 * enum (RADIO_BUTTON_INPUT); form content, the builder and the type sets of @svr/domain keep the stored
 * names ('radio-button-input'). One rule maps them (domain/src/enumNames.ts), and the types check it: a
 * schema enum that drifts from the domain list does not compile here.
 */
import {
  enumValuesOf,
  graphqlEnumName,
  isMediaQuestionType,
  QUESTION_TYPES,
  type QuestionType as StoredQuestionType,
} from '@svr/domain';
import type { QuestionType } from '../generated/graphql';

const STORED: Readonly<Record<QuestionType, StoredQuestionType>> = enumValuesOf(QUESTION_TYPES);

/** The stored name of a schema question type, as form content and the domain's type sets spell it. */
export const storedQuestionType = (type: QuestionType): StoredQuestionType => STORED[type];

/** The schema's value of a stored question type (what GraphQL inputs take). */
export const questionTypeValue = (type: StoredQuestionType): QuestionType => graphqlEnumName(type);

/** Photo, signature and video questions: their answer is an uploaded document. */
export const isMediaType = (type: QuestionType): boolean => isMediaQuestionType(storedQuestionType(type));
