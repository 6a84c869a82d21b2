import { describe, expect, it } from 'vitest';
import { messageText } from '@common/messages/index';
import { passwordFormSchema } from './password-form';

const messages = (v: Record<string, string>) => passwordFormSchema.safeParse(v).error?.issues.map((i) => messageText(i.message, 'en')) ?? [];

describe('the change-password form', () => {
  it('accepts a current password and a new one typed twice', () => {
    expect(messages({ currentPassword: 'old-pass', newPassword: 'new-pass-1', confirmPassword: 'new-pass-1' })).toEqual([]);
  });

  it('asks for the current password', () => {
    expect(messages({ currentPassword: '', newPassword: 'new-pass-1', confirmPassword: 'new-pass-1' })).toContain('Please enter your current password');
  });

  it('keeps the API rule of at least 6 characters', () => {
    expect(messages({ currentPassword: 'x', newPassword: 'abc', confirmPassword: 'abc' })).toContain('Password must be at least 8 characters long');
  });

  it('refuses two different new passwords', () => {
    expect(messages({ currentPassword: 'x', newPassword: 'new-pass-1', confirmPassword: 'new-pass-2' })).toEqual(['The new passwords do not match']);
  });
});
