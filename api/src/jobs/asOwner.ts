/**
 * The session a job of a request runs with: the caller and tenancy when it was queued, kept in its
 * parameters. Before running, the user is read again: a user deleted, disabled or moved to another client
 * since gets nothing (a client user's job only ever sees their own client).
 */
import { z } from 'zod';
import type { Session } from '../auth/session.js';
import type { Queryable } from '../db/client.js';
import { isActiveUser, userById } from '../auth/store.js';
import { JobFailure } from './registry.js';

export const sessionParams = z.object({
  user: z.object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    roleId: z.number().int(),
    roleName: z.string(),
    clientId: z.number().int().nullable(),
    isClient: z.boolean(),
  }),
  tenancy: z.object({ clientId: z.number().int().nullable(), projectId: z.number().int().nullable() }),
});

/** The session kept in a job's parameters, still valid for its user as they are now. */
export async function ownerSession(db: Queryable, kept: Session): Promise<Session> {
  const row = await userById(db, kept.user.id);
  const same = row && row.roleId === kept.user.roleId && (row.clientId ?? null) === kept.user.clientId;
  if (!row || !same || !isActiveUser(row))
    throw new JobFailure(
      'Your account changed since this job was started (role, client or access). Please start it again.',
    );
  return kept;
}
