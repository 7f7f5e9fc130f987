/**
 * Stored files in the browser through the api's signed addresses (issue 9): the review page's photos and
 * thumbnails load (each image decoded, each address signed), the carousel's 800 px photo too, and a
 * workbook's stable photo link opens the photo for a signed-in user.
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

/** A recent report with at least two photos, and one photo's document uuid, through GraphQL. */
async function reportWithPhotos(page: Page): Promise<{ id: number; photo: string }> {
  return page.evaluate(async () => {
    const auth = JSON.parse(localStorage.getItem('svr.auth')!) as { token: string };
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const now = new Date();
    const from = new Date(now.getTime() - 30 * 86_400_000);
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${auth.token}` },
      body: JSON.stringify({
        query: `query($f: [FilterParameterInput!]!) { storeVisits(filters: $f, page: 1, pageSize: 40) { items { id reviewState form { id } answers { document { uuid type } } } } }`,
        variables: {
          f: [
            {
              label: 'Visit Date',
              path: 'expectedCheckinTime',
              type: 'Date',
              data: [day(from), `${day(now)} 23:59:59`],
            },
          ],
        },
      }),
    });
    const { data } = (await res.json()) as {
      data: {
        storeVisits: {
          items: {
            id: number;
            reviewState: string;
            form: { id: number } | null;
            answers: { document: { uuid: string; type: string } | null }[];
          }[];
        };
      };
    };
    const v = data.storeVisits.items.find(
      (x) =>
        x.form &&
        x.reviewState !== 'PENDING_SUBMISSION' &&
        x.answers.filter((a) => a.document?.type === 'image').length > 1,
    )!;
    return { id: v.id, photo: v.answers.find((a) => a.document?.type === 'image')!.document!.uuid };
  });
}

/** Every <img> of the page: its address and whether the browser decoded it. */
const images = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('img')).map((i) => ({
      src: i.getAttribute('src') ?? '',
      loaded: i.complete && i.naturalWidth > 0,
    })),
  );

describe('stored files on the pages', () => {
  it('loads the review page’s thumbnails and the carousel’s photo through signed addresses', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin@example.com');
    const { id } = await reportWithPhotos(page);
    await page.goto(`/svr-response/${id}`);
    await page.getByRole('region', { name: 'During the visit' }).waitFor();
    await page.locator('img[src*="w=135"]').first().waitFor();
    // Thumbnails load lazily: the first one on the screen is decoded; every address is signed and answers 200.
    await page.locator('img[src*="w=135"]').first().scrollIntoViewIfNeeded();
    await expect.poll(async () => (await images(page)).find((i) => i.src.includes('w=135'))?.loaded).toBe(true);
    const stored = (await images(page)).filter((i) => i.src.startsWith('/files/'));
    expect(stored.length).toBeGreaterThan(1);
    for (const i of stored) expect(i.src).toMatch(/[?&]exp=\d+&sig=[\w-]+/);
    const statuses = await page.evaluate(
      async (srcs) => Promise.all(srcs.map(async (src) => (await fetch(src)).status)),
      stored.map((i) => i.src),
    );
    expect(statuses.every((st) => st === 200)).toBe(true);
    // The carousel shows the photo at 800 px.
    await page.getByRole('button', { name: 'Photo carousel' }).click();
    await page.getByRole('dialog').locator('img[src*="w=800"]').first().waitFor();
    await expect
      .poll(async () => (await images(page)).filter((i) => i.src.includes('w=800')).every((i) => i.loaded))
      .toBe(true);
    await context.close();
  });

  it('opens a workbook’s stable photo link for a signed-in user', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin@example.com');
    const { photo } = await reportWithPhotos(page);
    await page.goto(`/files/open/${photo}`);
    await expect.poll(() => page.url()).toMatch(/\/files\/[^?]+\?exp=\d+&sig=[\w-]+$/);
    await expect
      .poll(() => page.evaluate(() => (document.querySelector('img') as HTMLImageElement | null)?.naturalWidth ?? 0))
      .toBeGreaterThan(0);
    await context.close();
  });
});
