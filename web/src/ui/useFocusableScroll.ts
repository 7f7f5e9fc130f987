import { useEffect, type RefObject } from 'react';

/**
 * Blueprint's Table scrolls its cells in a div of its own that the keyboard cannot reach (axe
 * 'scrollable-region-focusable', WCAG 2.1.1): this makes that div a labelled region in the tab order, so
 * the arrow keys scroll it. Runs after every render, as the table may draw the div again.
 */
export function useFocusableScroll(ref: RefObject<HTMLElement | null>, selector: string, label: string) {
  useEffect(() => {
    const area = ref.current?.querySelector<HTMLElement>(selector);
    if (!area) return;
    if (area.tabIndex !== 0) area.tabIndex = 0;
    area.setAttribute('role', 'region');
    area.setAttribute('aria-label', label);
  });
}
