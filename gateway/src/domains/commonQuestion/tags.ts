/** /api/v2/tag: create a tag, find tags by part of their title. */
import { segment, type RestClient } from '../../rest/client.js';
import { z } from '../shared/schemas.js';
import { RestTag } from './schemas.js';

/** Most tags one search answers (the api's own limit). */
export const MAX_TAG_SEARCH_RESULTS = 50;

/**
 * The search text as one path segment. encodeURIComponent leaves dots alone, and a segment of only
 * dots ('.' or '..') would be resolved away by URL parsing (even as %2E), so such a text cannot be
 * sent: the caller answers no match for it.
 */
export const isSendableSearch = (text: string) => !/^\.{1,2}$/.test(text);

export function tagsApi(rest: RestClient) {
  return {
    /** Creates the tag, or answers the existing one with this title in any case. */
    create: (title: string) => rest.post('/api/v2/tag', { title }, RestTag),

    /** Tags whose title contains text (any case), prefix matches first; at most 50. */
    search: (text: string) => rest.get(`/api/v2/tag/substr/${segment(text)}`, z.array(RestTag)),
  };
}
export type TagsApi = ReturnType<typeof tagsApi>;
