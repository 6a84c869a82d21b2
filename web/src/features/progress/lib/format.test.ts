import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { TFunction } from '@/lib/i18n/i18next';
import progress from '@/locales/en/progress.json';
import progressEs from '@/locales/es/progress.json';
import { bandText, shortDate, signed, withUnit } from './format';

const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: { en: { progress }, es: { progress: progressEs } }, initAsync: false, interpolation: { escapeValue: false } });
const t = i18n.getFixedT('en', 'progress') as unknown as TFunction<'progress'>;
const tEs = i18n.getFixedT('es', 'progress') as unknown as TFunction<'progress'>;

describe('progress labels', () => {
  it('writes values, changes and bands with their units', () => {
    expect(withUnit(42, '°')).toBe('42°');
    expect(withUnit(180, 'steps/min')).toBe('180 steps/min');
    expect(signed(4.5, '°')).toBe('+4.5°');
    expect(signed(-3, 'ms')).toBe('−3 ms');
    expect(signed(0, '%')).toBe('0%');
    expect(bandText({ min: 90, max: null, source: '' }, '°', t)).toBe('90° or more');
    expect(bandText({ min: null, max: 20, source: '' }, '°', t)).toBe('up to 20°');
    expect(bandText({ min: 1, max: 2, source: '' }, 'cm', t)).toBe('1 cm – 2 cm');
    expect(bandText({ min: 90, max: null, source: '' }, '°', tEs)).toBe('90° o más');
  });

  it("writes a week's Monday as it is and an instant in the viewer's zone", () => {
    expect(shortDate('2025-11-24', 'en')).toBe('Nov 24');
    expect(shortDate('2025-11-24', 'es')).toBe('24 nov');
    expect(shortDate('2025-11-24T12:00:00.000Z', 'en')).toBe('Nov 24');
  });
});
