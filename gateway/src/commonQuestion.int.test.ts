/**
 * The common-question library and tags through the gateway, over the real api (in-process, PGlite with
 * the library built below): what the Common Questions screen sees, refusals as payload errors, REST call counts.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from './testing/graphqlClient.js';
import { startGatewayTest, type GatewayTest } from './testing/harness.js';
// eslint-disable-next-line no-restricted-imports -- the records the test reads are built by the api's factories
import { buildCommonQuestion, buildUser } from '../../api/src/testing/factories.js';

let harness: GatewayTest;
let gql: GatewayTest['gql'];
let admin: Caller;
let reviewer: Caller;
let client: Caller;

const choices = (...labels: string[]) =>
  labels.map((label) => ({ uuid: randomUUID(), label, value: label, conditionalFork: [] }));

/** The three users and a library of five questions, the last one archived. */
beforeAll(async () => {
  harness = await startGatewayTest({ seed: false });
  gql = harness.gql;
  const db = harness.api.database.db;
  const emails = [
    (await buildUser(db, { role: 'administrator' })).email,
    (await buildUser(db, { role: 'reviewer' })).email,
    (await buildUser(db, { role: 'client', clientRoleId: harness.api.config.clientRoleId })).email,
  ];
  await buildCommonQuestion(db, {
    title: 'Share of shelf compared with competitors',
    type: 'radio-button-input',
    options: choices('Less than 25%', '25–50%', 'More than 50%'),
    tags: 'Display',
  });
  await buildCommonQuestion(db, { title: 'Was the store manager informed of the visit?', tags: 'Compliance' });
  await buildCommonQuestion(db, { title: 'Photo of the store entrance', type: 'photo-input', options: [] });
  await buildCommonQuestion(db, { title: 'Additional comments', type: 'multi-line-input', options: [] });
  await buildCommonQuestion(db, {
    title: 'Number of shoppers engaged',
    type: 'numeric-int-input',
    options: [],
    status: 2,
  });
  admin = await harness.signIn(emails[0]);
  reviewer = await harness.signIn(emails[1]);
  client = await harness.signIn(emails[2]);
});

afterAll(async () => {
  await harness?.close();
});

interface Question {
  id: number;
  title: string;
  type: string;
  typeLabel: string;
  tags: string[];
  documentIds: number[];
  meta: Record<string, unknown>;
  status: string;
  options: { uuid: string; label: string; value: string; conditionalFork: unknown[] }[];
}
interface UserError {
  message: string;
  field: string | null;
}

const FIELDS = 'id title type typeLabel tags documentIds meta status options { uuid label value conditionalFork }';
const listQuery = `query($s: [RecordStatus!]) { commonQuestions(statuses: $s) { ${FIELDS} } }`;
const list = async (statuses?: string[]) =>
  (await gql.data<{ commonQuestions: Question[] }>(admin, listQuery, { s: statuses ?? null })).data.commonQuestions;

const createMutation = `mutation($input: CreateCommonQuestionInput!) { createCommonQuestion(input: $input) { commonQuestion { ${FIELDS} } error { message field } } }`;
const updateMutation = `mutation($id: Int!, $input: UpdateCommonQuestionInput!) { updateCommonQuestion(id: $id, input: $input) { commonQuestion { ${FIELDS} } error { message field } } }`;
const statusMutation = `mutation($ids: [Int!]!, $status: RecordStatus!) { setCommonQuestionStatus(ids: $ids, status: $status) { changed error { message field } commonQuestions { id status } } }`;
type CreatePayload = { createCommonQuestion: { commonQuestion: Question | null; error: UserError | null } };
type UpdatePayload = { updateCommonQuestion: { commonQuestion: Question | null; error: UserError | null } };
type StatusPayload = {
  setCommonQuestionStatus: {
    changed: number;
    error: UserError | null;
    commonQuestions: { id: number; status: string }[];
  };
};

async function create(title: string, type = 'SINGLE_LINE_INPUT'): Promise<Question> {
  const { data } = await gql.data<CreatePayload>(admin, createMutation, { input: { title, type } });
  if (!data.createCommonQuestion.commonQuestion) throw new Error(JSON.stringify(data));
  return data.createCommonQuestion.commonQuestion;
}

describe('commonQuestions', () => {
  it('lists the library by title in one REST call, with type labels, tags and answers, filtered by status', async () => {
    const { data, restCalls } = await gql.data<{ commonQuestions: Question[] }>(admin, listQuery, { s: null });
    expect(restCalls).toBe(1);
    const titles = data.commonQuestions.map((q) => q.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const share = data.commonQuestions.find((q) => q.title === 'Share of shelf compared with competitors')!;
    expect(share).toMatchObject({
      type: 'RADIO_BUTTON_INPUT',
      typeLabel: 'Radio Button',
      tags: ['Display'],
      documentIds: [],
      status: 'ACTIVE',
      meta: { type: 'general' },
    });
    expect(share.options.map((o) => [o.label, o.value, o.conditionalFork])).toEqual([
      ['Less than 25%', 'Less than 25%', []],
      ['25–50%', '25–50%', []],
      ['More than 50%', 'More than 50%', []],
    ]);

    expect((await list(['ARCHIVED'])).map((q) => q.title)).toEqual(['Number of shoppers engaged']);
    expect((await list(['ACTIVE'])).every((q) => q.status === 'ACTIVE')).toBe(true);
    expect(await list(['DRAFT'])).toEqual([]);
    const deletedOnly = await gql.data<{ commonQuestions: Question[] }>(admin, listQuery, { s: ['DELETED'] });
    expect(deletedOnly.data.commonQuestions).toEqual([]);
    expect(deletedOnly.restCalls).toBe(0);
  });

  it('refuses the library to client users with FORBIDDEN and HTTP 403', async () => {
    const answer = await gql.send(client, '{ commonQuestions { id } }');
    expect(answer.status).toBe(403);
    expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const mutation = await gql.send(client, statusMutation, { ids: [1], status: 'DELETED' });
    expect(mutation.status).toBe(403);
  });
});

describe('createCommonQuestion and updateCommonQuestion', () => {
  it('creates a question with answers and tags, and edits its title keeping the rest', async () => {
    const { data } = await gql.data<CreatePayload>(reviewer, createMutation, {
      input: {
        title: '  Is the endcap stocked?  ',
        type: 'RADIO_BUTTON_INPUT',
        options: [
          { label: 'Yes' },
          { label: 'No', conditionalFork: [{ type: 'photo-input', title: 'Photo of the empty endcap' }] },
        ],
        tags: ['Endcap', 'endcap', 'Seasonal'],
        meta: { type: 'general', isRequired: true },
      },
    });
    const q = data.createCommonQuestion.commonQuestion!;
    expect(data.createCommonQuestion.error).toBeNull();
    expect(q).toMatchObject({
      title: 'Is the endcap stocked?',
      typeLabel: 'Radio Button',
      tags: ['Endcap', 'Seasonal'],
      status: 'ACTIVE',
      meta: { type: 'general', isRequired: true },
    });
    expect(q.options.map((o) => o.value)).toEqual(['Yes', 'No']);
    expect(q.options[1].conditionalFork).toEqual([
      expect.objectContaining({ type: 'photo-input', uuid: expect.any(String) }),
    ]);

    const edited = await gql.data<UpdatePayload>(admin, updateMutation, {
      id: q.id,
      input: { title: 'Is the endcap fully stocked?' },
    });
    expect(edited.data.updateCommonQuestion.error).toBeNull();
    expect(edited.data.updateCommonQuestion.commonQuestion).toEqual({ ...q, title: 'Is the endcap fully stocked?' });
    expect((await list()).find((x) => x.id === q.id)?.title).toBe('Is the endcap fully stocked?');

    // Sending the answers back with their uuids keeps them (and their forks); a renamed one keeps its uuid.
    const options = q.options.map((o, i) => ({
      uuid: o.uuid,
      label: i === 0 ? 'Yes, fully' : o.label,
      value: i === 0 ? 'Yes, fully' : o.value,
      conditionalFork: o.conditionalFork,
    }));
    const renamed = await gql.data<UpdatePayload>(admin, updateMutation, {
      id: q.id,
      input: { options, tags: ['Endcap'] },
    });
    const after = renamed.data.updateCommonQuestion.commonQuestion!;
    expect(after.options.map((o) => [o.uuid, o.label])).toEqual([
      [q.options[0].uuid, 'Yes, fully'],
      [q.options[1].uuid, 'No'],
    ]);
    expect(after.options[1].conditionalFork).toEqual(q.options[1].conditionalFork);
    expect(after.tags).toEqual(['Endcap']);
  });

  it("answers the api's refusals in the payload and changes nothing", async () => {
    const before = await list();
    const noAnswer = await gql.data<CreatePayload>(admin, createMutation, {
      input: { title: 'Which aisle?', type: 'DROPDOWN_INPUT', options: [] },
    });
    expect(noAnswer.data.createCommonQuestion).toEqual({
      commonQuestion: null,
      error: { message: "The Dropdown question 'Which aisle?' needs at least one answer.", field: null },
    });
    const group = await gql.data<CreatePayload>(admin, createMutation, {
      input: { title: 'Group', type: 'QUESTION_GROUP' },
    });
    expect(group.data.createCommonQuestion.error?.message).toBe(
      'Invalid input. type: A common question cannot be a Question Group.',
    );
    const comma = await gql.data<CreatePayload>(admin, createMutation, {
      input: { title: 'Tagged', type: 'SINGLE_LINE_INPUT', tags: ['a,b'] },
    });
    expect(comma.data.createCommonQuestion.error?.message).toBe(
      "Invalid input. tags: A tag cannot contain a comma: 'a,b'.",
    );
    expect(await list()).toEqual(before);

    const radio = before.find((q) => q.type === 'RADIO_BUTTON_INPUT')!;
    const emptied = await gql.data<UpdatePayload>(admin, updateMutation, { id: radio.id, input: { options: [] } });
    expect(emptied.data.updateCommonQuestion.error?.message).toBe(
      `The Radio Button question '${radio.title}' needs at least one answer.`,
    );
    const nothing = await gql.data<UpdatePayload>(admin, updateMutation, { id: radio.id, input: { title: null } });
    expect(nothing.data.updateCommonQuestion).toEqual({
      commonQuestion: null,
      error: { message: 'Nothing to update: give the fields to change.', field: 'input' },
    });
    expect(nothing.restCalls).toBe(0);
    const unknown = await gql.data<UpdatePayload>(admin, updateMutation, { id: 999999, input: { title: 'Ghost' } });
    expect(unknown.data.updateCommonQuestion.error?.message).toBe('Common question 999999 does not exist.');
    expect(await list()).toEqual(before);
  });
});

describe('setCommonQuestionStatus', () => {
  it('archives, activates and deletes, skipping questions already in the target status', async () => {
    const a = await create('Status test A');
    const b = await create('Status test B');

    const archived = await gql.data<StatusPayload>(admin, statusMutation, {
      ids: [a.id, b.id, a.id],
      status: 'ARCHIVED',
    });
    expect(archived.data.setCommonQuestionStatus).toEqual({
      changed: 2,
      error: null,
      commonQuestions: [
        { id: a.id, status: 'ARCHIVED' },
        { id: b.id, status: 'ARCHIVED' },
      ],
    });
    expect(archived.restCalls).toBe(1); // one bulk call, one transaction

    const activated = await gql.data<StatusPayload>(admin, statusMutation, { ids: [a.id], status: 'ACTIVE' });
    expect(activated.data.setCommonQuestionStatus.changed).toBe(1);
    // a is active now and b archived: archiving both changes only a.
    const again = await gql.data<StatusPayload>(admin, statusMutation, { ids: [a.id, b.id], status: 'ARCHIVED' });
    expect(again.data.setCommonQuestionStatus).toMatchObject({ changed: 1, commonQuestions: [{ id: a.id }] });
    expect(again.restCalls).toBe(1);

    const deleted = await gql.data<StatusPayload>(admin, statusMutation, { ids: [a.id, b.id], status: 'DELETED' });
    expect(deleted.data.setCommonQuestionStatus).toMatchObject({
      changed: 2,
      error: null,
      commonQuestions: [{ status: 'DELETED' }, { status: 'DELETED' }],
    });
    const ids = (await list()).map((q) => q.id);
    expect(ids).not.toContain(a.id);
    expect(ids).not.toContain(b.id);
    // Deleting again is a no-op; bringing a deleted question back is refused by the api.
    const twice = await gql.data<StatusPayload>(admin, statusMutation, { ids: [a.id], status: 'DELETED' });
    expect(twice.data.setCommonQuestionStatus).toMatchObject({ changed: 0, error: null });
    const back = await gql.data<StatusPayload>(admin, statusMutation, { ids: [a.id], status: 'ACTIVE' });
    expect(back.data.setCommonQuestionStatus).toMatchObject({
      changed: 0,
      error: { message: `Common question ${a.id} does not exist.`, field: String(a.id) },
    });
  });

  it('reports a refusal without hiding what did change, and refuses DRAFT before calling the api', async () => {
    const c = await create('Status test C');
    const mixed = await gql.data<StatusPayload>(admin, statusMutation, {
      ids: [999998, c.id, 999999],
      status: 'ARCHIVED',
    });
    expect(mixed.data.setCommonQuestionStatus.changed).toBe(1);
    expect(mixed.data.setCommonQuestionStatus.commonQuestions).toEqual([{ id: c.id, status: 'ARCHIVED' }]);
    expect(mixed.data.setCommonQuestionStatus.error).toEqual({
      message: 'Common question 999998 does not exist. (2 common questions were not changed.)',
      field: '999998',
    });

    const draft = await gql.data<StatusPayload>(admin, statusMutation, { ids: [c.id], status: 'DRAFT' });
    expect(draft.data.setCommonQuestionStatus.error?.message).toBe(
      'Common questions have no drafts: use ACTIVE, ARCHIVED or DELETED.',
    );
    expect(draft.restCalls).toBe(0);
  });
});

describe('tags', () => {
  const search = `query($s: String!, $first: Int) { tags(search: $s, first: $first) { id title } }`;
  const createTag = `mutation($t: String!) { createTag(title: $t) { tag { id title } error { message field } } }`;
  type TagPayload = { createTag: { tag: { id: number; title: string } | null; error: UserError | null } };

  it('finds tags by part of the title, at most 5 by default', async () => {
    for (const t of ['Shelf A', 'Shelf B', 'Shelf C', 'Shelf D', 'Shelf E', 'Top shelf'])
      await gql.data(admin, createTag, { t });
    const { data } = await gql.data<{ tags: { title: string }[] }>(admin, search, { s: 'SHELF' });
    expect(data.tags.map((t) => t.title)).toEqual(['Shelf A', 'Shelf B', 'Shelf C', 'Shelf D', 'Shelf E']);
    const all = await gql.data<{ tags: { title: string }[] }>(admin, search, { s: 'shelf', first: 10 });
    expect(all.data.tags.map((t) => t.title)).toContain('Top shelf');
    const blank = await gql.data<{ tags: unknown[] }>(admin, search, { s: '  ' });
    expect(blank).toEqual({ data: { tags: [] }, restCalls: 0 });
    const dots = await gql.data<{ tags: unknown[] }>(admin, search, { s: '..' });
    expect(dots.data.tags).toEqual([]);
    const slash = await gql.data<{ tags: unknown[] }>(admin, search, { s: 'a/b?c#d' });
    expect(slash.data.tags).toEqual([]);
    const tooMany = await gql.send(admin, search, { s: 'shelf', first: 51 });
    expect(tooMany.errors?.[0]).toMatchObject({
      message: 'first must be between 1 and 50.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('creates a tag once whatever its case, and answers a refusal in the payload', async () => {
    const first = await gql.data<TagPayload>(reviewer, createTag, { t: ' Back Wall ' });
    expect(first.data.createTag).toEqual({ tag: { id: expect.any(Number), title: 'Back Wall' }, error: null });
    const same = await gql.data<TagPayload>(admin, createTag, { t: 'back wall' });
    expect(same.data.createTag.tag).toEqual(first.data.createTag.tag);
    const comma = await gql.data<TagPayload>(admin, createTag, { t: 'a,b' });
    expect(comma.data.createTag).toEqual({
      tag: null,
      error: { message: 'Invalid input. title: A tag cannot contain a comma.', field: 'title' },
    });
  });
});
