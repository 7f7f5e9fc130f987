/** Request bodies of /api/v2/savedWidget (spec 002 §7). */
import { z } from 'zod';
import { zId } from '../http/params.js';

/** POST /savedWidget/ids: the widgets to load, in the order wanted. */
export const idsBody = z.object({ ids: z.array(zId('ids')).max(500, 'At most 500 widget ids per request.') });
