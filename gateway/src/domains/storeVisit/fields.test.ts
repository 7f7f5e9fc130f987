import { buildSchema, graphql, type GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import { listFieldsFromSelection } from './fields.js';

const schema = buildSchema(`
  type Query { storeVisits: Page }
  type Page { total: Int items: [StoreVisit] }
  type StoreVisit { id: Int reviewState: String retailer: String talentEmail: String expectedCheckinTime: String
    metaJson: String form: Form }
  type Form { id: Int }
`);

/** The fields the list resolver would send for a query (run against a small schema to get a real resolve info). */
async function fieldsOf(query: string): Promise<string[] | null> {
  let seen: string[] | null | undefined;
  const result = await graphql({
    schema,
    source: query,
    rootValue: {
      storeVisits: (_a: unknown, _c: unknown, info: GraphQLResolveInfo) => {
        seen = listFieldsFromSelection(info);
        return { total: 0, items: [] };
      },
    },
  });
  expect(result.errors).toBeUndefined();
  if (seen === undefined) throw new Error('The resolver did not run.');
  return seen;
}

describe('listFieldsFromSelection', () => {
  it('asks only for what the items select, through fragments', async () => {
    const fields = await fieldsOf(`
      fragment Row on StoreVisit { id reviewState retailer ... on StoreVisit { talentEmail } }
      { storeVisits { total items { ...Row expectedCheckinTime form { id } } } }`);
    expect(fields?.sort()).toEqual(
      ['expectedCheckinTime', 'metaJson.mcEmail', 'metaJson.retailer', 'metaMcEmail'].sort(),
    );
  });

  it('keeps the list narrowed when only always-listed fields or no items are asked', async () => {
    expect(await fieldsOf('{ storeVisits { items { id reviewState } } }')).toEqual(['id']);
    expect(await fieldsOf('{ storeVisits { total } }')).toEqual(['id']);
  });

  it('asks for whole rows when an item selects the whole metaJson', async () => {
    expect(await fieldsOf('{ storeVisits { items { id metaJson } } }')).toBeNull();
  });
});
