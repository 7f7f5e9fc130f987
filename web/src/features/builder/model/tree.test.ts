import { describe, expect, it } from 'vitest';
import { createQuestion, createSection } from './create';
import { sampleForm } from './testForm';
import {
  allQuestions,
  canPlace,
  containerKey,
  documentIdsOf,
  findNode,
  insertNode,
  moveNode,
  moveTargets,
  removeNode,
  subtreeUuids,
  updateNode,
} from './tree';
import type { BuilderQuestion } from './types';

describe('finding and changing nodes at any depth', () => {
  it('finds a question three forks deep and updates it without touching other branches', () => {
    const { content, deepest, arrival } = sampleForm();
    expect(findNode(content, deepest.uuid)?.position.container).toMatchObject({ kind: 'fork' });
    const next = updateNode<BuilderQuestion>(content, deepest.uuid, (q) => ({ ...q, title: 'Renamed' }));
    expect(findNode(next, deepest.uuid)?.node.title).toBe('Renamed');
    expect(findNode(content, deepest.uuid)?.node.title).toBe('Photo of the replaced shelf');
    // Structural sharing: an untouched section keeps its identity.
    expect(next.structure[0][0]).toBe(arrival);
    expect(next.structure[1][0]).not.toBe(content.structure[1][0]);
  });

  it('adds a question to a fork of a fork of a fork', () => {
    const { content, deepest } = sampleForm();
    // A photo has no options, so no fork: nothing can be placed under it.
    expect(
      canPlace(content, createQuestion('single-line-input'), {
        kind: 'fork',
        questionUuid: deepest.uuid,
        optionUuid: 'none',
      }),
    ).toBe(false);
    const located = findNode(content, deepest.uuid)!;
    const added = createQuestion('multi-line-input', 'Why?');
    const next = insertNode(content, { container: located.position.container, index: 1 }, added);
    expect(findNode(next, added.uuid)?.position).toEqual({ container: located.position.container, index: 1 });
  });

  it('lists every question in document order with its section', () => {
    const { content } = sampleForm();
    expect(allQuestions(content).map((e) => `${e.section.title}/${e.question.title}`)).toEqual([
      'Arrival/Manager name',
      'Display/Condition of the display',
      'Display/What is damaged?',
      'Display/Was the shelf replaced?',
      'Display/Photo of the replaced shelf',
      'Display/Stock check',
      'Display/Units on shelf',
      'Display/How many items are out of stock?',
    ]);
  });
});

describe('removing', () => {
  it('collects the documents of a question and everything below it', () => {
    const { content, root, display } = sampleForm();
    expect(documentIdsOf(root).sort()).toEqual([5, 7]);
    const removed = removeNode(content, root.uuid);
    expect(removed.documentIds.sort()).toEqual([5, 7]);
    expect(findNode(removed.content, root.uuid)).toBeNull();
    expect(documentIdsOf(display)).toEqual([5, 7]);
  });

  it('removes a whole section with its documents', () => {
    const { content, display } = sampleForm();
    const removed = removeNode(content, display.uuid);
    expect(removed.content.structure[1]).toEqual([]);
    expect(removed.documentIds.sort()).toEqual([5, 7]);
  });
});

describe('moving', () => {
  it('never puts a section inside a section or question, and moves sections between phases', () => {
    const { content, display, arrival } = sampleForm();
    expect(canPlace(content, display, { kind: 'section', uuid: arrival.uuid })).toBe(false);
    const moved = moveNode(content, display.uuid, { container: { kind: 'phase', phase: 2 }, index: 0 });
    expect(moved.structure[1]).toEqual([]);
    expect(moved.structure[2][0].uuid).toBe(display.uuid);
  });

  it('lets a fork hold only fork types, and a numeric-conditional fork only single line, multi line and photo', () => {
    const { content, root, numeric } = sampleForm();
    const fork = { kind: 'fork' as const, questionUuid: root.uuid, optionUuid: root.options[0].uuid };
    const numericFork = { kind: 'fork' as const, questionUuid: numeric.uuid, optionUuid: numeric.options[0].uuid };
    expect(canPlace(content, createQuestion('signature-input'), fork)).toBe(false);
    expect(canPlace(content, createQuestion('numeric-conditional-input'), fork)).toBe(false);
    expect(canPlace(content, createQuestion('toggle-input'), fork)).toBe(true);
    expect(canPlace(content, createQuestion('toggle-input'), numericFork)).toBe(false);
    expect(canPlace(content, createQuestion('photo-input'), numericFork)).toBe(true);
  });

  it('never puts a question group inside a group or a fork', () => {
    const { content, group, root } = sampleForm();
    const other = createQuestion('question-group');
    expect(canPlace(content, other, { kind: 'group', uuid: group.uuid })).toBe(false);
    expect(canPlace(content, group, { kind: 'fork', questionUuid: root.uuid, optionUuid: root.options[0].uuid })).toBe(
      false,
    );
    expect(() =>
      moveNode(content, group.uuid, {
        container: { kind: 'fork', questionUuid: root.uuid, optionUuid: root.options[0].uuid },
        index: 0,
      }),
    ).toThrow();
  });

  it('never moves a question into its own forks', () => {
    const { content, level1, level2 } = sampleForm();
    expect(
      canPlace(content, level1, { kind: 'fork', questionUuid: level2.uuid, optionUuid: level2.options[0].uuid }),
    ).toBe(false);
  });

  it('reorders within a list, counting the index as before the move', () => {
    const { content, root, numeric, display } = sampleForm();
    const list = { kind: 'section' as const, uuid: display.uuid };
    const moved = moveNode(content, root.uuid, { container: list, index: 3 });
    expect(moved.structure[1][0].content.map((q) => q.uuid)).toEqual([
      display.content[1].uuid,
      numeric.uuid,
      root.uuid,
    ]);
  });

  it("offers 'MOVE HERE' at every valid gap except the ones next to the item", () => {
    const { content, groupChild, group, display, arrival, root } = sampleForm();
    const targets = moveTargets(content, groupChild.uuid).map((p) => `${containerKey(p.container)}@${p.index}`);
    expect(targets).toContain(`section:${arrival.uuid}@0`);
    expect(targets).toContain(`section:${display.uuid}@3`);
    expect(targets).toContain(`fork:${root.options[0].uuid}@0`);
    expect(targets).not.toContain(`group:${group.uuid}@0`);
    expect(targets).not.toContain(`group:${group.uuid}@1`);
    expect(targets.some((t) => t.startsWith('phase:'))).toBe(false);
    const sectionTargets = moveTargets(content, arrival.uuid).map((p) => `${containerKey(p.container)}@${p.index}`);
    expect(sectionTargets).toEqual(['phase:1@0', 'phase:1@1', 'phase:2@0']);
  });

  it('highlights a node and everything below it', () => {
    const { root, level1, level2, deepest } = sampleForm();
    const set = subtreeUuids(root);
    for (const q of [root, level1, level2, deepest]) expect(set.has(q.uuid)).toBe(true);
    expect(set.has(root.options[1].uuid)).toBe(true);
    expect(subtreeUuids(createSection()).size).toBe(1);
  });
});
