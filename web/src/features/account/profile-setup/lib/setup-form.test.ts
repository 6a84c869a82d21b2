import { describe, expect, it } from 'vitest';
import { messageText } from '@common/messages/index';
import type { AuthUser } from '@common/auth';
import { setupDefaults, setupFormSchema, toSetupPayload } from './setup-form';

const values = { age: '', sport: '', position: '', trainingGoals: '' };
const message = (age: string) => messageText(setupFormSchema.safeParse({ ...values, age }).error?.issues[0]?.message ?? '', 'en') || undefined;

describe('the profile setup form', () => {
  it('accepts a blank age and ages from 5 to 50', () => {
    for (const age of ['', '5', '17', '50']) expect(message(age)).toBeUndefined();
  });

  it('refuses ages outside 5 to 50 with the reason', () => {
    expect(message('4')).toBe('Age must be at least 5');
    expect(message('51')).toBe('Age must be 50 or under');
    expect(message('12.5')).toBe('Age must be a whole number');
  });

  it('is prefilled from the user, blanks for what is missing', () => {
    const user = { age: 15, sport: 'Soccer', position: null, trainingGoals: null } as AuthUser;
    expect(setupDefaults(user)).toEqual({ age: '15', sport: 'Soccer', position: '', trainingGoals: '' });
  });

  it('sends numbers for age, nulls for blanks and the picture only when uploaded', () => {
    expect(toSetupPayload({ age: ' 16 ', sport: 'Tennis', position: 'Singles', trainingGoals: '  ' }, null, false)).toEqual({
      age: 16,
      sport: 'Tennis',
      position: 'Singles',
      trainingGoals: null,
      profileCompleted: false,
    });
    expect(toSetupPayload(values, 'profiles/1/abc.webp', true)).toMatchObject({ age: null, profilePicture: 'profiles/1/abc.webp', profileCompleted: true });
  });
});
