import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * @svr/domain is imported by the api, the gateway and the web app (in the browser): its product files import
 * nothing but each other and touch no I/O or environment. eslint.config.js says the same for imports.
 */
const dir = fileURLToPath(new URL('.', import.meta.url));
const productFiles = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .sort();

/** Module specifiers of static imports, re-exports and dynamic imports. */
function specifiersOf(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\bimport\s*\(\s*['"`]([^'"`]+)['"`]\s*\)/g,
    /\brequire\s*\(\s*['"`]([^'"`]+)['"`]\s*\)/g,
  ];
  for (const re of patterns) for (const m of source.matchAll(re)) found.push(m[1]);
  return found;
}

const SIBLING = /^\.\/[A-Za-z0-9_-]+\.js$/;
const IO = /\b(process\.env|process\.|globalThis\.|window\.|document\.|localStorage|fetch\s*\(|XMLHttpRequest)/;

describe('@svr/domain purity', () => {
  it('has product files to check', () => {
    expect(productFiles).toContain('index.ts');
    expect(productFiles).toContain('questionTypes.ts');
  });

  it.each(productFiles)('%s imports only sibling domain files', (file) => {
    const source = readFileSync(`${dir}/${file}`, 'utf8');
    const outside = specifiersOf(source).filter(
      (s) => !SIBLING.test(s) || !productFiles.includes(s.slice(2).replace(/\.js$/, '.ts')),
    );
    expect(outside).toEqual([]);
  });

  it.each(productFiles)('%s reads no environment and does no I/O', (file) => {
    const source = readFileSync(`${dir}/${file}`, 'utf8');
    expect(source.match(IO)?.[0] ?? null).toBeNull();
  });

  it('sees an import from outside (the check can fail)', () => {
    const bad =
      "import { z } from 'zod';\nexport * from '../../api/src/form/content.js';\nconst m = import('node:fs');";
    expect(specifiersOf(bad)).toEqual(['zod', '../../api/src/form/content.js', 'node:fs']);
    expect(specifiersOf("export * from './reviewState.js';").every((s) => SIBLING.test(s))).toBe(true);
  });
});
