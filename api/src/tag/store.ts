/** Tags: one per title, whatever its case. */
import { rows, sql, type Queryable } from '../db/client.js';

export interface TagRow {
  id: number;
  uuid: string;
  title: string;
}

/** Most suggestions one search answers (the builder shows 5). */
export const TAG_SEARCH_LIMIT = 50;

/** Text for a LIKE pattern, with LIKE's own wildcards (% _ \) taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Tags whose title contains text (any case): titles starting with it first, then alphabetical. */
export async function searchTags(db: Queryable, text: string): Promise<TagRow[]> {
  const literal = escapeLike(text);
  return rows<TagRow>(
    db,
    sql`/* tagSearch */
    SELECT id, uuid, title FROM tags
    WHERE title ILIKE ${`%${literal}%`} ESCAPE '\\'
    ORDER BY title ILIKE ${`${literal}%`} ESCAPE '\\' DESC, lower(title), id
    LIMIT ${TAG_SEARCH_LIMIT}`,
  );
}

/**
 * The tag with this title (any case), created when there is none. One transaction, serialised per title
 * by an advisory lock, so two callers adding 'Endcap' and 'endcap' at once end with one tag.
 */
export async function findOrCreateTag(db: Queryable, title: string): Promise<{ tag: TagRow; created: boolean }> {
  return db.transaction(async (t) => {
    await rows(t, sql`/* tagCreateLock */ SELECT pg_advisory_xact_lock(hashtext('tags:' || lower(${title})))`);
    const [existing] = await rows<TagRow>(
      t,
      sql`/* tagByTitle */
      SELECT id, uuid, title FROM tags WHERE lower(title) = lower(${title}) ORDER BY id LIMIT 1`,
    );
    if (existing) return { tag: existing, created: false };
    const [tag] = await rows<TagRow>(
      t,
      sql`/* tagCreate */
      INSERT INTO tags (title) VALUES (${title}) RETURNING id, uuid, title`,
    );
    return { tag, created: true };
  });
}
