import { describe, expect, it } from 'vitest';
import { TIERS } from '@common/auth';
import { SKILL_LEVELS } from '@common/pickup';
import { POSITIONS_BY_SPORT, SPORTS } from '@common/sports';
import en from '@/locales/en/common.json';
import es from '@/locales/es/common.json';

/** Words that are the same in Spanish. */
const SAME_IN_SPANISH = new Set(['Golf']);

const cases = (kind: 'sports' | 'positions', values: readonly string[]) => [...new Set(values)].map((value) => ({ kind, value }));

describe('every sport and position has its words in both languages (issue 34)', () => {
  it.each([...cases('sports', SPORTS), ...cases('positions', Object.values(POSITIONS_BY_SPORT).flat())])('$kind: $value', ({ kind, value }) => {
    const english = (en[kind] as Record<string, string>)[value];
    const spanish = (es[kind] as Record<string, string>)[value];
    expect(english).toBe(value);
    expect(spanish, `${value} has no Spanish`).toBeTruthy();
    if (!SAME_IN_SPANISH.has(value)) expect(spanish, `${value} is left in English`).not.toBe(value);
  });

  it('has no words for values the lists no longer hold', () => {
    const positions = new Set(Object.values(POSITIONS_BY_SPORT).flat());
    expect(Object.keys(es.positions).filter((p) => !positions.has(p))).toEqual([]);
    expect(Object.keys(es.sports).filter((s) => !(SPORTS as readonly string[]).includes(s))).toEqual([]);
  });
});

describe('every plan tier has its name in both languages (issue 34: "Your plan: FREE")', () => {
  it.each(TIERS)('%s', (tier) => {
    expect(en.tiers[tier], `${tier} has no English name`).toBeTruthy();
    expect(es.tiers[tier], `${tier} has no Spanish name`).toBeTruthy();
    // Shown as a name, never as the stored capitals.
    expect(en.tiers[tier]).not.toBe(tier);
    expect(es.tiers[tier]).not.toBe(tier);
  });
  it('calls the free plan by a Spanish word in Spanish', () => expect(es.tiers.FREE).toBe('Gratis'));
});

describe('every pickup skill level staff can pick has its name in both languages (issue 34)', () => {
  it.each(SKILL_LEVELS)('%s', (level) => {
    expect(en.skillLevels[level]).toBe(level);
    expect(es.skillLevels[level], `${level} has no Spanish`).toBeTruthy();
    expect(es.skillLevels[level]).not.toBe(level);
  });
});
