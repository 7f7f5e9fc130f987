/**
 * The review page (issue 5): read mode from one GraphQL query, and the review workflow (EDIT RESPONSES,
 * NEEDS REVISION, REJECT, APPROVE, media marks, the activity trail, the self-review refusal, the client
 * view), in Chromium. Reports are picked through GraphQL at the start of each test, never by fixed ids.
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
            doorLocation: string;
            doorNumber: string;
            reviewState: string;
            form: { questions: { uuid: string; title: string; isHidden: boolean }[] } | null;
            answers: { questionUuid: string; value: string | null; document: { type: string } | null }[];
          }[];
        };
      };
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
    await page.getByRole('button', { name: 'Show unanswered sections' }).waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('displayUnansweredSections'))).toBe('NO');
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
    for (const label of ['Talent Name', 'Client', 'Check In', 'SVR Approved by', 'Visible to Client', 'Review State']) {
      expect(await info.getByText(label, { exact: true }).count()).toBe(0);
    }
    expect(await page.getByText('Internal', { exact: true }).count()).toBe(0);
    await context.close();
  });

  it('lets a client user download a single photo: the original, saved under the image title (spec 001 §6, 002 §7)', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'client@example.com');
    const [report] = await reportsWithPhotos(page);
    expect(report).toBeTruthy();
    await page.goto(`/svr-response/${report.id}`);
    await page.getByRole('button', { name: 'Photo carousel' }).click();
    const carousel = page.getByRole('dialog');
    await carousel.getByText(`Photo 1 of ${report.photos}`).waitFor();
    const fetched = page.waitForRequest((r) => r.resourceType() === 'fetch' && r.url().includes('/files/'));
    const download = page.waitForEvent('download');
    await carousel.getByRole('button', { name: /^Download the photo of / }).click();
    const address = new URL((await fetched).url());
    // The original: no resizing width, no rotation.
    expect(address.searchParams.has('w')).toBe(false);
    expect(address.searchParams.has('rotate')).toBe(false);
    const titles = await page.evaluate(
      async ({ id, path }) => {
        const auth = JSON.parse(localStorage.getItem('svr.auth')!) as { token: string };
        const res = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${auth.token}` },
          body: JSON.stringify({
            query: 'query($id: Int!) { storeVisit(id: $id) { answers { document { title url } } } }',
            variables: { id },
          }),
        });
        const { data } = (await res.json()) as {
          data: { storeVisit: { answers: { document: { title: string | null; url: string } | null }[] } };
        };
        return data.storeVisit.answers
          .filter((a) => a.document && new URL(a.document.url, location.origin).pathname === path)
          .map((a) => a.document!.title);
      },
      { id: report.id, path: address.pathname },
    );
    expect(titles.length).toBeGreaterThan(0);
    expect((await download).suggestedFilename()).toBe(titles[0]);
    await context.close();
  });

  it("'BACK TO SVR RESPONSES' opens the remembered dashboard (spec 001 §2.1)", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'reviewer@example.com');
    await page.goto('/dashboard/dashboards');
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/dashboard\/saved\/\d+$/);
    const dashboard = new URL(page.url()).pathname;
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('svr.dashboardId')))
      .toBe(dashboard.split('/').pop());
    // Opened from the responses list: without the remembered dashboard, back would return to the list.
    const report = (await candidates(page)).find(
      (v) => v.expectedCheckinTime && v.reviewState !== 'PENDING_SUBMISSION',
    );
    expect(report).toBeTruthy();
    await openListWith(page, [report!]);
    await clickRow(page, report!.id);
    await page.waitForURL(`**/svr-response/${report!.id}`);
    await page.getByRole('button', { name: 'BACK TO SVR RESPONSES' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(dashboard);
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

/** A GraphQL call as the signed-in user. */
async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await page.evaluate(
    async ([q, v]) => {
      const auth = JSON.parse(localStorage.getItem('svr.auth')!) as { token: string };
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${auth.token}` },
        body: JSON.stringify({ query: q, variables: v }),
      });
      return res.json() as Promise<{ data?: unknown; errors?: unknown }>;
    },
    [query, variables] as const,
  );
  if (!answer.data) throw new Error(`GraphQL failed: ${JSON.stringify(answer.errors)}`);
  return answer.data as T;
}

interface Candidate {
  id: number;
  reviewState: string;
  talentEmail: string | null;
  expectedCheckinTime: string | null;
  form: {
    questions: { uuid: string; title: string; type: string; isHidden: boolean; parentQuestionUuid: string | null }[];
  } | null;
  answers: { questionUuid: string; value: string | null; document: { uuid: string; type: string } | null }[];
}

/** Every report the signed-in user sees, with what the review tests pick them by. */
async function candidates(page: Page): Promise<Candidate[]> {
  const data = await gql<{ storeVisits: { items: Candidate[] } }>(
    page,
    `query { storeVisits(filters: [], page: 1, pageSize: 1000) { items { id reviewState talentEmail expectedCheckinTime
      form { questions { uuid title type isHidden parentQuestionUuid } } answers { questionUuid value document { uuid type } } } } }`,
  );
  return data.storeVisits.items.filter((v) => v.form);
}

const TEXT_TYPES = new Set([
  'SINGLE_LINE_INPUT',
  'MULTI_LINE_INPUT',
  'NUMERIC_INT_INPUT',
  'RADIO_BUTTON_INPUT',
  'DROPDOWN_INPUT',
  'TOGGLE_INPUT',
  'CHECKBOX_INPUT',
]);
/** Answered questions a reviewer can mark, and the photo answers. */
const answeredText = (v: Candidate) =>
  v.form!.questions.filter(
    (q) => TEXT_TYPES.has(q.type) && !q.isHidden && v.answers.some((a) => a.questionUuid === q.uuid && a.value),
  );
const photosOf = (v: Candidate) =>
  v
    .form!.questions.filter((q) => q.type === 'PHOTO_INPUT')
    .map((q) => ({ q, a: v.answers.find((a) => a.questionUuid === q.uuid && a.document?.type === 'image') }))
    .filter((p) => p.a);
/** Titles that appear once on the form, so getByRole finds one question. */
const unique = (v: Candidate, title: string) => v.form!.questions.filter((q) => q.title === title).length === 1;

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Opens /manage/svr-responses showing exactly these reports (filters kept in the browser for its namespace). */
async function openListWith(page: Page, reports: Candidate[]) {
  const days = reports.map((r) => new Date(r.expectedCheckinTime!).getTime());
  const from = new Date(Math.min(...days) - 2 * 86_400_000);
  const to = new Date(Math.max(...days) + 2 * 86_400_000);
  const filters = [
    {
      label: 'Visit Date',
      path: 'expectedCheckinTime',
      pathStr: 'expectedCheckinTime',
      type: 'Date',
      data: [isoDay(from), `${isoDay(to)} 23:59:59`],
      exclude: false,
    },
    {
      label: 'Report Number',
      path: 'id',
      pathStr: 'id',
      type: 'Number',
      data: reports.map((r) => r.id),
      exclude: false,
    },
  ];
  await page.evaluate((f) => localStorage.setItem('svr.filters.svrResponses', JSON.stringify(f)), filters);
  await page.goto('/manage/svr-responses');
  await page.getByRole('checkbox', { name: `Select report ${reports[0].id}`, exact: true }).waitFor();
}

/** The list's cells of one report as text (Blueprint's table is not an HTML table). */
async function rowText(page: Page, id: number) {
  const top = (await page.getByRole('checkbox', { name: `Select report ${id}`, exact: true }).boundingBox())!.y;
  return page.locator('.svr-resp-table .bp6-table-cell').evaluateAll(
    (cells, y) =>
      cells
        .filter((c) => Math.abs(c.getBoundingClientRect().top - (y as number)) < 14)
        .map((c) => c.textContent ?? '')
        .join(' | '),
    top,
  );
}

/** Clicks a plain cell of the report's row (not its checkbox or link): the list opens the review page. */
async function clickRow(page: Page, id: number) {
  const box = (await page.getByRole('checkbox', { name: `Select report ${id}`, exact: true }).boundingBox())!;
  // The table draws its cells in batches: wait for a plain cell of the row, not only its checkbox.
  const at: { cell: { x: number; y: number } | null } = { cell: null };
  await expect
    .poll(
      async () =>
        (at.cell = await page.locator('.svr-resp-table .svr-resp-cell-inner').evaluateAll((els, y) => {
          const inRow = els.filter(
            (e) => Math.abs(e.getBoundingClientRect().top - (y as number)) < 14 && !e.querySelector('a,input,button'),
          );
          if (inRow.length === 0) return null;
          const r = inRow[inRow.length - 1].getBoundingClientRect();
          return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
        }, box.y)),
    )
    .not.toBeNull();
  await page.mouse.click(at.cell!.x, at.cell!.y);
  await page.waitForURL(`**/svr-response/${id}`);
}

const reviewState = (page: Page) =>
  page
    .getByRole('region', { name: 'SVR Information' })
    .locator('.svr-review-fact', { hasText: 'Review State' })
    .locator('dd');
const activity = (page: Page) => page.getByRole('region', { name: 'Activity' });

describe('review workflow', () => {
  it('rejects one report with two questions marked NEEDS REVISION, then stars, rotates and approves the next', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'reviewer@example.com');
    const pool = (await candidates(page))
      .filter(
        (v) => v.reviewState === 'PENDING_REVIEW' && v.talentEmail !== 'reviewer@example.com' && v.expectedCheckinTime,
      )
      .filter(
        (v) =>
          answeredText(v).filter((q) => unique(v, q.title)).length >= 2 &&
          photosOf(v).some((p) => unique(v, p.q.title)),
      );
    expect(pool.length).toBeGreaterThan(1);
    // The list sorts by id descending: the first report is the larger id, the next arrow leads to the other.
    const [first, second] = pool.slice(0, 2).sort((a, b) => b.id - a.id);
    const [qa, qb] = answeredText(first).filter((q) => unique(first, q.title));

    await openListWith(page, [first, second]);
    await clickRow(page, first.id);
    await expect.poll(() => reviewState(page).textContent()).toBe('Pending Review');
    const bar = page.getByRole('toolbar', { name: 'Review actions' });
    expect(await bar.getByRole('button', { name: 'APPROVE' }).isDisabled()).toBe(true);
    expect(await bar.getByRole('button', { name: 'REJECT', exact: true }).isDisabled()).toBe(true);

    await bar.getByRole('button', { name: 'EDIT RESPONSES' }).click();
    await expect.poll(() => reviewState(page).textContent()).toBe('In Review');
    for (const [q, feedback] of [
      [qa, 'Please count the facings again.'],
      [qb, 'This does not match the photo.'],
    ] as const) {
      await page.getByRole('button', { name: `NEEDS REVISION: ${q.title}`, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'NEEDS REVISION' });
      await dialog.getByLabel('Feedback for the talent').fill(feedback);
      await dialog.getByRole('button', { name: 'MARK NEEDS REVISION' }).click();
      await page
        .getByRole('note', { name: `Revision feedback for ${q.title}` })
        .getByText(feedback)
        .waitFor();
      expect(
        await page
          .getByRole('button', { name: `NEEDS REVISION: ${q.title}`, exact: true })
          .getAttribute('aria-pressed'),
      ).toBe('true');
    }
    // APPROVE stays inactive while questions are marked.
    expect(await bar.getByRole('button', { name: 'APPROVE' }).isDisabled()).toBe(true);

    await bar.getByRole('button', { name: 'REJECT', exact: true }).click();
    const feedbackModal = page.getByRole('dialog', { name: 'Reject SVR' });
    await feedbackModal.getByLabel(/SVR Feedback/).fill('Two answers need a second look.');
    await feedbackModal.getByRole('button', { name: 'CONTINUE' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to mark this SVR as Rejected?').waitFor();
    await confirm.getByRole('button', { name: 'YES' }).click();
    await expect.poll(() => reviewState(page).textContent()).toBe('Rejected');
    for (const line of [
      'Riley Reviewer marked the SVR In Review',
      `marked “${qa.title}” NEEDS REVISION`,
      `marked “${qb.title}” NEEDS REVISION`,
      'Riley Reviewer marked the SVR Rejected',
      'wrote feedback: “Two answers need a second look.”',
    ]) {
      await activity(page).getByText(line).first().waitFor();
    }

    // With no dashboard remembered, back returns in the browser's history to the list (spec 001 §2.1).
    await page.evaluate(() => localStorage.removeItem('svr.dashboardId'));
    await page.getByRole('button', { name: 'BACK TO SVR RESPONSES' }).click();
    await page.getByRole('checkbox', { name: `Select report ${first.id}`, exact: true }).waitFor();
    await expect.poll(() => rowText(page, first.id)).toContain('Rejected');

    await clickRow(page, first.id);
    await expect.poll(() => reviewState(page).textContent()).toBe('Rejected');
    await page.getByRole('button', { name: 'Next report' }).click();
    await page.waitForURL(`**/svr-response/${second.id}`);
    await expect.poll(() => reviewState(page).textContent()).toBe('Pending Review');

    // Star (with a motive) and rotate a photo; media marks need no review mode.
    const photo = photosOf(second).find((p) => unique(second, p.q.title))!;
    if (await page.getByRole('button', { name: 'Show unanswered sections' }).count())
      await page.getByRole('button', { name: 'Show unanswered sections' }).click();
    const question = page.getByRole('listitem', { name: photo.q.title, exact: true });
    await question.getByRole('button', { name: `Star the photo of ${photo.q.title}` }).click();
    const motive = page.getByRole('dialog', { name: 'Star photo' });
    expect(await motive.getByRole('button', { name: 'CONTINUE' }).isDisabled()).toBe(true);
    await motive.getByLabel('Motive').fill('   ');
    expect(await motive.getByRole('button', { name: 'CONTINUE' }).isDisabled()).toBe(true);
    await motive.getByLabel('Motive').fill('Best shelf of the week');
    await motive.getByRole('button', { name: 'CONTINUE' }).click();
    await question.getByText('Starred').waitFor();
    await question.getByRole('button', { name: `Rotate the photo of ${photo.q.title}` }).click();
    await expect.poll(() => question.locator('img').first().getAttribute('data-rotation')).toBe('90');

    const bar2 = page.getByRole('toolbar', { name: 'Review actions' });
    await bar2.getByRole('button', { name: 'EDIT RESPONSES' }).click();
    await expect.poll(() => reviewState(page).textContent()).toBe('In Review');
    await bar2.getByRole('button', { name: 'APPROVE' }).click();
    const approve = page.getByRole('dialog', { name: 'Approve SVR' });
    await approve.getByRole('button', { name: 'CONTINUE' }).click();
    await page.getByRole('alertdialog').getByText('Are you sure you want to mark this SVR as Approved?').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'YES' }).click();
    await expect.poll(() => reviewState(page).textContent()).toBe('Approved');
    for (const line of [
      `starred the photo of “${photo.q.title}” (“Best shelf of the week”)`,
      `rotated the photo of “${photo.q.title}” to 90°`,
      'Riley Reviewer marked the SVR Approved',
    ]) {
      await activity(page).getByText(line).first().waitFor();
    }
    expect(await bar2.getByRole('button', { name: 'APPROVE' }).isDisabled()).toBe(true);
    expect(await bar2.getByRole('button', { name: 'REJECT', exact: true }).isDisabled()).toBe(true);
    await context.close();
  });

  it('edits an answer, answers an unanswered question, and sends feedback from the widget', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'reviewer@example.com');
    const report = (await candidates(page)).find(
      (v) =>
        v.reviewState === 'IN_REVIEW' &&
        v.talentEmail !== 'reviewer@example.com' &&
        v.form!.questions.some(
          (q) =>
            q.type === 'NUMERIC_INT_INPUT' &&
            unique(v, q.title) &&
            v.answers.some((a) => a.questionUuid === q.uuid && a.value),
        ),
    );
    expect(report).toBeTruthy();
    const numeric = report!.form!.questions.find(
      (q) =>
        q.type === 'NUMERIC_INT_INPUT' &&
        unique(report!, q.title) &&
        report!.answers.some((a) => a.questionUuid === q.uuid && a.value),
    )!;
    const before = report!.answers.find((a) => a.questionUuid === numeric.uuid)!.value!;
    const after = String(Number(before) + 7);
    await page.goto(`/svr-response/${report!.id}`);
    const question = page.getByRole('listitem', { name: numeric.title, exact: true });
    await question.getByRole('button', { name: `Edit the answer of ${numeric.title}` }).click();
    const input = question.getByRole('textbox', { name: `Answer to ${numeric.title}` });
    await input.fill('seven');
    await question.getByRole('button', { name: 'SAVE' }).click();
    await question.getByText('Please enter a whole number.').waitFor();
    await input.fill(after);
    await question.getByRole('button', { name: 'SAVE' }).click();
    await question.getByText(after, { exact: true }).waitFor();
    await activity(page).getByText(`changed the answer of “${numeric.title}” from ${before} to ${after}`).waitFor();

    // An unanswered top-level text question is answered from the page (the answer is created).
    const open = report!.form!.questions.find(
      (q) =>
        q.type === 'SINGLE_LINE_INPUT' &&
        !q.parentQuestionUuid &&
        unique(report!, q.title) &&
        !report!.answers.some((a) => a.questionUuid === q.uuid && a.value),
    );
    if (open) {
      if (await page.getByRole('button', { name: 'Show unanswered sections' }).count())
        await page.getByRole('button', { name: 'Show unanswered sections' }).click();
      const item = page.getByRole('listitem', { name: open.title, exact: true });
      await item.getByRole('button', { name: `Edit the answer of ${open.title}` }).click();
      await item.getByRole('textbox', { name: `Answer to ${open.title}` }).fill('Filled in by the reviewer');
      await item.getByRole('button', { name: 'SAVE' }).click();
      await item.getByText('Filled in by the reviewer').waitFor();
      await activity(page).getByText(`answered “${open.title}”: Filled in by the reviewer`).waitFor();
    }

    // The feedback widget: nothing sent yet shows 'No record found'; a blank message cannot be sent.
    await page.getByRole('button', { name: 'Open the SVR feedback' }).click();
    const widget = page.getByRole('region', { name: 'SVR Feedback' });
    expect(await widget.getByRole('button', { name: 'Send Feedback' }).isDisabled()).toBe(true);
    await widget.getByLabel('Message').fill('   ');
    expect(await widget.getByRole('button', { name: 'Send Feedback' }).isDisabled()).toBe(true);
    await widget.getByLabel('Message').fill('Photos are blurry, please keep the phone steady.');
    await widget.getByRole('button', { name: 'Send Feedback' }).click();
    await widget
      .getByRole('listitem')
      .filter({ hasText: 'Photos are blurry, please keep the phone steady.' })
      .waitFor();
    await context.close();
  });

  it('swaps two photos, replaces one by an upload and deletes one in EDIT PHOTOS', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'reviewer@example.com');
    const report = (await candidates(page)).find((v) => {
      const p = photosOf(v).filter((x) => unique(v, x.q.title) && !x.q.parentQuestionUuid);
      return (
        v.reviewState === 'IN_REVIEW' &&
        v.talentEmail !== 'reviewer@example.com' &&
        p.length >= 2 &&
        p[0].a!.value !== p[1].a!.value
      );
    });
    expect(report).toBeTruthy();
    const [p1, p2] = photosOf(report!).filter((x) => unique(report!, x.q.title) && !x.q.parentQuestionUuid);
    const valueOf = async (questionUuid: string) => {
      const data = await gql<{ storeVisit: { answers: { questionUuid: string; value: string | null }[] } }>(
        page,
        'query($id: Int!) { storeVisit(id: $id) { answers { questionUuid value } } }',
        { id: report!.id },
      );
      return data.storeVisit.answers.find((a) => a.questionUuid === questionUuid)?.value ?? null;
    };
    await page.goto(`/svr-response/${report!.id}`);
    const bar = page.getByRole('toolbar', { name: 'Review actions' });
    await bar.getByRole('button', { name: 'EDIT PHOTOS' }).click();
    await bar.getByRole('button', { name: 'FINISH EDITING PHOTOS' }).waitFor();

    const first = page.getByRole('listitem', { name: p1.q.title, exact: true });
    await first.getByRole('button', { name: 'Swap with…' }).click();
    await page
      .getByRole('menu', { name: `Swap ${p1.q.title} with` })
      .getByRole('menuitem', { name: p2.q.title })
      .click();
    await expect.poll(() => valueOf(p1.q.uuid)).toBe(p2.a!.value);
    expect(await valueOf(p2.q.uuid)).toBe(p1.a!.value);

    // Replace: a real JPEG (one of the report's own photos) uploaded through the page.
    const bytes = await page.evaluate(
      async (url) => Array.from(new Uint8Array(await (await fetch(url)).arrayBuffer())),
      (await first.locator('img').first().getAttribute('src'))!,
    );
    await first
      .getByLabel(`Upload a photo for ${p1.q.title}`)
      .setInputFiles({ name: 'replacement.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(bytes) });
    await expect.poll(() => valueOf(p1.q.uuid)).not.toBe(p2.a!.value);
    await activity(page).getByText(`replaced the photo of “${p1.q.title}”`).first().waitFor();

    await first.getByRole('button', { name: 'Delete photo' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'DELETE' }).click();
    await expect.poll(() => valueOf(p1.q.uuid)).toBeNull();
    await first.getByText('No answer').waitFor();
    await activity(page).getByText(`cleared the answer of “${p1.q.title}” (was a photo)`).waitFor();
    await context.close();
  });

  it('refuses to let the reviewer act on a report they submitted themselves', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'reviewer@example.com');
    const own = (await candidates(page)).find(
      (v) =>
        v.talentEmail === 'reviewer@example.com' &&
        (v.reviewState === 'PENDING_REVIEW' || v.reviewState === 'RESUBMITTED'),
    );
    expect(own).toBeTruthy();
    await page.goto(`/svr-response/${own!.id}`);
    const bar = page.getByRole('toolbar', { name: 'Review actions' });
    await bar.getByRole('button', { name: 'EDIT RESPONSES' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('You can not edit the status of an SVR you have submitted.').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await bar.getByRole('button', { name: 'APPROVE' }).isDisabled()).toBe(true);
    await bar.getByRole('button', { name: 'SVR FEEDBACK' }).click();
    await page
      .getByRole('alertdialog')
      .getByText('You can not edit the status of an SVR you have submitted.')
      .waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => reviewState(page).textContent()).toMatch(/Pending Review|Resubmitted/);
    await context.close();
  });

  it('gives a client user no bottom bar, no media actions, no internal question and no blocked photo', async () => {
    const staff = await newPage(browser);
    await signIn(staff.page, 'reviewer@example.com');
    const client = await newPage(browser);
    await signIn(client.page, 'client@example.com');
    const visible = new Set((await candidates(client.page)).map((v) => v.id));
    const report = (await candidates(staff.page)).find(
      (v) =>
        visible.has(v.id) &&
        v.talentEmail !== 'reviewer@example.com' &&
        photosOf(v).filter((p) => unique(v, p.q.title)).length >= 2 &&
        v.form!.questions.some((q) => q.isHidden && v.answers.some((a) => a.questionUuid === q.uuid && a.value)),
    );
    expect(report).toBeTruthy();
    const hidden = report!.form!.questions.find(
      (q) => q.isHidden && report!.answers.some((a) => a.questionUuid === q.uuid && a.value),
    )!;
    const photo = photosOf(report!).find((p) => unique(report!, p.q.title))!;

    // Staff block a photo; they still see it, marked Blocked, and see the internal question.
    await staff.page.goto(`/svr-response/${report!.id}`);
    const question = staff.page.getByRole('listitem', { name: photo.q.title, exact: true });
    await question.getByRole('button', { name: `Block the photo of ${photo.q.title}` }).click();
    await question.getByText('Blocked', { exact: true }).waitFor();
    await staff.page.getByRole('listitem', { name: hidden.title, exact: true }).first().waitFor();

    await client.page.goto(`/svr-response/${report!.id}`);
    await client.page.getByRole('region', { name: 'SVR Information' }).waitFor();
    await client.page.getByRole('img', { name: 'This photo is not available.' }).waitFor();
    expect(await client.page.getByRole('toolbar', { name: 'Review actions' }).count()).toBe(0);
    expect(await client.page.getByRole('button', { name: /^(Star|Flag|Block|Rotate) the photo/ }).count()).toBe(0);
    expect(await client.page.getByRole('listitem', { name: hidden.title, exact: true }).count()).toBe(0);
    expect(await client.page.getByRole('button', { name: 'Quick review' }).count()).toBe(0);
    expect(await client.page.getByRole('region', { name: 'Activity' }).count()).toBe(0);
    expect(await client.page.getByRole('button', { name: 'Open the SVR feedback' }).count()).toBe(0);
    const srcs = await client.page.locator('img').evaluateAll((els) => els.map((e) => (e as HTMLImageElement).src));
    expect(srcs.filter((s) => s.includes(photo.a!.document!.uuid))).toEqual([]);

    // Unblocked again, the photo is back for the client.
    await question.getByRole('button', { name: `Unblock the photo of ${photo.q.title}` }).click();
    await question.getByText('Blocked', { exact: true }).waitFor({ state: 'detached' });
    await staff.context.close();
    await client.context.close();
  });

  it('quick review shows only the quick-review questions (and the questions leading to them)', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'reviewer@example.com');
    const quick = await gql<{
      storeVisits: { items: { id: number; form: { questions: { title: string; isQuickReview: boolean }[] } | null }[] };
    }>(
      page,
      'query { storeVisits(filters: [], page: 1, pageSize: 200) { items { id form { questions { title isQuickReview } } } } }',
    );
    const report = quick.storeVisits.items.find(
      (v) => v.form && v.form.questions.some((q) => q.isQuickReview) && v.form.questions.some((q) => !q.isQuickReview),
    );
    expect(report).toBeTruthy();
    await page.goto(`/svr-response/${report!.id}`);
    const leaves = page.locator(
      '.svr-review-question:not(.svr-review-question--group) > .svr-review-question-title > span:first-child',
    );
    await leaves.first().waitFor();
    const all = await leaves.allTextContents();
    await page.getByRole('button', { name: 'Quick review' }).click();
    await page.getByText('Quick review: only the quick-review questions are shown.').waitFor();
    const titles = await leaves.allTextContents();
    const quickTitles = new Set(report!.form!.questions.filter((q) => q.isQuickReview).map((q) => q.title));
    expect(titles.filter((t) => quickTitles.has(t)).length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThan(all.length);
    await page.getByRole('button', { name: 'Quick review' }).click();
    await expect.poll(() => leaves.count()).toBe(all.length);
    await context.close();
  });
});

describe('earlier revision marks and videos', () => {
  /** Resubmitted reports (not the reviewer's own) still carrying more than one NEEDS REVISION mark. */
  async function resubmittedWithMarks(page: Page) {
    const data = await gql<{
      storeVisits: {
        items: {
          id: number;
          talentEmail: string | null;
          revisionRequests: { questionUuid: string }[];
          form: { questions: { uuid: string; title: string }[] } | null;
        }[];
      };
    }>(
      page,
      `query { storeVisits(filters: [], page: 1, pageSize: 1000) { items { id reviewState talentEmail revisionRequests { questionUuid } form { questions { uuid title } } } } }`,
    );
    return data.storeVisits.items.filter(
      (v) => v.form && v.talentEmail !== 'reviewer@example.com' && v.revisionRequests.length > 1,
    );
  }
  const marksOf = async (page: Page, id: number) =>
    (
      await gql<{ storeVisit: { revisionRequests: { questionUuid: string }[] } }>(
        page,
        'query($id: Int!) { storeVisit(id: $id) { revisionRequests { questionUuid } } }',
        { id },
      )
    ).storeVisit.revisionRequests.length;

  it('asks to keep or clear the marks on entering review of a resubmitted report, and does what was chosen', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'reviewer@example.com');
    const states = await gql<{ storeVisits: { items: { id: number; reviewState: string }[] } }>(
      page,
      'query { storeVisits(filters: [], page: 1, pageSize: 1000) { items { id reviewState } } }',
    );
    const resubmitted = new Set(
      states.storeVisits.items.filter((v) => v.reviewState === 'RESUBMITTED').map((v) => v.id),
    );
    const pool = (await resubmittedWithMarks(page)).filter((v) => resubmitted.has(v.id));
    expect(pool.length).toBeGreaterThan(1);
    const bar = page.getByRole('toolbar', { name: 'Review actions' });

    // KEEP: review mode with the marks still on, so APPROVE stays inactive.
    const [kept, cleared] = pool;
    await page.goto(`/svr-response/${kept.id}`);
    await expect.poll(() => reviewState(page).textContent()).toBe('Resubmitted');
    await bar.getByRole('button', { name: 'EDIT RESPONSES' }).click();
    const ask = page.getByRole('alertdialog');
    await ask
      .getByText(`${kept.revisionRequests.length} questions are marked NEEDS REVISION from an earlier review.`, {
        exact: false,
      })
      .waitFor();
    await ask.getByRole('button', { name: 'KEEP' }).click();
    await expect.poll(() => reviewState(page).textContent()).toBe('In Review');
    expect(await marksOf(page, kept.id)).toBe(kept.revisionRequests.length);
    expect(await bar.getByRole('button', { name: 'APPROVE' }).isDisabled()).toBe(true);

    // CLEAR: the marks go (in the api too) and the report can be approved.
    await page.goto(`/svr-response/${cleared.id}`);
    await expect.poll(() => reviewState(page).textContent()).toBe('Resubmitted');
    const marked = cleared.form!.questions.find((q) => q.uuid === cleared.revisionRequests[0].questionUuid)!;
    await bar.getByRole('button', { name: 'EDIT RESPONSES' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'CLEAR' }).click();
    await expect.poll(() => reviewState(page).textContent()).toBe('In Review');
    await expect.poll(() => marksOf(page, cleared.id)).toBe(0);
    await expect.poll(() => bar.getByRole('button', { name: 'APPROVE' }).isDisabled()).toBe(false);
    if (cleared.form!.questions.filter((q) => q.title === marked.title).length === 1) {
      expect(
        await page
          .getByRole('button', { name: `NEEDS REVISION: ${marked.title}`, exact: true })
          .first()
          .getAttribute('aria-pressed'),
      ).toBe('false');
    }
    await context.close();
  });

  it('plays the report’s videos in the video carousel, which wraps, and rotates one', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'reviewer@example.com');
    const report = (await candidates(page)).find(
      (v) =>
        v.reviewState === 'PENDING_REVIEW' &&
        v.talentEmail !== 'reviewer@example.com' &&
        v.answers.filter((a) => a.document?.type === 'video').length === 2,
    );
    expect(report).toBeTruthy();
    await page.goto(`/svr-response/${report!.id}`);
    await page.getByRole('button', { name: 'Video carousel' }).click();
    const carousel = page.getByRole('dialog');
    await carousel.getByText('Video 1 of 2').waitFor();
    const video = carousel.locator('video');
    // The file is served and the browser can decode it: its metadata loads (4 s, 320×180).
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
    expect(
      await video.evaluate((v: HTMLVideoElement) => [Math.round(v.duration), v.videoWidth, v.videoHeight]),
    ).toEqual([4, 320, 180]);
    const first = await carousel.getByRole('heading').first().textContent();
    await carousel.getByRole('button', { name: 'Previous video' }).click();
    await carousel.getByText('Video 2 of 2').waitFor();
    await carousel.getByRole('button', { name: 'Next video' }).click();
    await carousel.getByText('Video 1 of 2').waitFor();
    expect(await carousel.getByRole('heading').first().textContent()).toBe(first);

    await carousel.getByRole('button', { name: /^Rotate the video of/ }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.style.transform)).toBe('rotate(90deg)');
    const marks = await gql<{ storeVisit: { mediaMarks: { rotation: number }[] } }>(
      page,
      'query($id: Int!) { storeVisit(id: $id) { mediaMarks { rotation } } }',
      { id: report!.id },
    );
    expect(marks.storeVisit.mediaMarks.map((m) => m.rotation)).toContain(90);
    await context.close();
  });
});
