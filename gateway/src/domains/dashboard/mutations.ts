/**
 * Dashboard and widget changes (spec 002 §2, §4, §7): each is one REST write in one api transaction (moving a
 * widget, and a widget joining or leaving its dashboard, included). A refusal the user can act on (4xx) is the
 * payload's error, shown as the api words it (403s of the save's rules included); 401 and crashes stay GraphQL errors. Reads made
 * beside the write: the caller's id for 'ONLY VISIBLE TO ME', and a widget's stored metaJson when an edit changes it.
 */
import { RecordStatus } from '@svr/domain';
import type { Resolvers } from '../../generated/resolvers.js';
import type { GatewayContext } from '../../context.js';
import { isUserFacing, RestCallError } from '../../rest/client.js';
import { createDashboardBody, createWidgetBody, needsMe, updateDashboardBody, updateWidgetBody } from './bodies.js';
import { parseJsonText } from './rest.js';
import type { RestDashboard } from './schemas.js';

interface UserErrorShape {
  message: string;
  field: string | null;
}

/**
 * A REST refusal the user can act on as a payload error. Here a 403 is one too: the api answers it for a rule of
 * the save (a client user's feedback widget, another client's item), with a sentence to show, and the web app
 * logs out on a 403 GraphQL error. 401 and crashes stay GraphQL errors.
 */
function refusal(e: unknown): UserErrorShape {
  if (isUserFacing(e) || (e instanceof RestCallError && e.status === 403)) return { message: e.message, field: null };
  throw e;
}

const NOTHING = { message: 'Nothing to update: give the fields to change.', field: 'input' };

/** The caller's id, asked of the api only when the input restricts the item to them. */
const meId = async (ctx: GatewayContext, input: { onlyVisibleToMe?: boolean | null }) =>
  needsMe(input) ? (await ctx.api.users.me()).id : null;

const asObject = (v: unknown): Record<string, unknown> | null => {
  const o = parseJsonText(v);
  return typeof o === 'object' && o !== null && !Array.isArray(o) ? { ...(o as Record<string, unknown>) } : null;
};

interface DashboardResult {
  dashboard: RestDashboard | null;
}

/** Runs a dashboard write; a refusal becomes the payload's error. */
async function dashboardChange(run: () => Promise<DashboardResult>) {
  try {
    return { ...(await run()), error: null };
  } catch (e) {
    return { dashboard: null, error: refusal(e) };
  }
}

export const dashboardMutations: Resolvers = {
  Mutation: {
    createDashboard: (_p, { input }, ctx) =>
      dashboardChange(async () => ({
        dashboard: await ctx.api.dashboards.createDashboard(createDashboardBody(input, await meId(ctx, input))),
      })),
    updateDashboard: async (_p, { id, input }, ctx) => {
      const body = updateDashboardBody(input, await meId(ctx, input));
      if (Object.keys(body).length === 0) return { dashboard: null, error: NOTHING };
      return dashboardChange(async () => ({ dashboard: await ctx.api.dashboards.updateDashboard(id, body) }));
    },
    // Status 0, a soft delete: the widgets stay.
    deleteDashboard: (_p, { id }, ctx) =>
      dashboardChange(async () => {
        await ctx.api.dashboards.updateDashboard(id, { status: RecordStatus.Deleted });
        return { dashboard: null };
      }),
    moveWidget: (_p, { dashboardId, widgetId, position }, ctx) =>
      dashboardChange(async () => ({
        dashboard: await ctx.api.dashboards.moveWidget(dashboardId, widgetId, position),
      })),
    createWidget: async (_p, { input, dashboardId }, ctx) => {
      try {
        const body = createWidgetBody(input, await meId(ctx, input), dashboardId);
        const { dashboard, ...widget } = await ctx.api.dashboards.createWidget(body);
        return { widget, dashboard: dashboard ?? null, error: null };
      } catch (e) {
        return { widget: null, dashboard: null, error: refusal(e) };
      }
    },
    updateWidget: async (_p, { id, input }, ctx) => {
      try {
        // The api replaces metaJson whole: the changed keys go over the stored ones (a read, not a write).
        const stored = input.meta ? await ctx.loaders.widgets.load(id) : null;
        if (input.meta && !stored)
          return {
            widget: null,
            dashboard: null,
            error: { message: `Widget ${id} does not exist or is not visible to you.`, field: 'id' },
          };
        const body = updateWidgetBody(input, await meId(ctx, input), stored ? asObject(stored.metaJson) : null);
        if (Object.keys(body).length === 0) return { widget: null, dashboard: null, error: NOTHING };
        const { dashboard, ...widget } = await ctx.api.dashboards.updateWidget(id, body);
        return { widget, dashboard: dashboard ?? null, error: null };
      } catch (e) {
        return { widget: null, dashboard: null, error: refusal(e) };
      }
    },
    // Status 0, a soft delete; with dashboardId it leaves that dashboard in the same transaction.
    deleteWidget: async (_p, { id, dashboardId }, ctx) => {
      try {
        const { dashboard } = await ctx.api.dashboards.updateWidget(id, {
          status: RecordStatus.Deleted,
          ...(dashboardId !== null && dashboardId !== undefined ? { dashboardId } : {}),
        });
        return { widget: null, dashboard: dashboard ?? null, error: null };
      } catch (e) {
        return { widget: null, dashboard: null, error: refusal(e) };
      }
    },
  },
};
