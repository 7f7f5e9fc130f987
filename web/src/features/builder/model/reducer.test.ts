import { describe, expect, it } from 'vitest';
import { builderReducer } from './reducer';
import { sampleForm } from './testForm';
import { findNode } from './tree';
import type { BuilderQuestion } from './types';

const question = (form: ReturnType<typeof sampleForm>['form'], uuid: string) =>
  findNode(form.content, uuid)!.node as BuilderQuestion;

describe('builder changes', () => {
  it('creates MAX RESPONSES children, keeps existing ones and drops the rest', () => {
    const { form, numeric } = sampleForm();
    const three = builderReducer(form, { type: 'setMaxResponses', uuid: numeric.uuid, max: 3 });
    const children = question(three, numeric.uuid).options[0].conditionalFork;
    expect(children.map((c) => c.title)).toEqual(['Response - 1', 'Response - 2', 'Response - 3']);
    expect(children.every((c) => c.meta.isRequired && !c.meta.isHidden && c.type === 'single-line-input')).toBe(true);
    expect(question(three, numeric.uuid).meta.maxQuestions).toBe(3);
    const one = builderReducer(three, { type: 'setMaxResponses', uuid: numeric.uuid, max: 1 });
    expect(question(one, numeric.uuid).options[0].conditionalFork.map((c) => c.uuid)).toEqual([children[0].uuid]);
  });

  it('adds a response to a numeric conditional from its menu as the next child, and MAX RESPONSES follows', () => {
    const { form, numeric } = sampleForm();
    const container = { kind: 'fork' as const, questionUuid: numeric.uuid, optionUuid: numeric.options[0].uuid };
    const added = builderReducer(form, { type: 'addQuestion', container, questionType: 'photo-input' });
    expect(question(added, numeric.uuid).options[0].conditionalFork.map((c) => c.title)).toEqual(['Photo - 1']);
    expect(question(added, numeric.uuid).meta.maxQuestions).toBe(1);
    const more = builderReducer(added, { type: 'setMaxResponses', uuid: numeric.uuid, max: 2 });
    expect(question(more, numeric.uuid).options[0].conditionalFork.map((c) => c.title)).toEqual([
      'Photo - 1',
      'Photo - 2',
    ]);
    const child = question(more, numeric.uuid).options[0].conditionalFork[0];
    const removed = builderReducer(more, { type: 'remove', uuid: child.uuid });
    expect(question(removed, numeric.uuid).meta.maxQuestions).toBe(1);
  });

  it('turns the call-out flag on when a call-out question exists', () => {
    const { form, root } = sampleForm();
    expect(form.content.callOut.active).toBe(false);
    const next = builderReducer(form, {
      type: 'updateQuestion',
      uuid: root.uuid,
      fn: (q) => ({ ...q, meta: { ...q.meta, isCallOut: true, callOutOptions: ['Damaged'] } }),
    });
    expect(next.content.callOut.active).toBe(true);
  });

  it('keeps isConditional in step with the forks', () => {
    const { form, root, level1 } = sampleForm();
    const container = { kind: 'fork' as const, questionUuid: root.uuid, optionUuid: root.options[0].uuid };
    const next = builderReducer(form, { type: 'addQuestion', container, questionType: 'single-line-input' });
    expect(question(next, root.uuid).meta.isConditional).toBe(true);
    const removed = builderReducer(next, { type: 'remove', uuid: level1.uuid });
    expect(question(removed, root.uuid).meta.isConditional).toBe(true);
    const onlyOne = question(removed, root.uuid).options[0].conditionalFork[0];
    expect(
      question(builderReducer(removed, { type: 'remove', uuid: onlyOne.uuid }), root.uuid).meta.isConditional,
    ).toBe(false);
  });

  it('drops the documents of a removed question from the list and from every question', () => {
    const { form, level1 } = sampleForm();
    const withDocs = builderReducer(form, {
      type: 'addDocument',
      doc: { id: 7, uuid: 'u7', title: 'a.pdf', size: 10, url: '/files/a.pdf', type: 'file', timestamp: '' },
    });
    const removed = builderReducer(withDocs, { type: 'remove', uuid: level1.uuid });
    expect(removed.content.documents).toEqual([]);
  });

  it('ignores a move the rules refuse', () => {
    const { form, group, root } = sampleForm();
    const target = {
      container: { kind: 'fork' as const, questionUuid: root.uuid, optionUuid: root.options[0].uuid },
      index: 0,
    };
    expect(builderReducer(form, { type: 'move', uuid: group.uuid, target })).toBe(form);
  });

  it('adds sections to a phase', () => {
    const { form } = sampleForm();
    const next = builderReducer(form, { type: 'addSection', phase: 2, title: 'Sign-off' });
    expect(next.content.structure[2].map((s) => s.title)).toEqual(['Sign-off']);
  });
});
