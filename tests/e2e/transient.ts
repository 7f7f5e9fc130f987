/**
 * States shown only for a moment: a toast (gone after about 2 s, web/src/app/toaster.ts), a progress text that
 * ends by itself. A test that polls for one can miss it on a busy machine, so the page records the text of each
 * such element as it appears (a MutationObserver, installed before the app's scripts run) and the test waits for
 * the record instead: the same check, without the race.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Blueprint's toast message (the toast's text without its action button). */
export const TOAST = '.bp6-toast-message';

type Entry = { text: string; taken: boolean };
type Records = Record<string, Entry[]>;

/** Runs in the page: records every distinct text of the elements matching `selector`, in order of appearance. */
function install(selector: string) {
  const w = window as unknown as { __e2eShown?: Records };
  const all = (w.__e2eShown ??= {});
  if (all[selector]) return;
  const entries: Entry[] = (all[selector] = []);
  const last = new WeakMap<Element, string>();
  const look = () => {
    for (const el of document.querySelectorAll(selector)) {
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (last.get(el) === text) continue;
      last.set(el, text);
      entries.push({ text, taken: false });
    }
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
  look();
}

/** Records the texts of `selector` on this page (or the context's pages), now and after every navigation. */
export async function recordShown(target: Page | BrowserContext, selector: string): Promise<void> {
  await target.addInitScript(install, selector);
  if ('evaluate' in target) await target.evaluate(install, selector);
}

/**
 * Waits until an element of `selector` has shown `text` (a substring, or a pattern), and answers the text shown.
 * Each record answers one wait: a second identical toast must be shown again to be found.
 */
export async function waitShown(page: Page, selector: string, text: string | RegExp): Promise<string> {
  const args = {
    selector,
    text: typeof text === 'string' ? text : '',
    pattern: typeof text === 'string' ? null : { source: text.source, flags: text.flags },
  };
  const at: { found: string | null } = { found: null };
  await expect
    .poll(
      async () =>
        (at.found = await page.evaluate(({ selector, text, pattern }) => {
          const entries = (window as unknown as { __e2eShown?: Records }).__e2eShown?.[selector] ?? [];
          const re = pattern ? new RegExp(pattern.source, pattern.flags) : null;
          const hit = entries.find((e) => !e.taken && (re ? re.test(e.text) : e.text.includes(text)));
          if (hit) hit.taken = true;
          return hit?.text ?? null;
        }, args)),
      { message: `an element ${selector} showing ${String(text)}` },
    )
    .not.toBeNull();
  return at.found!;
}

/** Waits until a toast has shown `text`; answers the toast's text. The page must record toasts (newPage does). */
export const waitToast = (page: Page, text: string | RegExp) => waitShown(page, TOAST, text);
