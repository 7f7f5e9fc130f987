/**
 * /api/v2/savedView (spec 002 §7): create, update (status 0 deletes), bulk status, the current client's
 * views and all views. Rules (spec 002 §2, §6, and rules.ts):
 * - a restricted view is seen only by its owners (the user it names and its creator);
 * - client users see and save views of their own client only, change only their own views, and are
 *   not served views whose filter uses parameters withheld from them;
 * - the stored filter passes the whitelist and validateFilter like a list search.
 */
import { Router, type Request, type Response } from 'express';
import { and, asc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client.js';
import { clients, savedViews, users } from '../db/schema.js';
import { session, type Session } from '../auth/session.js';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.js';
import { idParam } from '../http/params.js';
import { compileFilters, type FilterParameter } from '../storeVisit/filters/compile.js';
import { validateFilter } from '@svr/domain';
import { presentSavedView, storedFilters } from './presenter.js';
import {
  changeRefusal,
  restrictionRefusal,
  SAVED_VIEW_RULES,
  withheldFilterLabels,
  type Viewer,
  type ViewFacts,
} from './rules.js';
import { bulkStatusBody } from './bulkSchema.js';
import { createSavedView, listQuery, updateSavedView } from './schema.js';

type SavedViewRow = typeof savedViews.$inferSelect;
type ViewWithCreator = SavedViewRow & { creatorIsClient: boolean };

const viewerOf = (s: Session): Viewer => ({
  id: s.user.id,
  isClient: s.user.isClient,
  tenancyClientId: s.tenancy.clientId,
});
const factsOf = (v: ViewWithCreator): ViewFacts => ({
  id: v.id,
  createdBy: v.createdBy,
  creatorIsClient: v.creatorIsClient,
  restrictTokenUserId: v.restrictTokenUserId,
  tenancyClientId: v.tenancyClientId,
});
/** Parameters of the stored filter a client user may not use (Review State, Visibility …). */
const withheldOf = (v: SavedViewRow) => withheldFilterLabels(storedFilters(v.filters, false));

/** Views the caller may see: not deleted (or of the asked statuses), not restricted from the caller, within the caller's clients. */
function visibleTo(s: Session, allClients: boolean, statuses?: number[]): SQL | undefined {
  const conds: (SQL | undefined)[] = [
    statuses
      ? statuses.some((x) => x !== 0)
        ? inArray(
            savedViews.status,
            statuses.filter((x) => x !== 0),
          )
        : sql`false`
      : ne(savedViews.status, 0),
    // restrictTokenUserId hides a view from everyone but the user it names and its creator (rules.ts).
    or(
      isNull(savedViews.restrictTokenUserId),
      eq(savedViews.restrictTokenUserId, s.user.id),
      eq(savedViews.createdBy, s.user.id),
    ),
  ];
  if (s.user.isClient) conds.push(eq(savedViews.tenancyClientId, s.user.clientId ?? -1));
  else if (!allClients && s.tenancy.clientId !== null)
    conds.push(or(eq(savedViews.tenancyClientId, s.tenancy.clientId), isNull(savedViews.tenancyClientId)));
  return and(...conds);
}

/** The filter of a view must be one a list search accepts. */
function checkFilters(s: Session, filters: FilterParameter[]): void {
  compileFilters(filters, s.user.isClient);
  const problem = validateFilter(filters, { isClient: s.user.isClient, target: 'list' });
  if (problem) throw badRequest(problem);
}

/** The client a view belongs to: a client user's own; for staff the one named, else the current tenancy client. */
async function clientOf(
  db: Queryable,
  s: Session,
  asked: number | null | undefined,
  current: number | null,
): Promise<number | null> {
  if (s.user.isClient) {
    if (asked !== undefined && asked !== null && asked !== s.user.clientId)
      throw forbidden('You can only save views for your own client.');
    return s.user.clientId;
  }
  const id = asked === undefined ? current : asked;
  if (id !== null) {
    const [found] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, id));
    if (!found) throw badRequest(`Client ${id} does not exist.`);
  }
  return id;
}

async function checkUser(db: Queryable, id: number | null | undefined): Promise<void> {
  if (id === undefined || id === null) return;
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!found) throw badRequest(`restrictTokenUserId: user ${id} does not exist.`);
}

export function savedViewRouter(db: Db): Router {
  const router = Router();

  /** Views matching where, each with whether its creator is a client user (client users belong to a client; staff to none). */
  async function viewsWhere(tx: Queryable, where: SQL | undefined, lock = false): Promise<ViewWithCreator[]> {
    const query = tx
      .select({ view: savedViews, creatorClientId: users.clientId })
      .from(savedViews)
      .leftJoin(users, eq(users.id, savedViews.createdBy))
      .where(where)
      .orderBy(asc(sql`lower(${savedViews.title})`), asc(savedViews.id));
    const found = lock ? await query.for('update', { of: savedViews }) : await query;
    return found.map(({ view, creatorClientId }) => ({ ...view, creatorIsClient: creatorClientId !== null }));
  }

  /** One view the caller may see (404 otherwise); a client user is refused one whose filter they may not use. */
  async function visibleView(tx: Queryable, s: Session, id: number, lock = false): Promise<ViewWithCreator> {
    const [row] = await viewsWhere(tx, and(eq(savedViews.id, id), visibleTo(s, true, [1, 2])), lock);
    if (!row) throw notFound(`Saved view ${id} does not exist or is not visible to you.`);
    const withheld = s.user.isClient ? withheldOf(row) : [];
    if (withheld.length) throw conflict(SAVED_VIEW_RULES.clientFilter(withheld));
    return row;
  }

  /** Refuses a change the caller may not make (409: the screens offer it, and a 403 would sign the user out). */
  function checkChange(
    s: Session,
    view: ViewWithCreator,
    body: { filters?: FilterParameter[]; restrictTokenUserId?: number | null },
  ) {
    const refusal = changeRefusal(viewerOf(s), factsOf(view));
    if (refusal) throw conflict(refusal);
    if (body.restrictTokenUserId !== undefined && body.restrictTokenUserId !== view.restrictTokenUserId) {
      const restrict = restrictionRefusal(viewerOf(s), body.restrictTokenUserId);
      if (restrict) throw badRequest(restrict);
    }
    if (!s.user.isClient && view.creatorIsClient && body.filters) {
      const withheld = withheldFilterLabels(body.filters);
      if (withheld.length) throw badRequest(SAVED_VIEW_RULES.clientOwnedFilter(withheld));
    }
  }

  const list = (allClients: boolean) => async (req: Request, res: Response) => {
    const s = session(req);
    const { status } = listQuery.parse(req.query);
    const found = await viewsWhere(db, visibleTo(s, allClients, status));
    // A client user is not listed views whose filter they may not use (GET /id answers why).
    res.json({
      data: found
        .filter((v) => !s.user.isClient || withheldOf(v).length === 0)
        .map((v) => presentSavedView(v, s.user.isClient)),
    });
  };
  router.get('/', list(false));
  router.get('/all', list(true));

  router.get('/id/:id', async (req, res) => {
    const s = session(req);
    const id = idParam(req.params.id);
    res.json({ data: presentSavedView(await visibleView(db, s, id), s.user.isClient) });
  });

  router.post('/', async (req, res) => {
    const s = session(req);
    const body = createSavedView.parse(req.body ?? {});
    checkFilters(s, body.filters);
    await checkUser(db, body.restrictTokenUserId);
    const restrict = restrictionRefusal(viewerOf(s), body.restrictTokenUserId);
    if (restrict) throw badRequest(restrict);
    const tenancyClientId = await clientOf(db, s, body.tenancyClientId, s.tenancy.clientId);
    const [row] = await db
      .insert(savedViews)
      .values({
        title: body.title,
        description: body.description ?? null,
        filters: body.filters,
        restrictTokenUserId: body.restrictTokenUserId ?? null,
        tenancyClientId,
        status: body.status ?? 1,
        createdBy: s.user.id,
      })
      .returning();
    res.status(201).json({ data: presentSavedView(row, s.user.isClient) });
  });

  router.put('/id/:id', async (req, res) => {
    const s = session(req);
    const id = idParam(req.params.id);
    const body = updateSavedView.parse(req.body ?? {});
    if (body.filters) checkFilters(s, body.filters);
    await checkUser(db, body.restrictTokenUserId);
    const row = await db.transaction(async (tx) => {
      const current = await visibleView(tx, s, id, true);
      checkChange(s, current, body);
      const tenancyClientId =
        body.tenancyClientId === undefined
          ? current.tenancyClientId
          : await clientOf(tx, s, body.tenancyClientId, current.tenancyClientId);
      const [updated] = await tx
        .update(savedViews)
        .set({
          ...(body.title !== undefined ? { title: body.title } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.filters !== undefined ? { filters: body.filters } : {}),
          ...(body.restrictTokenUserId !== undefined ? { restrictTokenUserId: body.restrictTokenUserId } : {}),
          ...(body.status !== undefined ? { status: body.status } : {}),
          tenancyClientId,
          updated: new Date(),
        })
        .where(eq(savedViews.id, id))
        .returning();
      return updated;
    });
    res.json({ data: presentSavedView(row, s.user.isClient) });
  });

  /**
   * Bulk ARCHIVE / ACTIVATE / DELETE (beyond the spec: one call for the list's selection). One
   * transaction: a view the caller may not see (404) or may not change (409) refuses the whole call.
   */
  router.post('/status', async (req, res) => {
    const s = session(req);
    const { ids, status } = bulkStatusBody.parse(req.body ?? {});
    const result = await db.transaction(async (tx) => {
      const found = new Map(
        (await viewsWhere(tx, and(inArray(savedViews.id, ids), visibleTo(s, true, [1, 2])), true)).map((v) => [
          v.id,
          v,
        ]),
      );
      const missing = ids.filter((id) => !found.has(id) || (s.user.isClient && withheldOf(found.get(id)!).length > 0));
      if (missing.length) {
        throw notFound(
          `${missing.length === 1 ? 'Saved view' : 'Saved views'} ${missing.join(', ')} ${missing.length === 1 ? 'does' : 'do'} not exist or ${missing.length === 1 ? 'is' : 'are'} not visible to you. Nothing was changed.`,
        );
      }
      for (const id of ids) {
        const refusal = changeRefusal(viewerOf(s), factsOf(found.get(id)!));
        if (refusal) throw conflict(`Saved view ${id}: ${refusal} Nothing was changed.`);
      }
      const change = ids.filter((id) => found.get(id)!.status !== status);
      const skipped = ids.filter((id) => found.get(id)!.status === status);
      const updated = change.length
        ? await tx
            .update(savedViews)
            .set({ status, updated: new Date() })
            .where(inArray(savedViews.id, change))
            .returning()
        : [];
      return {
        changed: change,
        skipped,
        changedCount: change.length,
        skippedCount: skipped.length,
        savedViews: updated.sort((a, b) => a.id - b.id).map((v) => presentSavedView(v, s.user.isClient)),
      };
    });
    res.json({ data: result });
  });

  return router;
}
