/** Factories of clients, projects, users (by role, signing in with TEST_PASSWORD), talent and regionals. */
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../auth/password.js';
import { ADMIN_ROLE_ID, REVIEWER_ROLE_ID } from '../../config.js';
import type { Db } from '../../db/client.js';
import { clients, projects, regionals, talent, users } from '../../db/schema.js';
import { DEMO_PASSWORD } from '../../db/seed/index.js';

/** The password of every user a factory makes: the harness's `as(email)` signs in with it. */
export const TEST_PASSWORD = DEMO_PASSWORD;

let counter = 0;
/** A short name unique in this test process. */
export const unique = (what: string) => `${what} ${++counter}-${randomUUID().slice(0, 6)}`;
export const DAY = 86_400_000;

let passwordHash: Promise<string> | undefined;

export async function buildClient(db: Db, overrides: Partial<typeof clients.$inferInsert> = {}) {
  const [row] = await db
    .insert(clients)
    .values({ name: unique('Client'), ...overrides })
    .returning();
  return row;
}

export async function buildProject(db: Db, overrides: Partial<typeof projects.$inferInsert> = {}) {
  const clientId = overrides.clientId ?? (await buildClient(db)).id;
  const [row] = await db
    .insert(projects)
    .values({
      name: unique('Project'),
      number: `P-${randomUUID().slice(0, 6)}`,
      segmentName: 'Prestige',
      division: 'East',
      ...overrides,
      clientId,
    })
    .returning();
  return row;
}

export type Role = 'administrator' | 'reviewer' | 'client';

/**
 * A user who signs in with TEST_PASSWORD. `role` client makes a client user (of `clientId`, or of a new
 * client); its role id is `clientRoleId` (the harness's config.clientRoleId, 3 unless a test changes it).
 */
export async function buildUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> & { role?: Role; clientRoleId?: number } = {},
) {
  const { role = 'administrator', clientRoleId = 3, ...values } = overrides;
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const roleId = role === 'administrator' ? ADMIN_ROLE_ID : role === 'reviewer' ? REVIEWER_ROLE_ID : clientRoleId;
  const clientId = role === 'client' ? (values.clientId ?? (await buildClient(db)).id) : (values.clientId ?? null);
  const name = unique(role === 'client' ? 'Client user' : role === 'reviewer' ? 'Reviewer' : 'Admin');
  const [row] = await db
    .insert(users)
    .values({
      email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@test.example.com`,
      name,
      passwordHash: await passwordHash,
      roleId,
      legacyId: String(1000 + counter),
      ...values,
      clientId,
    })
    .returning();
  return row;
}

export async function buildTalent(db: Db, overrides: Partial<typeof talent.$inferInsert> = {}) {
  const name = unique('Talent');
  const [row] = await db
    .insert(talent)
    .values({
      mcid: `MC${randomUUID().slice(0, 8)}`,
      name,
      email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@talent.test.example.com`,
      phone: '555-0100',
      talentType: 'Employee',
      division: 'Retail Services',
      approvedDate: new Date(Date.now() - 90 * DAY),
      ...overrides,
    })
    .returning();
  return row;
}

export async function buildRegional(db: Db, overrides: Partial<typeof regionals.$inferInsert> = {}) {
  const [row] = await db
    .insert(regionals)
    .values({ zone: unique('Zone'), contactEmail: 'zone@test.example.com', ...overrides })
    .returning();
  return row;
}
