/** The REST answers of /auth/me and the shared look-ups (docs/API.md), checked on arrival. */
import { z } from '../shared/schemas.js';

export const RestUser = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  roleId: z.number(),
  roleName: z.string(),
  clientId: z.number().nullable(),
  isClient: z.boolean(),
});
export type RestUser = z.infer<typeof RestUser>;

export const RestProject = z.object({ projectId: z.number(), clientId: z.number(), projectName: z.string() });
export type RestProject = z.infer<typeof RestProject>;

/** A client and its projects (the Client type's parent; not the REST client of rest/client.ts). */
export const RestClient = z.object({ clientId: z.number(), clientName: z.string(), projects: z.array(RestProject) });
export type RestClient = z.infer<typeof RestClient>;

export const RestRegional = z.object({ zone: z.string(), contactemail: z.string().nullable() });
export type RestRegional = z.infer<typeof RestRegional>;
