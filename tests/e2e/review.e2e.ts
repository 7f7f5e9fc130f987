/**
 * The review page read mode (issue 5, part): /svr-response/{id} from one GraphQL query, in Chromium.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, signIn } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface Pick {
  id: number;
  doorLocation: string;
  doorNumber: string;
  photos: number;
  hidden: string[];
}

/** Reports of the last 30 days with at least one photo, as the signed-in user sees them through GraphQL. */
async function reportsWithPhotos(page: Page): Promise<Pick[]> {
  return page.evaluate(async () => {
    const auth = JSON.parse(localStorage.getItem('svr.auth')!) as { token: string };
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const now = new Date();
    const from = new Date(now.getTime() - 30 * 86_400_000);
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${auth.token}` },
      body: JSON.stringify({
        query: `query($f: [FilterParameterInput!]!) { storeVisits(filters: $f, page: 1, pageSize: 60) { items {
          id doorLocation doorNumber reviewState form { questions { uuid title isHidden } } answers { questionUuid value document { uuid type } } } } }`,
        variables: { f: [{ label: 'Visit Date', path: 'expectedCheckinTime', type: 'Date', data: [day(from), `${day(now)} 23:59:59`] }] },
      }),
    });
    const { data } = (await res.json()) as {
      data: { storeVisits: { items: { id: number; doorLocation: string; doorNumber: string; reviewState: string; form: { questions: { uuid: string; title: string; isHidden: boolean }[] } | null; answers: { questionUuid: string; value: string | null; document: { type: string } | null }[] }[] } };
    };
    return data.storeVisits.items
      .filter((v) => v.form && v.reviewState !== 'PENDING_SUBMISSION')
      .map((v) => {
        const answered = new Set(v.answers.filter((a) => a.value).map((a) => a.questionUuid));
        return {
          id: v.id,
          doorLocation: v.doorLocation,
          doorNumber: v.doorNumber,
          photos: v.answers.filter((a) => a.document && a.document.type !== 'video').length,
          hidden: v.form!.questions.filter((q) => q.isHidden && answered.has(q.uuid)).map((q) => q.title),
        };
      })
      .filter((v) => v.photos > 1);
  });
}

describe('review page, read mode', () => {
  it('shows the report: header, SVR Information, the visit groups, and a carousel that wraps', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'reviewer@example.com');
    const [report] = await reportsWithPhotos(page);
    expect(report).toBeTruthy();
    await page.goto(`/svr-response/${report.id}`);
    await page.getByRole('heading', { name: `${report.doorLocation} | Door #${report.doorNumber}` }).waitFor();
    await expect.poll(() => page.title()).toBe('Review Svr Response - Store Visit Reports');
    const info = page.getByRole('region', { name: 'SVR Information' });
    await info.getByText('Talent Name').waitFor();
    expect(await info.getByText(String(report.id), { exact: true }).count()).toBe(1);
    await page.getByRole('region', { name: 'During the visit' }).waitFor();

    await page.getByRole('button', { name: 'Photo carousel' }).click();
    const carousel = page.getByRole('dialog');
    await carousel.getByText(`Photo 1 of ${report.photos}`).waitFor();
    await carousel.getByRole('button', { name: 'Previous photo' }).click();
    await carousel.getByText(`Photo ${report.photos} of ${report.photos}`).waitFor();
    await carousel.getByRole('button', { name: 'Next photo' }).click();
    await carousel.getByText(`Photo 1 of ${report.photos}`).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Hide unanswered sections' }).click();
    expect(await page.evaluate(() => localStorage.getItem('displayUnansweredSections'))).toBe('NO');
    await page.getByRole('button', { name: 'Show unanswered sections' }).waitFor();
    await context.close();
  });

  it('gives a client user no internal facts and no internal question', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'client@example.com');
    const [report] = await reportsWithPhotos(page);
    expect(report).toBeTruthy();
    expect(report.hidden).toEqual([]);
    await page.goto(`/svr-response/${report.id}`);
    const info = page.getByRole('region', { name: 'SVR Information' });
    await info.getByText('Retailer').waitFor();
    for (const label of ['Talent Name', 'Client', 'Check In', 'Approved by', 'Visible to Client', 'Review State']) {
      expect(await info.getByText(label, { exact: true }).count()).toBe(0);
    }
    expect(await page.getByText('Internal', { exact: true }).count()).toBe(0);
    await context.close();
  });

  it('says so for a report that does not exist', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'reviewer@example.com');
    await page.goto('/svr-response/99999999');
    await page.getByText('There is no such report').waitFor();
    await context.close();
  });
});
