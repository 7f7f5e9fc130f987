/** /api/v2/tag (spec 000 §5, §7): create a tag, and find tags by part of their title. Staff only. */
import { Router } from 'express';
import type { Db } from '../db/client.js';
import { requireStaff } from '../auth/session.js';
import { badRequest } from '../http/errors.js';
import { MAX_SEARCH_LENGTH, tagBody } from './schema.js';
import { presentTag } from './presenter.js';
import { findOrCreateTag, searchTags } from './store.js';

export function tagRouter(db: Db): Router {
  const router = Router();
  router.use(requireStaff);

  /** An existing title (any case) answers the existing tag (200) rather than a duplicate; a new one answers 201. */
  router.post('/', async (req, res) => {
    const { title } = tagBody.parse(req.body ?? {});
    const { tag, created } = await findOrCreateTag(db, title);
    res.status(created ? 201 : 200).json({ data: presentTag(tag) });
  });

  router.get('/substr/:text', async (req, res) => {
    const text = String(req.params.text).trim();
    if (text.length === 0) throw badRequest('Type part of a tag to search for.');
    if (text.length > MAX_SEARCH_LENGTH) throw badRequest(`Search with at most ${MAX_SEARCH_LENGTH} characters.`);
    res.json({ data: (await searchTags(db, text)).map(presentTag) });
  });

  return router;
}
