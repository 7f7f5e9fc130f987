/** Demo notifications, a saved view, a roll-up, widgets and a dashboard. */
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import * as t from '../schema.js';
import type { Random } from './random.js';
import { scheduleSend } from '../../notification/write.js';
import type { Q } from './forms.js';

interface Ctx {
  now: Date;
  admin: typeof t.users.$inferSelect;
  reviewer: typeof t.users.$inferSelect;
  clients: (typeof t.clients.$inferSelect)[];
  projects: (typeof t.projects.$inferSelect)[];
  talent: (typeof t.talent.$inferSelect)[];
  forms: { row: typeof t.forms.$inferSelect; questions: Q[] }[];
}

const day = (d: Date) => d.toISOString().slice(0, 10);

export async function seedSaved(db: Db, r: Random, c: Ctx) {
  const DAY = 86_400_000;
  const lastMonth: [string, string] = [day(new Date(c.now.getTime() - 30 * DAY)), `${day(c.now)} 23:59:59`];
  const visitDate = (range: [string, string]) => ({
    label: 'Visit Date',
    path: 'expectedCheckinTime',
    pathStr: 'expectedCheckinTime',
    type: 'Date',
    data: range,
    exclude: false,
  });
  const reviewState = (states: number[]) => ({
    label: 'Review State',
    path: 'metaJson.reviewState',
    pathStr: 'metaJson.reviewState',
    type: 'range',
    data: states,
    exclude: false,
  });
  const clientName = (name: string) => ({
    label: 'Client Name',
    path: 'metaJson.corporation',
    pathStr: 'metaJson.corporation',
    type: 'String',
    data: [name],
    exclude: false,
  });

  // Notifications to talent of chosen visits.
  const titles = [
    'Reminder: upload your after photos',
    'New planogram for endcaps',
    'Visit Approved',
    'Schedule change next week',
    'Safety briefing',
    'Visit Rejected',
  ];
  // Sent or cancelled ones were scheduled two days after they were written; an unsent one is still ahead.
  const scheduledDate = (i: number, sent: number, created: Date) =>
    new Date(sent === 0 ? c.now.getTime() + (i + 1) * DAY : created.getTime() + 2 * DAY).toISOString();
  for (let i = 0; i < 12; i++) {
    const sent = i % 4 === 0 ? 0 : i % 4 === 3 ? 2 : 1;
    const created = new Date(c.now.getTime() - (40 - i * 3) * DAY);
    const type = i % 3 === 1 ? 1 : 0;
    const [n] = await db
      .insert(t.notifications)
      .values({
        title: titles[i % titles.length],
        message: 'Please read the update in the app before your next visit.',
        data: { action: i % 3 },
        type,
        config: type === 1 ? { scheduled: { date: scheduledDate(i, sent, created) } } : {},
        created,
        sent,
        sentTimestamp: sent === 1 ? new Date(created.getTime() + 3_600_000) : null,
        createUserEmail: c.admin.email,
        sentUserEmail: sent === 1 ? c.admin.email : null,
        clientId: c.clients[i % 2].id,
      })
      .returning();
    // An unsent scheduled notification waits for its date, as one created in the app does: its send is queued.
    if (type === 1 && sent === 0)
      await scheduleSend(
        db,
        { userId: c.admin.id, clientId: n.clientId, projectId: null },
        n,
        scheduledDate(i, sent, created),
      );
    const recipients = new Set(Array.from({ length: r.int(1, 5) }, () => r.pick(c.talent).id));
    await db.insert(t.notificationRecipients).values(
      [...recipients].map((talentId) => ({
        notificationId: n.id,
        talentId,
        dateSeen: sent === 1 && r.chance(0.6) ? new Date(created.getTime() + r.int(2, 48) * 3_600_000) : null,
      })),
    );
  }

  const nb = c.clients[0];
  const merch = c.forms[0];
  const keyOf = (title: string) => merch.questions.find((q) => q.title === title)?.canonicalKey as string;
  const endcap = c.clients[1];
  const endcapForm = c.forms.find((f) => f.row.tenancyClientId === endcap.id && f.row.status === 1);
  const videoKeyOf = (title: string) => endcapForm?.questions.find((q) => q.title === title)?.canonicalKey as string;
  const lastQuarter: [string, string] = [day(new Date(c.now.getTime() - 90 * DAY)), `${day(c.now)} 23:59:59`];

  await db.insert(t.savedViews).values({
    title: 'Northwind visits waiting for review',
    description: 'Pending Review and Resubmitted visits of the last 30 days.',
    filters: [visitDate(lastMonth), clientName(nb.name), reviewState([1, 5])],
    tenancyClientId: nb.id,
    createdBy: c.reviewer.id,
  });
  await db.insert(t.savedRollups).values({
    title: 'Display condition roll-up',
    description: 'Display photos and condition for approved visits.',
    formQuestionCanonicalKeys: [
      keyOf('Photo of the display before work'),
      keyOf('Condition of the display'),
      keyOf('Photo of the display after work'),
    ].join(','),
    filters: [visitDate(lastMonth), clientName(nb.name), reviewState([3])],
    tenancyClientId: nb.id,
    createdBy: c.admin.id,
    metaJson: { embedPhotosInExcelReport: true, includeMotivesInExcelReport: false, blockPhotos: [] },
  });
  const widget = (
    title: string,
    widgetType: string,
    keys: string[],
    extra: Record<string, unknown> = {},
    description = '',
    filters?: object[],
    clientId?: number,
  ) => ({
    title,
    description,
    widgetType,
    keys,
    extra,
    filters,
    clientId,
  });
  const specs = [
    // Approved out of every submitted report (Approved alone would always read 100%).
    widget('Approval rate', 'percentage', [], {}, '', [
      visitDate(lastMonth),
      clientName(nb.name),
      reviewState([1, 2, 3, 4, 5]),
    ]),
    widget('Condition of the display', 'pieChart', [keyOf('Condition of the display')], {}, 'Condition of the display'),
    widget('Testers replaced', 'sum', [keyOf('Number of testers replaced')], {}, 'Number of testers replaced'),
    widget(
      'Display photos',
      'photo',
      [keyOf('Photo of the display before work'), keyOf('Photo of the display after work')],
      { starred: false, flagged: false },
    ),
    // Feedback widgets take numeric questions (spec 002 §5); what they show is the reports' feedback, not answers.
    widget('Latest feedback', 'feedback', [keyOf('Number of testers replaced')], {}),
    widget(
      'Products faced',
      'barChart',
      [keyOf('Which products were faced?')],
      { dataGroupBy: 'metaJson.retailer' },
      'Which products were faced?',
    ),
    // The other three types (issue 12), after the first six so their ids stay as they were.
    widget(
      'Store managers met',
      'questionResponse',
      [keyOf('Name of the store manager you met')],
      {},
      'Name of the store manager you met',
    ),
    widget(
      'Display condition by month',
      'lineChart',
      [keyOf('Condition of the display')],
      {},
      'Condition of the display',
      [visitDate(lastQuarter), clientName(nb.name), reviewState([3])],
    ),
    // Only the endcap form (of the second client) has video questions: the widget is that client's.
    widget(
      'Endcap reset videos',
      'video',
      [videoKeyOf('Video of the aisle before the reset'), videoKeyOf('Video of the aisle after the reset')],
      { starred: false, flagged: false },
      '',
      [visitDate(lastMonth), clientName(endcap.name), reviewState([3])],
      endcap.id,
    ),
  ];
  const widgetRows = await db
    .insert(t.savedWidgets)
    .values(
      specs.map((s) => ({
        title: s.title,
        description: s.description,
        formQuestionCanonicalKeys: s.keys.join(','),
        filters: s.filters ?? [visitDate(lastMonth), clientName(nb.name), reviewState([3])],
        tenancyClientId: s.clientId ?? nb.id,
        createdBy: c.admin.id,
        metaJson: {
          widgetType: s.widgetType,
          namespace: `widget-${s.widgetType}`,
          embedPhotosInExcelReport: false,
          blockPhotos: [],
          blockVideos: [],
          ...s.extra,
        },
      })),
    )
    .returning();
  await db.insert(t.savedDashboards).values([
    {
      title: 'Northwind overview',
      widgetIds: widgetRows.map((w) => w.id).join(','),
      tenancyClientId: nb.id,
      createdBy: c.admin.id,
      metaJson: {},
    },
    {
      title: 'My review queue',
      widgetIds: widgetRows
        .slice(0, 2)
        .map((w) => w.id)
        .join(','),
      tenancyClientId: nb.id,
      restrictTokenUserId: c.reviewer.id,
      createdBy: c.reviewer.id,
      metaJson: {},
    },
  ]);
  // The feedback widget lists visits with a feedback message (formState.feedback.message): every third approved
  // Northwind visit of the last 30 days gets one, counted in id order (no random draw, so the rest stays as it was;
  // not by id % 3, which the round-robin of forms over clients can make the same for every visit of a client).
  const messages = [
    'Store manager asked for more testers next visit.',
    'Display was moved to the back of the store; asked to bring it forward.',
    'Counter staff loved the new shade range.',
    'Backroom was locked for 20 minutes, visit started late.',
  ];
  await db.execute(sql`UPDATE store_visits SET form_state = jsonb_set(form_state, '{feedback,message}',
    to_jsonb((ARRAY[${sql.join(
      messages.map((m) => sql`${m}`),
      sql`, `,
    )}]::text[])[1 + pick.n % ${messages.length}]), true)
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM store_visits
      WHERE client_id = ${nb.id} AND review_state = 3 AND jsonb_typeof(form_state->'feedback') = 'object'
        AND expected_checkin_time >= ${new Date(c.now.getTime() - 30 * DAY).toISOString()}::timestamptz) AS pick
    WHERE store_visits.id = pick.id AND pick.n % 3 = 1`);
}
