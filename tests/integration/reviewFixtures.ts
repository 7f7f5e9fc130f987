/**
 * Shared parts of the review tests (review*.test.ts): the reports a test built with the factories, read back
 * through the api (Demo.load), a picker of untouched visits, form questions by title, direct reads of the
 * activity table, and helpers for video answers and internal questions.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, gte } from 'drizzle-orm';
import { activity, answers, documents, forms, storeVisits } from '../../api/src/db/schema.js';
import type { ApiClient, TestApi } from '../../api/src/testing/harness.js';

export interface Visit {
  id: number;
  eventId: string | null;
  formId: number | null;
  clientId: number;
  status: number;
  privacy: number | null;
  talentId: number | null;
  metaReviewState: number;
  metaMcEmail: string | null;
  approvedBy: string | null;
  rejectedCounter: number | null;
  metaLastRejectedDate: string | null;
  formState: { visitedQuestions?: string[]; feedback?: { message?: string; questions?: Record<string, string> } };
  metaJson: Record<string, unknown>;
}
export interface Answer {
  id: number;
  storeVisitId: number;
  questionUuid: string;
  questionCanonicalKey: string | null;
  answerValue: string | null;
  blocked?: boolean;
}
export interface Question {
  uuid: string;
  canonicalKey: string;
  type: string;
  title: string;
  meta: Record<string, unknown>;
  options: { value: string; conditionalFork: Question[] }[];
  content?: Question[];
}
export interface ActivityRow {
  id: number;
  storeVisitId: number;
  answerId: number | null;
  documentUuid: string | null;
  kind: string;
  actorEmail: string;
  actorUserId: number;
  at: string;
  before: unknown;
  after: unknown;
}

export const OWN = 'You can not edit the status of an SVR you have submitted.';

export class Demo {
  private used = new Set<number>();
  /** When the tests began: the demo's own review trails (approved and rejected reports) are older. */
  private readonly since = new Date();
  constructor(
    readonly api: TestApi,
    readonly admin: ApiClient,
    readonly all: Visit[],
  ) {}

  static async load(api: TestApi, admin: ApiClient): Promise<Demo> {
    const res = await admin<{ data: Visit[] }>('POST', '/api/v2/storeVisit/userStoreVisits', {
      filters: [],
      pageSize: 1000,
    });
    return new Demo(api, admin, res.body.data!.data);
  }

  /** Visits no other test has touched yet. */
  take(n: number, where: (v: Visit) => boolean): Visit[] {
    const found = this.all.filter((v) => !this.used.has(v.id) && where(v)).slice(0, n);
    if (found.length < n) throw new Error('Too few matching visits were built for this test.');
    found.forEach((v) => this.used.add(v.id));
    return found;
  }

  async visit(id: number, as: ApiClient = this.admin): Promise<Visit> {
    const res = await as<Visit>('GET', `/api/v2/storeVisit/id/${id}`);
    if (res.status !== 200) throw new Error(`GET visit ${id}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data!;
  }

  async answers(id: number, as: ApiClient = this.admin): Promise<Answer[]> {
    return (await as<Answer[]>('GET', `/api/v2/storeVisitFormAnswer/formAnswerstoreVisitId/${id}`)).body.data!;
  }

  /** Every question of a form, at any depth. */
  async questions(formId: number): Promise<Question[]> {
    const res = await this.admin<{ content: { structure: { content: Question[] }[][] } }>(
      'GET',
      `/api/v2/form/formid/${formId}`,
    );
    const out: Question[] = [];
    const walk = (q: Question) => {
      out.push(q);
      q.content?.forEach(walk);
      q.options?.forEach((o) => o.conditionalFork.forEach(walk));
    };
    res.body.data!.content.structure.flat().forEach((s) => s.content.forEach(walk));
    return out;
  }

  async question(formId: number, title: string): Promise<Question> {
    const q = (await this.questions(formId)).find((x) => x.title === title);
    if (!q) throw new Error(`Form ${formId} has no question '${title}'.`);
    return q;
  }

  /** Activity rows the tests caused (of one visit, or all), read from the table (not through the api under test). */
  async activityCount(visitId?: number): Promise<number> {
    const recent = gte(activity.at, this.since);
    const q = this.api.database.db.select({ n: count() }).from(activity);
    const [{ n }] = await q.where(visitId === undefined ? recent : and(recent, eq(activity.storeVisitId, visitId)));
    return n;
  }

  /** The visit's trail through the api, without the demo's own (older) review trail. */
  async trail(visitId: number): Promise<ActivityRow[]> {
    const res = await this.admin<ActivityRow[]>('GET', `/api/v2/storeVisit/id/${visitId}/activity`);
    if (res.status !== 200) throw new Error(`activity ${visitId}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data!.filter((row) => new Date(row.at) >= this.since);
  }

  /** Factory: a video document answering a video question of the visit (on any form, unlike the demo's). */
  async addVideoAnswer(visitId: number, questionUuid: string): Promise<string> {
    const db = this.api.database.db;
    const uuid = randomUUID();
    await db.insert(documents).values({
      uuid,
      title: 'aisle.mp4',
      url: `/files/videos/${uuid}.mp4`,
      type: 'video',
      mimeType: 'video/mp4',
      storageKey: `videos/${uuid}.mp4`,
    });
    await db
      .insert(answers)
      .values({ storeVisitId: visitId, questionUuid, questionCanonicalKey: null, answerValue: uuid });
    return uuid;
  }

  /**
   * Factory: a copy of the visit's form in which the question titled `title` is internal (isHidden),
   * and the visit moved onto it. Answers the question's uuid.
   */
  async hideQuestion(visitId: number, title: string): Promise<string> {
    const db = this.api.database.db;
    const [visit] = await db.select().from(storeVisits).where(eq(storeVisits.id, visitId));
    const [form] = await db.select().from(forms).where(eq(forms.id, visit.formId!));
    let hidden = '';
    const content = JSON.parse(JSON.stringify(form.content), (_k, v) => {
      if (v && typeof v === 'object' && v.title === title && v.meta) {
        hidden = v.uuid;
        return { ...v, meta: { ...v.meta, isHidden: true } };
      }
      return v;
    });
    if (!hidden) throw new Error(`No question '${title}' on form ${form.id}.`);
    const [copy] = await db
      .insert(forms)
      .values({ ...form, id: undefined, content, revision: form.revision + 1 })
      .returning();
    await db.update(storeVisits).set({ formId: copy.id }).where(eq(storeVisits.id, visitId));
    return hidden;
  }
}

/** The JSON-text form the spec's page sends metaJson and formState in. */
export const text = (v: unknown) => JSON.stringify(v);
