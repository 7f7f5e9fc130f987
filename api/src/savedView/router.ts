/**
 * /api/v2/savedView (spec 002 §7): create, update (status 0 deletes), the current client's views and
 * all views. Rules (spec 002 §2, §6):
 * - a view whose restrictTokenUserId is the caller's id is not listed for the caller;
 * - client users see, save and change views of their own client only;
 * - the stored filter passes the whitelist and validateFilter like a list search.
 */
import { Router, type Request, type Response } from 'express';
import { and, asc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { clients, savedViews, users } from '../db/schema.js';
import { session, type Session } from '../auth/session.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { idParam } from '../http/params.js';
import { compileFilters, type FilterParameter } from '../storeVisit/filters.js';
import { validateFilter } from '../storeVisit/validateFilter.js';
import { presentSavedView } from './presenter.js';
import { createSavedView, listQuery, updateSavedView } from './schema.js';

/** Views the caller may see: not deleted (or of the asked statuses), not restricted from the caller, within the caller's clients. */
function visibleTo(s: Session, allClients: boolean, statuses?: number[]): SQL | undefined {
  const conds: (SQL | undefined)[] = [
    statuses ? (statuses.some((x) => x !== 0) ? inArray(savedViews.status, statuses.filter((x) => x !== 0)) : sql`false`) : ne(savedViews.status, 0),
    or(isNull(savedViews.restrictTokenUserId), ne(savedViews.restrictTokenUserId, s.user.id)),
  ];
  if (s.user.isClient) conds.push(eq(savedViews.tenancyClientId, s.user.clientId ?? -1));
  else if (!allClients && s.tenancy.clientId !== null) conds.push(or(eq(savedViews.tenancyClientId, s.tenancy.clientId), isNull(savedViews.tenancyClientId)));
  return and(...conds);
}

/** The filter of a view must be one a list search accepts. */
function checkFilters(s: Session, filters: FilterParameter[]): void {
  compileFilters(filters, s.user.isClient);
  const problem = validateFilter(filters, { isClient: s.user.isClient, target: 'list' });
  if (problem) throw badRequest(problem);
}

/** The client a view belongs to: a client user's own; for staff the one named, else the current tenancy client. */
async function clientOf(db: Db, s: Session, asked: number | null | undefined, current: number | null): Promise<number | null> {
  if (s.user.isClient) {
    if (asked !== undefined && asked !== null && asked !== s.user.clientId) throw forbidden('You can only save views for your own client.');
    return s.user.clientId;
  }
  const id = asked === undefined ? current : asked;
  if (id !== null) {
    const [found] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, id));
    if (!found) throw badRequest(`Client ${id} does not exist.`);
  }
  return id;
}

async function checkUser(db: Db, id: number | null | undefined): Promise<void> {
  if (id === undefined || id === null) return;
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!found) throw badRequest(`restrictTokenUserId: user ${id} does not exist.`);
}

export function savedViewRouter(db: Db): Router {
  const router = Router();

  const list = (allClients: boolean) => async (req: Request, res: Response) => {
    const s = session(req);
    const { status } = listQuery.parse(req.query);
    const found = await db.select().from(savedViews).where(visibleTo(s, allClients, status)).orderBy(asc(sql`lower(${savedViews.title})`), asc(savedViews.id));
    res.json({ data: found.map((v) => presentSavedView(v, s.user.isClient)) });
  };
  router.get('/', list(false));
  router.get('/all', list(true));

  router.get('/id/:id', async (req, res) => {
    const s = session(req);
    const id = idParam(req.params.id);
    const [row] = await db.select().from(savedViews).where(and(eq(savedViews.id, id), visibleTo(s, true, [1, 2])));
    if (!row) throw notFound(`Saved view ${id} does not exist or is not visible to you.`);
    res.json({ data: presentSavedView(row, s.user.isClient) });
  });

  router.post('/', async (req, res) => {
    const s = session(req);
    const body = createSavedView.parse(req.body ?? {});
    checkFilters(s, body.filters);
    await checkUser(db, body.restrictTokenUserId);
    const tenancyClientId = await clientOf(db, s, body.tenancyClientId, s.tenancy.clientId);
    const [row] = await db.insert(savedViews).values({
      title: body.title, description: body.description ?? null, filters: body.filters, restrictTokenUserId: body.restrictTokenUserId ?? null,
      tenancyClientId, status: body.status ?? 1, createdBy: s.user.id,
    }).returning();
    res.status(201).json({ data: presentSavedView(row, s.user.isClient) });
  });

  router.put('/id/:id', async (req, res) => {
    const s = session(req);
    const id = idParam(req.params.id);
    const body = updateSavedView.parse(req.body ?? {});
    const [current] = await db.select().from(savedViews).where(and(eq(savedViews.id, id), visibleTo(s, true, [1, 2])));
    if (!current) throw notFound(`Saved view ${id} does not exist or is not visible to you.`);
    if (body.filters) checkFilters(s, body.filters);
    await checkUser(db, body.restrictTokenUserId);
    const tenancyClientId = body.tenancyClientId === undefined ? current.tenancyClientId : await clientOf(db, s, body.tenancyClientId, current.tenancyClientId);
    const [row] = await db.update(savedViews).set({
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.filters !== undefined ? { filters: body.filters } : {}),
      ...(body.restrictTokenUserId !== undefined ? { restrictTokenUserId: body.restrictTokenUserId } : {}),
      ...(body.status !== undefined ? { status: body.status } : {}),
      tenancyClientId,
      updated: new Date(),
    }).where(eq(savedViews.id, id)).returning();
    res.json({ data: presentSavedView(row, s.user.isClient) });
  });

  return router;
}
