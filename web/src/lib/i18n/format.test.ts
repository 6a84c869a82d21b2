import { describe, expect, it } from 'vitest';
import { longDay, money, shortDay, wallTime } from './format';

describe('formatting for the language', () => {
  it('writes facility days and wall-clock times as they are, in each language', () => {
    expect(longDay('2026-03-02', 'en')).toBe('Monday, March 2, 2026');
    expect(longDay('2026-03-02', 'es')).toBe('lunes, 2 de marzo de 2026');
    expect(shortDay('2026-03-02', 'en')).toBe('Mon, Mar 2');
    expect(wallTime('17:30:00', 'en')).toBe('5:30 PM');
    expect(wallTime('17:30:00', 'es')).toBe('5:30 p.m.');
    expect(wallTime('25:00', 'es')).toBeNull();
  });
  it('shows dollars with two decimals', () => {
    expect(money(45, 'en')).toBe('$45.00');
    expect(money(1234.5, 'es')).toBe('$1,234.50');
  });
});
