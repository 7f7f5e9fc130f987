/** The shared calls of spec 000 §7: clients and projects, regionals, profile by e-mail, autocomplete. */
import { Router } from 'express';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rows, type Db } from '../db/client.js';
import { clients, projects, regionals, users } from '../db/schema.js';
import { requireStaff, session } from '../auth/session.js';
import { badRequest, notFound } from '../http/errors.js';
import { isInternalPath, pathDef, visitFromSql } from '../storeVisit/filters/paths.js';
import { scopeConditions } from '../storeVisit/visit/tenancy.js';

const AUTOCOMPLETE_LIMIT = 10;
const AUTOCOMPLETE_MAX_TEXT = 200;
const AUTOCOMPLETE_PATH = /^\/([A-Za-z]+)\/autocomplete\/(.+)$/;

/** One %-encoded path segment, decoded once; a malformed escape is the caller's mistake (400), not ours. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw badRequest(`'${segment.slice(0, 100)}' has a malformed %-escape: write a % sign as %25.`);
  }
}

export function sharedRouter(db: Db): Router {
  const router = Router();

  router.get('/clientProjectList', async (req, res) => {
    const s = session(req);
    const clientFilter = s.user.isClient ? eq(clients.id, s.user.clientId ?? -1) : undefined;
    const list = await db
      .select()
      .from(clients)
      .where(and(eq(clients.status, 1), clientFilter))
      .orderBy(asc(clients.name));
    const projectList = await db.select().from(projects).where(eq(projects.status, 1)).orderBy(asc(projects.name));
    res.json({
      data: list.map((c) => ({
        clientId: c.id,
        clientName: c.name,
        projects: projectList
          .filter((p) => p.clientId === c.id)
          .map((p) => ({ projectId: p.id, clientId: p.clientId, projectName: p.name })),
      })),
    });
  });

  router.get('/regionals/getregionals', async (_req, res) => {
    const list = await db.select().from(regionals).orderBy(asc(regionals.zone));
    res.json({ data: list.map((r) => ({ zone: r.zone, contactemail: r.contactEmail })) });
  });

  // The old call answered the password too; ours answers the id only, and only to staff.
  router.get('/profileUseremail/getuserprofile/email/:email', requireStaff, async (req, res) => {
    const email = z.string().email('That is not an e-mail address.').parse(req.params.email);
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    if (!row) throw notFound(`No user has the e-mail ${email}.`);
    res.json({ data: { id: row.id } });
  });

  /** GET /api/v2/{entity}/autocomplete/{path}/{text}: distinct values of a whitelisted visit path. */
  router.get(AUTOCOMPLETE_PATH, async (req, res) => {
    const s = session(req);
    // The router has already decoded the captures once; split the path as sent (still %-encoded) instead,
    // so an encoded '/' stays in the text, and decode each segment once: decoding twice turned a '%'
    // typed in the search box (sent as %25) into a malformed escape and a 500.
    const m = AUTOCOMPLETE_PATH.exec(req.path);
    if (!m) throw notFound(`No such path: GET ${req.originalUrl.split('?')[0]}`);
    const entity = decodeSegment(m[1]);
    if (entity !== 'storeVisit') throw notFound(`Autocomplete is not offered for ${entity}.`);
    const [path, ...textParts] = m[2].split('/').map(decodeSegment);
    const text = textParts.join('/');
    if (text.length > AUTOCOMPLETE_MAX_TEXT)
      throw badRequest(`The autocomplete text is at most ${AUTOCOMPLETE_MAX_TEXT} characters.`);
    const def = pathDef(path, s.user.isClient);
    if (!def) {
      throw badRequest(
        s.user.isClient && isInternalPath(path)
          ? `Suggestions for ${path} are not available to client users.`
          : `Unknown filter path: ${path}`,
      );
    }
    if (def.kind === 'date') throw badRequest(`${path} is a date: it has no suggestions.`);
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
    res.json({ data: found.map((r) => r.value) });
  });

  return router;
}
