import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { refusalReason } from './upload-refusal';

describe('refusalReason', () => {
  it("says the server's reason for a refusal", () => {
    expect(refusalReason(new ApiError(402, '{"message":"Your plan allows 5 uploads a month."}'), 'Could not prepare')).toBe(
      'Your plan allows 5 uploads a month.',
    );
  });

  it('falls back when a refusal has no reason of ours', () => {
    expect(refusalReason(new ApiError(413, '<html>Too large</html>'), 'Could not prepare')).toBe('Could not prepare');
  });

  it('falls back for server and network failures, whatever they say', () => {
    expect(refusalReason(new ApiError(500, '{"message":"Internal detail"}'), 'Could not prepare')).toBe('Could not prepare');
    expect(refusalReason(new TypeError('Failed to fetch'), 'Could not prepare')).toBe('Could not prepare');
    // Only the API's own error carries a status: a message that merely starts like one does not.
    expect(refusalReason(new Error('402: {"message":"Used up"}'), 'Could not prepare')).toBe('Could not prepare');
  });
});
