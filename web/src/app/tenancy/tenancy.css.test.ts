/**
 * Spec 002 §9 'Dropdown maxHeight 500 px': the client and project dropdowns, Blueprint's select with tenancy.css, open
 * a list at most 500 px high that scrolls, in the Chromium the e2e suite drives (no server: a page of the markup).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { HTMLSelect } from '@blueprintjs/core';
import { chromium, type Browser } from 'playwright-core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const blueprintCss = readFileSync(require.resolve('@blueprintjs/core/lib/css/blueprint.css'), 'utf8');
const tenancyCss = readFileSync(fileURLToPath(new URL('./tenancy.css', import.meta.url)), 'utf8');

const select = (minimal: boolean, count: number) =>
  renderToStaticMarkup(
    createElement(
      'div',
      { className: 'svr-pickers' },
      createElement(
        HTMLSelect,
        { id: 'tenancy-client', 'aria-label': 'Client', minimal, defaultValue: '' },
        createElement('option', { value: '' }, 'ALL CLIENTS'),
        ...Array.from({ length: count }, (_, i) =>
          createElement('option', { key: i, value: String(i + 1) }, `Client ${i + 1}`),
        ),
      ),
    ),
  );

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the dropdown with `count` clients: the list's height on screen, and whether its last entry shows before End. */
async function openList(minimal: boolean, count: number) {
  const page = await browser.newPage({ viewport: { width: 1000, height: 1200 } });
  try {
    await page.setContent(
      `<style>${blueprintCss}</style><style>${tenancyCss}</style><body>${select(minimal, count)}</body>`,
    );
    const dropdown = page.locator('#tenancy-client');
    await dropdown.click();
    await expect.poll(() => dropdown.evaluate((s) => s.matches(':open'))).toBe(true);
    const top = await dropdown.evaluate((s: HTMLSelectElement) => s.options[0].getBoundingClientRect().top);
    // The list's height on screen: from its first entry down to the first point that is not the list.
    const height = await page.evaluate((y0) => {
      const inList = (y: number) => ['OPTION', 'SELECT'].includes(document.elementFromPoint(20, y)?.tagName ?? '');
      let y = y0;
      while (inList(y) && y < y0 + 2000) y += 1;
      return y - y0;
    }, top);
    const lastShown = () =>
      dropdown.evaluate((s: HTMLSelectElement, y) => {
        const r = s.options[s.options.length - 1].getBoundingClientRect();
        return r.top >= y && r.bottom <= y + 500;
      }, top);
    const before = { height, lastShown: await lastShown() };
    await page.keyboard.press('End');
    await expect.poll(lastShown).toBe(true);
    return before;
  } finally {
    await page.close();
  }
}

describe('the client and project dropdowns (spec 002 §9: Dropdown maxHeight 500 px)', () => {
  it('open a long list 500 px high that scrolls to its last entry, in the header (minimal) and on the account page', async () => {
    for (const minimal of [true, false]) {
      const list = await openList(minimal, 80);
      expect(list.lastShown).toBe(false);
      expect(list.height).toBeGreaterThan(480);
      expect(list.height).toBeLessThanOrEqual(500);
    }
  });
});
