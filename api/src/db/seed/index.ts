/**
 * The deterministic demo data generator. `seedDemo(db, { visits })` fills every table; the default size
 * is the demo (520 visits), and the benchmarks call it with 100,000.
 */
import { count } from 'drizzle-orm';
import type { Db } from '../client.js';
import * as t from '../schema.js';
import { hashPassword } from '../../auth/password.js';
import { ADMIN_ROLE_ID, REVIEWER_ROLE_ID } from '../../config.js';
import { Random } from './random.js';
import { allQuestions, demoForms, type FormSeed, type Q } from './forms.js';
import { copyVideoPool, renderImagePool, type PoolImage, type PoolVideo } from './images.js';
import { seedSaved } from './saved.js';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_USERS = [
  { email: 'admin@example.com', name: 'Alex Admin', role: 'administrator' },
  { email: 'reviewer@example.com', name: 'Riley Reviewer', role: 'reviewer' },
  { email: 'client@example.com', name: 'Casey Client', role: 'client user of Northwind Beauty' },
] as const;

export interface SeedOptions {
  filesDir: string;
  clientRoleId: number;
  visits?: number;
  seed?: number;
  /** The moment the data is generated around; visits fall in the 60 days before it. */
  now?: Date;
  log?: (line: string) => void;
}

export async function isSeeded(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(t.users);
  return n > 0;
}

const DAY = 86_400_000;
const CHUNK = 1000;

interface Plan {
  /** Who reviewed it (the approver of an approved report), and what was marked NEEDS REVISION. */
  approver: { id: number; email: string };
  approvedDate: Date | null;
  revisions: Record<string, string>;
  form: { row: typeof t.forms.$inferSelect; seed: ReturnType<typeof demoForms>[number]; questions: Q[] };
  state: number;
  submitted: boolean;
  firstSubmission: Date | null;
  lastSubmission: Date | null;
  rejected: Date | null;
  checkin: Date | null;
  duration: number;
  multiDay: boolean;
  person: typeof t.talent.$inferSelect;
  expected: Date;
}

async function insertChunks<T extends Record<string, unknown>>(
  db: Db,
  table: Parameters<Db['insert']>[0],
  values: T[],
) {
  for (let i = 0; i < values.length; i += CHUNK) {
    await db.insert(table).values(values.slice(i, i + CHUNK) as never);
  }
}

const retailers = ['Target', 'Walmart', 'Best Buy', 'Ulta Beauty', "Macy's", 'Kroger', 'Walgreens', 'CVS'];
const cities: [string, string, string][] = [
  ['Chicago', 'IL', '60601'],
  ['Dallas', 'TX', '75201'],
  ['Atlanta', 'GA', '30303'],
  ['Denver', 'CO', '80202'],
  ['Seattle', 'WA', '98101'],
  ['Boston', 'MA', '02108'],
  ['Phoenix', 'AZ', '85004'],
  ['Miami', 'FL', '33130'],
  ['Columbus', 'OH', '43215'],
  ['Portland', 'OR', '97204'],
];
const firstNames = [
  'Jordan',
  'Taylor',
  'Morgan',
  'Avery',
  'Quinn',
  'Riley',
  'Jamie',
  'Cameron',
  'Drew',
  'Skyler',
  'Parker',
  'Reese',
  'Rowan',
  'Emerson',
  'Finley',
  'Harper',
  'Logan',
  'Sage',
];
const lastNames = [
  'Nguyen',
  'Garcia',
  'Smith',
  'Patel',
  'Johnson',
  'Kim',
  'Brown',
  'Lopez',
  'Walker',
  'Young',
  'Hall',
  'Rivera',
  'Clark',
  'Lewis',
];
const MIME: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', mp4: 'video/mp4' };

/**
 * What the reviewer marked NEEDS REVISION on a rejected report (kept after the talent resubmits, until a
 * reviewer keeps or clears them): one to three of the form's always-answered questions, each with a line
 * that fits its kind of answer.
 */
function revisionRequests(content: FormSeed['content'], r: Random): Record<string, string> {
  const candidates = content.structure
    .flat()
    .flatMap((s) => s.content)
    .filter((q) => q.type !== 'question-group');
  const chosen: Record<string, string> = {};
  for (let n = r.int(1, 3); n > 0; n--) {
    const q = r.pick(candidates);
    chosen[q.uuid] = r.pick(revisionLines[q.type] ?? revisionLines.other);
  }
  return chosen;
}

/**
 * The activity trail of a demo report's review, as the review page writes it (api/src/review/visitUpdate.ts):
 * EDIT RESPONSES (In Review) a few minutes before the decision, the NEEDS REVISION marks, then Approved or
 * Rejected (with its rejection record); `state` 2 stops at In Review.
 */
function reviewTrail(
  storeVisitId: number,
  by: { id: number; email: string },
  decided: Date,
  state: 2 | 3 | 4,
  revisions: Record<string, string>,
  now: Date,
): (typeof t.activity.$inferInsert)[] {
  const actor = { storeVisitId, actorUserId: by.id, actorEmail: by.email };
  // A recent visit's planned decision may lie ahead of the demo's "now": the trail never does.
  const at = new Date(Math.min(decided.getTime(), now.getTime() - 60_000));
  const minutesBefore = (m: number) => new Date(at.getTime() - m * 60_000);
  const trail: (typeof t.activity.$inferInsert)[] = [
    {
      ...actor,
      kind: 'review.state',
      at: state === 2 ? at : minutesBefore(12),
      before: { reviewState: 1 },
      after: { reviewState: 2 },
    },
  ];
  if (Object.keys(revisions).length) {
    const empty = { visitedQuestions: [], feedback: { message: '', questions: {} } };
    trail.push({
      ...actor,
      kind: 'visit.formState',
      at: minutesBefore(6),
      before: empty,
      after: { ...empty, feedback: { message: '', questions: revisions } },
    });
  }
  if (state === 3)
    trail.push({
      ...actor,
      kind: 'review.state',
      at,
      before: { reviewState: 2 },
      after: { reviewState: 3, approvedBy: by.email },
    });
  if (state === 4) {
    trail.push({
      ...actor,
      kind: 'review.state',
      at,
      before: { reviewState: 2 },
      after: { reviewState: 4, lastRejectedDate: at.toISOString() },
    });
    trail.push({
      ...actor,
      kind: 'rejection.create',
      at,
      after: { eventId: `EV-${storeVisitId}`, rejectedBy: by.email, rejectedDate: at.toISOString() },
    });
  }
  return trail;
}

const revisionLines: Record<string, string[]> = {
  'photo-input': [
    'Please retake this photo: the display is cut off on the right.',
    'The photo is blurry. Please retake it in better light.',
  ],
  'video-input': [
    'The video is too dark. Please record it again with the aisle lights on.',
    'Please record the whole aisle, end to end.',
  ],
  'signature-input': [
    "The signature is missing the manager's printed name.",
    'Please get the department lead to sign, not the cashier.',
  ],
  'numeric-int-input': [
    'This count does not match the photo. Please recount.',
    'Please count again: the number looks too high for this door.',
  ],
  'single-line-input': ['Please give the full name, not initials.', 'Please add more detail here.'],
  'multi-line-input': ['Please describe what was missing and what you did about it.', 'Please add more detail here.'],
  other: [
    'This answer does not match the photo. Please check it again.',
    'Please check this answer with the store manager.',
  ],
};

const feedbackLines = [
  'Please retake the after photo: the display is cut off on the right.',
  'The stock count does not match the photo. Please recount.',
  'Great job on the facing, thank you!',
  "Signature is missing the manager's name.",
  'Price tags are not visible in the photo.',
];

export async function seedDemo(db: Db, opts: SeedOptions): Promise<{ visits: number; answers: number }> {
  const r = new Random(opts.seed ?? 20261122);
  const now = opts.now ?? new Date();
  const log = opts.log ?? (() => {});
  const visitCount = opts.visits ?? 520;

  // Clients, projects, regionals, tags.
  const clientRows = await db
    .insert(t.clients)
    .values([{ name: 'Northwind Beauty' }, { name: 'Acme Home Electronics' }, { name: 'Bluebird Beverages' }])
    .returning();
  const projectRows = await db
    .insert(t.projects)
    .values([
      {
        clientId: clientRows[0].id,
        name: 'Spring Counter Refresh',
        number: 'NB-1001',
        segmentName: 'Prestige',
        division: 'East',
      },
      {
        clientId: clientRows[0].id,
        name: 'Holiday Gift Sets',
        number: 'NB-1002',
        segmentName: 'Mass',
        division: 'West',
      },
      {
        clientId: clientRows[1].id,
        name: 'TV Endcap Resets',
        number: 'AH-2001',
        segmentName: 'Home Theater',
        division: 'Central',
      },
      {
        clientId: clientRows[1].id,
        name: 'Smart Home Demos',
        number: 'AH-2002',
        segmentName: 'Connected Home',
        division: 'East',
      },
      {
        clientId: clientRows[2].id,
        name: 'Cooler Audits',
        number: 'BB-3001',
        segmentName: 'Cold Drinks',
        division: 'South',
      },
    ])
    .returning();
  await db.insert(t.regionals).values([
    { zone: 'Central', contactEmail: 'central@example.com' },
    { zone: 'East', contactEmail: 'east@example.com' },
    { zone: 'South', contactEmail: 'south@example.com' },
    { zone: 'West', contactEmail: 'west@example.com' },
  ]);
  await db
    .insert(t.tags)
    .values(
      ['Arrival', 'Display', 'Compliance', 'Inventory', 'Endcap', 'Pricing', 'Photos'].map((title) => ({ title })),
    );

  // Users: the three demo sign-ins and a few more staff.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const userRows = await db
    .insert(t.users)
    .values([
      { email: 'admin@example.com', name: 'Alex Admin', passwordHash, roleId: ADMIN_ROLE_ID, legacyId: '1001' },
      {
        email: 'reviewer@example.com',
        name: 'Riley Reviewer',
        passwordHash,
        roleId: REVIEWER_ROLE_ID,
        legacyId: '1002',
      },
      {
        email: 'client@example.com',
        name: 'Casey Client',
        passwordHash,
        roleId: opts.clientRoleId,
        clientId: clientRows[0].id,
        legacyId: '2001',
      },
      { email: 'sam.staff@example.com', name: 'Sam Staff', passwordHash, roleId: REVIEWER_ROLE_ID, legacyId: '1003' },
    ])
    .returning();
  const [admin, reviewer] = userRows;

  // Images and forms.
  const pool = await renderImagePool(opts.filesDir, r);
  const photos = pool.filter((p) => p.kind === 'photo');
  const signatures = pool.filter((p) => p.kind === 'signature');
  const hero = pool.find((p) => p.kind === 'hero') as PoolImage;
  const videos = await copyVideoPool(opts.filesDir);
  // Draws of their own, so adding them left every other demo value as it was.
  const marks = new Random((opts.seed ?? 20261122) + 1);
  const formSeeds = demoForms(r);
  const formRows = [];
  for (const [i, f] of formSeeds.entries()) {
    const [row] = await db
      .insert(t.forms)
      .values({
        canonicalKey: r.uuid(),
        title: f.title,
        content: f.content,
        authorLegacyId: String(admin.legacyId),
        authorEmail: admin.email,
        editorEmail: i % 2 ? reviewer.email : admin.email,
        tenancyClientId: clientRows[f.clientIndex].id,
        autoApprovalHourTrigger: i === 2 ? 24 : 0,
        heroImageUrl: f.heroImage ? `/files/${hero.key}` : null,
        status: f.status,
        timestamp: new Date(now.getTime() - (70 - i * 5) * DAY),
      })
      .returning();
    formRows.push({ row, seed: f, questions: allQuestions(f.content.structure) });
  }
  const published = formRows.filter((f) => f.row.status === 1);

  // Common questions.
  await db.insert(t.commonQuestions).values(
    [
      ['Share of shelf compared with competitors', 'radio-button-input', ['Less than 25%', '25–50%', 'More than 50%']],
      ['Was the store manager informed of the visit?', 'toggle-input', ['Yes', 'No']],
      ['Photo of the store entrance', 'photo-input', []],
      ['Additional comments', 'multi-line-input', []],
      ['Number of shoppers engaged', 'numeric-int-input', []],
    ].map(([title, type, options], i) => ({
      canonicalKey: r.uuid(),
      uuid: r.uuid(),
      title: title as string,
      type: type as string,
      options: (options as string[]).map((label) => ({ uuid: r.uuid(), label, value: label, conditionalFork: [] })),
      tags: i % 2 ? 'Compliance' : 'Display',
      metaJson: { type: 'general', isRequired: true },
      status: i === 4 ? 2 : 1,
    })),
  );

  // Talent: employees, contractors and blank types; one files under the reviewer's own e-mail.
  const talentValues = Array.from({ length: 40 }, (_, i) => {
    const name = `${firstNames[i % firstNames.length]} ${lastNames[(i * 5) % lastNames.length]}`;
    return {
      mcid: `MC${String(10001 + i)}`,
      name,
      email: `${name.toLowerCase().replace(' ', '.')}${i}@talent.example.com`,
      phone: `555-01${String(i).padStart(2, '0')}`,
      talentType: i % 5 === 4 ? null : i % 2 ? 'Contractor' : 'Employee',
      division: i % 3 ? 'Retail Services' : 'Field Marketing',
      approvedDate: new Date(now.getTime() - (20 + i * 9) * DAY),
    };
  });
  talentValues.push({
    mcid: 'MC19999',
    name: 'Riley Reviewer',
    email: reviewer.email,
    phone: '555-0199',
    talentType: 'Employee',
    division: 'Field Marketing',
    approvedDate: new Date(now.getTime() - 400 * DAY),
  });
  const talentRows = await db.insert(t.talent).values(talentValues).returning();

  const stores = Array.from({ length: 60 }, (_, i) => {
    const [city, state, zip] = cities[i % cities.length];
    return {
      retailer: retailers[i % retailers.length],
      doorNumber: String(1000 + i * 17),
      doorLocation: `${city} ${['Downtown', 'Northgate', 'Riverside', 'Plaza', 'Midtown', 'Westfield'][i % 6]}`,
      city,
      state,
      zip,
      address1: `${100 + i * 3} Main St`,
      lat: 30 + (i % 17),
      lng: -120 + (i % 40),
    };
  });

  // Visits in chunks, with answers, documents, submissions, rejections, feedback and meal breaks.
  let answerTotal = 0;
  let made = 0;
  const reviewerTalent = talentRows[talentRows.length - 1];
  while (made < visitCount) {
    const n = Math.min(CHUNK, visitCount - made);
    const visitValues = [];
    const plans: Plan[] = [];
    for (let k = 0; k < n; k++) {
      const i = made + k;
      const form = published[i % published.length];
      const clientId = form.row.tenancyClientId as number;
      const clientProjects = projectRows.filter((p) => p.clientId === clientId);
      const project = clientProjects[i % clientProjects.length];
      const ownReport = i % 80 === 7;
      const person = ownReport ? reviewerTalent : talentRows[r.int(0, talentRows.length - 2)];
      const store = r.pick(stores);
      const daysAgo = r.next() * 60;
      const expected = new Date(now.getTime() - daysAgo * DAY);
      expected.setUTCMinutes(0, 0, 0);
      const roll = r.next();
      // Recent visits are more likely still waiting; a few are not submitted yet.
      let state = roll < 0.1 ? 0 : roll < 0.35 ? 1 : roll < 0.43 ? 2 : roll < 0.8 ? 3 : roll < 0.9 ? 4 : 5;
      if (ownReport) state = 1;
      const submitted = state !== 0;
      const duration = r.pick([60, 90, 120, 180, 240, 360, 480]);
      const checkin = submitted ? new Date(expected.getTime() + r.int(-30, 150) * 60_000) : null;
      const checkout = checkin ? new Date(checkin.getTime() + (duration + r.int(-40, 60)) * 60_000) : null;
      const firstSubmission = checkout ? new Date(checkout.getTime() + r.int(5, 180) * 60_000) : null;
      const rejected =
        state === 4 || state === 5 ? new Date((firstSubmission as Date).getTime() + r.int(2, 30) * 3_600_000) : null;
      const lastSubmission =
        state === 5 ? new Date((rejected as Date).getTime() + r.int(1, 20) * 3_600_000) : firstSubmission;
      const multiDay = i % 37 === 5;
      const approver = r.pick([admin, reviewer]);
      visitValues.push({
        eventId: `EV-${String(500000 + i)}`,
        formId: submitted || r.chance(0.5) ? form.row.id : form.row.id,
        clientId,
        projectId: project.id,
        talentId: person.id,
        svrType: multiDay ? 1 : 0,
        status: i % 97 === 13 ? 2 : 1,
        privacy: i % 23 === 3 ? 1 : 0,
        expectedCheckinTime: expected,
        expectedDurationMinutes: duration,
        actualCheckinTime: checkin,
        actualCheckoutTime: checkout,
        actualCheckinLatitude: checkin ? store.lat + r.next() / 100 : null,
        actualCheckinLongitude: checkin ? store.lng - r.next() / 100 : null,
        actualCheckinDistanceKm: checkin ? Math.round(r.next() * 800) / 1000 : null,
        rejectedCounter: rejected ? 1 : 0,
        approvedBy: state === 3 ? approver.email : null,
        approvedDate: state === 3 ? new Date((lastSubmission as Date).getTime() + r.int(1, 48) * 3_600_000) : null,
        reviewState: state === 5 ? 1 : state,
        lastSubmissionDate: lastSubmission,
        lastRejectedDate: rejected,
        formState: {
          visitedQuestions: [],
          feedback: {
            message: '',
            questions: state === 4 || state === 5 ? revisionRequests(form.seed.content, marks) : {},
          },
        },
        metaJson: {
          reviewState: state === 5 ? 1 : state,
          reviewedBy: state >= 2 ? approver.email : null,
          retailer: store.retailer,
          doorLocation: store.doorLocation,
          doorNumber: store.doorNumber,
          address1: store.address1,
          city: store.city,
          zip: store.zip,
          state: store.state,
          projectEventLocation: `${store.retailer} ${store.doorLocation}`,
          departmentType: r.pick(['Cosmetics', 'Electronics', 'Grocery', 'Pharmacy']),
          mcPhone: person.phone,
          projectSegmentName: project.segmentName,
          ProjectDivision: project.division,
          TalentDivision: person.division,
          mealBreak: [],
          awaitingOverwrite: false,
          flagPhotos: [],
          starPhotos: [],
          blockPhotos: [],
          flagVideos: [],
          starVideos: [],
          blockVideos: [],
          rotateVideos: [],
        },
        timestamp: lastSubmission ?? expected,
      });
      const row = visitValues[visitValues.length - 1];
      // A recent visit's check-out, submissions or decision may fall after "now": move the whole visit back
      // by whole hours so that everything that happened did happen in the past.
      if (submitted) {
        const times = [
          ...new Set(
            [expected, checkin, checkout, firstSubmission, rejected, lastSubmission, row.approvedDate].filter(
              (d): d is Date => d instanceof Date,
            ),
          ),
        ];
        const late = Math.max(...times.map((d) => d.getTime())) - (now.getTime() - 10 * 60_000);
        if (late > 0) for (const d of times) d.setTime(d.getTime() - Math.ceil(late / 3_600_000) * 3_600_000);
      }
      const revisions = (row.formState as { feedback: { questions: Record<string, string> } }).feedback.questions;
      plans.push({
        approver,
        approvedDate: row.approvedDate ?? null,
        revisions,
        form,
        state,
        submitted,
        firstSubmission,
        lastSubmission,
        rejected,
        checkin,
        duration,
        multiDay,
        person,
        expected,
      });
    }
    const inserted = await db.insert(t.storeVisits).values(visitValues).returning({ id: t.storeVisits.id });

    const answerValues: (typeof t.answers.$inferInsert)[] = [];
    const documentValues: (typeof t.documents.$inferInsert)[] = [];
    const submissionValues: (typeof t.storeVisitSubmissions.$inferInsert)[] = [];
    const rejectionValues: (typeof t.rejections.$inferInsert)[] = [];
    const feedbackValues: (typeof t.feedback.$inferInsert)[] = [];
    const feedbackTextValues: (typeof t.feedbackTexts.$inferInsert)[] = [];
    const eventValues: (typeof t.storeVisitEvents.$inferInsert)[] = [];
    const mealValues: (typeof t.mealPeriods.$inferInsert)[] = [];
    const activityValues: (typeof t.activity.$inferInsert)[] = [];
    inserted.forEach(({ id }, k) => {
      const p = plans[k];
      if (p.multiDay) {
        for (let d = 0; d < 3; d++) {
          const day = new Date(p.expected.getTime() + d * DAY);
          eventValues.push({
            storeVisitId: id,
            eventId: `EV-${id}-${d + 1}`,
            expectedCheckinTime: day,
            expectedDurationMinutes: p.duration,
            actualCheckinTime: p.submitted ? day : null,
            actualCheckoutTime: p.submitted ? new Date(day.getTime() + p.duration * 60_000) : null,
          });
        }
      }
      if (!p.submitted) return;
      submissionValues.push({ storeVisitId: id, submittedAt: p.firstSubmission as Date });
      if (p.state === 5) submissionValues.push({ storeVisitId: id, submittedAt: p.lastSubmission as Date });
      if (p.rejected) {
        const by = r.pick([admin, reviewer]);
        rejectionValues.push({
          storeVisitId: id,
          eventId: `EV-${id}`,
          userId: by.id,
          rejectedBy: by.email,
          rejectedDate: p.rejected,
        });
        activityValues.push(...reviewTrail(id, by, p.rejected, 4, p.revisions, now));
      } else if (p.state === 3 && p.approvedDate) {
        activityValues.push(...reviewTrail(id, p.approver, p.approvedDate, 3, {}, now));
      } else if (p.state === 2 && p.lastSubmission) {
        activityValues.push(
          ...reviewTrail(id, p.approver, new Date(p.lastSubmission.getTime() + 3_600_000), 2, {}, now),
        );
      }
      if (p.rejected || r.chance(0.15)) {
        const key = r.uuid();
        feedbackValues.push({
          canonicalKey: key,
          storeVisitId: id,
          feedbackStatus: p.state === 5 ? 1 : 0,
          createdAt: p.rejected ?? (p.lastSubmission as Date),
        });
        feedbackTextValues.push({
          feedbackCanonicalKey: key,
          feedbackText: r.pick(feedbackLines),
          createdBy: 'Riley Reviewer',
          createdByEmail: reviewer.email,
          createdDate: p.rejected ?? (p.lastSubmission as Date),
          feedbackResolvedStatus: p.state === 5 ? 1 : 0,
        });
      }
      if (p.duration >= 360 && p.checkin) {
        const start = new Date(p.checkin.getTime() + 180 * 60_000);
        mealValues.push({
          storeVisitId: id,
          talentId: p.person.id,
          startTime: start,
          endTime: new Date(start.getTime() + 30 * 60_000),
          waived: r.chance(0.25) ? 1 : 0,
        });
      }
      const answered = (q: Q) => {
        const add = (value: string | null) =>
          answerValues.push({
            storeVisitId: id,
            questionUuid: q.uuid,
            questionCanonicalKey: q.canonicalKey,
            answerValue: value,
            created: p.lastSubmission as Date,
          });
        const media = (file: PoolImage | PoolVideo, type: string, uuid = r.uuid()) => {
          const ext = file.key.split('.').pop() as string;
          documentValues.push({
            uuid,
            title: `${q.title}.${ext}`,
            size: file.size,
            url: `/files/${file.key}`,
            xsurl: `/files/${file.thumbKey}`,
            type,
            mimeType: MIME[ext],
            storageKey: file.key,
            timestamp: p.lastSubmission as Date,
          });
          add(uuid);
        };
        switch (q.type) {
          case 'question-group':
            (q.content ?? []).forEach(answered);
            return;
          case 'photo-input':
            return media(r.pick(photos), 'image');
          case 'signature-input':
            return media(r.pick(signatures), 'image');
          case 'video-input':
            return media(
              videos.find((v) => v.moment === (q.meta.videoType === 'after-video' ? 'after' : 'before')) as PoolVideo,
              'video',
              marks.uuid(),
            );
          case 'single-line-input':
            return add(r.pick(['Dana at the counter', 'All good', 'Ticket 4471', 'Morning shift lead', 'n/a']));
          case 'multi-line-input':
            return add(
              r.pick([
                'Store was busy; finished after the rush.',
                'Manager asked for more testers next visit.',
                'Backroom was locked for 20 minutes.',
              ]),
            );
          case 'numeric-int-input':
            return add(String(r.int(0, 48)));
          case 'common-input':
            return add(r.pick(['Less than 25%', '25–50%', 'More than 50%']));
          case 'checkbox-input': {
            const chosen = q.options.filter(() => r.chance(0.5));
            add(JSON.stringify(chosen.map((o) => o.value)));
            chosen.forEach((o) => o.conditionalFork.forEach(answered));
            return;
          }
          case 'numeric-conditional-input': {
            const max = Number(q.meta.maxQuestions ?? 0);
            const value = r.int(0, max);
            add(String(value));
            q.options[0]?.conditionalFork.slice(0, value).forEach(answered);
            return;
          }
          default: {
            const o = r.pick(q.options);
            add(o.value);
            o.conditionalFork.forEach(answered);
          }
        }
      };
      for (const phase of p.form.seed.content.structure) for (const s of phase) s.content.forEach(answered);
    });
    await insertChunks(db, t.documents, documentValues);
    await insertChunks(db, t.answers, answerValues);
    await insertChunks(db, t.storeVisitSubmissions, submissionValues);
    await insertChunks(db, t.rejections, rejectionValues);
    await insertChunks(db, t.feedback, feedbackValues);
    await insertChunks(db, t.feedbackTexts, feedbackTextValues);
    await insertChunks(db, t.storeVisitEvents, eventValues);
    await insertChunks(db, t.mealPeriods, mealValues);
    await insertChunks(db, t.activity, activityValues);
    answerTotal += answerValues.length;
    made += n;
    if (visitCount > CHUNK) log(`  ${made.toLocaleString('en-US')} / ${visitCount.toLocaleString('en-US')} visits`);
  }

  await seedSaved(db, r, {
    now,
    admin,
    reviewer,
    clients: clientRows,
    projects: projectRows,
    talent: talentRows,
    forms: formRows.map((f) => ({ row: f.row, questions: f.questions })),
  });
  return { visits: visitCount, answers: answerTotal };
}
