/**
 * `npm run bench:chunks` (first step of `npm run bench`): the JS each route needs, read from web/dist and
 * its vite manifest (web/dist/.vite/manifest.json; run `npm run build` first). For each area it prints the
 * page's own chunks (beyond the shell every page loads) and the route's total, raw and gzip, then the first
 * screen (sign-in, then where every user lands: / goes to /dashboard/dashboards, the Dashboard area's bar and the
 * dashboard view) against the 300 kB gzip budget; it exits 1 when the landing is over budget. The charts' chunk
 * (vega-lite through react-vega) is loaded only when a dashboard draws a chart, so it is printed beside the landing,
 * and it exits 1 too if the landing imports it statically.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_GZIP_KB = 300;
const LANDING = '/dashboard/dashboards';
const LANDING_MODULES = ['src/features/dashboards/DashboardLayout.tsx', 'src/features/dashboards/DashboardPage.tsx'];
const CHARTS_MODULE = 'src/features/dashboards/components/ChartView.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Each route's page module, as the manifest names it (lazy pages in web/src/app/lazyPages.tsx). */
const ROUTES: { route: string; area: string; module: string | string[] }[] = [
  {
    route: LANDING,
    area: 'dashboards (where / lands)',
    module: LANDING_MODULES,
  },
  { route: '/manage/svrs', area: 'forms (staff list)', module: 'src/features/forms/FormListPage.tsx' },
  {
    route: '/reporting/svrs',
    area: 'reporting (client list)',
    module: 'src/features/reporting/ReportingSvrsPage.tsx',
  },
  { route: '/svrs/:canonicalKey', area: 'builder', module: 'src/features/builder/BuilderRoute.tsx' },
  { route: '/svrs/:canonicalKey/preview', area: 'builder preview', module: 'src/features/builder/PreviewPage.tsx' },
  {
    route: '/manage/common-questions',
    area: 'common-questions',
    module: 'src/features/common-questions/CommonQuestionsPage.tsx',
  },
  {
    route: '/manage/svr-responses',
    area: 'responses (review list)',
    module: 'src/features/responses/ReviewResponsesPage.tsx',
  },
  {
    route: '/dashboard/svr-responses',
    area: 'responses (dashboard)',
    module: 'src/features/responses/DashboardResponsesPage.tsx',
  },
  {
    route: '/reporting/meal-period',
    area: 'reporting meal period',
    module: 'src/features/reporting/MealPeriodPage.tsx',
  },
  { route: '/reporting/checkin', area: 'reporting check-in', module: 'src/features/reporting/CheckInPage.tsx' },
  { route: '/manage/saved-views', area: 'saved-views', module: 'src/features/saved-views/SavedViewsPage.tsx' },
  { route: '/manage/saved-views/:id', area: 'saved view', module: 'src/features/saved-views/SavedViewPage.tsx' },
  { route: '/svr-response/:id', area: 'review', module: 'src/features/review/ReviewPage.tsx' },
  { route: '/dashboard/roll-ups', area: 'roll-up list', module: 'src/features/rollups/RollupsPage.tsx' },
  { route: '/dashboard/roll-ups/:id/edit', area: 'roll-up page', module: 'src/features/rollups/RollupPage.tsx' },
  {
    route: '/dashboard/roll-ups/from-widget/:ns',
    area: 'roll-up from widget',
    module: 'src/features/rollups/RollupFromWidgetPage.tsx',
  },
  { route: '/account', area: 'account', module: 'src/features/account/AccountPage.tsx' },
];

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'web', 'dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${path.relative(root, manifestPath)}: run \`npm run build\` first, then \`npm run bench:chunks\`.`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

const sizes = new Map<string, { raw: number; gzip: number }>();
function size(file: string) {
  let s = sizes.get(file);
  if (!s) {
    const bytes = readFileSync(path.join(dist, file));
    s = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    sizes.set(file, s);
  }
  return s;
}

/** The JS files a manifest entry needs before it runs: its own chunk and its static imports, transitively. */
function closure(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the vite manifest: is web/dist from an older build?`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
}

function total(files: Iterable<string>) {
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const s = size(f);
    raw += s.raw;
    gzip += s.gzip;
  }
  return { raw, gzip };
}

const kB = (n: number) => (n / 1000).toFixed(1);
const entryKey = Object.keys(manifest).find((k) => manifest[k]!.file && k === 'index.html');
if (!entryKey) throw new Error('The vite manifest has no index.html entry.');
// The shell: index.html's chunk and its imports (router, Apollo, Blueprint, session, sign-in and layouts).
const shell = closure(entryKey);
const shellSize = total(shell);

const table: Record<string, string>[] = [
  {
    route: '/login (shell)',
    area: 'sign-in, layouts, Blueprint, Apollo',
    'own kB': kB(shellSize.raw),
    'own gzip': kB(shellSize.gzip),
    'total kB': kB(shellSize.raw),
    'total gzip': kB(shellSize.gzip),
  },
];
const totals = new Map<string, { raw: number; gzip: number }>();
for (const r of ROUTES) {
  const files = new Set<string>();
  for (const m of typeof r.module === 'string' ? [r.module] : r.module) closure(m, files);
  const own = total([...files].filter((f) => !shell.has(f)));
  const all = total(new Set([...shell, ...files]));
  totals.set(r.route, all);
  table.push({
    route: r.route,
    area: r.area,
    'own kB': kB(own.raw),
    'own gzip': kB(own.gzip),
    'total kB': kB(all.raw),
    'total gzip': kB(all.gzip),
  });
}
console.log('JS per route (own = chunks beyond the shell; total = shell + own; gzip level 9):');
console.table(table);

// Blueprint fetches icon paths when an icon is first drawn (web/src/app/iconPaths.ts): not a static import,
// so not in the totals above; every first screen draws icons, so it is printed beside them.
const icons = manifest['src/app/iconPathsIndex.ts'];
if (icons) {
  const s = size(icons.file);
  console.log(
    `Icon index fetched when the first icon is drawn: ${kB(s.raw)} kB raw, ${kB(s.gzip)} kB gzip (then each icon's few hundred bytes)`,
  );
}

const landing = totals.get(LANDING)!;
let over = landing.gzip > BUDGET_GZIP_KB * 1000;
console.log(
  `First screen (sign-in + ${LANDING}, where / lands for staff and client users): ${kB(landing.raw)} kB raw, ` +
    `${kB(landing.gzip)} kB gzip of a ${BUDGET_GZIP_KB} kB gzip budget: ${over ? 'OVER' : 'within'}`,
);
const charts = manifest[CHARTS_MODULE];
if (charts) {
  const landingFiles = new Set<string>();
  for (const m of LANDING_MODULES) closure(m, landingFiles);
  const chartFiles = [...closure(CHARTS_MODULE)].filter((f) => !landingFiles.has(f) && !shell.has(f));
  const c = total(chartFiles);
  const eager = landingFiles.has(charts.file);
  over ||= eager;
  console.log(
    `Charts chunk (vega-lite, react-vega), loaded when a dashboard draws its first chart: ${kB(c.raw)} kB raw, ` +
      `${kB(c.gzip)} kB gzip; ${eager ? 'WRONGLY imported by the first screen' : 'not part of the first screen'}`,
  );
}
if (over) process.exit(1);
