/**
 * The REST calls listed in section 7 of the three spec documents, read from ../shared/spec, each
 * normalised to "METHOD /path/{param}" so the contract tests can hold the api to the whole list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const specDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/spec');

export function normalise(method: string, rawPath: string): string {
  let p = rawPath.trim().split('?')[0].trim();
  if (!p.startsWith('/')) p = `/${p}`;
  p = p.replace(/\{[^}]+\}/g, '{}');
  return `${method} ${p}`;
}

export function specCalls(): string[] {
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
