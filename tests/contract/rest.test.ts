/**
 * Contract: every REST call the spec lists is either built (and answers, with the spec's shape) or
 * named here as pending with the issue that brings it. A call missing from both fails the test. The
 * records the probes read are built by the factories (no demo seed), so every list answer has an element.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type ApiClient, type TestApi } from '../../api/src/testing/harness.js';
import {
  buildClient,
  buildCommonQuestion,
  buildDocument,
  buildFeedback,
  buildForm,
  buildMealPeriod,
  buildNotification,
  buildProject,
  buildRegional,
  buildRejection,
  buildSavedDashboard,
  buildSavedRollup,
  buildSavedView,
  buildSavedWidget,
  buildTag,
  buildTalent,
  buildUser,
  buildVisit,
  formQuestion,
  TEST_PASSWORD,
} from '../../api/src/testing/factories.js';
import { minimalPdf } from '../../api/src/testing/files.js';
import { normalise, specCalls } from './specCalls.js';

/** Calls that later issues build. */
const pending: Record<string, string> = {};

/** A multipart upload of a small PDF (POST /api/v2/upload/docs). */
function pdfUpload(): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(minimalPdf())]), 'contract.pdf');
  return form;
}

/** A Visit Date filter of the last 7 days (the spec's default) for storeVisit and savedView probes. */
function contractVisitDate() {
  const day = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
  return { label: 'Visit Date', path: 'expectedCheckinTime', type: 'Date', data: [day(7), `${day(0)} 23:59:59`] };
}

/** Review State Approved: staff roll-ups need one (spec 002 §5). */
const contractReviewState = { label: 'Review State', path: 'metaJson.reviewState', type: 'range', data: [3] };

type Probe = (as: { admin: ApiClient }) => Promise<{ status: number; body: Record<string, unknown> }>;

interface Q {
  uuid: string;
  canonicalKey: string;
  type: string;
  content?: Q[];
  options?: { conditionalFork: Q[] }[];
}
interface ContractVisit {
  id: number;
  eventId: string | null;
  formId: number | null;
  talentId: number | null;
}

/** What the probes read, built in beforeAll. */
interface World {
  admin: { id: number; email: string; name: string };
  forms: { id: number }[];
  /** Visits no probe changes: read, exported, answers listed. */
  visits: ContractVisit[];
  /** Visits a probe deletes or resets. */
  doomed: ContractVisit[];
  /** Reports by review state, each taken by one probe. */
  reviewable: Record<number, ContractVisit[]>;
  widgets: { id: number }[];
  /** A question of the first form, for the roll-up probes; and a saved roll-up. */
  rollupKey: string;
  rollup: { id: number };
  /** Unsent notifications to the visits' talent, one per probe that changes one. */
  notifications: Record<'read' | 'edit' | 'remove' | 'send', { id: number }>;
}
let w: World;

/** A report in the given review state, built for the probes, that no other probe used. */
async function reviewable(_admin: ApiClient, state: number): Promise<ContractVisit> {
  const v = w.reviewable[state]?.shift();
  if (!v) throw new Error(`No report in review state ${state} left for the contract probes.`);
  return v;
}

/**
 * The records the probes read: a client with a project, a regional, a tag, a library question, two published
 * forms (text, notes and photo questions), talent, visits of the last days with answers and a meal break,
 * reports in review states 1 to 4 (approved ones with a stored photo, rejected ones with their rejection and
 * feedback), a saved view, two widgets on a dashboard.
 */
async function buildWorld(api: TestApi): Promise<World> {
  const db = api.database.db;
  const admin = await buildUser(db, { role: 'administrator' });
  const client = await buildClient(db);
  const project = await buildProject(db, { clientId: client.id });
  await buildRegional(db);
  await buildTag(db, { title: 'Display' });
  await buildCommonQuestion(db);
  const who = formQuestion('single-line-input', 'Who did you meet?');
  const notes = formQuestion('multi-line-input', 'Notes');
  const photo = formQuestion('photo-input', 'Shelf photo');
  const form = await buildForm(db, { tenancyClientId: client.id, questions: [who, notes, photo] });
  const second = await buildForm(db, { tenancyClientId: client.id });
  const person = await buildTalent(db);
  const visit = async (reviewState: number, daysAgo = 1) => {
    const v = await buildVisit(db, {
      formId: form.id,
      clientId: client.id,
      projectId: project.id,
      talentId: person.id,
      reviewState,
      expectedCheckinTime: new Date(Date.now() - daysAgo * 86_400_000),
      meta: { retailer: 'Target' },
      answers: reviewState ? [{ question: who, value: 'Dana at the counter' }] : [],
    });
    return { id: v.id, eventId: v.eventId, formId: v.formId, talentId: v.talentId };
  };
  const visits = [await visit(3), await visit(1, 2), await visit(2, 3)];
  await buildMealPeriod(db, { storeVisitId: visits[0].id, talentId: person.id });
  const doomed = [await visit(1), await visit(1)];
  const reviewable: Record<number, ContractVisit[]> = {
    1: [await visit(1), await visit(1)],
    2: [await visit(2), await visit(2), await visit(2)],
    3: [await visit(3), await visit(3)],
    4: [await visit(4), await visit(4), await visit(4)],
  };
  const shelf = await buildDocument(db, { filesDir: api.filesDir, title: 'shelf.jpg' });
  await buildVisit(db, {
    formId: form.id,
    clientId: client.id,
    projectId: project.id,
    talentId: person.id,
    reviewState: 3,
    answers: [{ question: photo, value: shelf.uuid }],
  }).then((v) => reviewable[3].unshift({ id: v.id, eventId: v.eventId, formId: v.formId, talentId: v.talentId }));
  for (const v of reviewable[4]) {
    await buildRejection(db, { storeVisitId: v.id, by: admin });
    await buildFeedback(db, { storeVisitId: v.id, by: admin });
  }
  await buildSavedView(db, { filters: [contractVisitDate()] });
  const widgets = [await buildSavedWidget(db), await buildSavedWidget(db)];
  await buildSavedDashboard(db, { widgets });
  const rollup = await buildSavedRollup(db, {
    formQuestionCanonicalKeys: who.canonicalKey,
    filters: [contractVisitDate(), contractReviewState],
    tenancyClientId: client.id,
  });
  const notification = () => buildNotification(db, { clientId: client.id, talentIds: [person.id] });
  const notifications = {
    read: await notification(),
    edit: await notification(),
    remove: await notification(),
    send: await notification(),
  };
  return {
    admin,
    forms: [form, second],
    visits,
    doomed,
    reviewable,
    widgets,
    rollupKey: who.canonicalKey,
    rollup,
    notifications,
  };
}

/** Built calls, each with a request that must answer 2xx with `data` of the shape in `shapes`. */
const built: Record<string, Probe> = {
  'POST /auth/login': async () => {
    const res = await fetch(`${api.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: w.admin.email, password: TEST_PASSWORD, strategy: 'local' }),
    });
    return { status: res.status, body: await res.json() };
  },
  'GET /api/v2/clientProjectList': ({ admin }) => admin('GET', '/api/v2/clientProjectList'),
  'GET /api/v2/regionals/getregionals': ({ admin }) => admin('GET', '/api/v2/regionals/getregionals'),
  'GET /api/v2/profileUseremail/getuserprofile/email/{}': ({ admin }) =>
    admin('GET', `/api/v2/profileUseremail/getuserprofile/email/${w.admin.email}`),
  'GET /api/v2/{}/autocomplete/{}': ({ admin }) => admin('GET', '/api/v2/storeVisit/autocomplete/metaJson.retailer/t'),
  'GET /api/v2/form': ({ admin }) => admin('GET', '/api/v2/form'),
  'GET /api/v2/form/canonicalKey/{}': async ({ admin }) => {
    const list = await admin<{ canonicalKey: string }[]>('GET', '/api/v2/form');
    return admin('GET', `/api/v2/form/canonicalKey/${list.body.data![0].canonicalKey}?includeNonActiveForms=true`);
  },
  'GET /api/v2/form/ids/{}': ({ admin }) =>
    admin('GET', `/api/v2/form/ids/${w.forms.map((f) => f.id).join(',')}?status=1`),
  'GET /api/v2/form/formid/{}': ({ admin }) => admin('GET', `/api/v2/form/formid/${w.forms[0].id}`),
  'POST /api/v2/form': ({ admin }) =>
    admin('POST', '/api/v2/form', {
      title: 'Contract',
      status: 3,
      content: JSON.stringify({ structure: [[], [], []] }),
    }),
  'POST /api/v2/form/updateDraft/id/{}': async ({ admin }) => {
    const created = await admin<{ id: number }>('POST', '/api/v2/form', {
      title: 'Contract draft',
      status: 3,
      content: { structure: [[], [], []] },
    });
    return admin('POST', `/api/v2/form/updateDraft/id/${created.body.data!.id}`, {
      title: 'Contract draft 2',
      content: { structure: [[], [], []] },
    });
  },
  'PUT /api/v2/form/canonical/{}': async ({ admin }) => {
    const list = await admin<{ canonicalKey: string; status: number }[]>('GET', '/api/v2/form?status=1');
    return admin('PUT', `/api/v2/form/canonical/${list.body.data![0].canonicalKey}`, { status: 1 });
  },
  'DELETE /api/v2/form/id/{}': async ({ admin }) => {
    const created = await admin<{ id: number }>('POST', '/api/v2/form', {
      title: 'To delete',
      status: 3,
      content: { structure: [[], [], []] },
    });
    return admin('DELETE', `/api/v2/form/id/${created.body.data!.id}`);
  },
  'GET /api/v2/storeVisit/id/{}': ({ admin }) => admin('GET', `/api/v2/storeVisit/id/${w.visits[0].id}`),
  'POST /api/v2/storeVisit/userStoreVisits': ({ admin }) =>
    admin('POST', '/api/v2/storeVisit/userStoreVisits', {
      filters: [],
      fields: [],
      groupMultiDaySvrs: false,
      sortandcolors: {},
      isDashboard: false,
    }),
  'DELETE /api/v2/storeVisit/id/{}': ({ admin }) => admin('DELETE', `/api/v2/storeVisit/id/${w.doomed[0].id}`),
  'POST /api/v2/storeVisit/id/{}/reset': ({ admin }) => admin('POST', `/api/v2/storeVisit/id/${w.doomed[1].id}/reset`),
  'POST /api/v2/storeVisit/export/{}': ({ admin }) =>
    admin('POST', '/api/v2/storeVisit/export/xlsx', {
      title: 'Contract',
      ids: w.visits.map((v) => v.id),
      questions: [],
    }),
  'GET /api/v2/storeVisit/meal': ({ admin }) => admin('GET', '/api/v2/storeVisit/meal'),
  'POST /api/v2/storeVisit/meal/query': ({ admin }) =>
    admin('POST', '/api/v2/storeVisit/meal/query', { filters: [contractVisitDate()] }),
  'POST /api/v2/savedView': ({ admin }) =>
    admin('POST', '/api/v2/savedView', {
      title: 'Contract view',
      description: '',
      filters: JSON.stringify([contractVisitDate()]),
    }),
  'PUT /api/v2/savedView/id/{}': async ({ admin }) => {
    const created = await admin<{ id: number }>('POST', '/api/v2/savedView', {
      title: 'Contract view to delete',
      filters: [contractVisitDate()],
    });
    return admin('PUT', `/api/v2/savedView/id/${created.body.data!.id}`, { status: 0 });
  },
  'GET /api/v2/savedView': ({ admin }) => admin('GET', '/api/v2/savedView'),
  'GET /api/v2/savedView/all': ({ admin }) => admin('GET', '/api/v2/savedView/all'),
  'POST /api/v2/savedRollup': ({ admin }) =>
    admin('POST', '/api/v2/savedRollup', {
      title: 'Contract roll-up',
      description: '',
      formQuestionCanonicalKeys: w.rollupKey,
      filters: JSON.stringify([contractVisitDate(), contractReviewState]),
      metaJson: { embedPhotosInExcelReport: false },
    }),
  'PUT /api/v2/savedRollup/id/{}': ({ admin }) =>
    admin('PUT', `/api/v2/savedRollup/id/${w.rollup.id}`, { title: 'Contract roll-up, edited' }),
  'GET /api/v2/savedRollup': ({ admin }) => admin('GET', '/api/v2/savedRollup'),
  'GET /api/v2/savedRollup/all': ({ admin }) => admin('GET', '/api/v2/savedRollup/all'),
  'GET /api/v2/savedRollup/id/{}': ({ admin }) => admin('GET', `/api/v2/savedRollup/id/${w.rollup.id}`),
  'GET /api/v2/membership/notification': ({ admin }) => admin('GET', '/api/v2/membership/notification'),
  'POST /api/v2/membership/notification/all': ({ admin }) =>
    admin('POST', '/api/v2/membership/notification/all', { filters: [{ path: 'sent', data: [0] }], page: 1 }),
  'GET /api/v2/membership/notification/id/{}': ({ admin }) =>
    admin('GET', `/api/v2/membership/notification/id/${w.notifications.read.id}`),
  'POST /api/v2/membership/notification': ({ admin }) =>
    admin('POST', '/api/v2/membership/notification', {
      title: 'Contract notification',
      message: 'Please read the new planogram.',
      data: { action: 0 },
      type: 0,
      users: [w.visits[0].talentId],
      storeVisitIds: [w.visits[0].id],
    }),
  'PUT /api/v2/membership/notification/id/{}': ({ admin }) =>
    admin('PUT', `/api/v2/membership/notification/id/${w.notifications.edit.id}`, { title: 'Contract, edited' }),
  'DELETE /api/v2/membership/notification/id/{}': ({ admin }) =>
    admin('DELETE', `/api/v2/membership/notification/id/${w.notifications.remove.id}`),
  'POST /api/v2/membership/notification/id/{}/send': ({ admin }) =>
    admin('POST', `/api/v2/membership/notification/id/${w.notifications.send.id}/send`),
  'GET /api/v2/storeVisitFormAnswer/formAnswerstoreVisitId/{}': ({ admin }) =>
    admin('GET', `/api/v2/storeVisitFormAnswer/formAnswerstoreVisitId/${w.visits[0].id}`),
  'POST /api/v2/storeVisitFormAnswer/questionCanonicalKeys': ({ admin }) =>
    admin('POST', '/api/v2/storeVisitFormAnswer/questionCanonicalKeys', {
      questionCanonicalKeys: [],
      svrResponses: w.visits.map((v) => v.id),
    }),
  'POST /api/v2/document/uuids': async ({ admin }) => {
    const uploaded = await admin<{ uuid: string }>('POST', '/api/v2/upload/docs', pdfUpload());
    return admin('POST', '/api/v2/document/uuids', { uuids: [uploaded.body.data!.uuid] });
  },
  'GET /api/v2/commonFormQuestion': ({ admin }) => admin('GET', '/api/v2/commonFormQuestion'),
  'POST /api/v2/commonFormQuestion': ({ admin }) =>
    admin('POST', '/api/v2/commonFormQuestion', {
      title: 'Contract question',
      type: 'toggle-input',
      options: JSON.stringify([{ label: 'Yes' }, { label: 'No' }]),
      tags: 'Display',
      documentIds: '',
      metaJson: '{}',
      status: 1,
    }),
  'PUT /api/v2/commonFormQuestion/id/{}': async ({ admin }) => {
    const created = await admin<{ id: number }>('POST', '/api/v2/commonFormQuestion', {
      title: 'Contract archive',
      type: 'single-line-input',
    });
    return admin('PUT', `/api/v2/commonFormQuestion/id/${created.body.data!.id}`, { status: 2 });
  },
  'POST /api/v2/tag': ({ admin }) => admin('POST', '/api/v2/tag', { title: 'Contract tag' }),
  'GET /api/v2/tag/substr/{}': ({ admin }) => admin('GET', '/api/v2/tag/substr/dis'),
  'POST /api/v2/upload/docs': ({ admin }) => admin('POST', '/api/v2/upload/docs', pdfUpload()),
  'DELETE /api/v2/document/id/{}': async ({ admin }) => {
    const uploaded = await admin<{ id: number }>('POST', '/api/v2/upload/docs', pdfUpload());
    return admin('DELETE', `/api/v2/document/id/${uploaded.body.data!.id}`);
  },
  'PUT /api/v2/document/uuid/{}': async ({ admin }) => {
    const uploaded = await admin<{ uuid: string; url: string }>('POST', '/api/v2/upload/docs', pdfUpload());
    return admin('PUT', `/api/v2/document/uuid/${uploaded.body.data!.uuid}`, {
      uuid: uploaded.body.data!.uuid,
      url: uploaded.body.data!.url,
      title: 'Contract.pdf',
    });
  },
  // The review page (issue 5).
  'PUT /api/v2/storeVisit/storevisitid/{}': async ({ admin }) => {
    const v = await reviewable(admin, 2);
    return admin('PUT', `/api/v2/storeVisit/storevisitid/${v.id}`, {
      privacy: 0,
      metaJson: JSON.stringify({ reviewState: 3 }),
    });
  },
  'PUT /api/v2/storeVisitFormAnswer/id/{}': async ({ admin }) => {
    const v = await reviewable(admin, 2);
    const answers = await admin<{ id: number; answerValue: string | null }[]>(
      'GET',
      `/api/v2/storeVisitFormAnswer/formAnswerstoreVisitId/${v.id}`,
    );
    const a = answers.body.data![0];
    return admin('PUT', `/api/v2/storeVisitFormAnswer/id/${a.id}`, { answerValue: a.answerValue });
  },
  'POST /api/v2/storeVisitFormAnswer/answer': async ({ admin }) => {
    for (;;) {
      const v = await reviewable(admin, 2);
      const form = await admin<{ content: { structure: { content: Q[] }[][] } }>(
        'GET',
        `/api/v2/form/formid/${v.formId}`,
      );
      const answers = await admin<{ questionUuid: string }[]>(
        'GET',
        `/api/v2/storeVisitFormAnswer/formAnswerstoreVisitId/${v.id}`,
      );
      const all = (list: Q[]): Q[] =>
        list.flatMap((q) => [q, ...all(q.content ?? []), ...all((q.options ?? []).flatMap((o) => o.conditionalFork))]);
      const open = all(form.body.data!.content.structure.flat().flatMap((s) => s.content)).find(
        (q) =>
          ['single-line-input', 'multi-line-input'].includes(q.type) &&
          !answers.body.data!.some((a) => a.questionUuid === q.uuid),
      );
      if (open)
        return admin('POST', '/api/v2/storeVisitFormAnswer/answer', {
          questionUuid: open.uuid,
          questionCanonicalKey: open.canonicalKey,
          storeVisitId: v.id,
          answerValue: 'Contract',
        });
    }
  },
  'POST /api/v2/document/zip': async ({ admin }) => {
    const v = await reviewable(admin, 3);
    const answers = await admin<{ answerValue: string | null }[]>(
      'GET',
      `/api/v2/storeVisitFormAnswer/formAnswerstoreVisitId/${v.id}`,
    );
    const uuids = answers.body.data!.map((a) => a.answerValue).filter((x) => x && /^[0-9a-f-]{36}$/.test(x));
    const login = await fetch(`${api.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: w.admin.email, password: TEST_PASSWORD, strategy: 'local' }),
    });
    const res = await fetch(`${api.url}/api/v2/document/zip`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.headers.get('x-access-token')}` },
      body: JSON.stringify({ uuids }),
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    // A zip answers bytes, not JSON: its `data` is the zip (local file header 'PK\x03\x04').
    return {
      status: res.status,
      body: {
        data:
          res.headers.get('content-type') === 'application/zip' &&
          bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 3, 4]))
            ? 'zip'
            : undefined,
      },
    };
  },
  'GET /api/v2/talent/talentapproveddate/{}': async ({ admin }) =>
    admin('GET', `/api/v2/talent/talentapproveddate/${(await reviewable(admin, 3)).talentId}`),
  'GET /api/v2/svrrejectedbyusers/getrejectedbyusers/id/{}': async ({ admin }) =>
    admin('GET', `/api/v2/svrrejectedbyusers/getrejectedbyusers/id/${(await reviewable(admin, 4)).id}`),
  'POST /api/v2/svrrejectedbyusers/saverejectedbyusers': async ({ admin }) => {
    const v = await reviewable(admin, 4);
    return admin('POST', '/api/v2/svrrejectedbyusers/saverejectedbyusers', {
      storevisitid: v.id,
      eventid: v.eventId,
      userid: w.admin.id,
      rejectedby: w.admin.email,
    });
  },
  'GET /api/v2/svrfeedback/getfeedback/id/{}': async ({ admin }) =>
    admin('GET', `/api/v2/svrfeedback/getfeedback/id/${(await reviewable(admin, 4)).id}`),
  'POST /api/v2/svrfeedback/savefeedback': async ({ admin }) =>
    admin('POST', '/api/v2/svrfeedback/savefeedback', {
      feedbackstatus: 0,
      feedbacktype: 'svr',
      docid: null,
      storevisitid: (await reviewable(admin, 1)).id,
    }),
  'POST /api/v2/svrfeedbackinfo/savefeedbackinfo': async ({ admin }) => {
    const saved = await admin<{ canonicalkey: string }>('POST', '/api/v2/svrfeedback/savefeedback', {
      storevisitid: (await reviewable(admin, 1)).id,
    });
    return admin('POST', '/api/v2/svrfeedbackinfo/savefeedbackinfo', {
      feedback_canonicalkey: saved.body.data!.canonicalkey,
      feedbacktext: 'Contract feedback',
      createdby: w.admin.name,
      createdbyemail: w.admin.email,
    });
  },
  'GET /api/v2/savedDashboard': ({ admin }) => admin('GET', '/api/v2/savedDashboard'),
  'GET /api/v2/savedDashboard/all': ({ admin }) => admin('GET', '/api/v2/savedDashboard/all'),
  'GET /api/v2/savedWidget/id/{}': ({ admin }) => admin('GET', `/api/v2/savedWidget/id/${w.widgets[0].id}`),
  'POST /api/v2/savedWidget/ids': ({ admin }) =>
    admin('POST', '/api/v2/savedWidget/ids', { ids: w.widgets.map((x) => x.id) }),
  'POST /api/v2/savedDashboard': ({ admin }) =>
    admin('POST', '/api/v2/savedDashboard', { title: 'Contract dashboard', widgetIds: w.widgets.map((x) => x.id) }),
  'PUT /api/v2/savedDashboard/id/{}': async ({ admin }) => {
    const made = await admin<{ id: number }>('POST', '/api/v2/savedDashboard', { title: 'Contract dashboard' });
    return admin('PUT', `/api/v2/savedDashboard/id/${made.body.data!.id}`, { title: 'Contract dashboard (edited)' });
  },
  'POST /api/v2/savedWidget': ({ admin }) =>
    admin('POST', '/api/v2/savedWidget', {
      title: 'Contract widget',
      description: '',
      formQuestionCanonicalKeys: '',
      filters: JSON.stringify([contractVisitDate(), contractReviewState]),
      metaJson: JSON.stringify({ widgetType: 'percentage' }),
    }),
  'PUT /api/v2/savedWidget/id/{}': ({ admin }) =>
    admin('PUT', `/api/v2/savedWidget/id/${w.widgets[1].id}`, { title: 'Contract widget (edited)' }),
};

/** The fields docs/API.md gives each answer's `data`. */
const USER = ['id', 'email', 'name', 'roleId', 'roleName', 'clientId', 'isClient'];
const FORM_ROW = [
  'id',
  'title',
  'canonicalKey',
  'authorEmail',
  'editorEmail',
  'tenancyClientId',
  'status',
  'revision',
  'timestamp',
];
const FORM = [
  ...FORM_ROW,
  'content',
  'authorLegacyId',
  'autoApprovalHourTrigger',
  'heroImageUrl',
  'createdAt',
  'updatedAt',
];
const VISIT = [
  'id',
  'eventId',
  'formId',
  'svrType',
  'status',
  'privacy',
  'expectedCheckinTime',
  'expectedDurationMinutes',
  'actualCheckinTime',
  'actualCheckoutTime',
  'actualCheckinLatitude',
  'actualCheckinLongitude',
  'actualCheckinDistanceKm',
  'rejectedCounter',
  'approvedBy',
  'clientId',
  'clientName',
  'projectId',
  'projectName',
  'talentId',
  'talentType',
  'metaMcid',
  'metaMcEmail',
  'metaReviewState',
  'metaApprovedDate',
  'lastSubmissionDate',
  'metaLastRejectedDate',
  'formState',
  'metaJson',
  'multiDayEvents',
  'submissions',
  'timestamp',
];
const BULK = ['changed', 'skipped', 'changedCount', 'skippedCount'];
const PERSON_DAY = [
  'id',
  'talentId',
  'mcid',
  'talentName',
  'talentType',
  'day',
  'storeVisitIds',
  'visits',
  'hours',
  'workedHours',
  'firstCheckin',
  'lastCheckout',
  'mealBreaks',
  'mealBreakMinutes',
  'waivedCount',
];
const SAVED_VIEW = [
  'id',
  'title',
  'description',
  'filters',
  'restrictTokenUserId',
  'status',
  'tenancyClientId',
  'createdBy',
  'created',
  'updated',
];
/** Spec 002 §3's saved roll-up. */
const SAVED_ROLLUP = [...SAVED_VIEW, 'formQuestionCanonicalKeys', 'metaJson'];
const ANSWER = ['id', 'storeVisitId', 'questionUuid', 'questionCanonicalKey', 'answerValue', 'created'];
const NOTIFICATION = [
  'id',
  'title',
  'message',
  'data',
  'type',
  'config',
  'created',
  'sent',
  'sentTimestamp',
  'createUserEmail',
  'sentUserEmail',
  'recipientCount',
];
const RECIPIENT = ['talentId', 'mcid', 'name', 'dateSeen', 'deliveries'];
const DOCUMENT = [
  'id',
  'uuid',
  'title',
  'name',
  'size',
  'url',
  'xsurl',
  'sizes',
  'type',
  'mimeType',
  'questionUuid',
  'formCanonicalKey',
  'timestamp',
  'createdAt',
];
const QUESTION = [
  'id',
  'canonicalKey',
  'uuid',
  'title',
  'type',
  'options',
  'tags',
  'documentIds',
  'metaJson',
  'status',
  'timestamp',
];
const TAG = ['id', 'uuid', 'title'];
const REJECTION = ['id', 'storevisitid', 'eventid', 'userid', 'rejectedby', 'rejecteddate'];
const FEEDBACK = [
  'id',
  'canonicalkey',
  'feedbackstatus',
  'feedbacktype',
  'docid',
  'storevisitid',
  'createddate',
  'feedbacktexts',
];
const FEEDBACK_TEXT = [
  'id',
  'feedback_canonicalkey',
  'feedbacktext',
  'createdby',
  'createdbyemail',
  'createddate',
  'feedbackresolvedstatus',
  'feedbackresolvedsharestatus',
];
const DASHBOARD = [
  'id',
  'title',
  'metaJson',
  'widgetIds',
  'status',
  'restrictTokenUserId',
  'tenancyClientId',
  'created',
];
const WIDGET = [
  'id',
  'title',
  'description',
  'formQuestionCanonicalKeys',
  'filters',
  'metaJson',
  'restrictTokenUserId',
  'status',
  'tenancyClientId',
  'created',
];

/**
 * The shape of each built call's `data`: `keys` of the object (of the first element when `list`, which must
 * be a non-empty array), and `inner`: a field that is a non-empty list, with the keys of its first element.
 * 'strings': a list of strings; 'zip': the zip's bytes (see the probe).
 */
type Shape = { keys: string[]; list?: true; inner?: [string, string[]] } | 'strings' | 'zip';
const shapes: Record<string, Shape> = {
  'POST /auth/login': { keys: USER },
  'GET /api/v2/clientProjectList': {
    list: true,
    keys: ['clientId', 'clientName', 'projects'],
    inner: ['projects', ['projectId', 'clientId', 'projectName']],
  },
  'GET /api/v2/regionals/getregionals': { list: true, keys: ['zone', 'contactemail'] },
  'GET /api/v2/profileUseremail/getuserprofile/email/{}': { keys: ['id'] },
  'GET /api/v2/{}/autocomplete/{}': 'strings',
  'GET /api/v2/form': { list: true, keys: FORM_ROW },
  'GET /api/v2/form/canonicalKey/{}': { list: true, keys: FORM },
  'GET /api/v2/form/ids/{}': { list: true, keys: FORM },
  'GET /api/v2/form/formid/{}': { keys: FORM },
  'POST /api/v2/form': { keys: FORM },
  'POST /api/v2/form/updateDraft/id/{}': { keys: FORM },
  'PUT /api/v2/form/canonical/{}': { keys: ['changed', 'forms'], inner: ['forms', FORM_ROW] },
  'DELETE /api/v2/form/id/{}': { keys: ['id'] },
  'GET /api/v2/storeVisit/id/{}': { keys: VISIT },
  'POST /api/v2/storeVisit/userStoreVisits': { keys: ['data', 'total', 'page', 'pageSize'], inner: ['data', VISIT] },
  'DELETE /api/v2/storeVisit/id/{}': { keys: BULK },
  'POST /api/v2/storeVisit/id/{}/reset': { keys: BULK },
  'POST /api/v2/storeVisit/export/{}': { keys: ['url', 'fileName', 'rows', 'columns', 'photos', 'photosEmbedded'] },
  'GET /api/v2/storeVisit/meal': { keys: ['data', 'total', 'page', 'pageSize'], inner: ['data', PERSON_DAY] },
  'POST /api/v2/storeVisit/meal/query': { keys: ['data', 'total', 'page', 'pageSize'], inner: ['data', PERSON_DAY] },
  'POST /api/v2/savedView': { keys: SAVED_VIEW, inner: ['filters', ['label', 'path', 'type', 'data']] },
  'PUT /api/v2/savedView/id/{}': { keys: SAVED_VIEW },
  'GET /api/v2/savedView': { list: true, keys: SAVED_VIEW },
  'GET /api/v2/savedView/all': { list: true, keys: SAVED_VIEW },
  'POST /api/v2/savedRollup': { keys: SAVED_ROLLUP, inner: ['filters', ['label', 'path', 'type', 'data']] },
  'PUT /api/v2/savedRollup/id/{}': { keys: SAVED_ROLLUP },
  'GET /api/v2/savedRollup': { list: true, keys: SAVED_ROLLUP },
  'GET /api/v2/savedRollup/all': { list: true, keys: SAVED_ROLLUP },
  'GET /api/v2/savedRollup/id/{}': { keys: SAVED_ROLLUP, inner: ['questions', ['canonicalKey', 'title', 'type']] },
  'GET /api/v2/storeVisitFormAnswer/formAnswerstoreVisitId/{}': { list: true, keys: ANSWER },
  'POST /api/v2/storeVisitFormAnswer/questionCanonicalKeys': { list: true, keys: ANSWER },
  'POST /api/v2/document/uuids': { list: true, keys: DOCUMENT },
  'GET /api/v2/commonFormQuestion': { list: true, keys: QUESTION },
  'POST /api/v2/commonFormQuestion': {
    keys: QUESTION,
    inner: ['options', ['uuid', 'label', 'value', 'conditionalFork']],
  },
  'PUT /api/v2/commonFormQuestion/id/{}': { keys: QUESTION },
  'POST /api/v2/tag': { keys: TAG },
  'GET /api/v2/tag/substr/{}': { list: true, keys: TAG },
  'POST /api/v2/upload/docs': { keys: DOCUMENT },
  'DELETE /api/v2/document/id/{}': { keys: ['id', 'uuid'] },
  'PUT /api/v2/document/uuid/{}': { keys: DOCUMENT },
  'PUT /api/v2/storeVisit/storevisitid/{}': { keys: VISIT },
  'PUT /api/v2/storeVisitFormAnswer/id/{}': { keys: ANSWER },
  'POST /api/v2/storeVisitFormAnswer/answer': { keys: ANSWER },
  'POST /api/v2/document/zip': 'zip',
  'GET /api/v2/talent/talentapproveddate/{}': {
    list: true,
    keys: ['talentId', 'mcid', 'approveddate', 'approvedDate'],
  },
  'GET /api/v2/svrrejectedbyusers/getrejectedbyusers/id/{}': { list: true, keys: REJECTION },
  'POST /api/v2/svrrejectedbyusers/saverejectedbyusers': { keys: REJECTION },
  'GET /api/v2/svrfeedback/getfeedback/id/{}': { list: true, keys: FEEDBACK, inner: ['feedbacktexts', FEEDBACK_TEXT] },
  'POST /api/v2/svrfeedback/savefeedback': { keys: FEEDBACK },
  'POST /api/v2/svrfeedbackinfo/savefeedbackinfo': { keys: FEEDBACK_TEXT },
  'GET /api/v2/savedDashboard': { list: true, keys: DASHBOARD },
  'GET /api/v2/savedDashboard/all': { list: true, keys: DASHBOARD },
  'GET /api/v2/savedWidget/id/{}': { keys: WIDGET },
  'POST /api/v2/savedWidget/ids': { list: true, keys: WIDGET },
  'POST /api/v2/savedDashboard': { keys: DASHBOARD },
  'PUT /api/v2/savedDashboard/id/{}': { keys: ['data'] },
  'POST /api/v2/savedWidget': { keys: WIDGET, inner: ['filters', ['label', 'path', 'type', 'data']] },
  'PUT /api/v2/savedWidget/id/{}': { keys: WIDGET },
  'GET /api/v2/membership/notification': { keys: ['data', 'total', 'page', 'pageSize'], inner: ['data', NOTIFICATION] },
  'POST /api/v2/membership/notification/all': {
    keys: ['data', 'total', 'page', 'pageSize'],
    inner: ['data', NOTIFICATION],
  },
  'GET /api/v2/membership/notification/id/{}': { keys: NOTIFICATION, inner: ['recipients', RECIPIENT] },
  'POST /api/v2/membership/notification': { keys: NOTIFICATION, inner: ['recipients', RECIPIENT] },
  'PUT /api/v2/membership/notification/id/{}': { keys: NOTIFICATION, inner: ['recipients', RECIPIENT] },
  'DELETE /api/v2/membership/notification/id/{}': { keys: ['id'] },
  'POST /api/v2/membership/notification/id/{}/send': { keys: NOTIFICATION, inner: ['recipients', RECIPIENT] },
};

/** Holds `data` to its shape: the documented keys present (extra keys allowed), lists non-empty arrays. */
function expectShape(call: string, data: unknown, shape: Shape) {
  const where = `${call}: ${JSON.stringify(data)?.slice(0, 300)}`;
  if (shape === 'zip') return expect(data, where).toBe('zip');
  if (shape === 'strings') {
    expect(Array.isArray(data), where).toBe(true);
    expect((data as unknown[]).length, where).toBeGreaterThan(0);
    return expect(
      (data as unknown[]).every((x) => typeof x === 'string'),
      where,
    ).toBe(true);
  }
  if (shape.list) {
    expect(Array.isArray(data), where).toBe(true);
    expect((data as unknown[]).length, where).toBeGreaterThan(0);
  }
  const obj = (shape.list ? (data as unknown[])[0] : data) as Record<string, unknown>;
  expect(obj !== null && typeof obj === 'object' && !Array.isArray(obj), where).toBe(true);
  expect(Object.keys(obj), where).toEqual(expect.arrayContaining(shape.keys));
  if (shape.inner) {
    const [field, keys] = shape.inner;
    const inner = obj[field] as unknown[];
    expect(Array.isArray(inner) && inner.length > 0, `${where}: ${field} is a non-empty list`).toBe(true);
    expect(Object.keys(inner[0] as object), where).toEqual(expect.arrayContaining(keys));
  }
}

let api: TestApi;
let admin: ApiClient;
beforeAll(async () => {
  api = await startTestApi({ seed: false });
  w = await buildWorld(api);
  admin = await api.as(w.admin.email);
});
afterAll(async () => {
  await api?.close();
});

describe('REST contract (spec section 7 of all three documents)', () => {
  const calls = specCalls();

  it('reads the spec tables', () => {
    expect(calls.length).toBeGreaterThan(55);
    expect(calls).toContain(normalise('POST', '/auth/login'));
  });

  it('names every spec call as built or pending, and nothing else', () => {
    const known = new Set([...Object.keys(built), ...Object.keys(pending)]);
    expect(calls.filter((c) => !known.has(c))).toEqual([]);
    expect([...known].filter((c) => !calls.includes(c))).toEqual([]);
    expect(Object.keys(built).filter((c) => c in pending)).toEqual([]);
    expect(Object.keys(shapes).sort()).toEqual(Object.keys(built).sort());
  });

  for (const call of Object.keys(built)) {
    it(`${call} answers 2xx with data of the documented shape`, async () => {
      const res = await built[call]({ admin });
      expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(200);
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      expect(res.body).toHaveProperty('data');
      expectShape(call, res.body.data, shapes[call]);
    });
  }
});
