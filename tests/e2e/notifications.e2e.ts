/**
 * The notifications area (issue 13: spec 001 §2.2, §2.4, §3-§5), in Debian's Chromium against `npm start`.
 * As staff: select three visits of two talents, create an immediate notification, send it, see it in Sent with
 * 2 recipients, open the detail and step with View Previous / Next; schedule one a little over a minute ahead
 * and watch the detail until the job queue has sent it (polling what the page shows, no fixed sleep); cancel
 * another. A client user reaches none of these pages. Screenshots of the three pages go to /tmp/shots-n3/.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, signIn } from './browser.js';
import { waitToast } from './transient.js';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-n3';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
const param = (label: string, path: string, type: string, data: unknown[]) => ({
  label,
  path,
  pathStr: path,
  type,
  data,
  exclude: false,
});
const visitDate = (from: number) =>
  param('Visit Date', 'expectedCheckinTime', 'Date', [isoDay(daysAgo(from)), `${isoDay(new Date())} 23:59:59`]);

interface Visit {
  id: number;
  clientId: number;
  talentId: number | null;
}

/** A GraphQL call as the signed-in user (the token the app keeps), optionally for one client. */
async function graphql<T>(page: Page, query: string, variables: object, clientId?: number): Promise<T> {
  const answer = await page.evaluate(
    async ([q, v, c]) => {
      const auth = JSON.parse(localStorage.getItem('svr.auth') ?? '{}') as { token?: string };
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        authorization: `Bearer ${auth.token}`,
      };
      if (c) headers['x-tenancy-client-id'] = String(c);
      const res = await fetch('/graphql', {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: q, variables: v }),
      });
      return res.json() as Promise<{ data?: unknown; errors?: unknown }>;
    },
    [query, variables, clientId ?? 0] as const,
  );
  if (!answer.data) throw new Error(`GraphQL failed: ${JSON.stringify(answer.errors)}`);
  return answer.data as T;
}

/** Three visits of one client: two of one talent, one of another. */
async function threeVisitsOfTwoTalents(page: Page): Promise<{ clientId: number; visits: Visit[] }> {
  const { storeVisits } = await graphql<{ storeVisits: { items: Visit[] } }>(
    page,
    'query($f: [FilterParameterInput!]!) { storeVisits(filters: $f, pageSize: 1000, fields: ["talentId", "clientId"]) { items { id clientId talentId } } }',
    { f: [visitDate(30)].map(({ label, path, type, data, exclude }) => ({ label, path, type, data, exclude })) },
  );
  const byClient = new Map<number, Map<number, Visit[]>>();
  for (const v of storeVisits.items) {
    if (v.talentId === null) continue;
    const talents = byClient.get(v.clientId) ?? new Map<number, Visit[]>();
    talents.set(v.talentId, [...(talents.get(v.talentId) ?? []), v]);
    byClient.set(v.clientId, talents);
  }
  for (const [clientId, talents] of byClient) {
    const list = [...talents.values()];
    const two = list.find((vs) => vs.length >= 2);
    const one = list.find((vs) => vs !== two);
    if (two && one) return { clientId, visits: [two[0], two[1], one[0]] };
  }
  throw new Error('The demo data has no client with two talents, one of them with two visits, in 30 days.');
}

/** Creates a notification from the selected rows of /notifications/create; answers its id (from the toast). */
async function createFromSelection(page: Page, title: string, opts: { scheduledAt?: Date } = {}): Promise<number> {
  await page.getByRole('button', { name: 'Create Notification' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Notification' });
  await dialog.waitFor();
  const send = dialog.getByRole('button', { name: 'Send' });
  await expect.poll(() => send.isDisabled()).toBe(true);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Message').fill(`${title}: please read before your next visit.`);
  await dialog.getByLabel('Action').fill('1');
  if (opts.scheduledAt) {
    // Chosen by its label, as a person does (Blueprint's indicator covers the input, so no forced click that can land
    // on something else), once more if the first click did not take.
    const scheduled = dialog.getByLabel('Scheduled', { exact: true });
    await expect
      .poll(async () => {
        if (!(await scheduled.isChecked())) await dialog.locator('label', { hasText: /^Scheduled$/ }).click();
        return scheduled.isChecked();
      })
      .toBe(true);
    const d = opts.scheduledAt;
    const h = d.getHours() % 12 || 12;
    const text = `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()} ${h}:${pad(d.getMinutes())} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
    const input = dialog.getByLabel('Scheduled Date and Time');
    await input.fill(text);
    await input.press('Enter');
    // Enter takes the typed date and time and closes the picker.
    await expect.poll(() => page.locator('.bp6-datepicker').count()).toBe(0);
    await expect.poll(() => input.inputValue()).toBe(text);
    await page.screenshot({ path: `${SHOTS}/create-scheduled-form.png` });
  }
  await expect.poll(() => send.isEnabled()).toBe(true);
  await send.click();
  // The toast names the title (an earlier create's toast may still be up); it is gone after 2 s, so its text is
  // read from the page's record of toasts rather than from a toast that may have left.
  const toast = await waitToast(page, new RegExp(`^Notification \\d+ '${title}' created for 2 recipient\\(s\\)$`));
  const id = Number(/Notification (\d+)/.exec(toast)?.[1]);
  expect(id).toBeGreaterThan(0);
  await dialog.waitFor({ state: 'hidden' });
  return id;
}

const selectReport = (page: Page, id: number) =>
  page.getByRole('checkbox', { name: `Select report ${id}`, exact: true }).check({ force: true });
const row = (page: Page, id: number) => page.locator(`.svr-notif-table tr[data-id="${id}"]`);
const cellText = (page: Page, id: number, column: number) => row(page, id).locator('td').nth(column).innerText();
// The Sent list's columns after the checkbox: Id, Title, Message, Type, Scheduled, Sent, Sent Date, Recipients …
const SENT_COL = 6;
const RECIPIENTS_COL = 8;

async function confirm(page: Page, question: string) {
  const alert = page.getByRole('alertdialog').or(page.locator('.bp6-alert')).filter({ hasText: question });
  await alert.waitFor();
  await alert.getByRole('button', { name: 'Yes' }).click();
  await alert.waitFor({ state: 'hidden' });
}

/** The value of an information row of the detail page. */
const info = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Notification Information' })
    .locator('tr', { has: page.locator('th', { hasText: new RegExp(`^${label}$`) }) })
    .locator('td')
    .innerText();

describe('notifications', () => {
  let clientId: number;
  let created: number[] = [];

  it('creates from three visits of two talents, sends it, lists it with 2 recipients and steps through the detail', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin@example.com');
    const pick = await threeVisitsOfTwoTalents(page);
    clientId = pick.clientId;
    const ids = pick.visits.map((v) => v.id);
    await page.evaluate(
      ([c, f]) => {
        localStorage.setItem('svr.tenancy', JSON.stringify({ clientId: c, projectId: null }));
        localStorage.setItem('svr.filters.create', JSON.stringify(f));
      },
      [clientId, [visitDate(30), param('Report Number', 'id', 'Number', ids)]] as const,
    );

    // The top navigation offers the area to staff; /notifications opens the Sent tab.
    await page.goto('/notifications');
    await page.waitForURL('**/notifications/sent');
    await expect.poll(() => page.title()).toBe('Sent Notifications - Store Visit Reports');
    await page.getByRole('link', { name: 'Notifications', exact: true }).waitFor();

    await page.getByRole('tab', { name: 'Create' }).click();
    await page.waitForURL('**/notifications/create');
    await expect.poll(() => page.title()).toBe('Create Notifications - Store Visit Reports');
    for (const id of ids) await page.getByRole('checkbox', { name: `Select report ${id}`, exact: true }).waitFor();
    // Nothing selected: Create Notification is disabled.
    await expect.poll(() => page.getByRole('button', { name: 'Create Notification' }).isDisabled()).toBe(true);
    for (const id of ids) await selectReport(page, id);
    await page.screenshot({ path: `${SHOTS}/create.png` });
    const first = await createFromSelection(page, 'E2E planogram reset');
    // The selection is cleared after a create: select again for the next ones.
    for (const id of ids) await selectReport(page, id);
    const second = await createFromSelection(page, 'E2E store closing early');
    for (const id of ids) await selectReport(page, id);
    const third = await createFromSelection(page, 'E2E to be cancelled');
    created = [first, second, third];

    // Sent: SEND the first after its confirmation; it lists 2 recipients and Sent 'Yes'.
    await page.getByRole('tab', { name: 'Sent' }).click();
    await page.waitForURL('**/notifications/sent');
    await row(page, first).waitFor();
    expect(await cellText(page, first, RECIPIENTS_COL)).toBe('2');
    expect(await cellText(page, first, SENT_COL)).toBe('No');
    await page.getByRole('checkbox', { name: `Select notification ${first}` }).check({ force: true });
    await page.getByRole('button', { name: 'SEND' }).click();
    await confirm(page, 'Are you sure you want to send this Notification?');
    await expect.poll(() => cellText(page, first, SENT_COL)).toBe('Yes');
    expect(await cellText(page, first, RECIPIENTS_COL)).toBe('2');

    // CANCEL the third; then both buttons say why they are inactive for it.
    await page.getByRole('checkbox', { name: `Select notification ${third}` }).check({ force: true });
    await page.getByRole('button', { name: 'CANCEL' }).click();
    await confirm(page, 'Are you sure you want to cancel this Notification?');
    await expect.poll(() => cellText(page, third, SENT_COL)).toBe('Cancelled');
    // The confirmation's backdrop has faded out before the picture is taken.
    await expect.poll(() => page.locator('.bp6-overlay-backdrop').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/sent.png` });

    // The detail of the newest (third) row, then View Next steps to the older ones, greyed at the end.
    const order = await page
      .locator('.svr-notif-table tbody tr')
      .evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute('data-id'))));
    const at = order.indexOf(second);
    await row(page, second).locator('td').nth(2).click();
    await page.waitForURL(`**/notification/id/${second}`);
    await expect.poll(() => page.title()).toBe('Notification Detail - Store Visit Reports');
    await page.getByRole('heading', { name: `${second} | E2E store closing early` }).waitFor();
    expect(await info(page, 'Sent')).toBe('No');
    expect(await info(page, 'Sent Date')).toBe('NA');
    expect(await info(page, 'Notification Type')).toBe('Immediate');
    await expect.poll(() => page.getByRole('region', { name: 'Recipients' }).locator('tbody tr').count()).toBe(2);
    const previous = page.getByRole('button', { name: 'View Previous' });
    const next = page.getByRole('button', { name: 'View Next' });
    expect(await previous.isDisabled()).toBe(at === 0);
    await next.click();
    await page.waitForURL(`**/notification/id/${order[at + 1]}`);
    expect(order[at + 1]).toBe(first);
    await page.getByRole('heading', { name: `${first} | E2E planogram reset` }).waitFor();
    await expect.poll(() => info(page, 'Sent')).toBe('Yes');
    expect(await info(page, 'Sent Date')).toMatch(/^\d{1,2}-\d{1,2}-\d{4} \d{1,2}:\d{2} [AP]M ET$/);
    expect(await info(page, 'Sent User')).toBe('admin@example.com');
    // Sent: SEND and CANCEL are inactive.
    await expect.poll(() => page.getByRole('button', { name: 'SEND' }).isDisabled()).toBe(true);
    // The list's toasts have gone: the bottom bar (SEND, CANCEL) shows whole.
    await expect.poll(() => page.locator('.bp6-toast').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/detail.png`, fullPage: true });
    await previous.click();
    await page.waitForURL(`**/notification/id/${second}`);
    // BACK TO NOTIFICATIONS returns to the list past both steps.
    await page.getByRole('button', { name: 'BACK TO NOTIFICATIONS' }).click();
    await page.waitForURL('**/notifications/sent');
    await context.close();
  });

  it('sends a scheduled notification at its time through the job queue', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin@example.com');
    const pick = await threeVisitsOfTwoTalents(page);
    await page.evaluate(
      ([c, f]) => {
        localStorage.setItem('svr.tenancy', JSON.stringify({ clientId: c, projectId: null }));
        localStorage.setItem('svr.filters.create', JSON.stringify(f));
      },
      [
        pick.clientId,
        [
          visitDate(30),
          param(
            'Report Number',
            'id',
            'Number',
            pick.visits.map((v) => v.id),
          ),
        ],
      ] as const,
    );
    await page.goto('/notifications/create');
    for (const v of pick.visits) await selectReport(page, v.id);
    // The picker takes whole minutes: the first whole minute at least 61 s ahead.
    const at = new Date(Date.now() + 61_000);
    if (at.getSeconds() || at.getMilliseconds()) at.setMinutes(at.getMinutes() + 1, 0, 0);
    const id = await createFromSelection(page, 'E2E scheduled reminder', { scheduledAt: at });

    await page.goto(`/notification/id/${id}`);
    await page.getByRole('heading', { name: `${id} | E2E scheduled reminder` }).waitFor();
    expect(await info(page, 'Notification Type')).toBe('Scheduled');
    expect(await info(page, 'Scheduled Date and Time')).toMatch(/ ET$/);
    expect(await info(page, 'Sent')).toBe('No');
    // Reload the detail as a user would, until the queue has sent it (its time plus the worker's poll).
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('heading', { name: `${id} | E2E scheduled reminder` }).waitFor();
          return info(page, 'Sent');
        },
        { timeout: 200_000, interval: 5_000 },
      )
      .toBe('Yes');
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    // The queue sends on behalf of the notification's creator.
    expect(await info(page, 'Sent User')).toBe('admin@example.com');
    await context.close();
  }, 300_000);

  it("offers the responses list's Create Notification on small screens only, to staff", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin@example.com');
    await page.goto('/dashboard/svr-responses');
    await page.getByRole('heading', { name: 'SVR Responses', exact: true }).waitFor();
    const button = page.getByRole('button', { name: 'Create Notification' });
    expect(await button.count()).toBe(0);
    await page.setViewportSize({ width: 600, height: 900 });
    await button.waitFor();
    // Nothing selected yet: disabled (its tooltip asks to select records first).
    expect(await button.isDisabled()).toBe(true);
    await page.setViewportSize({ width: 1366, height: 900 });
    await button.waitFor({ state: 'detached' });
    await context.close();
  });

  it('gives a client user none of these pages', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'client@example.com');
    // The area's title only (spec 001 §2.4): neither the tabs nor the sub-routes render for them.
    for (const route of ['/notifications', '/notifications/create', '/notifications/sent']) {
      await page.goto(route);
      await page.getByRole('heading', { name: 'Notifications', exact: true }).waitFor();
      expect(await page.getByRole('tab', { name: 'Create' }).count()).toBe(0);
      expect(await page.getByRole('tab', { name: 'Sent' }).count()).toBe(0);
      expect(await page.getByRole('region', { name: 'Filters' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /Create Notification|SEND|CANCEL/ }).count()).toBe(0);
      expect(await page.title()).not.toMatch(/Create Notifications|Sent Notifications/);
    }
    expect(await page.getByRole('link', { name: 'Notifications', exact: true }).count()).toBe(0);
    await page.goto(`/notification/id/${created[0] ?? 1}`);
    await expect.poll(() => page.title()).toBe('Page Not Found - Store Visit Reports');
    expect(await page.getByRole('button', { name: 'SEND' }).count()).toBe(0);
    // And the api refuses the calls behind them.
    const answer = await page.evaluate(async () => {
      const auth = JSON.parse(localStorage.getItem('svr.auth') ?? '{}') as { token?: string };
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${auth.token}` },
        body: JSON.stringify({ query: '{ notifications { total } }' }),
      });
      return res.json() as Promise<{ errors?: { extensions?: { code?: string } }[] }>;
    });
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await context.close();
  });
});
