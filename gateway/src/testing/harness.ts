/**
 * The gateway's integration tests: the real api in-process on a fresh seeded database, the gateway in
 * front of it on a free port, a GraphQL client, and sign-in of the demo users.
 */
import type { Server } from 'node:http';
import express from 'express';
// eslint-disable-next-line no-restricted-imports -- the integration tests start the real api in-process; gateway code itself never imports api/
import { startTestApi, type TestApi } from '../../../api/src/testing/harness.js';
import { createGateway, type GatewayOptions } from '../index.js';
import { graphqlClient, type Caller } from './graphqlClient.js';

export interface GatewayTest {
  api: TestApi;
  gql: ReturnType<typeof graphqlClient>;
  /** The gateway's /graphql address. */
  url: string;
  /** Signs a demo user in (password demo1234) and answers a caller with their token and any tenancy. */
  signIn(email: string, tenancy?: { clientId?: number; projectId?: number }): Promise<Caller>;
  close(): Promise<void>;
}

/**
 * `seed: false` starts on an empty database: the test builds its records with api/src/testing/factories.ts.
 * `gateway` adds options of the gateway (its response cache).
 */
export async function startGatewayTest(
  opts: { visits?: number; seed?: boolean; gateway?: Partial<GatewayOptions> } = {},
): Promise<GatewayTest> {
  const api = await startTestApi({ visits: opts.visits, seed: opts.seed });
  const app = express();
  app.use(await createGateway({ apiUrl: api.url, explorerDist: '/nonexistent', ...opts.gateway }));
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/graphql`;
  const gql = graphqlClient(url);
  return {
    api,
    gql,
    url,
    async signIn(email, tenancy = {}) {
      const res = await fetch(`${api.url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'demo1234', strategy: 'local' }),
      });
      const token = res.headers.get('x-access-token');
      if (!token) throw new Error(`Sign-in of ${email} failed: ${res.status}`);
      return { token, ...tenancy };
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await api.close();
    },
  };
}
