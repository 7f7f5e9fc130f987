/**
 * One vocabulary (issue 10): question types, record statuses, review states, widget types and activity kinds
 * are written once, in @svr/domain. This test fails when one is written again in product code of api/, gateway/
 * or web/ (a copied list, a label map, a list of options), and when a schema enum drifts from the domain's list.
 *
 * What counts as a copy: one array or object literal that names several words of one vocabulary: as elements,
 * as keys, as string values, or one level down (the labels of a list of { value, label } options). A single use
 * (`type === 'photo-input'`, a switch case, a status filter of a few names) is not a list and passes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse, type EnumTypeDefinitionNode } from 'graphql';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_KINDS,
  graphqlEnumName,
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  RECORD_STATUS_LABELS,
  RECORD_STATUS_NAMES,
  REVIEW_STATE_LABELS,
  REVIEW_STATE_NAMES,
  WIDGET_TYPES,
} from '@svr/domain';

interface Vocabulary {
  what: string;
  /** Each word with the spellings it may take (the stored name and its GraphQL enum name). */
  words: readonly (readonly string[])[];
  /** A literal naming this many words or more is a copy. */
  atLeast: number;
}

const withEnumNames = (list: readonly string[]) => list.map((w) => [w, graphqlEnumName(w)]);
const single = (list: readonly string[]) => list.map((w) => [w]);

const VOCABULARIES: readonly Vocabulary[] = [
  // The smallest set more than one side needs has 3 types (NUMERIC_FORK_TYPES, the media types).
  { what: 'question types', words: withEnumNames(QUESTION_TYPES), atLeast: 3 },
  { what: 'question type labels', words: single(Object.values(QUESTION_TYPE_LABELS)), atLeast: 3 },
  // Three names are also ReviewTarget, the states a reviewer sets (its own schema enum).
  { what: 'review state names', words: single(REVIEW_STATE_NAMES), atLeast: 4 },
  { what: 'review state labels', words: single(Object.values(REVIEW_STATE_LABELS)), atLeast: 3 },
  // Three of four are a status filter ('All': active, archived, draft) or the targets of bulk actions.
  { what: 'record status names', words: single(RECORD_STATUS_NAMES), atLeast: 4 },
  { what: 'record status labels', words: single(Object.values(RECORD_STATUS_LABELS)), atLeast: 4 },
  { what: 'widget types', words: withEnumNames(WIDGET_TYPES), atLeast: 3 },
  { what: 'activity kinds', words: withEnumNames(ACTIVITY_KINDS), atLeast: 3 },
];

const ROOTS = ['api/src', 'gateway/src', 'web/src'];
/** Generated code, tests, test helpers, and the demo seed (which names question types as its data). */
const SKIPPED_DIRS = new Set(['node_modules', 'generated', 'testing']);
const SKIPPED_PATHS = ['api/src/db/seed/'];
const isProductFile = (path: string) =>
  /\.tsx?$/.test(path) && !/\.(test|e2e)\.tsx?$/.test(path) && !SKIPPED_PATHS.some((p) => path.startsWith(p));

function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return SKIPPED_DIRS.has(e.name) ? [] : productFiles(path);
    return isProductFile(path) ? [path] : [];
  });
}

const textOf = (n: ts.Node): string | undefined =>
  ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) ? n.text : undefined;
const keyOf = (n: ts.PropertyName): string | undefined =>
  ts.isIdentifier(n) || ts.isStringLiteral(n) || ts.isNumericLiteral(n) ? n.text : undefined;
const isLiteral = (n: ts.Node): n is ts.ArrayLiteralExpression | ts.ObjectLiteralExpression =>
  ts.isArrayLiteralExpression(n) || ts.isObjectLiteralExpression(n);

/** The strings a literal names itself: elements, keys and string values. */
function ownStrings(n: ts.ArrayLiteralExpression | ts.ObjectLiteralExpression): string[] {
  if (ts.isArrayLiteralExpression(n)) return n.elements.map(textOf).filter((s) => s !== undefined);
  return n.properties.flatMap((p) =>
    ts.isPropertyAssignment(p) ? [keyOf(p.name), textOf(p.initializer)].filter((s) => s !== undefined) : [],
  );
}
const childLiterals = (n: ts.ArrayLiteralExpression | ts.ObjectLiteralExpression): ts.Node[] =>
  ts.isArrayLiteralExpression(n)
    ? [...n.elements]
    : n.properties.filter(ts.isPropertyAssignment).map((p) => p.initializer);

interface Copy {
  where: string;
  what: string;
  words: string[];
}

const ALL_WORDS = [...new Set(VOCABULARIES.flatMap((v) => v.words.flat()))];
const FEWEST = Math.min(...VOCABULARIES.map((v) => v.atLeast));
/** A source naming fewer words than any threshold anywhere cannot hold a copy (most files: no parse). */
const mayHoldCopy = (source: string) => ALL_WORDS.filter((w) => source.includes(w)).length >= FEWEST;

/** Every literal in a source that names a vocabulary's threshold of words. */
function findCopies(path: string, source: string): Copy[] {
  if (!mayHoldCopy(source)) return [];
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Copy[] = [];
  const visit = (n: ts.Node) => {
    if (isLiteral(n)) {
      const strings = new Set([...ownStrings(n), ...childLiterals(n).filter(isLiteral).flatMap(ownStrings)]);
      for (const v of VOCABULARIES) {
        const named = v.words.filter((spellings) => spellings.some((s) => strings.has(s))).map((s) => s[0]);
        if (named.length >= v.atLeast) {
          const line = file.getLineAndCharacterOfPosition(n.getStart(file)).line + 1;
          found.push({ where: `${path}:${line}`, what: v.what, words: named });
        }
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(file);
  return found;
}

describe('the vocabulary is written once, in @svr/domain', () => {
  it('no product file of api/, gateway/ or web/ writes a list, label map or options of a vocabulary', () => {
    const files = ROOTS.flatMap((root) => productFiles(root));
    expect(files.length).toBeGreaterThan(100);
    const copies = files.flatMap((f) => findCopies(f, readFileSync(f, 'utf8')));
    // Import the list, labels or sets from '@svr/domain' instead (domain/src/*.ts).
    expect(copies.map((c) => `${c.where} ${c.what}: ${c.words.join(', ')}`)).toEqual([]);
  });

  it('finds a copied list, label map or option list', () => {
    const copies = findCopies(
      'sample.ts',
      `
      const TYPES = ['radio-button-input', 'dropdown-input', 'checkbox-input'];
      const GQL = new Set(['PHOTO_INPUT', 'VIDEO_INPUT', 'SIGNATURE_INPUT']);
      const LABELS: Record<number, string> = { 0: 'Pending Submission', 1: 'Pending Review', 2: 'In Review' };
      const OPTIONS = [{ value: 3, label: 'Approved' }, { value: 4, label: 'Rejected' }, { value: 5, label: 'Resubmitted' }];
      const STATUS = { Deleted: 0, Active: 1, Archived: 2, Draft: 3 };
      const NAMES = ['DELETED', 'ACTIVE', 'ARCHIVED', 'DRAFT'];
      const WIDGETS = { barChart: 'Bar', lineChart: 'Line', pieChart: 'Pie' };
      const KINDS = ['review.state', 'visit.privacy', 'media.mark'];
      `,
    );
    expect(copies.map((c) => c.what)).toEqual([
      'question types',
      'question types',
      'review state labels',
      'review state labels',
      'record status labels',
      'record status names',
      'widget types',
      'activity kinds',
    ]);
    expect(copies[0]).toEqual({
      where: 'sample.ts:2',
      what: 'question types',
      words: ['radio-button-input', 'dropdown-input', 'checkbox-input'],
    });
  });

  it('lets single uses and small selections pass', () => {
    const copies = findCopies(
      'sample.tsx',
      `
      if (q.type === 'photo-input' || q.type === 'video-input') show(q);
      switch (q.type) { case 'photo-input': case 'signature-input': case 'video-input': return 'media'; }
      const FEEDBACK = new Set(['single-line-input', 'multi-line-input']);
      const ALL = { value: 'all', label: 'All', statuses: ['ACTIVE', 'ARCHIVED', 'DRAFT'] };
      const TARGET = { ARCHIVE: 'ARCHIVED', ACTIVATE: 'ACTIVE', DELETE: 'DELETED' };
      const TARGET_CODE = { IN_REVIEW: 2, APPROVED: 3, REJECTED: 4 };
      const el = <Tag intent="success">Approved</Tag>;
      `,
    );
    expect(copies).toEqual([]);
  });
});

/** The SDL's enums against the domain's lists (an enum the schema does not declare yet is skipped). */
const sdl = readdirSync('schema')
  .filter((f) => f.endsWith('.graphql'))
  .map((f) => readFileSync(join('schema', f), 'utf8'))
  .join('\n');
const enums = new Map(
  parse(sdl)
    .definitions.filter((d): d is EnumTypeDefinitionNode => d.kind === Kind.ENUM_TYPE_DEFINITION)
    .map((d) => [d.name.value, (d.values ?? []).map((v) => v.name.value)]),
);

describe('each schema enum has exactly the names @svr/domain lists', () => {
  const expected: [string, readonly string[]][] = [
    ['RecordStatus', RECORD_STATUS_NAMES],
    ['ReviewState', REVIEW_STATE_NAMES],
    ['QuestionType', QUESTION_TYPES.map(graphqlEnumName)],
    ['WidgetType', WIDGET_TYPES.map(graphqlEnumName)],
    ['ActivityKind', ACTIVITY_KINDS.map(graphqlEnumName)],
  ];
  it('reads the schema', () => {
    expect(enums.get('RecordStatus')).toBeDefined();
  });
  for (const [name, names] of expected) {
    it.skipIf(!enums.has(name))(name, () => {
      expect([...(enums.get(name) ?? [])].sort()).toEqual([...names].sort());
    });
  }
});
