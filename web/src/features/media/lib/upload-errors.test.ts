import { describe, expect, it } from 'vitest';
import { PrepareUploadError, putErrorMessage } from './upload-errors';

describe('putErrorMessage', () => {
  it("reads the server's message from a JSON body", () => {
    expect(putErrorMessage({ body: '{"message":"This file is larger than 100 MB."}' })).toBe('This file is larger than 100 MB.');
  });

  it('gives null for XML, empty or missing bodies', () => {
    expect(putErrorMessage({ body: '<Error><Code>AccessDenied</Code></Error>' })).toBeNull();
    expect(putErrorMessage({ body: '{"message":""}' })).toBeNull();
    expect(putErrorMessage(new Error('Network error'))).toBeNull();
    expect(putErrorMessage(null)).toBeNull();
  });
});

describe('PrepareUploadError', () => {
  it('keeps the cause', () => {
    const cause = new Error('500: boom');
    const error = new PrepareUploadError(cause);
    expect(error.cause).toBe(cause);
    expect(error.name).toBe('PrepareUploadError');
  });
});
