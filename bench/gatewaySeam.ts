/**
 * What checking REST answers at the gateway's seam costs (gateway/src/rest/client.ts, the domains'
 * schemas.ts): a page of 1,000 visits, their 3,000 answers and 1,000 photo documents, checked with the
 * gateway's own zod (v4) schemas, against JSON.parse of the same text (which the client does anyway).
 * Run: npx tsx bench/gatewaySeam.ts
 */
import { z } from 'zod/v4';
import { RestDocumentAnswer } from '../gateway/src/domains/document/schemas.js';
import { RestAnswer, RestStoreVisitList } from '../gateway/src/domains/storeVisit/schemas.js';

const VISITS = 1000;
const iso = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString();
const uuid = (i: number) => `0e9f7c1a-2b3c-4d5e-8f90-${String(i).padStart(12, '0')}`;

const visit = (i: number) => ({
  id: i,
  eventId: `ev-${i}`,
  formId: 3,
  svrType: 1,
  status: 1,
  privacy: 0,
  expectedCheckinTime: iso(i),
  expectedDurationMinutes: 60,
  actualCheckinTime: iso(i),
  actualCheckoutTime: iso(i + 1),
  actualCheckinLatitude: 30.27,
  actualCheckinLongitude: -97.74,
  actualCheckinDistanceKm: 0.2,
  rejectedCounter: 0,
  approvedBy: null,
  clientId: 1,
  clientName: 'Acme Beauty',
  projectId: 2,
  projectName: 'Holiday endcaps',
  talentId: 40 + (i % 7),
  talentType: 'MC',
  metaMcid: `MC${i}`,
  metaMcEmail: `talent${i % 7}@example.com`,
  metaReviewState: i % 5,
  metaApprovedDate: null,
  lastSubmissionDate: iso(i),
  metaLastRejectedDate: null,
  formState: { feedback: { questions: {} } },
  metaJson: { mcFullName: 'Morgan Lee', retailer: 'Target', doorNumber: 1017, city: 'Austin', state: 'TX' },
  multiDayEvents: [],
  submissions: [{ date: iso(i) }],
  timestamp: iso(i),
  waitColor: 'green',
  multiDayEventId: null,
});
const answers = Array.from({ length: VISITS * 3 }, (_, i) => ({
  id: i + 1,
  storeVisitId: Math.floor(i / 3) + 1,
  questionUuid: uuid(i % 3),
  questionCanonicalKey: `q${i % 3}`,
  answerValue: i % 3 === 2 ? uuid(i) : `answer ${i}`,
  created: iso(i),
}));
const documents = Array.from({ length: VISITS }, (_, i) => ({
  id: i + 1,
  uuid: uuid(i * 3 + 2),
  title: null,
  size: 123_456,
  url: `/files/${uuid(i)}.jpg?sig=abc`,
  xsurl: null,
  sizes: { 135: '/a', 200: '/b', 800: '/c', 1280: '/d' },
  type: 'photo',
  timestamp: iso(i),
}));

const calls: [string, string, z.ZodType][] = [
  [
    'POST /storeVisit/userStoreVisits (1,000 visits)',
    JSON.stringify({
      data: Array.from({ length: VISITS }, (_, i) => visit(i + 1)),
      total: 5000,
      page: 1,
      pageSize: VISITS,
    }),
    RestStoreVisitList,
  ],
  ['POST /storeVisitFormAnswer/questionCanonicalKeys (3,000 answers)', JSON.stringify(answers), z.array(RestAnswer)],
  ['POST /document/uuids (1,000 documents)', JSON.stringify(documents), z.array(RestDocumentAnswer)],
];

function median(f: () => void): number {
  for (let i = 0; i < 30; i++) f();
  const runs: number[] = [];
  for (let i = 0; i < 101; i++) {
    const t = performance.now();
    f();
    runs.push(performance.now() - t);
  }
  return runs.sort((a, b) => a - b)[50];
}

let total = 0;
for (const [name, text, schema] of calls) {
  const parsed: unknown = JSON.parse(text);
  if (!schema.safeParse(parsed).success) throw new Error(`${name}: the bench data does not fit its schema`);
  const parse = median(() => JSON.parse(text));
  const check = median(() => schema.safeParse(parsed));
  total += check;
  console.log(`${name.padEnd(66)} JSON.parse ${parse.toFixed(2)} ms   zod check ${check.toFixed(2)} ms (median)`);
}
console.log(`${'a page of 1,000 visits with answers and photos, checked'.padEnd(66)} ${total.toFixed(2)} ms`);
