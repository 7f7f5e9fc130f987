/** Parameters of the shared calls (spec 000 §7). */
import { z } from 'zod';

/** GET /profileUseremail/getuserprofile/email/{email}. */
export const emailParam = z.string().email('That is not an e-mail address.');

/** Longest text an autocomplete searches for. */
export const AUTOCOMPLETE_MAX_TEXT = 200;
