/** Reads of the shared calls (spec 000 §7): active clients and projects, regionals, users by e-mail, suggestions. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { RecordStatus } from '@svr/domain';
import { rows, type Queryable } from '../db/client.js';
import { clients, projects, regionals, users } from '../db/schema.js';
import type { Session } from '../auth/session.js';
import { visitFromSql, type PathDef } from '../storeVisit/filters/paths.js';
import { scopeConditions } from '../storeVisit/visit/tenancy.js';

export type ClientRow = typeof clients.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type RegionalRow = typeof regionals.$inferSelect;

/** Most suggestions one autocomplete answers. */
export const AUTOCOMPLETE_LIMIT = 10;

/** Active clients by name: a client user's own only. */
export async function activeClients(db: Queryable, s: Session): Promise<ClientRow[]> {
  const clientFilter = s.user.isClient ? eq(clients.id, s.user.clientId ?? -1) : undefined;
  return db
    .select()
    .from(clients)
    .where(and(eq(clients.status, RecordStatus.Active), clientFilter))
    .orderBy(asc(clients.name));
}

/** Active projects by name. */
export async function activeProjects(db: Queryable): Promise<ProjectRow[]> {
  return db.select().from(projects).where(eq(projects.status, RecordStatus.Active)).orderBy(asc(projects.name));
}

export async function regionalList(db: Queryable): Promise<RegionalRow[]> {
  return db.select().from(regionals).orderBy(asc(regionals.zone));
}

/** The id of the user with this e-mail (any case), or undefined. */
export async function userIdByEmail(db: Queryable, email: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row?.id;
}

/** Distinct values of a whitelisted visit path containing text (any case), among the visits the caller may see. */
export async function autocompleteValues(db: Queryable, s: Session, def: PathDef, text: string): Promise<string[]> {
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = sql.join(
    [...scopeConditions(s), sql`${def.expr} IS NOT NULL`, sql`(${def.expr})::text ILIKE ${like}`],
    sql` AND `,
  );
  const found = await rows<{ value: string }>(
    db,
    sql`/* autocomplete */ SELECT DISTINCT (${def.expr})::text AS value
    FROM ${visitFromSql} WHERE ${where} ORDER BY 1 LIMIT ${AUTOCOMPLETE_LIMIT}`,
  );
  return found.map((r) => r.value);
}
