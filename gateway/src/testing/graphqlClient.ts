/**
 * A small GraphQL test client: posts an operation as a given caller and, when a test expects data but
 * gets errors, fails with the query and the whole answer printed, so a failure explains itself. Every answer
 * is also held to the rule that a request makes at most one REST write (each user action is one api call in
 * one transaction): a test whose operation makes more fails, whatever it asserts itself.
 */
export interface GraphQLAnswer<T> {
  status: number;
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string } & Record<string, unknown> }[];
  extensions?: { restCalls?: number; restWrites?: number } & Record<string, unknown>;
}

export interface Caller {
  token?: string | null;
  clientId?: number;
  projectId?: number;
}

export function graphqlClient(url: string) {
  async function send<T>(
    caller: Caller,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<GraphQLAnswer<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (caller.token) headers.authorization = `Bearer ${caller.token}`;
    if (caller.clientId) headers['x-tenancy-client-id'] = String(caller.clientId);
    if (caller.projectId) headers['x-tenancy-project-id'] = String(caller.projectId);
    const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    const text = await res.text();
    let answer: GraphQLAnswer<T>;
    try {
      answer = { status: res.status, ...(JSON.parse(text) as Omit<GraphQLAnswer<T>, 'status'>) };
    } catch {
      throw new Error(`POST ${url} answered ${res.status} with non-JSON:\n${text.slice(0, 500)}\nQuery:\n${query}`);
    }
    if ((answer.extensions?.restWrites ?? 0) > 1) {
      throw new Error(
        `The operation made ${answer.extensions!.restWrites} REST writes; one user action is one api call.\nQuery:\n${query}\nVariables: ${JSON.stringify(variables)}`,
      );
    }
    return answer;
  }

  /** The data of an answer that must have no errors; otherwise fails showing query, variables and answer. */
  async function data<T>(
    caller: Caller,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<{ data: T; restCalls: number }> {
    const answer = await send<T>(caller, query, variables);
    if (answer.errors?.length || answer.data === undefined || answer.data === null) {
      throw new Error(
        `GraphQL errors (HTTP ${answer.status}).\nQuery:\n${query}\nVariables: ${JSON.stringify(variables)}\nAnswer:\n${JSON.stringify(answer, null, 2).slice(0, 4000)}`,
      );
    }
    return { data: answer.data, restCalls: answer.extensions?.restCalls ?? NaN };
  }

  return { send, data };
}
