/**
 * Factories for tests: each builds the records a test needs, so a test does not depend on what the demo
 * seed happens to hold. A file that builds everything it reads starts its api with `startTestApi({ seed:
 * false })` and signs in users made by buildUser.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { hashPassword } from '../auth/password.js';
import { ADMIN_ROLE_ID, REVIEWER_ROLE_ID } from '../config.js';
import type { Db } from '../db/client.js';
import {
  answers,
  clients,
  commonQuestions,
  documents,
  feedback,
  feedbackTexts,
  forms,
  mealPeriods,
  notificationRecipients,
  notifications,
  projects,
  regionals,
  rejections,
  savedDashboards,
  savedRollups,
  savedViews,
  savedWidgets,
  storeVisitEvents,
  storeVisits,
  storeVisitSubmissions,
  tags,
  talent,
  users,
} from '../db/schema.js';
import { DEMO_PASSWORD } from '../db/seed/index.js';
import { urlOfKey, writeStored } from '../document/fileStore.js';
import type { ApiClient } from './harness.js';

const QUESTION_META = {
  isRequired: true,
  isHidden: false,
  isQuickReview: false,
  isConditional: false,
  isCallOut: false,
};

/** A question of stored form content, with fresh uuid and canonical key. */
export interface FormOption {
  uuid: string;
  label: string;
  value: string;
  conditionalFork: unknown[];
}

/**
 * A question of stored form content, with fresh uuid and canonical key; `extra` adds options (see
 * formOption, with their forks), the questions of a group (`content`) or meta flags.
 */
export const formQuestion = (
  type: string,
  title: string,
  extra: { options?: FormOption[]; content?: unknown[]; meta?: Record<string, unknown> } = {},
) => ({
  uuid: randomUUID(),
  canonicalKey: randomUUID(),
  type,
  title,
  tags: [],
  meta: { ...QUESTION_META, ...extra.meta },
  options: extra.options ?? [],
  documentIds: [],
  commonId: null,
  ...(extra.content ? { content: extra.content } : {}),
});

/** An option of a choice question; answering it asks the questions of `fork`. */
export const formOption = (label: string, fork: unknown[] = []): FormOption => ({
  uuid: randomUUID(),
  label,
  value: label,
  conditionalFork: fork,
});

export const section = (title: string, content: unknown[]) => ({
  uuid: randomUUID(),
  type: 'section',
  title,
  tags: [],
  meta: { forceQuestionOrder: false },
  content,
});

export interface ReviewableReport {
  id: number;
  clientId: number;
  /** Question uuids of the text questions, answered first (`answeredTexts` of them), then unanswered. */
  texts: string[];
  /** Question uuids of the photo questions, each answered with its photo. */
  photos: string[];
  photoDocs: string[];
  videoDoc: string;
}

/**
 * A published form of `texts` single-line questions (section Arrival) and `photos` photo questions and one
 * video question (section Shelf), made through the api by `admin`, and a submitted report on it in
 * `reviewState`, copied from the visit `modelVisitId` (its client, project, talent and times), with the
 * first `answeredTexts` text questions, every photo and the video answered.
 */
export async function reviewableReport(
  db: Db,
  admin: ApiClient,
  modelVisitId: number,
  opts: { texts?: number; answeredTexts?: number; photos?: number; reviewState?: number } = {},
): Promise<ReviewableReport> {
  const { texts: textCount = 14, photos: photoCount = 14, reviewState = 2 } = opts;
  const answeredTexts = opts.answeredTexts ?? textCount;
  const texts = Array.from({ length: textCount }, (_, i) => formQuestion('single-line-input', `Text ${i + 1}`));
  const photos = Array.from({ length: photoCount }, (_, i) => formQuestion('photo-input', `Photo ${i + 1}`));
  const video = formQuestion('video-input', 'Aisle video');
  const content = {
    structure: [[section('Arrival', texts)], [section('Shelf', [...photos, video])], []],
    documents: [],
    callOut: { active: false, mailing: '' },
    hideFromClient: 0,
    invoicePlannedTime: 0,
    maxAllowedTime: '',
    bypassGPSValidation: false,
    bypassDuplicatePhotoCheck: false,
  };
  const [model] = await db.select().from(storeVisits).where(eq(storeVisits.id, modelVisitId));
  if (!model) throw new Error(`reviewableReport: no visit ${modelVisitId} to copy.`);
  const created = await admin<{ id: number }>('POST', '/api/v2/form', {
    title: `Review ${randomUUID()}`,
    content: JSON.stringify(content),
    tenancyClientId: model.clientId,
    autoApprovalHourTrigger: 0,
    status: 1,
  });
  if (created.status !== 201)
    throw new Error(`reviewableReport: the form was refused: ${JSON.stringify(created.body)}`);
  const { id: _id, createdAt: _c, timestamp: _t, ...copy } = model;
  const [visit] = await db
    .insert(storeVisits)
    .values({
      ...copy,
      formId: created.body.data!.id,
      reviewState,
      metaJson: { ...(copy.metaJson as object), reviewState },
      formState: {},
      approvedBy: null,
      approvedDate: null,
      rejectedCounter: 0,
      lastRejectedDate: null,
      lastSubmissionDate: new Date(Date.now() - 3600_000),
    })
    .returning();
  const photoDocs = photos.map(() => randomUUID());
  const videoDoc = randomUUID();
  await db.insert(documents).values([
    ...photoDocs.map((uuid, i) => ({
      uuid,
      title: `p${i}.jpg`,
      size: 1000,
      url: `/files/demo/p${i}.jpg`,
      xsurl: `/files/demo/p${i}-xs.jpg`,
      type: 'image',
      mimeType: 'image/jpeg',
      storageKey: `demo/p${i}.jpg`,
    })),
    {
      uuid: videoDoc,
      title: 'aisle.mp4',
      url: `/files/videos/${videoDoc}.mp4`,
      type: 'video',
      mimeType: 'video/mp4',
      storageKey: `videos/${videoDoc}.mp4`,
    },
  ]);
  await db.insert(answers).values([
    ...texts.slice(0, answeredTexts).map((q, i) => ({
      storeVisitId: visit.id,
      questionUuid: q.uuid,
      questionCanonicalKey: q.canonicalKey,
      answerValue: `Answer ${i + 1}`,
    })),
    ...photos.map((q, i) => ({
      storeVisitId: visit.id,
      questionUuid: q.uuid,
      questionCanonicalKey: q.canonicalKey,
      answerValue: photoDocs[i],
    })),
    {
      storeVisitId: visit.id,
      questionUuid: video.uuid,
      questionCanonicalKey: video.canonicalKey,
      answerValue: videoDoc,
    },
  ]);
  return {
    id: visit.id,
    clientId: model.clientId,
    texts: texts.map((q) => q.uuid),
    photos: photos.map((q) => q.uuid),
    photoDocs,
    videoDoc,
  };
}

// ---------------------------------------------------------------------------------------------------------
// One factory per record (Outline's server/test/factories.ts is the model): sensible defaults, any column
// overridable, the created row returned. Parents a record needs (a visit's client, project, form, talent)
// are built too unless given. They write through the db layer, as the seed does; a test that means to
// exercise the api's own writes makes them through the api.

/** The password of every user a factory makes: the harness's `as(email)` signs in with it. */
export const TEST_PASSWORD = DEMO_PASSWORD;

let counter = 0;
/** A short name unique in this test process. */
const unique = (what: string) => `${what} ${++counter}-${randomUUID().slice(0, 6)}`;
const DAY = 86_400_000;

let passwordHash: Promise<string> | undefined;

export async function buildClient(db: Db, overrides: Partial<typeof clients.$inferInsert> = {}) {
  const [row] = await db
    .insert(clients)
    .values({ name: unique('Client'), ...overrides })
    .returning();
  return row;
}

export async function buildProject(db: Db, overrides: Partial<typeof projects.$inferInsert> = {}) {
  const clientId = overrides.clientId ?? (await buildClient(db)).id;
  const [row] = await db
    .insert(projects)
    .values({
      name: unique('Project'),
      number: `P-${counter}`,
      segmentName: 'Prestige',
      division: 'East',
      ...overrides,
      clientId,
    })
    .returning();
  return row;
}

export type Role = 'administrator' | 'reviewer' | 'client';

/**
 * A user who signs in with TEST_PASSWORD. `role` client makes a client user (of `clientId`, or of a new
 * client); its role id is `clientRoleId` (the harness's config.clientRoleId, 3 unless a test changes it).
 */
export async function buildUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> & { role?: Role; clientRoleId?: number } = {},
) {
  const { role = 'administrator', clientRoleId = 3, ...values } = overrides;
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const roleId = role === 'administrator' ? ADMIN_ROLE_ID : role === 'reviewer' ? REVIEWER_ROLE_ID : clientRoleId;
  const clientId = role === 'client' ? (values.clientId ?? (await buildClient(db)).id) : (values.clientId ?? null);
  const name = unique(role === 'client' ? 'Client user' : role === 'reviewer' ? 'Reviewer' : 'Admin');
  const [row] = await db
    .insert(users)
    .values({
      email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@test.example.com`,
      name,
      passwordHash: await passwordHash,
      roleId,
      legacyId: String(1000 + counter),
      ...values,
      clientId,
    })
    .returning();
  return row;
}

export async function buildTalent(db: Db, overrides: Partial<typeof talent.$inferInsert> = {}) {
  const name = unique('Talent');
  const [row] = await db
    .insert(talent)
    .values({
      mcid: `MC${counter}${randomUUID().slice(0, 6)}`,
      name,
      email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@talent.test.example.com`,
      phone: '555-0100',
      talentType: 'Employee',
      division: 'Retail Services',
      approvedDate: new Date(Date.now() - 90 * DAY),
      ...overrides,
    })
    .returning();
  return row;
}

export type FormQuestion = ReturnType<typeof formQuestion>;

/**
 * Stored form content: the questions in one section of the first phase (or the sections of `structure`,
 * one list per phase: pre, during, post), then any `overrides`.
 */
export const formContent = (questions: unknown[] = [], overrides: Record<string, unknown> = {}) => ({
  structure: [[section('Visit', questions)], [], []],
  documents: [],
  callOut: { active: false, mailing: '' },
  hideFromClient: 0,
  invoicePlannedTime: 0,
  maxAllowedTime: '',
  bypassGPSValidation: false,
  bypassDuplicatePhotoCheck: false,
  ...overrides,
});

/**
 * A form (published unless `status` says otherwise) of `questions` (default: one single-line question) or
 * of the sections of `structure`, for `tenancyClientId` (a new client unless given). Answers the row and
 * its (top-level) questions.
 */
export async function buildForm(
  db: Db,
  overrides: Partial<typeof forms.$inferInsert> & { questions?: FormQuestion[]; structure?: unknown[][] } = {},
) {
  const { questions = [formQuestion('single-line-input', 'Who did you meet?')], structure, ...values } = overrides;
  const tenancyClientId = values.tenancyClientId === undefined ? (await buildClient(db)).id : values.tenancyClientId;
  const [row] = await db
    .insert(forms)
    .values({
      canonicalKey: randomUUID(),
      title: unique('Form'),
      content: formContent(questions, structure ? { structure } : {}),
      authorEmail: 'author@test.example.com',
      editorEmail: 'author@test.example.com',
      status: 1,
      ...values,
      tenancyClientId,
    })
    .returning();
  return { ...row, questions };
}

export interface VisitAnswer {
  question: { uuid: string; canonicalKey: string };
  value: string | null;
}

/**
 * A store visit. Unless given: a form (of a new client), a project of that client, a new talent, expected
 * yesterday, submitted an hour after its check-out and in review state 1 (Waiting for Approval; 0 is not
 * submitted and leaves check-in, check-out and submission empty; 4 is rejected at its submission; 5,
 * Resubmitted, is stored as 1 submitted again after a rejection). `answers` are stored with it; `days`
 * makes it a multi-day visit of that many days; `meta` is merged into its metaJson (store, retailer…).
 */
export async function buildVisit(
  db: Db,
  overrides: Partial<typeof storeVisits.$inferInsert> & {
    answers?: VisitAnswer[];
    days?: number;
    meta?: Record<string, unknown>;
  } = {},
) {
  const { answers: given = [], days = 0, meta = {}, ...values } = overrides;
  const formId =
    values.formId === undefined
      ? (await buildForm(db, values.clientId ? { tenancyClientId: values.clientId } : {})).id
      : values.formId;
  let clientId = values.clientId;
  if (clientId === undefined && formId !== null) {
    const [form] = await db.select().from(forms).where(eq(forms.id, formId));
    clientId = form.tenancyClientId ?? undefined;
  }
  clientId ??= (await buildClient(db)).id;
  const projectId = values.projectId ?? (await buildProject(db, { clientId })).id;
  const talentId = values.talentId === undefined ? (await buildTalent(db)).id : values.talentId;
  // 5 (Resubmitted) is stored as 1 with a submission after its rejection; 4 (Rejected) has its rejection.
  const asked = values.reviewState ?? 1;
  const reviewState = asked === 5 ? 1 : asked;
  const submitted = reviewState !== 0;
  const expected = values.expectedCheckinTime ?? new Date(Date.now() - DAY);
  const duration = values.expectedDurationMinutes ?? 120;
  const checkin = submitted ? new Date(expected.getTime() + 10 * 60_000) : null;
  const checkout = checkin ? new Date(checkin.getTime() + duration * 60_000) : null;
  const submittedAt = checkout ? new Date(Math.min(checkout.getTime() + 3_600_000, Date.now() - 60_000)) : null;
  const rejectedAt =
    submittedAt && asked === 4
      ? submittedAt
      : submittedAt && asked === 5
        ? new Date(submittedAt.getTime() - 30 * 60_000)
        : null;
  const [row] = await db
    .insert(storeVisits)
    .values({
      eventId: `EV-${randomUUID().slice(0, 8)}`,
      rejectedCounter: rejectedAt ? 1 : 0,
      lastRejectedDate: rejectedAt,
      approvedDate: asked === 3 ? submittedAt : null,
      svrType: days > 1 ? 1 : 0,
      expectedDurationMinutes: duration,
      actualCheckinTime: checkin,
      actualCheckoutTime: checkout,
      actualCheckinLatitude: checkin ? 41.88 : null,
      actualCheckinLongitude: checkin ? -87.63 : null,
      actualCheckinDistanceKm: checkin ? 0.05 : null,
      lastSubmissionDate: submittedAt,
      formState: { visitedQuestions: [], feedback: { message: '', questions: {} } },
      timestamp: submittedAt ?? expected,
      ...values,
      metaJson: {
        reviewedBy: null,
        retailer: 'Target',
        doorLocation: 'Chicago Downtown',
        doorNumber: '1000',
        address1: '100 Main St',
        city: 'Chicago',
        zip: '60601',
        state: 'IL',
        mealBreak: [],
        flagPhotos: [],
        starPhotos: [],
        blockPhotos: [],
        flagVideos: [],
        starVideos: [],
        blockVideos: [],
        rotateVideos: [],
        ...(values.metaJson as object | undefined),
        ...meta,
        reviewState,
      },
      reviewState,
      expectedCheckinTime: expected,
      formId,
      clientId,
      projectId,
      talentId,
    })
    .returning();
  if (submittedAt && asked === 5)
    await db
      .insert(storeVisitSubmissions)
      .values({ storeVisitId: row.id, submittedAt: new Date(submittedAt.getTime() - 60 * 60_000) });
  if (submittedAt) await db.insert(storeVisitSubmissions).values({ storeVisitId: row.id, submittedAt });
  for (let d = 0; days > 1 && d < days; d++) {
    const day = new Date(expected.getTime() + d * DAY);
    await db.insert(storeVisitEvents).values({
      storeVisitId: row.id,
      eventId: `${row.eventId}-${d + 1}`,
      expectedCheckinTime: day,
      expectedDurationMinutes: duration,
      actualCheckinTime: submitted ? day : null,
      actualCheckoutTime: submitted ? new Date(day.getTime() + duration * 60_000) : null,
    });
  }
  const answerRows = given.length
    ? await db
        .insert(answers)
        .values(
          given.map((a) => ({
            storeVisitId: row.id,
            questionUuid: a.question.uuid,
            questionCanonicalKey: a.question.canonicalKey,
            answerValue: a.value,
          })),
        )
        .returning()
    : [];
  return { ...row, answers: answerRows };
}

/** A JPEG of `width`×`height` pixels of one colour. */
export const jpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();

/**
 * A stored document (an image unless `type` says otherwise). With `filesDir` (the harness's
 * filesDir(api.config)) a real JPEG (`width`×`height`, 64×48 unless given) is written at its storage key,
 * so /files, thumbnails and zips find it.
 */
export async function buildDocument(
  db: Db,
  overrides: Partial<typeof documents.$inferInsert> & { filesDir?: string; width?: number; height?: number } = {},
) {
  const { filesDir, width, height, ...values } = overrides;
  const uuid = values.uuid ?? randomUUID();
  const storageKey = values.storageKey ?? `test/${uuid}.jpg`;
  if (filesDir) await writeStored(filesDir, storageKey, await jpeg(width, height));
  const [row] = await db
    .insert(documents)
    .values({
      title: 'photo.jpg',
      size: 1000,
      url: urlOfKey(storageKey),
      type: 'image',
      mimeType: 'image/jpeg',
      ...values,
      uuid,
      storageKey,
    })
    .returning();
  return row;
}

/** A 30-minute meal break of a visit, an hour after its check-in unless `startTime` says otherwise. */
export async function buildMealPeriod(
  db: Db,
  overrides: Partial<typeof mealPeriods.$inferInsert> & { storeVisitId: number; talentId: number },
) {
  const [visit] = await db.select().from(storeVisits).where(eq(storeVisits.id, overrides.storeVisitId));
  const start =
    overrides.startTime ??
    new Date((visit.actualCheckinTime ?? visit.expectedCheckinTime ?? new Date()).getTime() + 3_600_000);
  const [row] = await db
    .insert(mealPeriods)
    .values({ endTime: new Date(start.getTime() + 30 * 60_000), waived: 0, ...overrides, startTime: start })
    .returning();
  return row;
}

/** Feedback on a visit with one text by `by` (a user row). */
export async function buildFeedback(
  db: Db,
  overrides: { storeVisitId: number; by: { name: string; email: string }; text?: string; feedbackStatus?: number },
) {
  const [row] = await db
    .insert(feedback)
    .values({
      canonicalKey: randomUUID(),
      storeVisitId: overrides.storeVisitId,
      feedbackStatus: overrides.feedbackStatus ?? 0,
    })
    .returning();
  const [text] = await db
    .insert(feedbackTexts)
    .values({
      feedbackCanonicalKey: row.canonicalKey,
      feedbackText: overrides.text ?? 'Please retake the after photo.',
      createdBy: overrides.by.name,
      createdByEmail: overrides.by.email,
    })
    .returning();
  return { ...row, texts: [text] };
}

/** A rejection of a visit by `by` (a user row). */
export async function buildRejection(
  db: Db,
  overrides: { storeVisitId: number; by: { id: number; email: string }; rejectedDate?: Date },
) {
  const [visit] = await db.select().from(storeVisits).where(eq(storeVisits.id, overrides.storeVisitId));
  const [row] = await db
    .insert(rejections)
    .values({
      storeVisitId: visit.id,
      eventId: visit.eventId,
      userId: overrides.by.id,
      rejectedBy: overrides.by.email,
      rejectedDate: overrides.rejectedDate ?? new Date(),
    })
    .returning();
  return row;
}

/** A Visit Date filter of the last `days` days, as the web saves it. */
export const visitDateFilter = (days = 30) => {
  const day = (d: number) => new Date(Date.now() - d * DAY).toISOString().slice(0, 10);
  return { label: 'Visit Date', path: 'expectedCheckinTime', type: 'Date', data: [day(days), `${day(0)} 23:59:59`] };
};

export async function buildSavedView(db: Db, overrides: Partial<typeof savedViews.$inferInsert> = {}) {
  const [row] = await db
    .insert(savedViews)
    .values({ title: unique('View'), description: '', filters: [visitDateFilter()], ...overrides })
    .returning();
  return row;
}

export async function buildSavedRollup(db: Db, overrides: Partial<typeof savedRollups.$inferInsert> = {}) {
  const [row] = await db
    .insert(savedRollups)
    .values({ title: unique('Roll-up'), description: '', filters: [visitDateFilter()], ...overrides })
    .returning();
  return row;
}

export async function buildSavedWidget(db: Db, overrides: Partial<typeof savedWidgets.$inferInsert> = {}) {
  const [row] = await db
    .insert(savedWidgets)
    .values({
      title: unique('Widget'),
      description: '',
      filters: [visitDateFilter()],
      metaJson: { widgetType: 'percentage' },
      ...overrides,
    })
    .returning();
  return row;
}

/** A dashboard of `widgets` (rows or ids, in order). */
export async function buildSavedDashboard(
  db: Db,
  overrides: Partial<typeof savedDashboards.$inferInsert> & { widgets?: { id: number }[] } = {},
) {
  const { widgets = [], ...values } = overrides;
  const [row] = await db
    .insert(savedDashboards)
    .values({ title: unique('Dashboard'), widgetIds: widgets.map((w) => w.id).join(','), ...values })
    .returning();
  return row;
}

/** A notification to `talentIds` (none unless given). */
export async function buildNotification(
  db: Db,
  overrides: Partial<typeof notifications.$inferInsert> & { talentIds?: number[] } = {},
) {
  const { talentIds = [], ...values } = overrides;
  const [row] = await db
    .insert(notifications)
    .values({ title: unique('Notification'), message: 'Please read the update before your next visit.', ...values })
    .returning();
  if (talentIds.length)
    await db.insert(notificationRecipients).values(talentIds.map((talentId) => ({ notificationId: row.id, talentId })));
  return row;
}

export async function buildRegional(db: Db, overrides: Partial<typeof regionals.$inferInsert> = {}) {
  const [row] = await db
    .insert(regionals)
    .values({ zone: unique('Zone'), contactEmail: 'zone@test.example.com', ...overrides })
    .returning();
  return row;
}

export async function buildTag(db: Db, overrides: Partial<typeof tags.$inferInsert> = {}) {
  const [row] = await db
    .insert(tags)
    .values({ title: unique('Tag'), ...overrides })
    .returning();
  return row;
}

/** A library question (toggle Yes/No unless `type` and `options` say otherwise). */
export async function buildCommonQuestion(db: Db, overrides: Partial<typeof commonQuestions.$inferInsert> = {}) {
  const [row] = await db
    .insert(commonQuestions)
    .values({
      canonicalKey: randomUUID(),
      uuid: randomUUID(),
      title: unique('Common question'),
      type: 'toggle-input',
      options: ['Yes', 'No'].map((label) => ({ uuid: randomUUID(), label, value: label, conditionalFork: [] })),
      tags: 'Display',
      metaJson: { type: 'general', isRequired: true },
      ...overrides,
    })
    .returning();
  return row;
}
