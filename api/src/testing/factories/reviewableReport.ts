/** A published form of many text and photo questions and a submitted report on it, ready for review. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { answers, documents, storeVisits } from '../../db/schema.js';
import type { ApiClient } from '../harness.js';
import { formQuestion, section } from './forms.js';

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
