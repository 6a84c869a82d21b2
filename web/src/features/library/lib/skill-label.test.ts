import { describe, expect, it } from 'vitest';
import { LIBRARY_LEVELS, LIBRARY_SKILLS } from '@common/library';
import { SPORTS } from '@common/sports';
import en from '@/locales/en/library.json';
import es from '@/locales/es/library.json';

/*
 * Issue 34: every value of the library's lists shown to a person comes from the catalogue in both
 * languages. A skill (or level, or sport) added to common/ without its English and Spanish fails here.
 */
const labels = (catalogue: Record<string, unknown>, group: string) => (catalogue[group] ?? {}) as Record<string, string | undefined>;

describe('the library catalogue', () => {
  it.each(LIBRARY_SKILLS)('names the skill "%s" in English and in Spanish', (skill) => {
    const english = labels(en, 'skills')[skill];
    const spanish = labels(es, 'skills')[skill];
    expect(english?.trim(), `en skills.${skill}`).toBeTruthy();
    expect(spanish?.trim(), `es skills.${skill}`).toBeTruthy();
    // Not the stored word copied over: a Spanish reader would see the raw English value.
    expect(spanish!.toLowerCase(), `es skills.${skill}`).not.toBe(skill);
  });

  it('holds no skill the list does not have (a renamed value would leave a stale label)', () => {
    expect(Object.keys(labels(en, 'skills')).sort()).toEqual([...LIBRARY_SKILLS].sort());
    expect(Object.keys(labels(es, 'skills')).sort()).toEqual([...LIBRARY_SKILLS].sort());
  });

  it('names every level and every sport the forms offer in both languages', () => {
    for (const level of LIBRARY_LEVELS) for (const c of [en, es]) expect(labels(c, 'levels')[level]?.trim(), level).toBeTruthy();
    for (const sport of SPORTS) for (const c of [en, es]) expect(labels(c, 'sports')[sport]?.trim(), sport).toBeTruthy();
  });
});
