import { describe, expect, it } from 'vitest';
import { formatChange, formatValue, parseAttempt, percentileWord, testName } from './format';

describe('test values', () => {
  it('formats values in the unit precision and language', () => {
    expect(formatValue(3.256, 's', 'en')).toBe('3.26');
    expect(formatValue(45.5, 'cm', 'es')).toBe('45.5');
    expect(formatValue(12, 'reps', 'en')).toBe('12');
    expect(formatValue(5.1, 's', 'en')).toBe('5.10');
    expect(formatChange(2.5, 'cm', 'en')).toBe('+2.5');
    expect(formatChange(-0.08, 's', 'en')).toBe('-0.08');
    expect(formatChange(0, 's', 'en')).toBe('0');
  });

  it('reads typed attempts with a point or a comma', () => {
    expect(parseAttempt('45,5')).toBe(45.5);
    expect(parseAttempt(' 3.21 ')).toBe(3.21);
    expect(parseAttempt('')).toBeNull();
    expect(parseAttempt('4o')).toBeNaN();
    expect(parseAttempt('-3')).toBeNaN();
  });

  it('names a test in Spanish when staff gave it', () => {
    expect(testName({ name: 'Vertical jump', nameEs: 'Salto vertical' }, 'es')).toBe('Salto vertical');
    expect(testName({ name: 'Vertical jump', nameEs: null }, 'es')).toBe('Vertical jump');
  });

  it('says percentiles as ordinals in English', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 58, 100].map((n) => percentileWord(n, 'en'))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '58th',
      '100th',
    ]);
    expect(percentileWord(58, 'es')).toBe('58');
  });
});
