import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { refusalReason, statusOf } from './upload-refusal';

describe('statusOf', () => {
  it('reads the status at the head of an API error', () => {
    expect(statusOf(new ApiError(402, '{"message":"Used up"}'))).toBe(402);
    expect(statusOf(new Error('500: boom'))).toBe(500);
  });

  it('is 0 for anything else', () => {
    expect(statusOf(new TypeError('Failed to fetch'))).toBe(0);
    expect(statusOf('402: not an error')).toBe(0);
    expect(statusOf(undefined)).toBe(0);
  });
});

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
  });
});
