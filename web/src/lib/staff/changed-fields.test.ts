import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields';

describe('changedFields', () => {
  const values = { scope: 'following', time: '08:00', capacity: 10, location: 'Field 1' };

  it('keeps only the fields that were changed', () => {
    expect(changedFields(values, { capacity: true }, ['time', 'capacity', 'location'])).toEqual({ capacity: 10 });
  });

  it('is empty when nothing was changed', () => {
    expect(changedFields(values, {}, ['time', 'capacity'])).toEqual({});
  });
});
