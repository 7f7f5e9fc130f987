/** A small form for the model's tests: a fork three levels deep, a group, a numeric conditional. */
import { createOption, createQuestion, createSection } from './create';
import { emptyContent } from './normalize';
import type { BuilderForm, BuilderQuestion } from './types';

export function sampleForm() {
  const deepest = { ...createQuestion('photo-input', 'Photo of the replaced shelf'), documentIds: [7] };
  const level2 = createQuestion('toggle-input', 'Was the shelf replaced?');
  level2.options[0].conditionalFork = [deepest];
  const level1 = createQuestion('dropdown-input', 'What is damaged?');
  level1.options = [{ ...createOption('Shelf'), conditionalFork: [level2] }, createOption('Signage')];
  const root = { ...createQuestion('radio-button-input', 'Condition of the display'), documentIds: [5] };
  root.options = [createOption('Good'), { ...createOption('Damaged'), conditionalFork: [level1] }];
  const groupChild = createQuestion('numeric-int-input', 'Units on shelf');
  const group: BuilderQuestion = { ...createQuestion('question-group', 'Stock check'), content: [groupChild] };
  const numeric = createQuestion('numeric-conditional-input', 'How many items are out of stock?');
  const display = { ...createSection('Display'), content: [root, group, numeric] };
  const arrival = { ...createSection('Arrival'), content: [createQuestion('single-line-input', 'Manager name')] };
  const content = emptyContent();
  content.structure = [[arrival], [display], []];
  const form: BuilderForm = {
    id: 12,
    canonicalKey: '6f1d2c7e-0000-4000-8000-000000000001',
    title: 'Audit',
    status: 1,
    revision: 3,
    tenancyClientId: 1,
    autoApprovalHourTrigger: 0,
    heroImageUrl: '',
    timestamp: '2026-01-02T10:00:00.000Z',
    content,
  };
  return { form, content, root, level1, level2, deepest, group, groupChild, numeric, display, arrival };
}
