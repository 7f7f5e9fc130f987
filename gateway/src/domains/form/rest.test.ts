import { describe, expect, it } from 'vitest';
import { formSettings, pickFormVersion } from './rest.js';
import type { RestFormRecord } from './schemas.js';

describe('form mapping', () => {
  const record = (id: number, status: number) => ({ id, status }) as RestFormRecord;

  it('serves the draft when asked, else the newest published (active or archived) version', () => {
    const family = [record(3, 3), record(2, 2), record(1, 1)];
    expect(pickFormVersion(family, true)?.id).toBe(3);
    expect(pickFormVersion(family, false)?.id).toBe(2);
    expect(pickFormVersion([record(5, 3)], false)).toBeNull();
  });

  it('reads the settings kept in content, 0/1 and booleans alike', () => {
    expect(
      formSettings({
        hideFromClient: 1,
        bypassDuplicatePhotoCheck: true,
        callOut: { active: true, mailing: 'a@b.co' },
      }),
    ).toEqual({
      hideFromClient: true,
      bypassDuplicatePhotoCheck: true,
      callOutActive: true,
      callOutMailing: 'a@b.co',
    });
    expect(formSettings({ hideFromClient: 0, callOut: { active: false, mailing: '' } })).toEqual({
      hideFromClient: false,
      bypassDuplicatePhotoCheck: false,
      callOutActive: false,
      callOutMailing: null,
    });
    expect(formSettings(null).callOutActive).toBe(false);
  });
});
