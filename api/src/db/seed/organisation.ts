/**
 * The organisation of the demo: its three clients and their projects, the regionals, the tags, and the users
 * (the three demo sign-ins and one more staff member). Nothing here draws from the seeded generator.
 */
import type { Db } from '../client.js';
import * as t from '../schema.js';
import { hashPassword } from '../../auth/password.js';
import { ADMIN_ROLE_ID, REVIEWER_ROLE_ID } from '../../config.js';

export const DEMO_PASSWORD = 'demo1234';

export type UserRow = typeof t.users.$inferSelect;

export interface Organisation {
  clients: (typeof t.clients.$inferSelect)[];
  projects: (typeof t.projects.$inferSelect)[];
  admin: UserRow;
  reviewer: UserRow;
}

export async function seedOrganisation(db: Db, clientRoleId: number): Promise<Organisation> {
  const clients = await db
    .insert(t.clients)
    .values([{ name: 'Northwind Beauty' }, { name: 'Acme Home Electronics' }, { name: 'Bluebird Beverages' }])
    .returning();
  const projects = await seedProjects(db, clients);
  await seedRegionalsAndTags(db);
  const [admin, reviewer] = await seedUsers(db, clientRoleId, clients[0].id);
  return { clients, projects, admin, reviewer };
}

function seedProjects(db: Db, clients: Organisation['clients']) {
  return db
    .insert(t.projects)
    .values([
      {
        clientId: clients[0].id,
        name: 'Spring Counter Refresh',
        number: 'NB-1001',
        segmentName: 'Prestige',
        division: 'East',
      },
      {
        clientId: clients[0].id,
        name: 'Holiday Gift Sets',
        number: 'NB-1002',
        segmentName: 'Mass',
        division: 'West',
      },
      {
        clientId: clients[1].id,
        name: 'TV Endcap Resets',
        number: 'AH-2001',
        segmentName: 'Home Theater',
        division: 'Central',
      },
      {
        clientId: clients[1].id,
        name: 'Smart Home Demos',
        number: 'AH-2002',
        segmentName: 'Connected Home',
        division: 'East',
      },
      {
        clientId: clients[2].id,
        name: 'Cooler Audits',
        number: 'BB-3001',
        segmentName: 'Cold Drinks',
        division: 'South',
      },
    ])
    .returning();
}

async function seedRegionalsAndTags(db: Db) {
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
}

/** The three demo sign-ins (DEMO_USERS) and a second reviewer, all with the demo password. */
async function seedUsers(db: Db, clientRoleId: number, clientUserClientId: number): Promise<UserRow[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db
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
        roleId: clientRoleId,
        clientId: clientUserClientId,
        legacyId: '2001',
      },
      { email: 'sam.staff@example.com', name: 'Sam Staff', passwordHash, roleId: REVIEWER_ROLE_ID, legacyId: '1003' },
    ])
    .returning();
}
