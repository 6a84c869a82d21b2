import { describe, expect, it } from 'vitest';
import { englishT } from '@/lib/i18n/test-translate';
import en from '@/locales/en/programs.json';
import { ageGroupLabel } from './age-group-label';

const t = englishT<'programs'>(en);

describe('the age group label', () => {
  it('names each shape of range', () => {
    expect(ageGroupLabel({ minAge: 5, maxAge: 7 }, t)).toBe('Ages 5-7');
    expect(ageGroupLabel({ minAge: 12, maxAge: null }, t)).toBe('Ages 12+');
    expect(ageGroupLabel({ minAge: null, maxAge: 7 }, t)).toBe('Ages up to 7');
    expect(ageGroupLabel({ minAge: 7, maxAge: 7 }, t)).toBe('Age 7');
  });

  it('is nothing for a session open to every age', () => {
    expect(ageGroupLabel(null, t)).toBeNull();
    expect(ageGroupLabel({ minAge: null, maxAge: null }, t)).toBeNull();
  });
});
