/** The app's one Apollo Client: every request goes through authFetch (token, tenancy, 401/403 rules). */
import { ApolloClient, from, HttpLink, InMemoryCache } from '@apollo/client';
import { authFetch } from './session/authFetch';
import { busyRetryLink } from './busyRetry';
import { toast } from './toaster';
import { Intent } from '@blueprintjs/core';

export function createApolloClient() {
  return new ApolloClient({
    // A busy server's 503 (Retry-After-Ms): a query is sent again after the wait it asks, the user told (busyRetry.ts).
    link: from([
      busyRetryLink((ms) =>
        toast(
          `The server is busy: retrying in ${ms < 1000 ? `${ms} ms` : `${Math.ceil(ms / 1000)} s`}…`,
          Intent.WARNING,
        ),
      ),
      new HttpLink({ uri: '/graphql', fetch: authFetch }),
    ]),
    cache: new InMemoryCache({
      typePolicies: {
        // Sections, questions and options are identified by their uuid, not an `id`.
        Section: { keyFields: ['uuid'] },
        Question: { keyFields: ['uuid'] },
        Option: { keyFields: ['uuid'] },
        Document: { keyFields: ['uuid'] },
        // A multi-day visit listed day by day (groupMultiDaySvrs false) is one row per day, all with the visit's id:
        // each day is its own cache entry, or the days would overwrite each other and the list repeat one of them.
        StoreVisit: {
          keyFields: (visit) =>
            typeof visit.multiDayEventId === 'string' && visit.multiDayEventId !== ''
              ? `StoreVisit:${String(visit.id)}:${visit.multiDayEventId}`
              : `StoreVisit:${String(visit.id)}`,
        },
      },
    }),
    defaultOptions: {
      // Lists change under other staff's hands: show the cache at once, then the server's answer.
      watchQuery: { fetchPolicy: 'cache-and-network' },
    },
  });
}
