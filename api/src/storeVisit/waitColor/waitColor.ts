/**
 * Review wait colours (spec 001 §9, 002 §9): how long a report has waited since its last submission,
 * as a colour, and the order a colour sort puts reports in. Pure (its one import is the @svr/domain
 * vocabulary), so the web app can show the same rule; the list query computes the same bands in SQL (sql.ts), and an
 * integration test holds the two together.
 */
import { ReviewState } from '@svr/domain';

export const WAIT_COLORS = { red: '#ff8080', orange: '#ffd280', yellow: '#ffff99' } as const;
export type WaitBand = keyof typeof WAIT_COLORS;

/** Hours since the last submission at which each band starts. */
export const WAIT_BAND_HOURS = { red: 72, orange: 48, yellow: 24 } as const;

/** Sort rank of a band: red first, no colour last. */
export const WAIT_BAND_RANK: Record<WaitBand | 'none', number> = { red: 0, orange: 1, yellow: 2, none: 3 };

export type TalentGroup = 'employee' | 'contractor' | 'blank';
/** Colour sort order: Employee, then Contractor, then blank. */
export const TALENT_GROUP_RANK: Record<TalentGroup, number> = { employee: 0, contractor: 1, blank: 2 };

const PENDING_REVIEW = ReviewState.PendingReview;
const RESUBMITTED = ReviewState.Resubmitted;

/** Employee, Contractor, or blank (no type, or one this product does not know, which is treated like blank). */
export function talentGroup(talentType: string | null | undefined): TalentGroup {
  const t = (talentType ?? '').trim().toLowerCase();
  if (t === 'employee') return 'employee';
  if (t === 'contractor') return 'contractor';
  return 'blank';
}

/** The band for a wait in hours: 72 or more red, 48 to under 72 orange, 24 to under 48 yellow, under 24 none. */
export function waitBand(hours: number): WaitBand | null {
  if (hours >= WAIT_BAND_HOURS.red) return 'red';
  if (hours >= WAIT_BAND_HOURS.orange) return 'orange';
  if (hours >= WAIT_BAND_HOURS.yellow) return 'yellow';
  return null;
}

/**
 * Whether a report in this (derived) review state is coloured for this talent type: employees and blank
 * types in Pending Review (1) and Resubmitted (5), contractors only in Resubmitted; never otherwise
 * (In Review (2) included).
 */
export function isWaitColored(reviewState: number, group: TalentGroup): boolean {
  if (reviewState === RESUBMITTED) return true;
  return reviewState === PENDING_REVIEW && group !== 'contractor';
}

export interface WaitColorInput {
  /** The derived review state (5 for a resubmitted report). */
  reviewState: number;
  talentType: string | null | undefined;
  lastSubmissionDate: Date | string | null | undefined;
  now: Date;
}

export interface WaitColor {
  band: WaitBand | null;
  /** The hex colour, or null for no colour. */
  color: string | null;
  /** Whole hours waited since the last submission (null without a submission). */
  hours: number | null;
  group: TalentGroup;
}

export function waitColor(input: WaitColorInput): WaitColor {
  const group = talentGroup(input.talentType);
  const submitted = input.lastSubmissionDate ? new Date(input.lastSubmissionDate) : null;
  const hours =
    submitted && !Number.isNaN(submitted.getTime()) ? (input.now.getTime() - submitted.getTime()) / 3_600_000 : null;
  const band = hours !== null && isWaitColored(input.reviewState, group) ? waitBand(hours) : null;
  return { band, color: band ? WAIT_COLORS[band] : null, hours: hours === null ? null : Math.floor(hours), group };
}

/** The colour of a band rank as the list query computes it (0 red … 3 none). */
export function colorOfRank(rank: number | null | undefined): string | null {
  const band = (Object.keys(WAIT_BAND_RANK) as (WaitBand | 'none')[]).find((b) => WAIT_BAND_RANK[b] === rank);
  return band && band !== 'none' ? WAIT_COLORS[band] : null;
}

/**
 * The colour sort: Employee, then Contractor, then blank; within each, red, orange, yellow, then
 * uncoloured; within a colour the longest wait first. Ties are left to the caller's next sort key.
 */
export function compareWaitColor(a: WaitColorInput, b: WaitColorInput): number {
  const ca = waitColor(a);
  const cb = waitColor(b);
  const byGroup = TALENT_GROUP_RANK[ca.group] - TALENT_GROUP_RANK[cb.group];
  if (byGroup) return byGroup;
  const byBand = WAIT_BAND_RANK[ca.band ?? 'none'] - WAIT_BAND_RANK[cb.band ?? 'none'];
  if (byBand) return byBand;
  if (ca.band && cb.band)
    return (
      new Date(a.lastSubmissionDate as Date | string).getTime() -
      new Date(b.lastSubmissionDate as Date | string).getTime()
    );
  return 0;
}
