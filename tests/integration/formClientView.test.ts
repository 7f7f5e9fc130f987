/** Client users never receive internal (isHidden) questions of a form, through any form read (spec 000 §6). */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient, buildProject, buildUser } from '../../api/src/testing/factories.js';
import { startTestApi, type ApiClient, type TestApi } from '../../api/src/testing/harness.js';

let api: TestApi;
let admin: ApiClient;
let client: ApiClient;
let form: { id: number; canonicalKey: string };
const INTERNAL = 'Internal: minutes billed to the brand';
const FOLLOW_UP = 'Internal follow-up: who approved the overtime';

const meta = (isHidden = false) => ({
  isRequired: true,
  isHidden,
  isQuickReview: false,
  isConditional: false,
  isCallOut: false,
});
const question = (title: string, extra: Record<string, unknown> = {}) => ({
  uuid: randomUUID(),
  canonicalKey: randomUUID(),
  type: 'single-line-input',
  title,
  tags: [],
  meta: meta(),
  options: [],
  documentIds: [],
  commonId: null,
  ...extra,
});

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  const db = api.database.db;
  const own = await buildClient(db);
  await buildProject(db, { clientId: own.id });
  admin = await api.as((await buildUser(db, { role: 'administrator' })).email);
  client = await api.as(
    (await buildUser(db, { role: 'client', clientId: own.id, clientRoleId: api.config.clientRoleId })).email,
  );
  const clients = (await client<{ clientId: number }[]>('GET', '/api/v2/clientProjectList')).body.data!;
  const content = {
    structure: [
      [],
      [
        {
          uuid: randomUUID(),
          type: 'section',
          title: 'Shelf',
          tags: [],
          meta: { forceQuestionOrder: false },
          content: [
            question('Facings of our brand'),
            question(INTERNAL, {
              meta: meta(true),
              type: 'radio-button-input',
              options: [{ uuid: randomUUID(), label: 'Over', value: 'Over', conditionalFork: [question(FOLLOW_UP)] }],
            }),
          ],
        },
      ],
      [],
    ],
    documents: [],
    callOut: { active: true, mailing: 'brand-ops@example.com' },
    hideFromClient: 0,
    invoicePlannedTime: 0,
    maxAllowedTime: '',
    bypassGPSValidation: false,
    bypassDuplicatePhotoCheck: false,
  };
  const created = await admin<{ id: number; canonicalKey: string }>('POST', '/api/v2/form', {
    title: 'With internal questions',
    content: JSON.stringify(content),
    tenancyClientId: clients[0].clientId,
    autoApprovalHourTrigger: 0,
    status: 1,
  });
  expect(created.status).toBe(201);
  form = created.body.data!;
});
afterAll(async () => {
  await api?.close();
});

describe('form reads for a client user', () => {
  it('leave out internal questions and what is under them, and the call-out mailing list; staff get everything', async () => {
    for (const path of [
      `/api/v2/form/formid/${form.id}`,
      `/api/v2/form/ids/${form.id}`,
      `/api/v2/form/canonicalKey/${form.canonicalKey}`,
    ]) {
      const seen = JSON.stringify((await client('GET', path)).body);
      expect(seen, path).toContain('Facings of our brand');
      expect(seen, path).not.toContain(INTERNAL);
      expect(seen, path).not.toContain(FOLLOW_UP);
      expect(seen, path).not.toContain('brand-ops@example.com');
      const staff = JSON.stringify((await admin('GET', path)).body);
      expect(staff, path).toContain(INTERNAL);
      expect(staff, path).toContain(FOLLOW_UP);
    }
  });
});
