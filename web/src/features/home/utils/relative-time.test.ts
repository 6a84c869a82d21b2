import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { TFunction } from '@/lib/i18n/i18next';
import en from '@/locales/en/home.json';
import es from '@/locales/es/home.json';
import { relativeTime as relative } from './relative-time';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { home: en }, es: { home: es } }, interpolation: { escapeValue: false } });
const tEn = i18n.getFixedT('en', 'home') as unknown as TFunction<'home'>;
const tEs = i18n.getFixedT('es', 'home') as unknown as TFunction<'home'>;
/** In English, as the home page shows it. */
const relativeTime = (date: string | Date, now: Date) => relative(date, tEn, 'en', now);

const NOW = new Date('2026-03-10T15:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('relativeTime', () => {
  it('says just now under one hour, and for a time in the future', () => {
    expect(relativeTime(ago(0), NOW)).toBe('Just now');
    expect(relativeTime(ago(59 * MIN), NOW)).toBe('Just now');
    expect(relativeTime(ago(-5 * MIN), NOW)).toBe('Just now');
  });

  it('counts whole hours under one day', () => {
    expect(relativeTime(ago(HOUR), NOW)).toBe('1h ago');
    expect(relativeTime(ago(5 * HOUR + 59 * MIN), NOW)).toBe('5h ago');
    expect(relativeTime(ago(23 * HOUR + 59 * MIN), NOW)).toBe('23h ago');
  });

  it('says yesterday from 24 up to 48 hours', () => {
    expect(relativeTime(ago(24 * HOUR), NOW)).toBe('Yesterday');
    expect(relativeTime(ago(47 * HOUR + 59 * MIN), NOW)).toBe('Yesterday');
  });

  it('shows the local date from 48 hours on, as en-US writes it', () => {
    const then = new Date(NOW.getTime() - 48 * HOUR);
    expect(relativeTime(then, NOW)).toBe(then.toLocaleDateString('en-US'));
    expect(relativeTime('2025-12-25T12:00:00Z', NOW)).toBe(new Date('2025-12-25T12:00:00Z').toLocaleDateString('en-US'));
    expect(relativeTime(new Date(2025, 0, 5, 23, 59), NOW)).toBe('1/5/2025');
  });

  it('speaks Spanish, with the date as es-US writes it', () => {
    expect(relative(ago(5 * HOUR), tEs, 'es', NOW)).toBe('Hace 5 h');
    expect(relative(ago(30 * HOUR), tEs, 'es', NOW)).toBe('Ayer');
    const then = new Date(2025, 0, 5, 23, 59);
    expect(relative(then, tEs, 'es', NOW)).toBe('5/1/2025');
    expect(relative(then, tEs, 'es', NOW)).toBe(then.toLocaleDateString('es-US'));
  });

  it('gives an empty text for an unreadable date', () => {
    expect(relativeTime('not a date', NOW)).toBe('');
  });
});
