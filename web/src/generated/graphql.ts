/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
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

export type ShellQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellQuery = { me: { id: number, email: string, name: string, roleId: number, roleName: string, isClient: boolean, clientId: number | null }, clients: Array<{ id: number, name: string, projects: Array<{ id: number, clientId: number, name: string }> }> };

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