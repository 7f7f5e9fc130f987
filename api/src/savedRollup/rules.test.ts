import { describe, expect, it } from 'vitest';
import {
  changeRefusal,
  questionsRefusal,
  reviewStateRuleApplies,
  SAVED_ROLLUP_RULES,
  servedKeys,
  statusRefusal,
  type RollupFacts,
} from './rules.js';
import type { CatalogueQuestion } from './store.js';

const q = (canonicalKey: string, extra: Partial<CatalogueQuestion> = {}): [string, CatalogueQuestion] => [
  canonicalKey,
  { canonicalKey, title: canonicalKey, type: 'single-line-input', internal: false, onHiddenFormOnly: false, ...extra },
];
const catalogue = new Map([q('a'), q('notes', { internal: true }), q('hiddenForm', { onHiddenFormOnly: true })]);
const clientRollup: RollupFacts = {
  id: 1,
  createdBy: 20,
  creatorIsClient: true,
  restrictTokenUserId: null,
  tenancyClientId: 1,
};
const client = { id: 20, isClient: true, tenancyClientId: 1 };
const staff = { id: 11, isClient: false, tenancyClientId: null };

describe('roll-up rules', () => {
  it('lets client users only delete', () => {
    expect(statusRefusal(client, 0)).toBeNull();
    expect(statusRefusal(client, 1)).toBe(SAVED_ROLLUP_RULES.clientDeleteOnly);
    expect(statusRefusal(client, 2)).toBe(SAVED_ROLLUP_RULES.clientDeleteOnly);
    expect(statusRefusal(staff, 2)).toBeNull();
  });

  it('lets a client user change only their own roll-ups, staff those of the selected client', () => {
    expect(changeRefusal(client, clientRollup)).toBeNull();
    expect(changeRefusal({ ...client, id: 21 }, clientRollup)).toBe(SAVED_ROLLUP_RULES.notYours);
    expect(changeRefusal(staff, clientRollup)).toBeNull();
    expect(changeRefusal({ ...staff, tenancyClientId: 2 }, clientRollup)).toBe(SAVED_ROLLUP_RULES.otherClient);
  });

  it('refuses unknown questions to everyone and internal ones to client users', () => {
    expect(questionsRefusal(staff, ['a', 'x'], catalogue)).toBe(SAVED_ROLLUP_RULES.unknownQuestions(['x']));
    expect(questionsRefusal(staff, ['a', 'notes', 'hiddenForm'], catalogue)).toBeNull();
    expect(questionsRefusal(client, ['a', 'notes', 'hiddenForm'], catalogue)).toBe(
      SAVED_ROLLUP_RULES.internalQuestions(['notes', 'hiddenForm']),
    );
    expect(questionsRefusal(client, ['a'], catalogue)).toBeNull();
  });

  it('serves client users only the questions they may see, in order', () => {
    expect(servedKeys(true, ['notes', 'a', 'gone', 'hiddenForm'], catalogue)).toEqual(['a']);
    expect(servedKeys(false, ['notes', 'a', 'gone'], catalogue)).toEqual(['notes', 'a', 'gone']);
  });

  it('asks for a Review State only when staff run a staff roll-up', () => {
    expect(reviewStateRuleApplies(false, false)).toBe(true);
    expect(reviewStateRuleApplies(false, true)).toBe(false);
    expect(reviewStateRuleApplies(true, false)).toBe(false);
  });
});
