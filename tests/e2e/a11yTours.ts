/**
 * The dialogs, menus and steps a11y.e2e.ts checks with axe (issue 15: 'every page and dialog'), each opened as a
 * user opens it and left the way a user leaves it. `check` runs axe on what is on screen under a label.
 */
import type { Page } from 'playwright-core';
import { settled } from './axe.js';

export type Check = (label: string) => Promise<void>;

/** Closes the top dialog or menu with Escape and waits until it is gone. */
async function escape(page: Page, role: 'dialog' | 'alertdialog' | 'menu') {
  await page.keyboard.press('Escape');
  await page.getByRole(role).first().waitFor({ state: 'hidden' });
  await settled(page);
}

/** The review list: the filter panel's parameter menu, Save As View, the export columns and a bulk confirmation. */
export async function listDialogs(page: Page, check: Check) {
  await page.goto('/manage/svr-responses');
  await page.getByRole('region', { name: 'SVR responses table' }).waitFor();
  await settled(page);
  await page.getByRole('button', { name: 'ADD PARAMETER' }).click();
  await page.getByRole('menu').first().waitFor();
  await settled(page);
  await check('filter panel: ADD PARAMETER menu');
  await escape(page, 'menu');

  await page.getByRole('button', { name: 'SAVE...' }).click();
  await page.getByRole('menuitem', { name: 'Save As View' }).click();
  await page.getByRole('dialog').waitFor();
  await settled(page);
  await check('Save As View dialog');
  await escape(page, 'dialog');

  await page
    .getByRole('checkbox', { name: /^Select report \d+$/ })
    .first()
    .check({ force: true });
  await page
    .getByRole('toolbar', { name: 'Bulk actions' })
    .getByText(/selected/)
    .waitFor();
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: /Save as Excel/ }).click();
  await page.getByRole('dialog', { name: /Export Columns/ }).waitFor();
  await settled(page);
  await check('Export Columns dialog');
  await escape(page, 'dialog');

  await page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'APPROVE' }).click();
  // A confirmation, or the refusal when the selected report may not be approved: both are the bulk dialog.
  await page.getByRole('alertdialog').or(page.getByRole('dialog')).first().waitFor();
  await settled(page);
  await check('bulk APPROVE confirmation');
  await page.keyboard.press('Escape');
}

/** The dashboard: Create Dashboard, the dashboards dropdown, Edit Dashboard and the widget creator's two steps. */
export async function dashboardDialogs(page: Page, check: Check) {
  await page.goto('/dashboard/dashboards');
  await page.getByRole('button', { name: 'Add Widget' }).waitFor();
  await settled(page);
  await page.getByRole('button', { name: 'Create Dashboard' }).click();
  await page.getByRole('dialog').waitFor();
  await settled(page);
  await check('Create Dashboard dialog');
  await escape(page, 'dialog');

  await page.getByRole('button', { name: 'Saved dashboards' }).click();
  await page.getByLabel('Search dashboards').waitFor();
  await settled(page);
  await check('saved dashboards dropdown');
  await page
    .getByRole('menu', { name: 'Saved dashboards' })
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await page.getByRole('dialog', { name: 'Edit Dashboard' }).waitFor();
  await settled(page);
  await check('Edit Dashboard dialog');
  await escape(page, 'dialog');

  await page.getByRole('button', { name: 'Add Widget' }).click();
  const creator = page.getByRole('dialog', { name: 'Add Widget' });
  await creator.getByLabel('Title').waitFor();
  await settled(page);
  await check('widget creator: title and type');
  await creator.getByLabel('Title').fill('Accessibility check');
  await creator.getByLabel('Widget type').selectOption({ label: 'Pie Chart' });
  await creator.getByRole('button', { name: 'NEXT' }).click();
  await creator.getByRole('region', { name: 'Filters' }).waitFor();
  await settled(page);
  await check('widget creator: filters and questions');
}

/** Create Notification's dialog on /notifications/create, for one selected visit. */
export async function notificationDialog(page: Page, check: Check) {
  await page.goto('/notifications/create');
  await page.getByRole('region', { name: 'SVR responses table' }).waitFor();
  await settled(page);
  await page
    .getByRole('checkbox', { name: /^Select report \d+$/ })
    .first()
    .check({ force: true });
  await page.getByRole('button', { name: 'Create Notification' }).first().click();
  await page.getByRole('dialog', { name: 'Create Notification' }).waitFor();
  await settled(page);
  await check('Create Notification dialog');
  await escape(page, 'dialog');
}

/** The builder (a new form for the first client): its add-question menu and the Quick review dialog. */
export async function builderDialogs(page: Page, check: Check) {
  await page.goto('/manage/svrs');
  await page.locator('#tenancy-client').selectOption({ index: 1 });
  await page.getByRole('link', { name: 'Create New' }).click();
  await page.waitForURL('**/svrs/create');
  await page.getByLabel('Title', { exact: true }).waitFor();
  await settled(page);
  await page.getByRole('button', { name: 'Add section to During' }).click();
  await page.getByRole('group', { name: 'New section' }).getByRole('textbox', { name: 'Section title' }).fill('Shelf');
  await page
    .getByRole('group', { name: 'Section: Shelf' })
    .getByRole('button', { name: 'Add question' })
    .last()
    .click();
  await page.getByRole('menuitem', { name: 'Radio Button', exact: true }).waitFor();
  await settled(page);
  await check('builder: add question menu');
  await page.getByRole('menuitem', { name: 'Radio Button', exact: true }).click();
  await page.getByRole('group', { name: 'New Radio Button question', exact: true }).waitFor();
  await settled(page);
  await check('builder: a new radio question');
  await page.getByRole('button', { name: 'Quick review' }).click();
  await page.getByRole('dialog', { name: 'Quick review' }).waitFor();
  await settled(page);
  await check('builder: Quick review dialog');
  await escape(page, 'dialog');
}

/** The common-question library's create dialog (Radio Button). */
export async function commonQuestionDialog(page: Page, check: Check) {
  await page.goto('/manage/common-questions');
  await page.getByRole('table').waitFor();
  await page.getByRole('button', { name: 'Create New' }).click();
  await page.getByRole('menuitem', { name: 'Radio Button' }).click();
  await page.getByRole('dialog').getByRole('heading', { name: 'New Radio Button question' }).waitFor();
  await settled(page);
  await check('common question dialog');
  await escape(page, 'dialog');
}

/** The session-expired dialog: the session cookie is gone when the tab comes back. Signs the page out. */
export async function sessionExpiredDialog(page: Page, check: Check) {
  await page.goto('/account');
  await settled(page);
  await page.context().clearCookies();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await page.getByText('Your session has expired. Please login again.').waitFor();
  await settled(page);
  await check('session expired dialog');
}
