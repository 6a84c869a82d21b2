import { describe, expect, it } from 'vitest';
import { errorStatus } from './account-errors';

describe('errorStatus', () => {
  it('reads the status of an API error', () => {
    expect(errorStatus(new Error('409: {"message":"An account with this email already exists"}'))).toBe(409);
  });

  it('answers null for a network failure or a non-error', () => {
    expect(errorStatus(new TypeError('Failed to fetch'))).toBeNull();
    expect(errorStatus('nope')).toBeNull();
  });
});
