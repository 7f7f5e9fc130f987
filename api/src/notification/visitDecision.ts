/**
 * The closed revision loop (issue 13): approving or rejecting a report notifies its talent, in the decision's
 * transaction. A type-0 'Visit Approved' or 'Visit Rejected' notification (hidden from the Sent list, spec
 * 001 §2.4) is created and sent at once (sendNotification: sent = 1 and the outbox). A rejection's message
 * names each question marked NEEDS REVISION, in the form's order, with its feedback.
 */
import { sql } from 'drizzle-orm';
import { rows, type Queryable } from '../db/client.js';
import type { Session } from '../auth/session.js';
import { ReviewState } from '@svr/domain';
import { questionsByUuid } from '../review/rules.js';
import { NotificationType, SentState, VISIT_DECISION_TITLES } from './schema.js';
import { insertNotification, setRecipients } from './store.js';
import { sendNotification } from './write.js';

export interface ReviewDecision {
  visitId: number;
  approved: boolean;
  /** formState.feedback.questions: question uuid → the reviewer's feedback ('' allowed; not text: none). */
  revisions: Record<string, unknown>;
  /** The form of the report (question titles). */
  formContent: unknown;
  /** The decision's feedback message, when one was sent. */
  feedback?: string | null;
}

/** The questions marked NEEDS REVISION, in the form's order, each with its feedback (unknown uuids last, by uuid). */
export function revisionLines(formContent: unknown, revisions: Record<string, unknown>): string[] {
  const marked = new Map(
    Object.entries(revisions).map(([uuid, text]) => [uuid.toLowerCase(), typeof text === 'string' ? text.trim() : '']),
  );
  const lines: string[] = [];
  for (const [uuid, q] of questionsByUuid(formContent)) {
    if (!marked.has(uuid)) continue;
    const text = marked.get(uuid)!;
    lines.push(`- ${q.title || 'Untitled question'}${text ? `: ${text}` : ''}`);
    marked.delete(uuid);
  }
  for (const [uuid, text] of [...marked].sort(([a], [b]) => a.localeCompare(b)))
    lines.push(`- Question ${uuid}${text ? `: ${text}` : ''}`);
  return lines;
}

/** The message of the decision's notification. */
export function decisionMessage(d: ReviewDecision, eventId: string | null): string {
  const report = `Your store visit report ${eventId ? `${eventId} (SVR ${d.visitId})` : `SVR ${d.visitId}`}`;
  const feedback = d.feedback?.trim() ? `\n\nFeedback: ${d.feedback.trim()}` : '';
  if (d.approved) return `${report} was approved.${feedback}`;
  const lines = revisionLines(d.formContent, d.revisions);
  const asked = lines.length ? `\n\nPlease revise these questions:\n${lines.join('\n')}` : '';
  return `${report} was rejected.${asked}${feedback}`;
}

/**
 * Creates and sends the decision's notification to the report's talent, for a move to Approved (3) or
 * Rejected (4); nothing for another state or a report without talent. Answers the notification's id.
 */
export async function notifyReviewDecision(
  tx: Queryable,
  s: Session,
  visit: { id: number; form_content: unknown },
  reviewState: number,
  revisions: Record<string, unknown>,
  feedback?: string | null,
): Promise<number | null> {
  if (reviewState !== ReviewState.Approved && reviewState !== ReviewState.Rejected) return null;
  const d: ReviewDecision = {
    visitId: visit.id,
    approved: reviewState === ReviewState.Approved,
    revisions,
    formContent: visit.form_content,
    feedback,
  };
  const [v] = await rows<{
    talent_id: number | null;
    client_id: number | null;
    project_id: number | null;
    event_id: string | null;
  }>(
    tx,
    sql`/* decisionNotificationVisit */ SELECT talent_id, client_id, project_id, event_id FROM store_visits WHERE id = ${d.visitId}`,
  );
  if (!v || v.talent_id === null) return null;
  const n = await insertNotification(tx, {
    eventId: v.event_id,
    title: d.approved ? VISIT_DECISION_TITLES[0] : VISIT_DECISION_TITLES[1],
    message: decisionMessage(d, v.event_id),
    data: { action: 0 },
    type: NotificationType.Immediate,
    config: {},
    sent: SentState.No,
    createUserEmail: s.user.email,
    clientId: v.client_id,
    projectId: v.project_id,
  });
  await setRecipients(tx, n.id, [{ talentId: Number(v.talent_id), storeVisitId: d.visitId }]);
  await sendNotification(tx, n.id, { email: s.user.email });
  return n.id;
}
