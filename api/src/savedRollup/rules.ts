/**
 * Who may see and change which roll-up, and which questions a client user may roll up (spec 002 §2, §4, §6;
 * issue 11). Pure: write.ts reads, these rules decide. Unit-tested in rules.test.ts.
 *
 * - The saved views' rules (savedView/rules.ts) hold for roll-ups too: restrictTokenUserId hides a roll-up from
 *   everyone but its owners; a client user changes only roll-ups they created; staff change staff roll-ups and
 *   client users' roll-ups of the client selected.
 * - Client users on the roll-up list have only DELETE: they cannot archive or activate, by list or by edit.
 * - Client users roll up only original questions: questions of their client's forms that a client sees, never an
 *   internal one (isHidden, or under one) and never one only on forms hidden from clients. A roll-up staff saved
 *   for the client is served to its client users without such questions.
 */
import { RecordStatus } from '@svr/domain';
import { changeRefusal as viewChangeRefusal, type Viewer, type ViewFacts } from '../savedView/rules.js';
import type { CatalogueQuestion } from './store.js';

export type { Viewer, ViewFacts as RollupFacts };

export const SAVED_ROLLUP_RULES = {
  notYours: 'You can change or delete only the roll-ups you created; this one was made by someone else.',
  otherClient:
    'This roll-up belongs to a client user of another client than the one selected: select its client first.',
  restrictOwn: 'restrictTokenUserId can only be your own user id (only visible to me), or empty.',
  clientDeleteOnly: 'Client users can only delete roll-ups: archiving and activating are for staff.',
  unknownQuestions: (keys: string[]) =>
    `No form${keys.length > 1 ? ' has these questions' : ' has this question'}: ${keys.join(', ')}. Pick the questions again.`,
  internalQuestions: (keys: string[]) =>
    `Client users can roll up only the questions their reports show; ${keys.join(', ')} ${keys.length > 1 ? 'are' : 'is'} internal.`,
  clientOwnedFilter: (labels: string[]) =>
    `This roll-up belongs to a client user, who cannot use the filter ${labels.join(', ')}: leave ${labels.length > 1 ? 'them' : 'it'} out.`,
} as const;

/** Why the viewer may not change (edit, archive, activate, delete) a roll-up they can see; null when they may. */
export function changeRefusal(viewer: Viewer, rollup: ViewFacts): string | null {
  const refusal = viewChangeRefusal(viewer, rollup);
  if (refusal === null) return null;
  return viewer.isClient ? SAVED_ROLLUP_RULES.notYours : SAVED_ROLLUP_RULES.otherClient;
}

/** Why the viewer may not set this status; null when they may (client users: DELETE only). */
export function statusRefusal(viewer: Pick<Viewer, 'isClient'>, status: number): string | null {
  return viewer.isClient && status !== RecordStatus.Deleted ? SAVED_ROLLUP_RULES.clientDeleteOnly : null;
}

/** Whether a client user may see this question in a roll-up. */
export const clientMaySeeQuestion = (q: CatalogueQuestion | undefined): boolean =>
  q !== undefined && !q.internal && !q.onHiddenFormOnly;

/** Why these keys cannot be rolled up by the viewer (unknown to the client's forms, or internal for a client user). */
export function questionsRefusal(
  viewer: Pick<Viewer, 'isClient'>,
  keys: readonly string[],
  catalogue: ReadonlyMap<string, CatalogueQuestion>,
): string | null {
  const unknown = keys.filter((k) => !catalogue.has(k));
  if (unknown.length) return SAVED_ROLLUP_RULES.unknownQuestions(unknown);
  if (!viewer.isClient) return null;
  const internal = keys.filter((k) => !clientMaySeeQuestion(catalogue.get(k)));
  return internal.length ? SAVED_ROLLUP_RULES.internalQuestions(internal) : null;
}

/** The keys of a roll-up the viewer is served, in order: client users never get a question they may not see. */
export function servedKeys(
  isClient: boolean,
  keys: readonly string[],
  catalogue: ReadonlyMap<string, CatalogueQuestion>,
): string[] {
  return isClient ? keys.filter((k) => clientMaySeeQuestion(catalogue.get(k))) : [...keys];
}

/**
 * Whether validateFilter's Review State rule applies when the roll-up runs: staff must choose a Review State
 * (spec 002 §6), but a client user's roll-up has none, and staff still open it.
 */
export const reviewStateRuleApplies = (callerIsClient: boolean, creatorIsClient: boolean) =>
  !callerIsClient && !creatorIsClient;
