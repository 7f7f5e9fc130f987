/**
 * The questions widgets name, read from the published forms (active or archived, newest first): a canonical
 * key's title and type as its newest form names it, whether a client user may see it, and the before/after
 * pairs of media questions (the after question's meta.pairedQuestionUuid names its before question).
 * Forms are configuration (a few records); answers are never read here.
 */
import { desc, inArray } from 'drizzle-orm';
import { RecordStatus } from '@svr/domain';
import type { Queryable } from '../../db/client.js';
import { forms } from '../../db/schema.js';
import { isHiddenFromClient } from '../../form/clientContent.js';
import { MEDIA_TYPES, questionsByUuid } from '../../review/rules.js';

export interface WidgetQuestionInfo {
  canonicalKey: string;
  title: string;
  type: string;
  /** Internal (isHidden, or under an internal question) in any form that has it. */
  internal: boolean;
  /** Only on forms hidden from client users. */
  onHiddenFormOnly: boolean;
}

/** A before/after pair: question uuids (lower case) and the before question's canonical key. */
export interface MediaPair {
  after: string;
  before: string;
  afterKey: string;
  beforeKey: string;
}

export interface WidgetCatalogue {
  byKey: Map<string, WidgetQuestionInfo>;
  pairs: MediaPair[];
}

export async function widgetCatalogue(db: Queryable): Promise<WidgetCatalogue> {
  const found = await db
    .select({ content: forms.content })
    .from(forms)
    .where(inArray(forms.status, [RecordStatus.Active, RecordStatus.Archived]))
    .orderBy(desc(forms.id));
  const byKey = new Map<string, WidgetQuestionInfo>();
  const keyOfUuid = new Map<string, string>();
  const pairOf = new Map<string, string>();
  for (const f of found) {
    const hiddenForm = isHiddenFromClient(f.content);
    for (const q of questionsByUuid(f.content).values()) {
      if (!q.canonicalKey) continue;
      const uuid = q.uuid.toLowerCase();
      if (!keyOfUuid.has(uuid)) keyOfUuid.set(uuid, q.canonicalKey);
      const paired = q.meta.pairedQuestionUuid;
      if (MEDIA_TYPES[q.type] && typeof paired === 'string' && paired && !pairOf.has(uuid))
        pairOf.set(uuid, paired.toLowerCase());
      const known = byKey.get(q.canonicalKey);
      if (!known)
        byKey.set(q.canonicalKey, {
          canonicalKey: q.canonicalKey,
          title: q.title,
          type: q.type,
          internal: q.hidden,
          onHiddenFormOnly: hiddenForm,
        });
      else {
        known.internal ||= q.hidden;
        known.onHiddenFormOnly &&= hiddenForm;
      }
    }
  }
  const pairs: MediaPair[] = [];
  for (const [after, before] of pairOf) {
    const afterKey = keyOfUuid.get(after);
    const beforeKey = keyOfUuid.get(before);
    if (afterKey && beforeKey) pairs.push({ after, before, afterKey, beforeKey });
  }
  return { byKey, pairs };
}

/** Whether a client user may see the question (never an internal one, never one only on hidden forms). */
export const clientMaySee = (q: WidgetQuestionInfo): boolean => !q.internal && !q.onHiddenFormOnly;
