import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { TFunction } from '@/lib/i18n/i18next';
import en from '@/locales/en/onboarding.json';
import es from '@/locales/es/onboarding.json';
import { formatDuration as format } from './format-duration';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { onboarding: en }, es: { onboarding: es } }, interpolation: { escapeValue: false } });
const tFor = (lng: 'en' | 'es') => i18n.getFixedT(lng, 'onboarding') as unknown as TFunction<'onboarding'>;
/** In English, as the welcome setup shows it. */
const formatDuration = (minutes: number) => format(minutes, tFor('en'));

describe('formatDuration', () => {
  it('shows whole hours in words', () => {
    expect(formatDuration(60)).toBe('1 hour');
    expect(formatDuration(120)).toBe('2 hours');
  });

  it('shows minutes under an hour', () => {
    expect(formatDuration(45)).toBe('45 min');
  });

  it('shows hours and minutes together', () => {
    expect(formatDuration(90)).toBe('1 hour 30 min');
  });

  it('speaks Spanish', () => {
    expect(format(60, tFor('es'))).toBe('1 hora');
    expect(format(150, tFor('es'))).toBe('2 horas 30 min');
  });
});
