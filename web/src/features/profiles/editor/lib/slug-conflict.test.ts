import { describe, expect, it } from 'vitest';
import { msg } from '@common/messages/index';
import { ApiError } from '@/lib/api';
import { slugConflict } from './slug-conflict';

describe('slugConflict', () => {
  it('reads the message and the suggestion of a 409', () => {
    const error = new ApiError(409, '{"message":"This profile URL is taken","suggestion":"maya-chen-2"}');
    expect(slugConflict(error)).toEqual({ message: 'This profile URL is taken', suggestion: 'maya-chen-2' });
  });

  it('falls back to the spec message when the body is not JSON', () => {
    expect(slugConflict(new ApiError(409, 'Conflict'))).toEqual({ message: msg('profiles.slugTaken'), suggestion: null });
  });

  it('is null for other failures', () => {
    expect(slugConflict(new ApiError(400, '{"message":"Display name is required"}'))).toBeNull();
    expect(slugConflict(new TypeError('Failed to fetch'))).toBeNull();
    expect(slugConflict('409')).toBeNull();
  });
});
