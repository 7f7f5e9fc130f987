/**
 * The GraphQL enum value of a stored name. GraphQL enum values allow only letters, digits and '_', so the
 * schema spells the stored vocabularies in upper snake case: 'radio-button-input' → RADIO_BUTTON_INPUT,
 * 'barChart' → BAR_CHART, 'visit.formState' → VISIT_FORM_STATE. The gateway and the web app map both ways
 * with this one rule, over the lists of this package; the type spells the same rule, so a schema enum and
 * a list that disagree fail to compile where the gateway maps them.
 */
type Snake<S extends string> = S extends `${infer C}${infer Rest}`
  ? `${C extends '-' | '.' | ' ' ? '_' : C extends Lowercase<C> ? C : `_${C}`}${Snake<Rest>}`
  : '';
export type GraphqlEnumName<S extends string> = Uppercase<Snake<S>>;

export const graphqlEnumName = <S extends string>(stored: S): GraphqlEnumName<S> =>
  // The type above is the rule this computes: the string functions are untyped, so the answer is asserted.
  stored
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toUpperCase() as GraphqlEnumName<S>;

/** A vocabulary as a schema enum's resolver: each GraphQL enum value → the stored name it stands for. */
export type EnumValuesOf<T extends string> = { [S in T as GraphqlEnumName<S>]: S };

export const enumValuesOf = <T extends string>(vocabulary: readonly T[]): EnumValuesOf<T> =>
  // Built from the same rule as the type (a test checks both agree on every list).
  Object.fromEntries(vocabulary.map((s) => [graphqlEnumName(s), s])) as EnumValuesOf<T>;

/** The stored name of a GraphQL enum value, looked up in its vocabulary; undefined when the list lacks it. */
export const storedName = <T extends string>(vocabulary: readonly T[], enumValue: string): T | undefined =>
  vocabulary.find((s) => graphqlEnumName(s) === enumValue);
