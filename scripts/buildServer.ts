/**
 * The production build's last step (`npm run build`, after the web app and the GraphQL explorer):
 *  1. precompresses the web app's text files (brotli and gzip, next to each file: deploy/staticWeb.ts serves them);
 *  2. bundles the two entry points to plain JavaScript for `node`: server.ts → dist/server.js (the one-process
 *     app of `npm start`) and deploy/service.ts → dist/service.js (one service of docker-compose.yml).
 *
 * Packages stay external (node_modules resolve at run time: PGlite's WASM, pg, sharp and argon2's native
 * binaries, graphql's single copy); only the workspace's own TypeScript (@svr/domain) is bundled.
 *
 * Files found through `import.meta.url` (the migrations, the demo assets, the SDL in schema/, the built web app
 * and explorer) keep their place in the source tree: in each bundled module the build replaces
 * `import.meta.url` by that module's own source address, relative to the bundle. So the bundle reads the same
 * folders as `tsx` does, and the image only has to ship them beside dist/ (Dockerfile, RUNTIME_PATHS).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { build, type Plugin } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'dist');
const entries = { server: 'server.ts', service: 'deploy/service.ts' };

/** What the bundle reads from the tree at run time, besides node_modules (the Dockerfile copies these). */
export const RUNTIME_PATHS = [
  'dist',
  'web/dist',
  'gateway/explorer/dist',
  'schema',
  'api/src/db/migrations',
  'api/src/db/seed/assets',
];

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest|xml|wasm)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(full)));
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

/** Compressed copies by content hash, so a rebuild only compresses the chunks that changed (brotli 11 is slow). */
const cacheDir = path.join(root, 'node_modules', '.cache', 'svr-precompress');

async function compressedCopy(body: Buffer, kind: 'br' | 'gz'): Promise<Buffer> {
  const cached = path.join(cacheDir, `${createHash('sha256').update(body).digest('hex')}.${kind}`);
  const hit = await readFile(cached).catch(() => null);
  if (hit) return hit;
  const out =
    kind === 'br'
      ? await brotli(body, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
        })
      : await gz(body, { level: zlib.Z_BEST_COMPRESSION });
  await mkdir(cacheDir, { recursive: true });
  await writeFile(cached, out);
  return out;
}

/** Writes file.br and file.gz beside each text file worth it; drops stale copies of files that changed. */
export async function precompress(dir: string): Promise<{ files: number; bytes: number; br: number; gz: number }> {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  const all = await filesUnder(dir);
  for (const stale of all.filter((f) => f.endsWith('.br') || f.endsWith('.gz'))) await rm(stale, { force: true });
  const queue = all.filter((f) => COMPRESSIBLE.test(f) && !f.includes(`${path.sep}.`));
  const one = async (file: string) => {
    const body = await readFile(file);
    if (body.length < MIN_BYTES) return;
    const [b, g] = await Promise.all([compressedCopy(body, 'br'), compressedCopy(body, 'gz')]);
    // A copy no smaller than the file is not worth serving (already compressed data).
    if (b.length < body.length) await writeFile(`${file}.br`, b);
    if (g.length < body.length) await writeFile(`${file}.gz`, g);
    totals.files++;
    totals.bytes += body.length;
    totals.br += Math.min(b.length, body.length);
    totals.gz += Math.min(g.length, body.length);
  };
  // zlib runs on libuv's thread pool: a few files at a time use every core.
  const workers = Array.from({ length: Math.max(1, Math.min(4, availableParallelism())) }, async () => {
    for (let file = queue.shift(); file; file = queue.shift())
      // A file gone since the listing (a web build running beside this one) is skipped, not a failed build.
      await one(file).catch((e: NodeJS.ErrnoException) => {
        if (e.code !== 'ENOENT') throw e;
      });
  });
  await Promise.all(workers);
  return totals;
}

const toPosix = (p: string) => p.split(path.sep).join('/');

/** Bare imports stay external except the workspace's own TypeScript packages, which node cannot load. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@svr/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** `import.meta.url` of a bundled module → its source file's address, resolved from the bundle's own. */
const sourceAddresses = (entryFiles: string[], out: string): Plugin => ({
  name: 'source-addresses',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const contents = await readFile(args.path, 'utf8');
      // The entry points keep the bundle's own address (their "am I the main module" check).
      if (entryFiles.includes(args.path) || !contents.includes('import.meta.url')) return undefined;
      const relative = JSON.stringify(toPosix(path.relative(out, args.path)));
      return {
        contents: contents.replaceAll('import.meta.url', `new URL(${relative}, import.meta.url).href`),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
});

export interface BundleOutput {
  file: string;
  bytes: number;
  /** The packages the bundle imports at run time (node_modules), by package name. */
  packages: string[];
}

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Bundles the entry points into `out` (dist/ by default); `write: false` only reports what it would write. */
export async function bundleServer(opts: { out?: string; write?: boolean } = {}): Promise<BundleOutput[]> {
  const out = opts.out ?? outdir;
  const write = opts.write ?? true;
  if (write) await rm(out, { recursive: true, force: true });
  const entryFiles = Object.values(entries).map((e) => path.join(root, e));
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.entries(entries).map(([name, entry]) => ({ out: name, in: entry })),
    outdir: out,
    write,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    // Bundled CommonJS helpers may call require(); give the ES module one.
    banner: {
      js: "import { createRequire as __svrRequire } from 'node:module'; const require = __svrRequire(import.meta.url);",
    },
    plugins: [externalPackages, sourceAddresses(entryFiles, out)],
    metafile: true,
    logLevel: 'warning',
  });
  return Object.entries(result.metafile.outputs)
    .filter(([file]) => file.endsWith('.js'))
    .map(([file, output]) => ({
      file,
      bytes: output.bytes,
      packages: [
        ...new Set(
          output.imports
            .filter((i) => i.external && !i.path.startsWith('node:') && !isBuiltin(i.path))
            .map((i) => packageOf(i.path)),
        ),
      ].sort(),
    }));
}

async function main() {
  const started = Date.now();
  const web = path.join(root, 'web', 'dist');
  const exists = await stat(web).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (exists) {
    const t = await precompress(web);
    const kb = (n: number) => `${(n / 1024).toFixed(0)} kB`;
    console.log(
      `web/dist: ${t.files} files precompressed, ${kb(t.bytes)} → brotli ${kb(t.br)}, gzip ${kb(t.gz)} (.br, .gz beside each)`,
    );
  } else console.log('web/dist is missing: run `npm run build --workspace web` first; nothing precompressed.');
  for (const out of await bundleServer()) console.log(`${out.file}: ${(out.bytes / 1024).toFixed(0)} kB`);
  console.log(`server build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
