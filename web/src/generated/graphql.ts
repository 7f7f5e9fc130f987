/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
/** An answer of a common question to save. uuid, value and conditionalFork are kept when given and filled in when not (value = label). */
export type CommonQuestionOptionInput = {
  conditionalFork?: unknown;
  label: string;
  uuid?: string | number | null | undefined;
  value?: string | null | undefined;
};

/** A new common question. Radio Button, Dropdown and Checkbox need at least one answer. */
export type CreateCommonQuestionInput = {
  documentIds?: Array<number> | null | undefined;
  meta?: unknown;
  options?: Array<CommonQuestionOptionInput> | null | undefined;
  /** ACTIVE (default) or ARCHIVED. */
  status?: RecordStatus | null | undefined;
  /** Tag titles; trimmed, repeats (any case) dropped, no commas. */
  tags?: Array<string> | null | undefined;
  title: string;
  /** REST type name; every question type but question-group and common-input. */
  type: string;
};

/** What the builder saves (spec 000 §4, §7 POST /api/v2/form): the form's fields and its whole content document. Author and editor come from the session. */
export type FormInput = {
  /** 0 (never), 12, 24 or 36. */
  autoApprovalHourTrigger: number;
  /** The form's canonical key; null creates a new form (as Save as new does). */
  canonicalKey?: string | number | null | undefined;
  /** The whole content document (structure, documents, callOut, hideFromClient, ...), saved as it is. */
  content: unknown;
  heroImageUrl?: string | null | undefined;
  /** The revision the builder loaded; a save based on an older one is refused as stale. */
  revision?: number | null | undefined;
  /** The client the form belongs to; a new form takes the selected client. */
  tenancyClientId?: number | null | undefined;
  title: string;
};

/** Record status shared by forms, common questions, visits, views, roll-ups, widgets and dashboards. */
export type RecordStatus =
  /** 1: active. */
  | 'ACTIVE'
  /** 2: archived. */
  | 'ARCHIVED'
  /** 0: deleted. Never listed. */
  | 'DELETED'
  /** 3: draft (forms only). */
  | 'DRAFT';

/** Changes to a common question: only the fields given change. Use setCommonQuestionStatus to archive, activate or delete. */
export type UpdateCommonQuestionInput = {
  documentIds?: Array<number> | null | undefined;
  meta?: unknown;
  /** The whole list of answers; answers left out are removed. */
  options?: Array<CommonQuestionOptionInput> | null | undefined;
  /** The whole list of tag titles. */
  tags?: Array<string> | null | undefined;
  title?: string | null | undefined;
  type?: string | null | undefined;
};

export type ShellQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellQuery = { me: { id: number, email: string, name: string, roleId: number, roleName: string, isClient: boolean, clientId: number | null }, clients: Array<{ id: number, name: string, projects: Array<{ id: number, clientId: number, name: string }> }> };

export type BuilderFormFieldsFragment = { id: number, canonicalKey: string, title: string, status: RecordStatus, revision: number, timestamp: string, tenancyClientId: number | null, autoApprovalHourTrigger: number, heroImageUrl: string | null, content: unknown };

export type BuilderSaveResultFragment = { form: { id: number, canonicalKey: string, title: string, status: RecordStatus, revision: number, timestamp: string, tenancyClientId: number | null, autoApprovalHourTrigger: number, heroImageUrl: string | null, content: unknown } | null, error: { message: string, field: string | null } | null };

export type BuilderFormQueryVariables = Exact<{
  canonicalKey: string | number;
}>;


export type BuilderFormQuery = { form: { id: number, canonicalKey: string, title: string, status: RecordStatus, revision: number, timestamp: string, tenancyClientId: number | null, autoApprovalHourTrigger: number, heroImageUrl: string | null, content: unknown } | null };

export type BuilderSaveFormMutationVariables = Exact<{
  input: FormInput;
  status?: RecordStatus | null | undefined;
}>;


export type BuilderSaveFormMutation = { saveForm: { form: { id: number, canonicalKey: string, title: string, status: RecordStatus, revision: number, timestamp: string, tenancyClientId: number | null, autoApprovalHourTrigger: number, heroImageUrl: string | null, content: unknown } | null, error: { message: string, field: string | null } | null } };

export type BuilderSaveFormDraftMutationVariables = Exact<{
  input: FormInput;
  draftId?: number | null | undefined;
}>;


export type BuilderSaveFormDraftMutation = { saveFormDraft: { form: { id: number, canonicalKey: string, title: string, status: RecordStatus, revision: number, timestamp: string, tenancyClientId: number | null, autoApprovalHourTrigger: number, heroImageUrl: string | null, content: unknown } | null, error: { message: string, field: string | null } | null } };

export type BuilderPublishFormDraftMutationVariables = Exact<{
  draftId: number;
  input: FormInput;
}>;


export type BuilderPublishFormDraftMutation = { publishFormDraft: { form: { id: number, canonicalKey: string, title: string, status: RecordStatus, revision: number, timestamp: string, tenancyClientId: number | null, autoApprovalHourTrigger: number, heroImageUrl: string | null, content: unknown } | null, error: { message: string, field: string | null } | null } };

export type BuilderTagSearchQueryVariables = Exact<{
  search: string;
}>;


export type BuilderTagSearchQuery = { tags: Array<{ id: number, title: string }> };

export type BuilderCreateTagMutationVariables = Exact<{
  title: string;
}>;


export type BuilderCreateTagMutation = { createTag: { tag: { id: number, title: string } | null, error: { message: string } | null } };

export type BuilderCommonQuestionsQueryVariables = Exact<{ [key: string]: never; }>;


export type BuilderCommonQuestionsQuery = { commonQuestions: Array<{ id: number, canonicalKey: string, title: string, type: string, typeLabel: string, tags: Array<string>, meta: unknown, options: Array<{ uuid: string, label: string, value: string, conditionalFork: unknown }> }> };

export type CommonQuestionRowFragment = { id: number, title: string, type: string, typeLabel: string, tags: Array<string>, status: RecordStatus, timestamp: string, meta: unknown, options: Array<{ uuid: string, label: string, value: string, conditionalFork: unknown }> };

export type CommonQuestionDialogQuestionFragment = { id: number, title: string, type: string, typeLabel: string, tags: Array<string>, meta: unknown, options: Array<{ uuid: string, label: string, value: string, conditionalFork: unknown }> };

export type CommonQuestionsQueryVariables = Exact<{
  statuses?: Array<RecordStatus> | RecordStatus | null | undefined;
}>;


export type CommonQuestionsQuery = { commonQuestions: Array<{ id: number, title: string, type: string, typeLabel: string, tags: Array<string>, status: RecordStatus, timestamp: string, meta: unknown, options: Array<{ uuid: string, label: string, value: string, conditionalFork: unknown }> }> };

export type TagSuggestionsQueryVariables = Exact<{
  search: string;
  first?: number | null | undefined;
}>;


export type TagSuggestionsQuery = { tags: Array<{ id: number, title: string }> };

export type CreateCommonQuestionMutationVariables = Exact<{
  input: CreateCommonQuestionInput;
}>;


export type CreateCommonQuestionMutation = { createCommonQuestion: { commonQuestion: { id: number, title: string, type: string, typeLabel: string, tags: Array<string>, status: RecordStatus, timestamp: string, meta: unknown, options: Array<{ uuid: string, label: string, value: string, conditionalFork: unknown }> } | null, error: { message: string } | null } };

export type UpdateCommonQuestionMutationVariables = Exact<{
  id: number;
  input: UpdateCommonQuestionInput;
}>;


export type UpdateCommonQuestionMutation = { updateCommonQuestion: { commonQuestion: { id: number, title: string, type: string, typeLabel: string, tags: Array<string>, status: RecordStatus, timestamp: string, meta: unknown, options: Array<{ uuid: string, label: string, value: string, conditionalFork: unknown }> } | null, error: { message: string } | null } };

export type SetCommonQuestionStatusMutationVariables = Exact<{
  ids: Array<number> | number;
  status: RecordStatus;
}>;


export type SetCommonQuestionStatusMutation = { setCommonQuestionStatus: { changed: number, error: { message: string } | null, commonQuestions: Array<{ id: number, status: RecordStatus, timestamp: string }> } };

export type CreateTagMutationVariables = Exact<{
  title: string;
}>;


export type CreateTagMutation = { createTag: { tag: { id: number, title: string } | null, error: { message: string } | null } };

export type FormListRowFragment = { id: number, canonicalKey: string, title: string, status: RecordStatus, timestamp: string, authorEmail: string | null, editorEmail: string | null, tenancyClientId: number | null };

export type FormListQueryVariables = Exact<{
  statuses?: Array<RecordStatus> | RecordStatus | null | undefined;
}>;


export type FormListQuery = { forms: Array<{ id: number, canonicalKey: string, title: string, status: RecordStatus, timestamp: string, authorEmail: string | null, editorEmail: string | null, tenancyClientId: number | null }> };

export type SetFormStatusMutationVariables = Exact<{
  canonicalKeys: Array<string | number> | string | number;
  status: RecordStatus;
}>;


export type SetFormStatusMutation = { setFormStatus: { changed: number, error: { message: string } | null, forms: Array<{ id: number, canonicalKey: string, title: string, status: RecordStatus, timestamp: string, authorEmail: string | null, editorEmail: string | null, tenancyClientId: number | null }> } };

export const BuilderFormFieldsFragmentDoc = gql`
    fragment BuilderFormFields on Form {
  id
  canonicalKey
  title
  status
  revision
  timestamp
  tenancyClientId
  autoApprovalHourTrigger
  heroImageUrl
  content
}
    `;
export const BuilderSaveResultFragmentDoc = gql`
    fragment BuilderSaveResult on SaveFormPayload {
  form {
    ...BuilderFormFields
  }
  error {
    message
    field
  }
}
    `;
export const CommonQuestionDialogQuestionFragmentDoc = gql`
    fragment CommonQuestionDialogQuestion on CommonQuestion {
  id
  title
  type
  typeLabel
  tags
  meta
  options {
    uuid
    label
    value
    conditionalFork
  }
}
    `;
export const CommonQuestionRowFragmentDoc = gql`
    fragment CommonQuestionRow on CommonQuestion {
  id
  title
  type
  typeLabel
  tags
  status
  timestamp
  ...CommonQuestionDialogQuestion
}
    `;
export const FormListRowFragmentDoc = gql`
    fragment FormListRow on Form {
  id
  canonicalKey
  title
  status
  timestamp
  authorEmail
  editorEmail
  tenancyClientId
}
    `;
export const ShellDocument = gql`
    query Shell {
  me {
    id
    email
    name
    roleId
    roleName
    isClient
    clientId
  }
  clients {
    id
    name
    projects {
      id
      clientId
      name
    }
  }
}
    `;

/**
 * __useShellQuery__
 *
 * To run a query within a React component, call `useShellQuery` and pass it any options that fit your needs.
 * When your component renders, `useShellQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useShellQuery({
 *   variables: {
 *   },
 * });
 */
export function useShellQuery(baseOptions?: Apollo.QueryHookOptions<ShellQuery, ShellQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ShellQuery, ShellQueryVariables>(ShellDocument, options);
      }
export function useShellLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ShellQuery, ShellQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ShellQuery, ShellQueryVariables>(ShellDocument, options);
        }
// @ts-ignore
export function useShellSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ShellQuery, ShellQueryVariables>): Apollo.UseSuspenseQueryResult<ShellQuery, ShellQueryVariables>;
export function useShellSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ShellQuery, ShellQueryVariables>): Apollo.UseSuspenseQueryResult<ShellQuery | undefined, ShellQueryVariables>;
export function useShellSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ShellQuery, ShellQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ShellQuery, ShellQueryVariables>(ShellDocument, options);
        }
export type ShellQueryHookResult = ReturnType<typeof useShellQuery>;
export type ShellLazyQueryHookResult = ReturnType<typeof useShellLazyQuery>;
export type ShellSuspenseQueryHookResult = ReturnType<typeof useShellSuspenseQuery>;
export type ShellQueryResult = Apollo.QueryResult<ShellQuery, ShellQueryVariables>;
export const BuilderFormDocument = gql`
    query BuilderForm($canonicalKey: ID!) {
  form(canonicalKey: $canonicalKey, includeDrafts: true) {
    ...BuilderFormFields
  }
}
    ${BuilderFormFieldsFragmentDoc}`;

/**
 * __useBuilderFormQuery__
 *
 * To run a query within a React component, call `useBuilderFormQuery` and pass it any options that fit your needs.
 * When your component renders, `useBuilderFormQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBuilderFormQuery({
 *   variables: {
 *      canonicalKey: // value for 'canonicalKey'
 *   },
 * });
 */
export function useBuilderFormQuery(baseOptions: Apollo.QueryHookOptions<BuilderFormQuery, BuilderFormQueryVariables> & ({ variables: BuilderFormQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<BuilderFormQuery, BuilderFormQueryVariables>(BuilderFormDocument, options);
      }
export function useBuilderFormLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<BuilderFormQuery, BuilderFormQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<BuilderFormQuery, BuilderFormQueryVariables>(BuilderFormDocument, options);
        }
// @ts-ignore
export function useBuilderFormSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<BuilderFormQuery, BuilderFormQueryVariables>): Apollo.UseSuspenseQueryResult<BuilderFormQuery, BuilderFormQueryVariables>;
export function useBuilderFormSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BuilderFormQuery, BuilderFormQueryVariables>): Apollo.UseSuspenseQueryResult<BuilderFormQuery | undefined, BuilderFormQueryVariables>;
export function useBuilderFormSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BuilderFormQuery, BuilderFormQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<BuilderFormQuery, BuilderFormQueryVariables>(BuilderFormDocument, options);
        }
export type BuilderFormQueryHookResult = ReturnType<typeof useBuilderFormQuery>;
export type BuilderFormLazyQueryHookResult = ReturnType<typeof useBuilderFormLazyQuery>;
export type BuilderFormSuspenseQueryHookResult = ReturnType<typeof useBuilderFormSuspenseQuery>;
export type BuilderFormQueryResult = Apollo.QueryResult<BuilderFormQuery, BuilderFormQueryVariables>;
export const BuilderSaveFormDocument = gql`
    mutation BuilderSaveForm($input: FormInput!, $status: RecordStatus) {
  saveForm(input: $input, status: $status) {
    ...BuilderSaveResult
  }
}
    ${BuilderSaveResultFragmentDoc}
${BuilderFormFieldsFragmentDoc}`;
export type BuilderSaveFormMutationFn = Apollo.MutationFunction<BuilderSaveFormMutation, BuilderSaveFormMutationVariables>;

/**
 * __useBuilderSaveFormMutation__
 *
 * To run a mutation, you first call `useBuilderSaveFormMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useBuilderSaveFormMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [builderSaveFormMutation, { data, loading, error }] = useBuilderSaveFormMutation({
 *   variables: {
 *      input: // value for 'input'
 *      status: // value for 'status'
 *   },
 * });
 */
export function useBuilderSaveFormMutation(baseOptions?: Apollo.MutationHookOptions<BuilderSaveFormMutation, BuilderSaveFormMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<BuilderSaveFormMutation, BuilderSaveFormMutationVariables>(BuilderSaveFormDocument, options);
      }
export type BuilderSaveFormMutationHookResult = ReturnType<typeof useBuilderSaveFormMutation>;
export type BuilderSaveFormMutationResult = Apollo.MutationResult<BuilderSaveFormMutation>;
export type BuilderSaveFormMutationOptions = Apollo.BaseMutationOptions<BuilderSaveFormMutation, BuilderSaveFormMutationVariables>;
export const BuilderSaveFormDraftDocument = gql`
    mutation BuilderSaveFormDraft($input: FormInput!, $draftId: Int) {
  saveFormDraft(input: $input, draftId: $draftId) {
    ...BuilderSaveResult
  }
}
    ${BuilderSaveResultFragmentDoc}
${BuilderFormFieldsFragmentDoc}`;
export type BuilderSaveFormDraftMutationFn = Apollo.MutationFunction<BuilderSaveFormDraftMutation, BuilderSaveFormDraftMutationVariables>;

/**
 * __useBuilderSaveFormDraftMutation__
 *
 * To run a mutation, you first call `useBuilderSaveFormDraftMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useBuilderSaveFormDraftMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [builderSaveFormDraftMutation, { data, loading, error }] = useBuilderSaveFormDraftMutation({
 *   variables: {
 *      input: // value for 'input'
 *      draftId: // value for 'draftId'
 *   },
 * });
 */
export function useBuilderSaveFormDraftMutation(baseOptions?: Apollo.MutationHookOptions<BuilderSaveFormDraftMutation, BuilderSaveFormDraftMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<BuilderSaveFormDraftMutation, BuilderSaveFormDraftMutationVariables>(BuilderSaveFormDraftDocument, options);
      }
export type BuilderSaveFormDraftMutationHookResult = ReturnType<typeof useBuilderSaveFormDraftMutation>;
export type BuilderSaveFormDraftMutationResult = Apollo.MutationResult<BuilderSaveFormDraftMutation>;
export type BuilderSaveFormDraftMutationOptions = Apollo.BaseMutationOptions<BuilderSaveFormDraftMutation, BuilderSaveFormDraftMutationVariables>;
export const BuilderPublishFormDraftDocument = gql`
    mutation BuilderPublishFormDraft($draftId: Int!, $input: FormInput!) {
  publishFormDraft(draftId: $draftId, input: $input) {
    ...BuilderSaveResult
  }
}
    ${BuilderSaveResultFragmentDoc}
${BuilderFormFieldsFragmentDoc}`;
export type BuilderPublishFormDraftMutationFn = Apollo.MutationFunction<BuilderPublishFormDraftMutation, BuilderPublishFormDraftMutationVariables>;

/**
 * __useBuilderPublishFormDraftMutation__
 *
 * To run a mutation, you first call `useBuilderPublishFormDraftMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useBuilderPublishFormDraftMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [builderPublishFormDraftMutation, { data, loading, error }] = useBuilderPublishFormDraftMutation({
 *   variables: {
 *      draftId: // value for 'draftId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useBuilderPublishFormDraftMutation(baseOptions?: Apollo.MutationHookOptions<BuilderPublishFormDraftMutation, BuilderPublishFormDraftMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<BuilderPublishFormDraftMutation, BuilderPublishFormDraftMutationVariables>(BuilderPublishFormDraftDocument, options);
      }
export type BuilderPublishFormDraftMutationHookResult = ReturnType<typeof useBuilderPublishFormDraftMutation>;
export type BuilderPublishFormDraftMutationResult = Apollo.MutationResult<BuilderPublishFormDraftMutation>;
export type BuilderPublishFormDraftMutationOptions = Apollo.BaseMutationOptions<BuilderPublishFormDraftMutation, BuilderPublishFormDraftMutationVariables>;
export const BuilderTagSearchDocument = gql`
    query BuilderTagSearch($search: String!) {
  tags(search: $search, first: 5) {
    id
    title
  }
}
    `;

/**
 * __useBuilderTagSearchQuery__
 *
 * To run a query within a React component, call `useBuilderTagSearchQuery` and pass it any options that fit your needs.
 * When your component renders, `useBuilderTagSearchQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBuilderTagSearchQuery({
 *   variables: {
 *      search: // value for 'search'
 *   },
 * });
 */
export function useBuilderTagSearchQuery(baseOptions: Apollo.QueryHookOptions<BuilderTagSearchQuery, BuilderTagSearchQueryVariables> & ({ variables: BuilderTagSearchQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<BuilderTagSearchQuery, BuilderTagSearchQueryVariables>(BuilderTagSearchDocument, options);
      }
export function useBuilderTagSearchLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<BuilderTagSearchQuery, BuilderTagSearchQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<BuilderTagSearchQuery, BuilderTagSearchQueryVariables>(BuilderTagSearchDocument, options);
        }
// @ts-ignore
export function useBuilderTagSearchSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<BuilderTagSearchQuery, BuilderTagSearchQueryVariables>): Apollo.UseSuspenseQueryResult<BuilderTagSearchQuery, BuilderTagSearchQueryVariables>;
export function useBuilderTagSearchSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BuilderTagSearchQuery, BuilderTagSearchQueryVariables>): Apollo.UseSuspenseQueryResult<BuilderTagSearchQuery | undefined, BuilderTagSearchQueryVariables>;
export function useBuilderTagSearchSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BuilderTagSearchQuery, BuilderTagSearchQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<BuilderTagSearchQuery, BuilderTagSearchQueryVariables>(BuilderTagSearchDocument, options);
        }
export type BuilderTagSearchQueryHookResult = ReturnType<typeof useBuilderTagSearchQuery>;
export type BuilderTagSearchLazyQueryHookResult = ReturnType<typeof useBuilderTagSearchLazyQuery>;
export type BuilderTagSearchSuspenseQueryHookResult = ReturnType<typeof useBuilderTagSearchSuspenseQuery>;
export type BuilderTagSearchQueryResult = Apollo.QueryResult<BuilderTagSearchQuery, BuilderTagSearchQueryVariables>;
export const BuilderCreateTagDocument = gql`
    mutation BuilderCreateTag($title: String!) {
  createTag(title: $title) {
    tag {
      id
      title
    }
    error {
      message
    }
  }
}
    `;
export type BuilderCreateTagMutationFn = Apollo.MutationFunction<BuilderCreateTagMutation, BuilderCreateTagMutationVariables>;

/**
 * __useBuilderCreateTagMutation__
 *
 * To run a mutation, you first call `useBuilderCreateTagMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useBuilderCreateTagMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [builderCreateTagMutation, { data, loading, error }] = useBuilderCreateTagMutation({
 *   variables: {
 *      title: // value for 'title'
 *   },
 * });
 */
export function useBuilderCreateTagMutation(baseOptions?: Apollo.MutationHookOptions<BuilderCreateTagMutation, BuilderCreateTagMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<BuilderCreateTagMutation, BuilderCreateTagMutationVariables>(BuilderCreateTagDocument, options);
      }
export type BuilderCreateTagMutationHookResult = ReturnType<typeof useBuilderCreateTagMutation>;
export type BuilderCreateTagMutationResult = Apollo.MutationResult<BuilderCreateTagMutation>;
export type BuilderCreateTagMutationOptions = Apollo.BaseMutationOptions<BuilderCreateTagMutation, BuilderCreateTagMutationVariables>;
export const BuilderCommonQuestionsDocument = gql`
    query BuilderCommonQuestions {
  commonQuestions(statuses: [ACTIVE]) {
    id
    canonicalKey
    title
    type
    typeLabel
    tags
    meta
    options {
      uuid
      label
      value
      conditionalFork
    }
  }
}
    `;

/**
 * __useBuilderCommonQuestionsQuery__
 *
 * To run a query within a React component, call `useBuilderCommonQuestionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useBuilderCommonQuestionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBuilderCommonQuestionsQuery({
 *   variables: {
 *   },
 * });
 */
export function useBuilderCommonQuestionsQuery(baseOptions?: Apollo.QueryHookOptions<BuilderCommonQuestionsQuery, BuilderCommonQuestionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<BuilderCommonQuestionsQuery, BuilderCommonQuestionsQueryVariables>(BuilderCommonQuestionsDocument, options);
      }
export function useBuilderCommonQuestionsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<BuilderCommonQuestionsQuery, BuilderCommonQuestionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<BuilderCommonQuestionsQuery, BuilderCommonQuestionsQueryVariables>(BuilderCommonQuestionsDocument, options);
        }
// @ts-ignore
export function useBuilderCommonQuestionsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<BuilderCommonQuestionsQuery, BuilderCommonQuestionsQueryVariables>): Apollo.UseSuspenseQueryResult<BuilderCommonQuestionsQuery, BuilderCommonQuestionsQueryVariables>;
export function useBuilderCommonQuestionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BuilderCommonQuestionsQuery, BuilderCommonQuestionsQueryVariables>): Apollo.UseSuspenseQueryResult<BuilderCommonQuestionsQuery | undefined, BuilderCommonQuestionsQueryVariables>;
export function useBuilderCommonQuestionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BuilderCommonQuestionsQuery, BuilderCommonQuestionsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<BuilderCommonQuestionsQuery, BuilderCommonQuestionsQueryVariables>(BuilderCommonQuestionsDocument, options);
        }
export type BuilderCommonQuestionsQueryHookResult = ReturnType<typeof useBuilderCommonQuestionsQuery>;
export type BuilderCommonQuestionsLazyQueryHookResult = ReturnType<typeof useBuilderCommonQuestionsLazyQuery>;
export type BuilderCommonQuestionsSuspenseQueryHookResult = ReturnType<typeof useBuilderCommonQuestionsSuspenseQuery>;
export type BuilderCommonQuestionsQueryResult = Apollo.QueryResult<BuilderCommonQuestionsQuery, BuilderCommonQuestionsQueryVariables>;
export const CommonQuestionsDocument = gql`
    query CommonQuestions($statuses: [RecordStatus!]) {
  commonQuestions(statuses: $statuses) {
    ...CommonQuestionRow
  }
}
    ${CommonQuestionRowFragmentDoc}
${CommonQuestionDialogQuestionFragmentDoc}`;

/**
 * __useCommonQuestionsQuery__
 *
 * To run a query within a React component, call `useCommonQuestionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCommonQuestionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCommonQuestionsQuery({
 *   variables: {
 *      statuses: // value for 'statuses'
 *   },
 * });
 */
export function useCommonQuestionsQuery(baseOptions?: Apollo.QueryHookOptions<CommonQuestionsQuery, CommonQuestionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CommonQuestionsQuery, CommonQuestionsQueryVariables>(CommonQuestionsDocument, options);
      }
export function useCommonQuestionsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CommonQuestionsQuery, CommonQuestionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CommonQuestionsQuery, CommonQuestionsQueryVariables>(CommonQuestionsDocument, options);
        }
// @ts-ignore
export function useCommonQuestionsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CommonQuestionsQuery, CommonQuestionsQueryVariables>): Apollo.UseSuspenseQueryResult<CommonQuestionsQuery, CommonQuestionsQueryVariables>;
export function useCommonQuestionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CommonQuestionsQuery, CommonQuestionsQueryVariables>): Apollo.UseSuspenseQueryResult<CommonQuestionsQuery | undefined, CommonQuestionsQueryVariables>;
export function useCommonQuestionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CommonQuestionsQuery, CommonQuestionsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CommonQuestionsQuery, CommonQuestionsQueryVariables>(CommonQuestionsDocument, options);
        }
export type CommonQuestionsQueryHookResult = ReturnType<typeof useCommonQuestionsQuery>;
export type CommonQuestionsLazyQueryHookResult = ReturnType<typeof useCommonQuestionsLazyQuery>;
export type CommonQuestionsSuspenseQueryHookResult = ReturnType<typeof useCommonQuestionsSuspenseQuery>;
export type CommonQuestionsQueryResult = Apollo.QueryResult<CommonQuestionsQuery, CommonQuestionsQueryVariables>;
export const TagSuggestionsDocument = gql`
    query TagSuggestions($search: String!, $first: Int) {
  tags(search: $search, first: $first) {
    id
    title
  }
}
    `;

/**
 * __useTagSuggestionsQuery__
 *
 * To run a query within a React component, call `useTagSuggestionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useTagSuggestionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTagSuggestionsQuery({
 *   variables: {
 *      search: // value for 'search'
 *      first: // value for 'first'
 *   },
 * });
 */
export function useTagSuggestionsQuery(baseOptions: Apollo.QueryHookOptions<TagSuggestionsQuery, TagSuggestionsQueryVariables> & ({ variables: TagSuggestionsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<TagSuggestionsQuery, TagSuggestionsQueryVariables>(TagSuggestionsDocument, options);
      }
export function useTagSuggestionsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<TagSuggestionsQuery, TagSuggestionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<TagSuggestionsQuery, TagSuggestionsQueryVariables>(TagSuggestionsDocument, options);
        }
// @ts-ignore
export function useTagSuggestionsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<TagSuggestionsQuery, TagSuggestionsQueryVariables>): Apollo.UseSuspenseQueryResult<TagSuggestionsQuery, TagSuggestionsQueryVariables>;
export function useTagSuggestionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<TagSuggestionsQuery, TagSuggestionsQueryVariables>): Apollo.UseSuspenseQueryResult<TagSuggestionsQuery | undefined, TagSuggestionsQueryVariables>;
export function useTagSuggestionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<TagSuggestionsQuery, TagSuggestionsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<TagSuggestionsQuery, TagSuggestionsQueryVariables>(TagSuggestionsDocument, options);
        }
export type TagSuggestionsQueryHookResult = ReturnType<typeof useTagSuggestionsQuery>;
export type TagSuggestionsLazyQueryHookResult = ReturnType<typeof useTagSuggestionsLazyQuery>;
export type TagSuggestionsSuspenseQueryHookResult = ReturnType<typeof useTagSuggestionsSuspenseQuery>;
export type TagSuggestionsQueryResult = Apollo.QueryResult<TagSuggestionsQuery, TagSuggestionsQueryVariables>;
export const CreateCommonQuestionDocument = gql`
    mutation CreateCommonQuestion($input: CreateCommonQuestionInput!) {
  createCommonQuestion(input: $input) {
    commonQuestion {
      ...CommonQuestionRow
    }
    error {
      message
    }
  }
}
    ${CommonQuestionRowFragmentDoc}
${CommonQuestionDialogQuestionFragmentDoc}`;
export type CreateCommonQuestionMutationFn = Apollo.MutationFunction<CreateCommonQuestionMutation, CreateCommonQuestionMutationVariables>;

/**
 * __useCreateCommonQuestionMutation__
 *
 * To run a mutation, you first call `useCreateCommonQuestionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateCommonQuestionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createCommonQuestionMutation, { data, loading, error }] = useCreateCommonQuestionMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateCommonQuestionMutation(baseOptions?: Apollo.MutationHookOptions<CreateCommonQuestionMutation, CreateCommonQuestionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateCommonQuestionMutation, CreateCommonQuestionMutationVariables>(CreateCommonQuestionDocument, options);
      }
export type CreateCommonQuestionMutationHookResult = ReturnType<typeof useCreateCommonQuestionMutation>;
export type CreateCommonQuestionMutationResult = Apollo.MutationResult<CreateCommonQuestionMutation>;
export type CreateCommonQuestionMutationOptions = Apollo.BaseMutationOptions<CreateCommonQuestionMutation, CreateCommonQuestionMutationVariables>;
export const UpdateCommonQuestionDocument = gql`
    mutation UpdateCommonQuestion($id: Int!, $input: UpdateCommonQuestionInput!) {
  updateCommonQuestion(id: $id, input: $input) {
    commonQuestion {
      ...CommonQuestionRow
    }
    error {
      message
    }
  }
}
    ${CommonQuestionRowFragmentDoc}
${CommonQuestionDialogQuestionFragmentDoc}`;
export type UpdateCommonQuestionMutationFn = Apollo.MutationFunction<UpdateCommonQuestionMutation, UpdateCommonQuestionMutationVariables>;

/**
 * __useUpdateCommonQuestionMutation__
 *
 * To run a mutation, you first call `useUpdateCommonQuestionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCommonQuestionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCommonQuestionMutation, { data, loading, error }] = useUpdateCommonQuestionMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateCommonQuestionMutation(baseOptions?: Apollo.MutationHookOptions<UpdateCommonQuestionMutation, UpdateCommonQuestionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateCommonQuestionMutation, UpdateCommonQuestionMutationVariables>(UpdateCommonQuestionDocument, options);
      }
export type UpdateCommonQuestionMutationHookResult = ReturnType<typeof useUpdateCommonQuestionMutation>;
export type UpdateCommonQuestionMutationResult = Apollo.MutationResult<UpdateCommonQuestionMutation>;
export type UpdateCommonQuestionMutationOptions = Apollo.BaseMutationOptions<UpdateCommonQuestionMutation, UpdateCommonQuestionMutationVariables>;
export const SetCommonQuestionStatusDocument = gql`
    mutation SetCommonQuestionStatus($ids: [Int!]!, $status: RecordStatus!) {
  setCommonQuestionStatus(ids: $ids, status: $status) {
    changed
    error {
      message
    }
    commonQuestions {
      id
      status
      timestamp
    }
  }
}
    `;
export type SetCommonQuestionStatusMutationFn = Apollo.MutationFunction<SetCommonQuestionStatusMutation, SetCommonQuestionStatusMutationVariables>;

/**
 * __useSetCommonQuestionStatusMutation__
 *
 * To run a mutation, you first call `useSetCommonQuestionStatusMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetCommonQuestionStatusMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setCommonQuestionStatusMutation, { data, loading, error }] = useSetCommonQuestionStatusMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *      status: // value for 'status'
 *   },
 * });
 */
export function useSetCommonQuestionStatusMutation(baseOptions?: Apollo.MutationHookOptions<SetCommonQuestionStatusMutation, SetCommonQuestionStatusMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetCommonQuestionStatusMutation, SetCommonQuestionStatusMutationVariables>(SetCommonQuestionStatusDocument, options);
      }
export type SetCommonQuestionStatusMutationHookResult = ReturnType<typeof useSetCommonQuestionStatusMutation>;
export type SetCommonQuestionStatusMutationResult = Apollo.MutationResult<SetCommonQuestionStatusMutation>;
export type SetCommonQuestionStatusMutationOptions = Apollo.BaseMutationOptions<SetCommonQuestionStatusMutation, SetCommonQuestionStatusMutationVariables>;
export const CreateTagDocument = gql`
    mutation CreateTag($title: String!) {
  createTag(title: $title) {
    tag {
      id
      title
    }
    error {
      message
    }
  }
}
    `;
export type CreateTagMutationFn = Apollo.MutationFunction<CreateTagMutation, CreateTagMutationVariables>;

/**
 * __useCreateTagMutation__
 *
 * To run a mutation, you first call `useCreateTagMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateTagMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createTagMutation, { data, loading, error }] = useCreateTagMutation({
 *   variables: {
 *      title: // value for 'title'
 *   },
 * });
 */
export function useCreateTagMutation(baseOptions?: Apollo.MutationHookOptions<CreateTagMutation, CreateTagMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateTagMutation, CreateTagMutationVariables>(CreateTagDocument, options);
      }
export type CreateTagMutationHookResult = ReturnType<typeof useCreateTagMutation>;
export type CreateTagMutationResult = Apollo.MutationResult<CreateTagMutation>;
export type CreateTagMutationOptions = Apollo.BaseMutationOptions<CreateTagMutation, CreateTagMutationVariables>;
export const FormListDocument = gql`
    query FormList($statuses: [RecordStatus!]) {
  forms(statuses: $statuses) {
    ...FormListRow
  }
}
    ${FormListRowFragmentDoc}`;

/**
 * __useFormListQuery__
 *
 * To run a query within a React component, call `useFormListQuery` and pass it any options that fit your needs.
 * When your component renders, `useFormListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useFormListQuery({
 *   variables: {
 *      statuses: // value for 'statuses'
 *   },
 * });
 */
export function useFormListQuery(baseOptions?: Apollo.QueryHookOptions<FormListQuery, FormListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<FormListQuery, FormListQueryVariables>(FormListDocument, options);
      }
export function useFormListLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<FormListQuery, FormListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<FormListQuery, FormListQueryVariables>(FormListDocument, options);
        }
// @ts-ignore
export function useFormListSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<FormListQuery, FormListQueryVariables>): Apollo.UseSuspenseQueryResult<FormListQuery, FormListQueryVariables>;
export function useFormListSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<FormListQuery, FormListQueryVariables>): Apollo.UseSuspenseQueryResult<FormListQuery | undefined, FormListQueryVariables>;
export function useFormListSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<FormListQuery, FormListQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<FormListQuery, FormListQueryVariables>(FormListDocument, options);
        }
export type FormListQueryHookResult = ReturnType<typeof useFormListQuery>;
export type FormListLazyQueryHookResult = ReturnType<typeof useFormListLazyQuery>;
export type FormListSuspenseQueryHookResult = ReturnType<typeof useFormListSuspenseQuery>;
export type FormListQueryResult = Apollo.QueryResult<FormListQuery, FormListQueryVariables>;
export const SetFormStatusDocument = gql`
    mutation SetFormStatus($canonicalKeys: [ID!]!, $status: RecordStatus!) {
  setFormStatus(canonicalKeys: $canonicalKeys, status: $status) {
    changed
    error {
      message
    }
    forms {
      ...FormListRow
    }
  }
}
    ${FormListRowFragmentDoc}`;
export type SetFormStatusMutationFn = Apollo.MutationFunction<SetFormStatusMutation, SetFormStatusMutationVariables>;

/**
 * __useSetFormStatusMutation__
 *
 * To run a mutation, you first call `useSetFormStatusMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetFormStatusMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setFormStatusMutation, { data, loading, error }] = useSetFormStatusMutation({
 *   variables: {
 *      canonicalKeys: // value for 'canonicalKeys'
 *      status: // value for 'status'
 *   },
 * });
 */
export function useSetFormStatusMutation(baseOptions?: Apollo.MutationHookOptions<SetFormStatusMutation, SetFormStatusMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetFormStatusMutation, SetFormStatusMutationVariables>(SetFormStatusDocument, options);
      }
export type SetFormStatusMutationHookResult = ReturnType<typeof useSetFormStatusMutation>;
export type SetFormStatusMutationResult = Apollo.MutationResult<SetFormStatusMutation>;
export type SetFormStatusMutationOptions = Apollo.BaseMutationOptions<SetFormStatusMutation, SetFormStatusMutationVariables>;