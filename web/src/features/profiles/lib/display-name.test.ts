import { describe, expect, it } from 'vitest';
import { nameParts, sportLine } from './display-name';

describe('display name helpers', () => {
  it('takes the first and last words for the initials', () => {
    expect(nameParts('  Ava  Marie Johnson ')).toEqual({ firstName: 'Ava', lastName: 'Johnson' });
    expect(nameParts('Prince')).toEqual({ firstName: 'Prince', lastName: '' });
  });

  it('joins sport and position, skipping a missing one', () => {
    expect(sportLine('Soccer', 'Midfielder')).toBe('Soccer · Midfielder');
    expect(sportLine(null, 'Midfielder')).toBe('Midfielder');
    expect(sportLine(null, null)).toBe('');
  });
});
