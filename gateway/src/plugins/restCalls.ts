/**
 * Answers how many REST calls a GraphQL request made, in `extensions.restCalls`: the benchmark and the
 * tests read it to prove that DataLoader batching holds (a page of 1,000 visits with answers and photos
 * is 3 calls, not thousands), and how many of them were writes in `extensions.restWrites` (a mutation makes at
 * most one: each user action is one api call in one transaction).
 */
import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context.js';

export const restCallsPlugin: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, contextValue }) {
        if (response.body.kind !== 'single' || !contextValue?.rest) return;
        const result = response.body.singleResult;
        result.extensions = {
          ...result.extensions,
          restCalls: contextValue.rest.calls,
          restWrites: contextValue.rest.writes,
        };
      },
    };
  },
};
