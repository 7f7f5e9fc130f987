/** A report as GET /storeVisit/id/{id} answers it (also the answer of every review write). */
import type { Queryable } from '../../db/client.js';
import type { Session } from '../../auth/session.js';
import { notFound } from '../../http/errors.js';
import { presentVisitDetail } from './presenter.js';
import { visitById, visitEvents, visitSubmissions } from './store.js';

export async function presentedVisit(db: Queryable, s: Session, id: number) {
  const row = await visitById(db, s, id);
  if (!row) throw notFound(`Store visit ${id} does not exist or is not yours to see.`);
  const [events, submissions] = await Promise.all([visitEvents(db, id), visitSubmissions(db, id)]);
  return presentVisitDetail(row, s.user.isClient, events, submissions);
}
