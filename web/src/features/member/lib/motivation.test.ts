import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { TFunction } from '@/lib/i18n/i18next';
import en from '@/locales/en/dashboard.json';
import es from '@/locales/es/dashboard.json';
import { feedbackStage, streakMessage as streak } from './motivation';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { dashboard: en }, es: { dashboard: es } }, interpolation: { escapeValue: false } });
const tFor = (lng: 'en' | 'es') => i18n.getFixedT(lng, 'dashboard') as unknown as TFunction<'dashboard'>;
/** In English, as the dashboard shows it. */
const streakMessage = (weeks: number) => streak(weeks, tFor('en'));

describe('streakMessage', () => {
  it('invites a start when there is no streak yet', () => {
    expect(streakMessage(0).headline).toBe('Start your streak this week');
  });

  it('words a streak in weeks from the first week on', () => {
    expect(streakMessage(1).headline).toBe('1-week streak');
    expect(streakMessage(4).headline).toBe('4-week streak');
    expect(streakMessage(4).detail).toBe('Train or upload every week to keep it going.');
  });

  it('cheers louder from five weeks, about 30 days, on', () => {
    expect(streakMessage(5).headline).toBe('5-week streak');
    expect(streakMessage(5).detail).toMatch(/Over a month/);
  });

  it('speaks Spanish, with the plural of the weeks', () => {
    expect(streak(1, tFor('es')).headline).toBe('Racha de 1 semana');
    expect(streak(3, tFor('es')).headline).toBe('Racha de 3 semanas');
  });
});

describe('feedbackStage', () => {
  it('asks for a first upload when there is none', () => expect(feedbackStage([])).toBe('upload'));
  it('is in review while any upload waits for feedback', () => expect(feedbackStage([{ feedback: [1] }, { feedback: [] }])).toBe('review'));
  it('is received when every upload has feedback', () => expect(feedbackStage([{ feedback: [1] }, { feedback: [2] }])).toBe('received'));
});
