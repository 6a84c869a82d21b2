import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/profileSetup.json';
import { completeness, finishPath, showNudge, type SetupDraft } from './completeness';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { profileSetup: en } }, interpolation: { escapeValue: false } });
/** The nudge as the page words it in English. */
const nudgeText = (stepsLeft: number) => i18n.t('actions.nudge', { ns: 'profileSetup', count: stepsLeft });

const empty: SetupDraft = { hasPicture: false, age: '', sport: '', position: '', trainingGoals: '' };

describe('profile setup completeness', () => {
  it('counts nothing done on an empty draft', () => {
    expect(completeness(empty)).toMatchObject({ picture: false, basicInfo: false, goals: false, done: 0, percent: 0, stepsLeft: 3, complete: false });
  });

  it('counts a chosen picture as one step of three', () => {
    expect(completeness({ ...empty, hasPicture: true })).toMatchObject({ picture: true, done: 1, percent: 33, stepsLeft: 2 });
  });

  it('needs age, sport and position all filled for basic info', () => {
    expect(completeness({ ...empty, age: '14', sport: 'Soccer' }).basicInfo).toBe(false);
    expect(completeness({ ...empty, age: '', sport: 'Soccer', position: 'Forward' }).basicInfo).toBe(false);
    expect(completeness({ ...empty, age: 14, sport: 'Soccer', position: 'Forward' })).toMatchObject({ basicInfo: true, done: 1 });
  });

  it('does not count blank goals as filled', () => {
    expect(completeness({ ...empty, trainingGoals: '   ' }).goals).toBe(false);
    expect(completeness({ ...empty, trainingGoals: 'Prepare for next season' }).goals).toBe(true);
  });

  it('treats missing values (null) as not filled', () => {
    expect(completeness({ hasPicture: false, age: null, sport: null, position: null, trainingGoals: null }).done).toBe(0);
  });

  it('is complete with all three flags, at 100 percent', () => {
    const all = completeness({ hasPicture: true, age: '16', sport: 'Golf', position: 'Player', trainingGoals: 'Win' });
    expect(all).toMatchObject({ done: 3, percent: 100, stepsLeft: 0, complete: true });
  });

  it('rounds two of three to 67 percent', () => {
    expect(completeness({ ...empty, hasPicture: true, trainingGoals: 'x' }).percent).toBe(67);
  });
});

describe('the nudge', () => {
  it('shows only when some but not all steps are done', () => {
    expect(showNudge(completeness(empty))).toBe(false);
    expect(showNudge(completeness({ ...empty, hasPicture: true }))).toBe(true);
    expect(showNudge(completeness({ hasPicture: true, age: 9, sport: 'Tennis', position: 'Singles', trainingGoals: 'x' }))).toBe(false);
  });

  it('names the steps left', () => {
    expect(nudgeText(2)).toBe("You're 2 steps away from unlocking personalized training recommendations!");
    expect(nudgeText(1)).toBe("You're 1 step away from unlocking personalized training recommendations!");
  });
});

describe('finishPath', () => {
  it('sends coaches to their dashboard and everyone else home', () => {
    expect(finishPath('COACH')).toBe('/coach-dashboard');
    expect(finishPath('ATHLETE')).toBe('/');
    expect(finishPath('PARENT')).toBe('/');
  });
});
