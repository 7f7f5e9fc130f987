import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { visitColumnsSql } from '../visit/store.js';
import { listedColumnsSql } from './store.js';

const render = (fields: string[], isClient = false) => new PgDialect().sqlToQuery(listedColumnsSql(fields, isClient));

describe('listedColumnsSql: what a fields selection reads', () => {
  it('reads whole rows without fields, with metaJson itself, and for client users', () => {
    const whole = new PgDialect().sqlToQuery(visitColumnsSql).sql;
    expect(render([]).sql).toBe(whole);
    expect(render(['clientName', 'metaJson']).sql).toBe(whole);
    expect(render(['clientName'], true).sql).toBe(whole);
    expect(whole).toContain('v.form_state AS form_state');
    expect(whole).toContain('v.meta_json AS meta_json');
  });

  it('reads neither document for plain columns', () => {
    const { sql } = render(['clientName', 'lastSubmissionDate']);
    expect(sql).toContain('NULL::jsonb AS form_state');
    expect(sql).toContain('NULL::jsonb AS meta_json');
  });

  it('reads the columns of the fields asked and of those every row keeps, the others null', () => {
    const { sql } = render(['clientName', 'metaJson.mcEmail']);
    expect(sql).toContain('(SELECT c.name FROM clients c WHERE c.id = v.client_id) AS client_name');
    expect(sql).toContain('t.email AS talent_email');
    // Every row keeps its review state, so its three columns.
    for (const c of ['review_state', 'last_submission_date', 'last_rejected_date', 'timestamp', 'event_id'])
      expect(sql).toContain(`v.${c} AS ${c}`);
    for (const c of ['actual_checkin_time', 'talent_name', 'project_name', 'expected_checkin_time'])
      expect(sql).toContain(`NULL AS ${c}`);
  });

  it('reads formState only when asked', () => {
    expect(render(['formState']).sql).toContain('v.form_state AS form_state');
  });

  it("reads of metaJson the stored keys asked and reviewedBy, as parameters, not the row's own keys", () => {
    const { sql, params } = render(['metaJson.retailer', 'metaJson.mcFullName', "metaJson.x'; DROP TABLE users; --"]);
    expect(sql).not.toContain('v.meta_json AS');
    expect(sql).not.toContain('DROP');
    expect(new Set(params)).toEqual(new Set(['reviewedBy', 'retailer', "x'; DROP TABLE users; --"]));
  });

  it('reads only reviewedBy of the stored metaJson when the keys asked are ones the row gives', () => {
    const { params } = render(['metaJson.mcid', 'metaJson.corporation']);
    expect(new Set(params)).toEqual(new Set(['reviewedBy']));
  });
});
