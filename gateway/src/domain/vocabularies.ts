/**
 * The vocabularies the api stores in spellings GraphQL enums cannot hold ('radio-button-input', 'barChart',
 * 'visit.formState'), from @svr/domain. Resolvers take and answer the stored names (codegen's enumValues);
 * the enum resolvers below let Apollo spell them as the schema does (RADIO_BUTTON_INPUT). A stored name the
 * list lacks is a data error, answered as a GraphQL error that names it, not passed on or guessed.
 */
import {
  ACTIVITY_KINDS,
  enumValuesOf,
  isActivityKind,
  isQuestionType,
  isWidgetType,
  QUESTION_TYPES,
  WIDGET_TYPES,
} from '@svr/domain';
import { GraphQLError } from 'graphql';
import type { Resolvers } from '../generated/resolvers.js';

/** GraphQL enum value → stored name, for makeExecutableSchema (the types check the schema and the lists agree). */
export const questionTypeValues: NonNullable<Resolvers['QuestionType']> = enumValuesOf(QUESTION_TYPES);
export const widgetTypeValues: NonNullable<Resolvers['WidgetType']> = enumValuesOf(WIDGET_TYPES);
export const activityKindValues: NonNullable<Resolvers['ActivityKind']> = enumValuesOf(ACTIVITY_KINDS);

const known =
  <T extends string>(is: (v: unknown) => v is T, what: string) =>
  (stored: unknown): T => {
    if (is(stored)) return stored;
    throw new GraphQLError(`The api answered an unknown ${what}: ${JSON.stringify(stored)}.`, {
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  };

/** A question's stored type, checked against the list (spec 000 §3). */
export const knownQuestionType = known(isQuestionType, 'question type');
/** A saved widget's stored type, checked against the nine (spec 002 §2). */
export const knownWidgetType = known(isWidgetType, 'widget type');
/** An activity row's kind, checked against the kinds the api writes. */
export const knownActivityKind = known(isActivityKind, 'activity kind');
