/**
 * The REST calls listed in section 7 of the three spec documents, each normalised to
 * "METHOD /path/{param}" so the contract tests can hold the api to the whole list.
 *
 * The spec lives outside the repository (../shared/spec), which a clean clone may not have: the list
 * is also kept in specCalls.json, and specSnapshot.test.ts fails when the two differ wherever the spec
 * is at hand (`npm run spec:calls` rewrites the snapshot).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const specDir = path.resolve(here, '../../../shared/spec');
export const snapshotFile = path.join(here, 'specCalls.json');

export function normalise(method: string, rawPath: string): string {
  let p = rawPath.trim().split('?')[0].trim();
  if (!p.startsWith('/')) p = `/${p}`;
  p = p.replace(/\{[^}]+\}/g, '{}');
  return `${method} ${p}`;
}

export const specAvailable = () => existsSync(specDir);

/** The calls as the spec documents list them. */
export function callsFromSpec(): string[] {
  const calls = new Set<string>();
  for (const file of readdirSync(specDir).filter((f) => f.endsWith('.txt'))) {
    const text = readFileSync(path.join(specDir, file), 'utf8');
    const section7 = text.split(/^## 7\./m)[1]?.split(/^## 8\./m)[0] ?? '';
    for (const m of section7.matchAll(/^\| (PUT or DELETE|GET|POST|PUT|DELETE) ([^|]+)\|/gm)) {
      const methods = m[1] === 'PUT or DELETE' ? ['PUT', 'DELETE'] : [m[1]];
      const paths = m[2].includes(' and /') ? (([a, b]) => [a, a.trim() + b.trim()])(m[2].split(' and ')) : [m[2]];
      for (const method of methods) for (const p of paths) calls.add(normalise(method, p));
    }
  }
  return [...calls].sort();
}

/** The calls: from the spec when it is at hand, otherwise from the committed snapshot. */
export function specCalls(): string[] {
  return specAvailable() ? callsFromSpec() : (JSON.parse(readFileSync(snapshotFile, 'utf8')) as string[]);
}

// `tsx tests/contract/specCalls.ts --write` rewrites the snapshot from the spec.
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--write')) {
  const { writeFileSync } = await import('node:fs');
  writeFileSync(snapshotFile, `${JSON.stringify(callsFromSpec(), null, 2)}\n`);
  console.log(`wrote ${snapshotFile}`);
}
