/**
 * The gateway's domains: one line per module (domains/<name>/module.ts). The executable schema takes their
 * resolvers, and each request's context their data sources (`ctx.api`) and DataLoaders (`ctx.loaders`),
 * whose types are derived from this list. A new domain is a folder, its schema/<name>.graphql and a line here.
 */
import type { Resolvers } from '../generated/resolvers.js';
import type { RestClient } from '../rest/client.js';
import { commonModule } from './common/module.js';
import { commonQuestionModule } from './commonQuestion/module.js';
import { dashboardModule } from './dashboard/module.js';
import { documentModule } from './document/module.js';
import { formModule } from './form/module.js';
import { jobModule } from './job/module.js';
import { notificationModule } from './notification/module.js';
import { reviewModule } from './review/module.js';
import { rollupModule } from './rollup/module.js';
import { savedViewModule } from './savedView/module.js';
import { storeVisitModule } from './storeVisit/module.js';
import { userModule } from './user/module.js';

export const modules = [
  commonModule,
  formModule,
  storeVisitModule,
  documentModule,
  dashboardModule,
  userModule,
  commonQuestionModule,
  savedViewModule,
  reviewModule,
  jobModule,
  rollupModule,
  notificationModule,
] as const;

type ApiOf<M> = M extends { api?: (rest: RestClient) => infer Api } ? Api : unknown;
type LoadersOf<M> = M extends { loaders?: (api: never) => infer L } ? L : unknown;
/** Walks the list (a tuple, not a union: a union would fold a module's types into another's). */
type AllApis<T extends readonly unknown[]> = T extends readonly [infer M, ...infer Rest]
  ? ApiOf<M> & AllApis<Rest>
  : unknown;
type AllLoaders<T extends readonly unknown[]> = T extends readonly [infer M, ...infer Rest]
  ? LoadersOf<M> & AllLoaders<Rest>
  : unknown;

/** `ctx.api`: every module's data sources, all over the request's one RestClient (and so its call counter). */
export type DataSources = AllApis<typeof modules>;
/**
 * `ctx.loaders`: every module's DataLoaders. Created per request, never app-wide: a shared cache would
 * serve one user's records to another, go stale after writes, and grow without bound.
 */
export type Loaders = AllLoaders<typeof modules>;

/** The parts merged into one object; two modules claiming one key is a mistake caught on the first request. */
function merged<T>(parts: readonly object[], what: string): T {
  const out: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      if (key in out) throw new Error(`Two gateway modules define ${what}.${key}: rename one.`);
      out[key] = value;
    }
  }
  return out as T;
}

export function createDataSources(rest: RestClient): DataSources {
  return merged<DataSources>(
    modules.map((m) => m.api?.(rest) ?? {}),
    'ctx.api',
  );
}

export function createLoaders(api: DataSources): Loaders {
  return merged<Loaders>(
    modules.map((m) => m.loaders?.(api) ?? {}),
    'ctx.loaders',
  );
}

/** Every module's resolver maps; makeExecutableSchema merges them. */
export const resolvers: Resolvers[] = modules.flatMap((m) => m.resolvers);
