/** The shared calls of spec 000 §7: clients and projects, regionals, profile by e-mail, autocomplete. */
import { Router } from 'express';
import type { Db } from '../db/client.js';
import { requireStaff, session } from '../auth/session.js';
import { badRequest, notFound } from '../http/errors.js';
import { isInternalPath, pathDef } from '../storeVisit/filters/paths.js';
import { presentClientProjects, presentRegional } from './presenter.js';
import { AUTOCOMPLETE_MAX_TEXT, emailParam } from './schema.js';
import { activeClients, activeProjects, autocompleteValues, regionalList, userIdByEmail } from './store.js';

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
    const list = await activeClients(db, s);
    res.json({ data: presentClientProjects(list, await activeProjects(db)) });
  });

  router.get('/regionals/getregionals', async (_req, res) => {
    res.json({ data: (await regionalList(db)).map(presentRegional) });
  });

  // The old call answered the password too; ours answers the id only, and only to staff.
  router.get('/profileUseremail/getuserprofile/email/:email', requireStaff, async (req, res) => {
    const email = emailParam.parse(req.params.email);
    const id = await userIdByEmail(db, email);
    if (id === undefined) throw notFound(`No user has the e-mail ${email}.`);
    res.json({ data: { id } });
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
    res.json({ data: await autocompleteValues(db, s, def, text) });
  });

  return router;
}
