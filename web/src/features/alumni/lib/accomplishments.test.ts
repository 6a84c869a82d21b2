import { describe, expect, it } from 'vitest';
import { accomplishmentLabel, accomplishmentRows, humaniseKey } from './accomplishments';

describe('accomplishment labels', () => {
  it('labels the known keys as the spec names them', () => {
    expect(accomplishmentLabel('college')).toBe('College');
    expect(accomplishmentLabel('gpa')).toBe('GPA');
    expect(accomplishmentLabel('personal_best_100m')).toBe('100m PB');
    expect(accomplishmentLabel('personal_best_200m')).toBe('200m PB');
    expect(accomplishmentLabel('ppg')).toBe('Points per game');
    expect(accomplishmentLabel('assists_per_game')).toBe('Assists per game');
  });

  it('makes unknown keys readable', () => {
    expect(humaniseKey('vertical_jump_inches')).toBe('Vertical jump inches');
    expect(humaniseKey('freeThrowPct')).toBe('Free throw pct');
    expect(humaniseKey('forty-yard-dash')).toBe('Forty yard dash');
    expect(humaniseKey('__')).toBe('__');
  });

  it('lists known keys first in their order, then the others, without blank values', () => {
    const rows = accomplishmentRows({ scholarship: 'Full', gpa: '3.7', college: 'Wake Forest University', note: '  ' });
    expect(rows.map((r) => r.label)).toEqual(['College', 'GPA', 'Scholarship']);
    expect(rows[0]).toEqual({ key: 'college', label: 'College', value: 'Wake Forest University' });
  });
});
