/**
 * The SVR builder (issue 3), in Debian's Chromium against `npm start`: every question type, forks three
 * levels deep, a numeric conditional, tags, an attached PDF, draft / reload / publish, the form list,
 * Save as new with fresh uuids, the previews, role rules, call-out validation and the leave prompt.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch, newPage, signIn } from './browser.js';
import { waitToast } from './transient.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const CLIENT = 'Acme Home Electronics';

/** Signs in, picks the client (editing needs one) and opens a new form; browser confirmations are accepted. */
async function openNewForm(page: Page, email: string) {
  page.on('dialog', (d) => void d.accept());
  await signIn(page, email);
  await page.goto('/manage/svrs');
  await page.locator('#tenancy-client').selectOption({ label: CLIENT });
  await page.getByRole('link', { name: 'Create New' }).click();
  await page.waitForURL('**/svrs/create');
  await page.getByLabel('Title', { exact: true }).waitFor();
}

/** Adds a question from a list's add menu and gives it a title; answers its card. */
async function addQuestion(page: Page, menu: Locator, label: string, title: string): Promise<Locator> {
  await menu.click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
  // The menu fades out; wait until it is gone so the next add menu is the only one.
  await expect.poll(() => page.getByRole('menu').count()).toBe(0);
  const card = page.getByRole('group', { name: `New ${label} question`, exact: true });
  await card
    .getByRole('textbox', { name: `${label} question title` })
    .first()
    .fill(title);
  return page.getByRole('group', { name: `${label}: ${title}`, exact: true });
}

async function addAnswer(card: Locator, label: string) {
  const input = card.getByRole('textbox', { name: 'Add an answer' }).first();
  await input.fill(label);
  await input.press('Enter');
}

/** Every uuid of a form (sections, questions, their canonical keys, options) through GraphQL with the stored token. */
async function formUuids(
  page: Page,
  canonicalKey: string,
): Promise<{ id: number; uuids: string[]; questionUuids: string[] }> {
  return page.evaluate(async (key) => {
    const auth = JSON.parse(localStorage.getItem('svr.auth')!) as { token: string };
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${auth.token}` },
      body: JSON.stringify({
        query:
          'query($k: ID!) { form(canonicalKey: $k) { id sections { uuid } questions { uuid canonicalKey options { uuid } } } }',
        variables: { k: key },
      }),
    });
    const { data } = (await res.json()) as {
      data: {
        form: {
          id: number;
          sections: { uuid: string }[];
          questions: { uuid: string; canonicalKey: string; options: { uuid: string }[] }[];
        };
      };
    };
    const f = data.form;
    return {
      id: f.id,
      questionUuids: f.questions.map((q) => q.uuid),
      uuids: [
        ...f.sections.map((s) => s.uuid),
        ...f.questions.flatMap((q) => [q.uuid, q.canonicalKey, ...q.options.map((o) => o.uuid)]),
      ],
    };
  }, canonicalKey);
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

describe('building an SVR', () => {
  it('builds a form with every type, saves a draft, restores it, publishes, copies it and previews it', async () => {
    const { context, page } = await newPage(browser);
    await openNewForm(page, 'admin@example.com');
    await expect.poll(() => page.title()).toBe('Build SVR - Store Visit Reports');
    await page.getByLabel('Title', { exact: true }).fill('E2E every type');

    await page.getByRole('button', { name: 'Add section to During' }).click();
    await page
      .getByRole('group', { name: 'New section' })
      .getByRole('textbox', { name: 'Section title' })
      .fill('Shelf');
    const section = page.getByRole('group', { name: 'Section: Shelf' });
    const tags = section.getByRole('textbox', { name: 'Tags of Shelf' });
    await tags.fill('Endcap');
    await page.getByRole('menuitem', { name: 'Endcap' }).waitFor();
    await tags.press('Enter');
    await section.getByText('Endcap', { exact: true }).waitFor();

    const addToSection = section.getByRole('button', { name: 'Add question' }).last();
    await addAnswer(await addQuestion(page, addToSection, 'Radio Button', 'Condition of the shelf'), 'Good');
    await addAnswer(await addQuestion(page, addToSection, 'Dropdown', 'Store format'), 'Superstore');
    await addAnswer(await addQuestion(page, addToSection, 'Checkbox', 'Products faced'), 'Lipstick');
    await addQuestion(page, addToSection, 'Single Line', 'Manager name');
    await addQuestion(page, addToSection, 'Multi Line', 'Notes');
    await addQuestion(page, addToSection, 'Photo', 'Shelf photo');
    const yesNo = await addQuestion(page, addToSection, 'Yes/No', 'Was the shelf open?');
    const group = await addQuestion(page, addToSection, 'Question Group', 'Stock check');
    await addQuestion(page, group.getByRole('button', { name: 'Add to group' }), 'Numeric', 'Units in back stock');
    const common = await addQuestion(page, addToSection, 'Common Question', 'Placeholder');
    await common.getByRole('textbox', { name: 'Search common questions' }).fill('share of shelf');
    await page.getByRole('menuitem', { name: /Share of shelf compared with competitors/ }).click();
    await page.getByRole('group', { name: 'Common Question: Share of shelf compared with competitors' }).waitFor();
    await addQuestion(page, addToSection, 'Numeric', 'Facings');
    await addQuestion(page, addToSection, 'Video', 'Aisle video');
    await addQuestion(page, addToSection, 'Signature', 'Manager signature');
    const numeric = await addQuestion(page, addToSection, 'Numeric Conditional', 'How many items are missing?');
    await numeric.getByLabel('MAX RESPONSES').fill('3');
    await expect
      .poll(() =>
        numeric
          .getByRole('textbox', { name: 'Single Line question title' })
          .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)),
      )
      .toEqual(['Response - 1', 'Response - 2', 'Response - 3']);

    // A fork three levels deep: No → Radio (Damaged) → Dropdown (Shelf) → Photo.
    const level1 = await addQuestion(
      page,
      yesNo.getByRole('button', { name: "Add follow-up to 'No'" }),
      'Radio Button',
      'Why was it closed?',
    );
    await addAnswer(level1, 'Damaged');
    const level2 = await addQuestion(
      page,
      level1.getByRole('button', { name: "Add follow-up to 'Damaged'" }),
      'Dropdown',
      'What is damaged?',
    );
    await addAnswer(level2, 'Broken shelf');
    await addQuestion(
      page,
      level2.getByRole('button', { name: "Add follow-up to 'Broken shelf'" }),
      'Photo',
      'Photo of the broken shelf',
    );
    await page.getByRole('group', { name: 'Photo: Photo of the broken shelf' }).waitFor();

    // The attached PDF, linked to a question.
    await page
      .getByLabel('Upload document')
      .setInputFiles({ name: 'planogram.pdf', mimeType: 'application/pdf', buffer: PDF });
    const docRow = page.getByRole('row', { name: /planogram\.pdf/ });
    await docRow.waitFor();
    await docRow
      .getByRole('combobox', { name: 'Linked question of planogram.pdf' })
      .selectOption({ label: 'Shelf photo' });
    await page.getByText(/^1 document, \d/).waitFor();

    // Unsaved changes: the Draft marker and the local copy's note.
    await page.getByText('Draft', { exact: true }).waitFor();
    await page.getByText(/^Draft Saved: \d\d\/\d\d\/\d{4} \d{1,2}:\d\d(am|pm)$/).waitFor();

    await page.getByRole('button', { name: 'Save draft' }).click();
    await waitToast(page, 'Draft created successfully.');
    await page.waitForURL(/\/svrs\/[0-9a-f-]{36}$/);
    const canonicalKey = new URL(page.url()).pathname.split('/').pop()!;

    await page.reload();
    await expect.poll(() => page.getByLabel('Title', { exact: true }).inputValue()).toBe('E2E every type');
    await page.getByText(/^Draft \d\d\/\d\d\/\d{4}$/).waitFor();
    await page.getByRole('group', { name: 'Photo: Photo of the broken shelf' }).waitFor();
    await page.getByRole('group', { name: 'Section: Shelf' }).getByText('Endcap', { exact: true }).waitFor();
    expect(await page.getByRole('group', { name: /^Single Line: Response - \d$/ }).count()).toBe(3);
    await page.getByRole('row', { name: /planogram\.pdf/ }).waitFor();

    await page.getByRole('button', { name: 'SAVE / PUBLISH' }).click();
    await waitToast(page, 'SVR published successfully.');
    await page.getByText(/^Latest publish \d\d\/\d\d\/\d{4}$/).waitFor();
    await page.getByRole('button', { name: 'EDIT SVR' }).waitFor();
    expect(await page.getByRole('button', { name: 'SAVE / PUBLISH' }).count()).toBe(0);

    await page.goto('/manage/svrs');
    const row = page.getByRole('row', { name: /E2E every type/ });
    await row.waitFor();
    expect(await row.getByText('Active').count()).toBe(1);
    expect(await page.getByRole('row', { name: /E2E every type/ }).count()).toBe(1);

    await row.getByRole('link', { name: 'E2E every type' }).click();
    await page.waitForURL(`**/svrs/${canonicalKey}`);
    await page.getByRole('button', { name: 'Save as new' }).click();
    await waitToast(page, 'SVR published successfully.');
    await page.waitForURL((u) => /\/svrs\/[0-9a-f-]{36}$/.test(u.pathname) && !u.pathname.endsWith(canonicalKey));
    const copyKey = new URL(page.url()).pathname.split('/').pop()!;
    const original = await formUuids(page, canonicalKey);
    const copy = await formUuids(page, copyKey);
    expect(copy.uuids.length).toBe(original.uuids.length);
    expect(copy.uuids.filter((u) => original.uuids.includes(u))).toEqual([]);

    await page.getByRole('button', { name: 'Preview with uuids' }).click();
    await page.waitForURL(`**/svrs/${copyKey}/preview?uuids=1`);
    await expect.poll(() => page.title()).toBe('Preview SVR - Store Visit Reports');
    await page.getByText(copy.questionUuids[0]).waitFor();
    await page.getByText('Photo of the broken shelf').waitFor();
    expect(await page.getByText(/^Question uuid:/).count()).toBe(copy.questionUuids.length);
    await context.close();
  });

  it('refuses a stale save with the api message', async () => {
    const { context, page } = await newPage(browser);
    await openNewForm(page, 'admin@example.com');
    await page.getByLabel('Title', { exact: true }).fill('E2E stale');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/svrs\/[0-9a-f-]{36}$/);
    const url = page.url();
    // A second editor opens the same draft and saves it first.
    const other = await context.newPage();
    other.on('dialog', (d) => void d.accept());
    await other.goto(url);
    await other.getByLabel('Title', { exact: true }).fill('E2E stale (second editor)');
    await other.getByRole('button', { name: 'Save draft' }).click();
    await waitToast(other, 'Draft updated successfully.');
    await page.getByLabel('Title', { exact: true }).fill('E2E stale (first editor)');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('heading', { name: 'This SVR changed since you opened it' }).waitFor();
    await page
      .getByText('This SVR was changed by someone else since you opened it.', { exact: false })
      .first()
      .waitFor();
    await context.close();
  });
});

describe('builder rules', () => {
  it('needs a selected client to edit a form', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin@example.com');
    await page.goto('/svrs/create');
    await page.getByText('Please select a client above to edit a form.').waitFor();
    expect(await page.getByLabel('Title', { exact: true }).count()).toBe(0);
    await page.locator('#tenancy-client').selectOption({ label: CLIENT });
    await page.getByLabel('Title', { exact: true }).waitFor();
    await context.close();
  });

  it('does not let a reviewer change BYPASS DUPLICATE PHOTO CHECK', async () => {
    const { context, page } = await newPage(browser);
    await openNewForm(page, 'reviewer@example.com');
    await expect
      .poll(() => page.getByRole('checkbox', { name: 'BYPASS DUPLICATE PHOTO CHECK' }).isDisabled())
      .toBe(true);
    await context.close();
    const admin = await newPage(browser);
    await openNewForm(admin.page, 'admin@example.com');
    await expect
      .poll(() => admin.page.getByRole('checkbox', { name: 'BYPASS DUPLICATE PHOTO CHECK' }).isDisabled())
      .toBe(false);
    await admin.context.close();
  });

  it('disables saving and previews while a call-out e-mail is invalid', async () => {
    const { context, page } = await newPage(browser);
    await openNewForm(page, 'admin@example.com');
    await page.getByLabel('Title', { exact: true }).fill('E2E call-out');
    await page.getByRole('checkbox', { name: 'CALL OUT' }).check({ force: true });
    await page.getByLabel('Call-out mailing list').fill('ops@example.com, not-an-email');
    await page.getByText('Call-out mailing list - Please fix').waitFor();
    for (const name of ['SAVE / PUBLISH', 'Save draft', 'Preview SVR', 'Preview with uuids']) {
      await expect.poll(() => page.getByRole('button', { name }).isDisabled()).toBe(true);
    }
    await page.getByLabel(/Call-out mailing list/).fill('ops@example.com, lead@example.com');
    await expect.poll(() => page.getByRole('button', { name: 'SAVE / PUBLISH' }).isDisabled()).toBe(false);
    await context.close();
  });

  it('lists the quick-review questions, or says the form has none', async () => {
    const { context, page } = await newPage(browser);
    await openNewForm(page, 'admin@example.com');
    await page.getByRole('button', { name: 'Quick review' }).click();
    await page
      .getByRole('dialog', { name: 'Quick review' })
      .getByText("This SVR doesn't have any quick review questions.")
      .waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Add section to Pre' }).click();
    await page
      .getByRole('group', { name: 'New section' })
      .getByRole('textbox', { name: 'Section title' })
      .fill('Arrival');
    const section = page.getByRole('group', { name: 'Section: Arrival' });
    const card = await addQuestion(
      page,
      section.getByRole('button', { name: 'Add question' }).last(),
      'Single Line',
      'Store manager on duty',
    );
    await card.getByText('Quick review', { exact: true }).click();
    await page.getByRole('button', { name: 'Quick review' }).click();
    const row = page.getByRole('dialog', { name: 'Quick review' }).getByRole('row').nth(1);
    expect(await row.innerText()).toMatch(/Pre\s+Arrival\s+Store manager on duty/);
    await context.close();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { context, page } = await newPage(browser);
    await openNewForm(page, 'admin@example.com');
    await page.getByLabel('Title', { exact: true }).fill('E2E leaving');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Manage' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('You have unsaved changes to your SVR. Are you sure you want to exit?').waitFor();
    await dialog.getByRole('button', { name: 'CANCEL' }).click();
    expect(new URL(page.url()).pathname).toBe('/svrs/create');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Manage' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'YES' }).click();
    await page.waitForURL('**/manage/svrs');
    await context.close();
  });

  it('opens the preview with unsaved changes without asking, and comes back to them', async () => {
    const { context, page } = await newPage(browser);
    await openNewForm(page, 'admin@example.com');
    await page.getByLabel('Title', { exact: true }).fill('E2E preview of unsaved changes');
    await page.getByRole('button', { name: 'Add section to Pre' }).click();
    await page
      .getByRole('group', { name: 'New section' })
      .getByRole('textbox', { name: 'Section title' })
      .fill('Arrival');
    await page.getByRole('button', { name: 'Preview SVR' }).click();
    await page.waitForURL('**/svrs/create/preview');
    await page.getByRole('heading', { name: 'E2E preview of unsaved changes' }).waitFor();
    await page.getByText('Showing unsaved changes from the builder.').waitFor();
    expect(await page.getByText(/^Question uuid:|^Section uuid:/).count()).toBe(0);
    await page.getByRole('button', { name: 'Back to the builder' }).click();
    await expect
      .poll(() => page.getByLabel('Title', { exact: true }).inputValue())
      .toBe('E2E preview of unsaved changes');
    await page.getByRole('group', { name: 'Section: Arrival' }).waitFor();
    await context.close();
  });

  it('shows an upload refusal in an overlay that a click on the backdrop closes', async () => {
    const { context, page } = await newPage(browser);
    await openNewForm(page, 'admin@example.com');
    await page
      .getByLabel('Upload document')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just text') });
    const error = page.getByText(/^Error: 'notes\.txt' was not uploaded\./);
    await error.waitFor();
    await page.mouse.click(10, 10);
    await error.waitFor({ state: 'detached' });
    await page.getByText('No documents yet.').waitFor();
    await context.close();
  });

  it('moves a question with MOVE HERE and reorders with the keyboard drag handle', async () => {
    const { context, page } = await newPage(browser);
    await openNewForm(page, 'admin@example.com');
    for (const [area, title] of [
      ['Pre', 'First'],
      ['During', 'Second'],
    ] as const) {
      await page.getByRole('button', { name: `Add section to ${area}` }).click();
      await page
        .getByRole('group', { name: 'New section' })
        .getByRole('textbox', { name: 'Section title' })
        .fill(title);
    }
    const first = page.getByRole('group', { name: 'Section: First' });
    await addQuestion(page, first.getByRole('button', { name: 'Add question' }), 'Single Line', 'Alpha');
    await addQuestion(page, first.getByRole('button', { name: 'Add question' }), 'Single Line', 'Beta');
    const titles = (s: Locator) =>
      s
        .getByRole('textbox', { name: 'Single Line question title' })
        .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));

    await page.getByRole('button', { name: 'Drag Beta' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await expect.poll(() => titles(first)).toEqual(['Beta', 'Alpha']);

    await page.getByRole('button', { name: 'Select Alpha to move' }).click();
    const second = page.getByRole('group', { name: 'Section: Second' });
    await second.getByRole('button', { name: 'MOVE HERE' }).click();
    await expect.poll(() => titles(second)).toEqual(['Alpha']);
    await expect.poll(() => titles(first)).toEqual(['Beta']);
    expect(await page.getByRole('button', { name: 'MOVE HERE' }).count()).toBe(0);
    await context.close();
  });
});
