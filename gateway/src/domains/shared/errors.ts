/** Errors the gateway raises itself (limits and argument checks), in the same shape as REST refusals. */
import { GraphQLError } from 'graphql';

export const badInput = (message: string, argument?: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', ...(argument ? { argument } : {}) } });
