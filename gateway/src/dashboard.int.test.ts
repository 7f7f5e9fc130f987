/**
 * A dashboard is one GraphQL query (issue 12): the dashboard, its widgets (one POST /savedWidget/ids), every
 * widget's content (one POST /savedWidget/data) and every slide's documents (one POST /document/uuids), so a
 * dashboard of 12 widgets of all nine types costs the REST calls of one of 3. Also every dashboard and widget
 * change through the gateway (one REST write each, refusals as payload errors), what a client user gets (no
 * feedback widget, no blocked slide), and a widget that cannot be computed. Records are built with the factories.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- the records the test reads are built by the api's factories
import {
  buildClient,
  buildDocument,
  buildForm,
  buildProject,
  buildSavedDashboard,
  buildSavedWidget,
  buildTalent,
  buildUser,
  buildVisit,
  formOption,
  formQuestion,
} from '../../api/src/testing/factories.js';
import type { Caller } from './testing/graphqlClient.js';
import { startGatewayTest, type GatewayTest } from './testing/harness.js';

const DAY = 86_400_000;
const day = (d: number) => new Date(Date.now() - d * DAY).toISOString().slice(0, 10);
const visitDate = (days: number) => ({
  label: 'Visit Date',
  path: 'expectedCheckinTime',
  type: 'Date',
  data: [day(days), `${day(0)} 23:59:59`],
});
const approved = { label: 'Review State', path: 'metaJson.reviewState', type: 'range', data: [3] };
const filters = [visitDate(30), approved];

const condition = formQuestion('radio-button-input', 'Display condition', {
  options: [formOption('Good'), formOption('Damaged')],
});
const testers = formQuestion('numeric-int-input', 'Testers replaced');
const manager = formQuestion('single-line-input', 'Store manager');
const shelf = formQuestion('photo-input', 'Shelf photo');
const aisle = formQuestion('video-input', 'Aisle video');

const DOC = 'uuid url(width: 800)';
const WIDGET = `fragment W on Widget {
  id title widgetType
  data {
    __typename
    ... on FeedbackWidgetData { total entries { storeVisitId message retailer } }
    ... on AnswerListWidgetData { total question { canonicalKey title type } answers { storeVisitId value } }
    ... on ChartWidgetData { groupBy total question { type } points { label group count } }
    ... on NumberWidgetData { value count }
    ... on PercentageWidgetData { approved total }
    ... on MediaWidgetData { total slides { storeVisitId blocked starred document { ${DOC} } before { ${DOC} } } }
    ... on WidgetProblem { message }
  }
}`;
const DASHBOARD = `query Dashboard($id: Int!) {
  dashboard(id: $id) { id title widgetIds restrictTokenUserId widgets { ...W } }
} ${WIDGET}`;

interface WidgetData {
  __typename: string;
  total?: number;
  value?: number;
  approved?: number;
  message?: string;
  question?: { type: string | null; title?: string };
  entries?: { message: string }[];
  answers?: { value: string | null }[];
  points?: { label: string; group: string | null; count: number }[];
  slides?: { storeVisitId: number; blocked: boolean; starred: boolean; document: { uuid: string; url: string } }[];
}
interface DashboardAnswer {
  dashboard: {
    id: number;
    title: string;
    widgetIds: number[];
    restrictTokenUserId: number | null;
    widgets: { id: number; title: string; widgetType: string | null; data: WidgetData | null }[];
  } | null;
}

let harness: GatewayTest;
let gql: GatewayTest['gql'];
let admin: Caller;
let otherAdmin: Caller;
let clientUser: Caller;
let adminId: number;
let clientId: number;
const w: Record<string, number> = {};
let small: number;
let large: number;
const photos: string[] = [];
let blockedPhoto: string;

beforeAll(async () => {
  harness = await startGatewayTest({ seed: false });
  gql = harness.gql;
  const db = harness.api.database.db;
  clientId = (await buildClient(db, { name: 'Dashboard Beauty' })).id;
  const form = await buildForm(db, {
    tenancyClientId: clientId,
    questions: [condition, testers, manager, shelf, aisle],
  });
  const projectId = (await buildProject(db, { clientId })).id;
  const talentId = (await buildTalent(db)).id;
  const video = randomUUID();
  await buildDocument(db, { uuid: video, type: 'video', mimeType: 'video/mp4', title: 'aisle.mp4' });
  for (let i = 0; i < 4; i++) {
    const photo = randomUUID();
    photos.push(photo);
    await buildDocument(db, { uuid: photo });
    await buildVisit(db, {
      formId: form.id,
      clientId,
      projectId,
      talentId,
      reviewState: 3,
      expectedCheckinTime: new Date(Date.now() - (i + 1) * DAY),
      formState: { visitedQuestions: [], feedback: { message: i < 2 ? `Feedback ${i}` : '', questions: {} } },
      meta: {
        retailer: i % 2 ? 'Target' : 'Ulta',
        ...(i === 3 ? { blockPhotos: [{ uuid: photo }] } : {}),
        ...(i === 0 ? { starPhotos: [{ uuid: photo }] } : {}),
      },
      answers: [
        { question: condition, value: i === 2 ? 'Damaged' : 'Good' },
        { question: testers, value: String(i + 1) },
        { question: manager, value: `Manager ${i}` },
        { question: shelf, value: photo },
        ...(i === 0 ? [{ question: aisle, value: video }] : []),
      ],
    });
  }
  blockedPhoto = photos[3];
  const widget = async (name: string, widgetType: string, keys: string[], more: Record<string, unknown> = {}) => {
    w[name] = (
      await buildSavedWidget(db, {
        title: name,
        tenancyClientId: clientId,
        formQuestionCanonicalKeys: keys.join(','),
        filters,
        metaJson: { widgetType, ...more },
      })
    ).id;
  };
  await widget('feedback', 'feedback', [testers.canonicalKey]);
  await widget('answers', 'questionResponse', [manager.canonicalKey]);
  await widget('bar', 'barChart', [condition.canonicalKey]);
  await widget('line', 'lineChart', [condition.canonicalKey]);
  await widget('pie', 'pieChart', [condition.canonicalKey]);
  await widget('sum', 'sum', [testers.canonicalKey]);
  await widget('photo', 'photo', [shelf.canonicalKey]);
  await widget('video', 'video', [aisle.canonicalKey]);
  await widget('percentage', 'percentage', []);
  await widget('barByRetailer', 'barChart', [condition.canonicalKey], { dataGroupBy: 'metaJson.retailer' });
  await widget('starred', 'photo', [shelf.canonicalKey], { starred: true });
  w.problem = (
    await buildSavedWidget(db, {
      title: 'problem',
      tenancyClientId: clientId,
      filters: [visitDate(400), approved],
      metaJson: { widgetType: 'percentage' },
    })
  ).id;
  const twelve = [
    'feedback',
    'answers',
    'bar',
    'line',
    'pie',
    'sum',
    'photo',
    'video',
    'percentage',
    'barByRetailer',
    'starred',
    'problem',
  ].map((name) => ({ id: w[name] }));
  small = (
    await buildSavedDashboard(db, {
      tenancyClientId: clientId,
      widgets: [w.photo, w.bar, w.percentage].map((id) => ({ id })),
    })
  ).id;
  large = (await buildSavedDashboard(db, { tenancyClientId: clientId, widgets: twelve })).id;
  const adminRow = await buildUser(db, { role: 'administrator' });
  adminId = adminRow.id;
  const otherRow = await buildUser(db, { role: 'administrator' });
  const clientRow = await buildUser(db, { role: 'client', clientId, clientRoleId: harness.api.config.clientRoleId });
  admin = await harness.signIn(adminRow.email, { clientId });
  otherAdmin = await harness.signIn(otherRow.email, { clientId });
  clientUser = await harness.signIn(clientRow.email, { clientId });
}, 240_000);

afterAll(async () => {
  await harness?.close();
});

const dashboard = (caller: Caller, id: number) => gql.data<DashboardAnswer>(caller, DASHBOARD, { id });
const byTitle = (d: DashboardAnswer['dashboard']) => new Map(d!.widgets.map((x) => [x.title, x]));

describe('a dashboard in one query', () => {
  it('costs the same REST calls for 12 widgets of all nine types as for 3', async () => {
    const three = await dashboard(admin, small);
    const twelve = await dashboard(admin, large);
    expect(three.data.dashboard!.widgets).toHaveLength(3);
    expect(twelve.data.dashboard!.widgets).toHaveLength(12);
    expect(new Set(twelve.data.dashboard!.widgets.map((x) => x.widgetType))).toEqual(
      new Set([
        'FEEDBACK',
        'QUESTION_RESPONSE',
        'BAR_CHART',
        'LINE_CHART',
        'PIE_CHART',
        'SUM',
        'PHOTO',
        'VIDEO',
        'PERCENTAGE',
      ]),
    );
    // The dashboard, its widgets, their data, the slides' documents.
    expect(three.restCalls).toBe(4);
    expect(twelve.restCalls).toBe(three.restCalls);
  });

  it("answers each widget's content as its member of WidgetData", async () => {
    const widgets = byTitle((await dashboard(admin, large)).data.dashboard);
    const data = (name: string) => widgets.get(name)!.data!;
    expect(data('feedback')).toMatchObject({ __typename: 'FeedbackWidgetData', total: 2 });
    expect(
      data('feedback')
        .entries!.map((e) => e.message)
        .sort(),
    ).toEqual(['Feedback 0', 'Feedback 1']);
    expect(data('answers')).toMatchObject({ __typename: 'AnswerListWidgetData', total: 4 });
    expect(data('answers').question).toMatchObject({ title: 'Store manager', type: 'SINGLE_LINE_INPUT' });
    expect(data('bar')).toMatchObject({
      __typename: 'ChartWidgetData',
      total: 4,
      question: { type: 'RADIO_BUTTON_INPUT' },
    });
    const counts = (name: string) =>
      Object.fromEntries(data(name).points!.map((p) => [`${p.label}${p.group ? `|${p.group}` : ''}`, p.count]));
    expect(counts('pie')).toEqual({ Good: 3, Damaged: 1 });
    expect(counts('barByRetailer')).toEqual({ 'Good|Ulta': 1, 'Damaged|Ulta': 1, 'Good|Target': 2 });
    expect(data('line').points!.every((p) => /^\d{4}-\d{2}$/.test(p.group ?? ''))).toBe(true);
    expect(data('sum')).toEqual({ __typename: 'NumberWidgetData', value: 10, count: 4 });
    expect(data('percentage')).toEqual({ __typename: 'PercentageWidgetData', approved: 4, total: 4 });
    const slides = data('photo').slides!;
    expect(slides.map((s) => s.document.uuid).sort()).toEqual([...photos].sort());
    expect(slides.find((s) => s.document.uuid === blockedPhoto)?.blocked).toBe(true);
    expect(slides.every((s) => s.document.url.length > 0)).toBe(true);
    expect(data('starred').slides!.map((s) => s.document.uuid)).toEqual([photos[0]]);
    expect(data('video')).toMatchObject({ __typename: 'MediaWidgetData', total: 1 });
    expect(data('video').slides).toHaveLength(1);
  });

  it('shows a widget that cannot be computed as a WidgetProblem with the reason', async () => {
    const problem = byTitle((await dashboard(admin, large)).data.dashboard).get('problem')!;
    expect(problem.data).toEqual({
      __typename: 'WidgetProblem',
      message: 'You can only run this for maximum 12 months',
    });
  });

  it('gives a client user no feedback widget and no blocked slide, in the same REST calls', async () => {
    const answer = await dashboard(clientUser, large);
    const widgets = byTitle(answer.data.dashboard);
    expect(widgets.has('feedback')).toBe(false);
    expect(widgets.size).toBe(11);
    const slides = widgets.get('photo')!.data!.slides!;
    expect(slides.map((s) => s.document.uuid)).not.toContain(blockedPhoto);
    expect(slides.every((s) => !s.blocked)).toBe(true);
    expect(slides).toHaveLength(3);
    expect(answer.restCalls).toBe(4);
  });
});

interface DashboardPayload {
  dashboard: { id: number; title: string; widgetIds: number[]; restrictTokenUserId: number | null } | null;
  error: { message: string } | null;
}
interface WidgetPayload {
  widget: {
    id: number;
    title: string;
    widgetType: string;
    formQuestionCanonicalKeys: string[];
    metaJson: Record<string, unknown>;
    restrictTokenUserId: number | null;
  } | null;
  dashboard: { id: number; widgetIds: number[] } | null;
  error: { message: string } | null;
}
const D = 'dashboard { id title widgetIds restrictTokenUserId } error { message }';
const WP =
  'widget { id title widgetType formQuestionCanonicalKeys metaJson restrictTokenUserId } dashboard { id widgetIds } error { message }';

describe('dashboard and widget changes', () => {
  const send = async <T>(caller: Caller, query: string, variables: Record<string, unknown>) => {
    const answer = await gql.send<T>(caller, query, variables);
    expect(answer.errors).toBeUndefined();
    expect(answer.extensions?.restWrites).toBe(1);
    return answer.data!;
  };
  const widgetInput = (title: string) => ({
    title,
    widgetType: 'PIE_CHART',
    questionCanonicalKeys: [condition.canonicalKey, condition.canonicalKey],
    filters,
  });

  it('creates a dashboard ONLY VISIBLE TO ME, adds, moves, edits and deletes widgets, and deletes the dashboard', async () => {
    const created = (
      await send<{ createDashboard: DashboardPayload }>(
        admin,
        `mutation($input: DashboardInput!) { createDashboard(input: $input) { ${D} } }`,
        { input: { title: 'My shelves', onlyVisibleToMe: true } },
      )
    ).createDashboard;
    expect(created.error).toBeNull();
    expect(created.dashboard).toMatchObject({ title: 'My shelves', widgetIds: [], restrictTokenUserId: adminId });
    const id = created.dashboard!.id;
    expect((await gql.data<DashboardAnswer>(otherAdmin, DASHBOARD, { id })).data.dashboard).toBeNull();

    const add = async (title: string) =>
      (
        await send<{ createWidget: WidgetPayload }>(
          admin,
          `mutation($input: WidgetInput!, $d: Int) { createWidget(input: $input, dashboardId: $d) { ${WP} } }`,
          { input: widgetInput(title), d: id },
        )
      ).createWidget;
    const first = await add('Condition');
    expect(first.error).toBeNull();
    expect(first.widget).toMatchObject({
      title: 'Condition',
      widgetType: 'PIE_CHART',
      formQuestionCanonicalKeys: [condition.canonicalKey],
      metaJson: { widgetType: 'pieChart', embedPhotosInExcelReport: false },
    });
    const second = await add('Condition again');
    const [a, b] = [first.widget!.id, second.widget!.id];
    expect(second.dashboard).toEqual({ id, widgetIds: [a, b] });

    const moved = (
      await send<{ moveWidget: DashboardPayload }>(
        admin,
        `mutation($d: Int!, $w: Int!, $p: Int!) { moveWidget(dashboardId: $d, widgetId: $w, position: $p) { ${D} } }`,
        { d: id, w: b, p: 1 },
      )
    ).moveWidget;
    expect(moved.dashboard!.widgetIds).toEqual([b, a]);

    const edited = (
      await send<{ updateDashboard: DashboardPayload }>(
        admin,
        `mutation($id: Int!, $input: UpdateDashboardInput!) { updateDashboard(id: $id, input: $input) { ${D} } }`,
        { id, input: { title: 'Shelves', widgetIds: [a, b], onlyVisibleToMe: false } },
      )
    ).updateDashboard;
    expect(edited.dashboard).toMatchObject({ title: 'Shelves', widgetIds: [a, b], restrictTokenUserId: null });

    const widgetEdit = (
      await send<{ updateWidget: WidgetPayload }>(
        admin,
        `mutation($id: Int!, $input: UpdateWidgetInput!) { updateWidget(id: $id, input: $input) { ${WP} } }`,
        { id: a, input: { title: 'Display condition', meta: { namespace: 'ns-1' } } },
      )
    ).updateWidget;
    expect(widgetEdit.widget).toMatchObject({
      title: 'Display condition',
      widgetType: 'PIE_CHART',
      metaJson: { widgetType: 'pieChart', namespace: 'ns-1' },
    });

    const removed = (
      await send<{ deleteWidget: WidgetPayload }>(
        admin,
        `mutation($id: Int!, $d: Int) { deleteWidget(id: $id, dashboardId: $d) { ${WP} } }`,
        { id: b, d: id },
      )
    ).deleteWidget;
    expect(removed).toEqual({ widget: null, dashboard: { id, widgetIds: [a] }, error: null });

    const shown = await dashboard(admin, id);
    expect(shown.data.dashboard!.widgets.map((x) => [x.id, x.data?.__typename])).toEqual([[a, 'ChartWidgetData']]);

    const deleted = (
      await send<{ deleteDashboard: DashboardPayload }>(
        admin,
        `mutation($id: Int!) { deleteDashboard(id: $id) { ${D} } }`,
        {
          id,
        },
      )
    ).deleteDashboard;
    expect(deleted).toEqual({ dashboard: null, error: null });
    expect((await dashboard(admin, id)).data.dashboard).toBeNull();
    // Its widget stays (a soft delete of the dashboard alone).
    const kept = await gql.data<{ widgets: { id: number }[] }>(admin, `{ widgets(ids: [${a}]) { id } }`);
    expect(kept.data.widgets).toEqual([{ id: a }]);
  });

  it("answers the api's refusals as payload errors, writing nothing", async () => {
    const move = await gql.data<{ moveWidget: DashboardPayload }>(
      admin,
      `mutation { moveWidget(dashboardId: ${small}, widgetId: ${w.photo}, position: 9) { ${D} } }`,
    );
    expect(move.data.moveWidget).toEqual({
      dashboard: null,
      error: { message: 'The position is a number from 1 to 3, the number of widgets on the dashboard.' },
    });
    const reorder = await gql.data<{ updateDashboard: DashboardPayload }>(
      admin,
      `mutation { updateDashboard(id: ${small}, input: { widgetIds: [${w.photo}] }) { ${D} } }`,
    );
    expect(reorder.data.updateDashboard.error?.message).toMatch(/^widgetIds must list the same widgets/);
    const tooLong = await gql.data<{ createWidget: WidgetPayload }>(
      admin,
      `mutation($input: WidgetInput!) { createWidget(input: $input) { ${WP} } }`,
      { input: { ...widgetInput('Year and a half'), filters: [visitDate(400), approved] } },
    );
    expect(tooLong.data.createWidget).toEqual({
      widget: null,
      dashboard: null,
      error: { message: 'You can only run this for maximum 12 months' },
    });
    const feedback = await gql.send<{ createWidget: WidgetPayload }>(
      clientUser,
      `mutation($input: WidgetInput!) { createWidget(input: $input) { ${WP} } }`,
      {
        input: {
          title: 'Feedback',
          widgetType: 'FEEDBACK',
          questionCanonicalKeys: [testers.canonicalKey],
          filters: [visitDate(30)],
        },
      },
    );
    expect(feedback.status).toBe(200);
    expect(feedback.data?.createWidget).toEqual({
      widget: null,
      dashboard: null,
      error: { message: 'Client users cannot save feedback widgets: choose another widget type.' },
    });
    expect((await dashboard(admin, small)).data.dashboard!.widgetIds).toEqual([w.photo, w.bar, w.percentage]);
  });
});
