/**
 * The panel of a route tab bar: Blueprint's Tabs without panels still point each tab at a panel id
 * (aria-controls), so the page under the bar becomes the selected tab's panel. It lays out as if it
 * were not there (display: contents); with no tab selected (a page the bar has no tab for) it is not drawn.
 */
import { Classes } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** Blueprint's ids for a tab and its panel (generateTabIds, not exported by @blueprintjs/core). */
export const tabIds = (tabsId: string, tabId: string) => ({
  panel: `${Classes.TAB_PANEL}_${tabsId}_${tabId}`,
  title: `${Classes.TAB}-title_${tabsId}_${tabId}`,
});

export function RouteTabPanel({ tabsId, current, children }: { tabsId: string; current: string; children: ReactNode }) {
  if (current === 'none') return <>{children}</>;
  const ids = tabIds(tabsId, current);
  return (
    <div role="tabpanel" id={ids.panel} aria-labelledby={ids.title} className="svr-route-panel">
      {children}
    </div>
  );
}
