import { describe, expect, it } from 'vitest';
import { clientFormContent } from './clientContent.js';

const q = (uuid: string, extra: Record<string, unknown> = {}) => ({
  uuid,
  type: 'single-line-input',
  title: uuid,
  meta: { isHidden: false },
  options: [],
  ...extra,
});
const hidden = (uuid: string, extra: Record<string, unknown> = {}) => q(uuid, { meta: { isHidden: true }, ...extra });

describe("a client user's form content", () => {
  it('leaves out internal questions with everything under them, at any depth', () => {
    const content = {
      structure: [
        [
          {
            uuid: 's1',
            content: [
              q('a'),
              hidden('b', { type: 'question-group', content: [q('b1')] }),
              q('c', {
                type: 'radio-button-input',
                options: [
                  {
                    uuid: 'o1',
                    value: 'Yes',
                    conditionalFork: [
                      q('c1'),
                      hidden('c2', { options: [{ uuid: 'o2', conditionalFork: [q('c21')] }] }),
                    ],
                  },
                ],
              }),
            ],
          },
        ],
        [],
        [],
      ],
      documents: [
        { id: 1, questionUuid: 'b1' },
        { id: 2, questionUuid: 'c21' },
        { id: 3, questionUuid: 'A' },
        { id: 4, questionUuid: null },
      ],
      callOut: { active: true, mailing: 'ops@example.com' },
    };
    const seen = clientFormContent(content) as typeof content;
    const section = seen.structure[0][0];
    expect(section.content.map((x) => x.uuid)).toEqual(['a', 'c']);
    expect(
      (section.content[1] as { options: { conditionalFork: { uuid: string }[] }[] }).options[0].conditionalFork.map(
        (x) => x.uuid,
      ),
    ).toEqual(['c1']);
    expect(seen.documents.map((d) => d.id)).toEqual([3, 4]);
    expect(seen.callOut).toEqual({ active: true, mailing: '' });
    expect(JSON.stringify(seen)).not.toMatch(/"(b|b1|c2|c21)"/);
  });

  it('answers anything that is not form content as it came', () => {
    expect(clientFormContent(null)).toBeNull();
    expect(clientFormContent('x')).toBe('x');
  });
});
