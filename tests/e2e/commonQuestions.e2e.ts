/**
 * The Common Questions screen (spec 000 §2, §4, §5), in Debian's Chromium against `npm start`: create a
 * question from the type menu, edit it, archive, activate and delete it, each reflected in the list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, signIn } from './browser.js';
import { waitToast } from './transient.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const questionLink = (page: Page, title: string) =>
  page.getByRole('table').getByRole('link', { name: title, exact: true });
const dialog = (page: Page) => page.getByRole('dialog');
const confirmDialog = (page: Page) => page.getByRole('alertdialog').or(page.getByRole('dialog'));

async function openLibrary(page: Page) {
  await signIn(page, 'admin@example.com');
  await page.goto('/manage/svrs');
  await page.getByRole('tab', { name: 'Common Questions' }).click();
  await page.waitForURL('**/manage/common-questions');
  await expect.poll(() => page.title()).toBe('Common Questions - Store Visit Reports');
  await page.getByRole('heading', { name: 'Common Questions' }).waitFor();
  await page.getByRole('table').waitFor();
}

async function showStatus(page: Page, label: 'Active' | 'Archived' | 'Draft' | 'All') {
  await page
    .getByRole('radio', { name: label })
    .or(page.getByRole('button', { name: label, exact: true }))
    .first()
    .click();
}

/** Selects one row and applies a bulk action through the count confirmation. */
async function bulk(page: Page, title: string, action: 'ARCHIVE' | 'DELETE' | 'ACTIVATE', done: string) {
  await page.getByRole('checkbox', { name: `Select ${title}` }).check({ force: true });
  await page.getByRole('button', { name: action, exact: true }).click();
  await confirmDialog(page).getByText('Are you sure? This change will affect 1 item(s)').waitFor();
  await confirmDialog(page).getByRole('button', { name: action, exact: true }).click();
  await waitToast(page, `1 common question(s) ${done}.`);
  // The confirmation fades out after the toast: until it is gone its button shares the bar's name.
  await confirmDialog(page).waitFor({ state: 'detached' });
}

describe('Common Questions', () => {
  it('lists the library by title, A to Z, with the form list status filter', async () => {
    const { context, page } = await newPage(browser);
    await openLibrary(page);
    const titles = (await page.getByRole('table').locator('tbody tr td:nth-child(2)').allTextContents()).map((t) =>
      t.trim(),
    );
    expect(titles.length).toBeGreaterThan(0);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' })));
    expect(titles).not.toContain('Number of shoppers engaged'); // archived in the demo data
    await showStatus(page, 'Archived');
    await page.waitForURL('**/manage/common-questions?status=archived');
    await questionLink(page, 'Number of shoppers engaged').waitFor();
    await showStatus(page, 'Draft');
    await page.getByText('No draft common questions').waitFor();
    await context.close();
  });

  it('creates, edits, archives, activates and deletes a question, each reflected in the list', async () => {
    const { context, page } = await newPage(browser);
    await openLibrary(page);
    const title = `Is the endcap stocked? ${Date.now()}`;
    const edited = `${title} (edited)`;

    // Create New → Radio Button opens the create modal for that type.
    await page.getByRole('button', { name: 'Create New' }).click();
    await page.getByRole('menuitem', { name: 'Radio Button' }).click();
    await dialog(page).getByRole('heading', { name: 'New Radio Button question' }).waitFor();
    const save = dialog(page).getByRole('button', { name: 'SAVE' });
    expect(await save.isDisabled()).toBe(true);
    await dialog(page).getByLabel('Title').fill(title);
    // A radio question needs an answer before it can be saved.
    expect(await save.isDisabled()).toBe(true);
    const newAnswer = dialog(page).getByRole('textbox', { name: /^Answers/ });
    await newAnswer.fill('Yes');
    await newAnswer.press('Enter');
    await newAnswer.fill('No');
    await newAnswer.press('Enter');
    await expect
      .poll(() =>
        dialog(page)
          .getByRole('textbox', { name: /^Answer \d$/ })
          .count(),
      )
      .toBe(2);
    expect(await save.isEnabled()).toBe(true);
    // A tag: typing suggests existing tags (at most 5); Enter adds the one typed.
    const tags = dialog(page).getByRole('combobox', { name: 'Tags' });
    await tags.fill('Endc');
    await page.getByRole('listbox', { name: 'Tag suggestions' }).getByText('Endcap').waitFor();
    expect(
      await page.getByRole('listbox', { name: 'Tag suggestions' }).getByRole('option').count(),
    ).toBeLessThanOrEqual(5);
    await tags.fill('Endcap');
    await tags.press('Enter');
    await dialog(page).locator('.bp6-tag').getByText('Endcap', { exact: true }).waitFor();
    await save.click();
    await waitToast(page, `Common question '${title}' created.`);
    await dialog(page).waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    await row.getByText('Radio Button', { exact: true }).waitFor();
    await row.getByText('Yes, No').waitFor();
    await row.getByText('Endcap', { exact: true }).waitFor();

    // Edit: a row opens the edit modal with what was saved.
    await questionLink(page, title).click();
    await dialog(page).getByRole('heading', { name: 'Edit Radio Button question' }).waitFor();
    expect(await dialog(page).getByRole('textbox', { name: 'Answer 1' }).inputValue()).toBe('Yes');
    await dialog(page).getByLabel('Title').fill(edited);
    await dialog(page).getByRole('button', { name: 'SAVE' }).click();
    await waitToast(page, `Common question '${edited}' saved.`);
    await questionLink(page, edited).waitFor();
    expect(await questionLink(page, title).count()).toBe(0);

    // Archive: it leaves Active and is found under Archived.
    await bulk(page, edited, 'ARCHIVE', 'archived');
    await expect.poll(() => questionLink(page, edited).count()).toBe(0);
    await showStatus(page, 'Archived');
    await questionLink(page, edited).waitFor();

    // Activate: back in Active.
    await bulk(page, edited, 'ACTIVATE', 'activated');
    await expect.poll(() => questionLink(page, edited).count()).toBe(0);
    await showStatus(page, 'Active');
    await questionLink(page, edited).waitFor();

    // Delete: gone, even from All.
    await bulk(page, edited, 'DELETE', 'deleted');
    await showStatus(page, 'All');
    await page.waitForURL('**/manage/common-questions?status=all');
    await page.getByRole('table').waitFor();
    await questionLink(page, 'Additional comments').waitFor();
    expect(await questionLink(page, edited).count()).toBe(0);
    await context.close();
  });

  it('shows the api refusal in the modal and keeps what was typed', async () => {
    const { context, page } = await newPage(browser);
    await openLibrary(page);
    await page.getByRole('button', { name: 'Create New' }).click();
    await page.getByRole('menuitem', { name: 'Single Line' }).click();
    const title = dialog(page).getByLabel('Title');
    await title.fill('Store notes');
    // A comma cannot be part of a tag: the api refuses it, and the modal says so.
    const tags = dialog(page).getByRole('combobox', { name: 'Tags' });
    await tags.fill('Front, back');
    await tags.press('Enter');
    await dialog(page).getByText('A tag cannot contain a comma.', { exact: false }).waitFor();
    expect(await tags.inputValue()).toBe('Front, back');
    expect(await title.inputValue()).toBe('Store notes');
    await dialog(page).getByRole('button', { name: 'CANCEL' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await context.close();
  });

  it('saves a tag still being typed when SAVE is pressed, and CANCEL adds nothing', async () => {
    const { context, page } = await newPage(browser);
    await openLibrary(page);
    const stamp = Date.now();
    const title = `Backroom notes ${stamp}`;
    const tag = `Backroom ${stamp}`;
    await page.getByRole('button', { name: 'Create New' }).click();
    await page.getByRole('menuitem', { name: 'Multi Line' }).click();
    await dialog(page).getByLabel('Title').fill(title);
    await dialog(page).getByRole('combobox', { name: 'Tags' }).fill(tag);
    await dialog(page).getByRole('button', { name: 'SAVE' }).click();
    await waitToast(page, `Common question '${title}' created.`);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    await row.getByText(tag, { exact: true }).waitFor();

    // CANCEL with a half-typed tag leaves no new tag behind.
    const stray = `${tag} stray`;
    await page.getByRole('button', { name: 'Create New' }).click();
    await page.getByRole('menuitem', { name: 'Photo' }).click();
    await dialog(page).getByRole('combobox', { name: 'Tags' }).fill(stray);
    await dialog(page).getByRole('button', { name: 'CANCEL' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Create New' }).click();
    await page.getByRole('menuitem', { name: 'Photo' }).click();
    // The search for the saved tag's title would find the stray one too: once the saved tag is suggested the
    // search has answered (no fixed wait for the typing pause), and the stray tag is not among its results.
    await dialog(page).getByRole('combobox', { name: 'Tags' }).fill(tag);
    const suggestions = page.getByRole('listbox', { name: 'Tag suggestions' });
    await suggestions.getByText(tag, { exact: true }).waitFor();
    expect(await suggestions.getByText(stray).count()).toBe(0);
    await context.close();
  });

  it('applies a bulk change only to the selected items whose status differs', async () => {
    const { context, page } = await newPage(browser);
    await openLibrary(page);
    // Its own three questions: one to archive, one already archived, one left unselected.
    const stamp = Date.now();
    const [toArchive, archived, untouched] = ['A', 'B', 'C'].map((x) => `Bulk ${stamp} ${x}`);
    for (const title of [toArchive, archived, untouched]) {
      await page.getByRole('button', { name: 'Create New' }).click();
      await page.getByRole('menuitem', { name: 'Multi Line' }).click();
      await dialog(page).getByLabel('Title').fill(title);
      await dialog(page).getByRole('button', { name: 'SAVE' }).click();
      await waitToast(page, `Common question '${title}' created.`);
      await dialog(page).waitFor({ state: 'detached' });
    }
    await bulk(page, archived, 'ARCHIVE', 'archived');
    await showStatus(page, 'All');
    await page.waitForURL('**/manage/common-questions?status=all');
    const statusOf = (title: string) =>
      page
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: title, exact: true }) })
        .locator('td')
        .last();
    await expect.poll(() => statusOf(archived).textContent()).toBe('Archived');
    expect(await statusOf(toArchive).textContent()).toBe('Active');

    // One active and one archived question selected: ARCHIVE affects only the active one.
    await page.getByRole('checkbox', { name: `Select ${toArchive}` }).check({ force: true });
    await page.getByRole('checkbox', { name: `Select ${archived}` }).check({ force: true });
    await page.getByRole('button', { name: 'ARCHIVE', exact: true }).click();
    await confirmDialog(page).getByText('Are you sure? This change will affect 1 item(s)').waitFor();
    await confirmDialog(page).getByRole('button', { name: 'ARCHIVE', exact: true }).click();
    // The first archive's toast ('1 common question(s) archived.') may still be up: the rows tell this one.
    await expect.poll(() => statusOf(toArchive).textContent(), { timeout: 10_000 }).toBe('Archived');
    expect(await statusOf(archived).textContent()).toBe('Archived');
    expect(await statusOf(untouched).textContent()).toBe('Active');
    // After a reload, as the api stored it.
    await page.reload();
    await expect.poll(() => statusOf(toArchive).textContent()).toBe('Archived');
    expect(await statusOf(untouched).textContent()).toBe('Active');
    await context.close();
  });
});
