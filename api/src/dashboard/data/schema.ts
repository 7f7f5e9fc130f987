/** Request body of POST /api/v2/savedWidget/data. */
import { z } from 'zod';
import { zId } from '../../http/params.js';

/** The widgets whose data to compute, in the order wanted: 1 to 100 ids. */
export const widgetDataBody = z.object({
  ids: z.array(zId('ids')).min(1, 'Give at least one widget id.').max(100, 'At most 100 widget ids per request.'),
});
