/** The signed-in user, clients and projects, regionals: shared look-ups renamed to the schema's field names. */
import type { Resolvers } from '../../generated/resolvers.js';

export const userResolvers: Resolvers = {
  Query: {
    me: (_p, _a, ctx) => ctx.api.users.me(),
    clients: (_p, _a, ctx) => ctx.api.users.clients(),
    regionals: (_p, _a, ctx) => ctx.api.users.regionals(),
  },
  Client: {
    id: (c) => c.clientId,
    name: (c) => c.clientName,
  },
  Project: {
    id: (p) => p.projectId,
    name: (p) => p.projectName,
  },
  Regional: {
    contactEmail: (r) => r.contactemail,
  },
};
