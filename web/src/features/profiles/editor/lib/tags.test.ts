import { describe, expect, it } from 'vitest';
import { parseTags } from './tags';

describe('parseTags', () => {
  it('splits on commas, trims and drops blanks and repeats', () => {
    expect(parseTags(' speed, first step,, speed ,')).toEqual(['speed', 'first step']);
    expect(parseTags('   ')).toEqual([]);
  });

  it('keeps at most 20 tags of at most 40 characters', () => {
    expect(parseTags(Array.from({ length: 30 }, (_, i) => `t${i}`).join(','))).toHaveLength(20);
    expect(parseTags('x'.repeat(60))[0]).toHaveLength(40);
  });
});
