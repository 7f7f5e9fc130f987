import { describe, expect, it } from 'vitest';
import { normalizeContent } from './normalize';

describe('loading content', () => {
  it('fills what older builders left out and keeps what they stored', () => {
    const content = normalizeContent({
      structure: [
        [
          {
            uuid: 's1',
            type: 'section',
            title: 'A',
            tags: 'x, y',
            content: [
              {
                uuid: 'q1',
                type: 'toggle-input',
                title: 'Open?',
                meta: { isRequired: false, custom: 1 },
                options: [{ uuid: 'o1', label: 'Yes' }],
                documentIds: '4,5',
              },
              { uuid: 'q2', type: 'not-a-type', title: 'Dropped' },
            ],
          },
        ],
      ],
      callOut: { active: 1, mailing: 'a@b.co' },
      hideFromClient: true,
      maxAllowedTime: 15,
    });
    expect(content.structure[1]).toEqual([]);
    const section = content.structure[0][0];
    expect(section.tags).toEqual(['x', 'y']);
    expect(section.content).toHaveLength(1);
    const q = section.content[0];
    expect(q.meta).toMatchObject({ isRequired: false, isHidden: false, custom: 1 });
    expect(q.options[0]).toEqual({ uuid: 'o1', label: 'Yes', value: 'Yes', conditionalFork: [] });
    expect(q.documentIds).toEqual([4, 5]);
    expect(content).toMatchObject({
      callOut: { active: true, mailing: 'a@b.co' },
      hideFromClient: 1,
      maxAllowedTime: '15',
      bypassDuplicatePhotoCheck: false,
    });
  });
});
