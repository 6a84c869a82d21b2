import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clockTime, id, int, INT_MAX, isoDate, isStorableText, partialUpdate, rawText, text, TEXT_MAX } from './input.ts';
import { en, messageText } from './messages/index.ts';

const firstMessage = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => {
  const message = r.error?.issues[0]?.message;
  return message === undefined ? undefined : messageText(message, 'en');
};

describe('input building blocks', () => {
  it('text refuses a NUL byte and a lone surrogate, keeps paired surrogates (emoji) and trims', () => {
    expect(firstMessage(text().safeParse('a\u0000b'))).toBe(en('input.badCharacters'));
    expect(firstMessage(text().safeParse('\ud800'))).toBe(en('input.badCharacters'));
    expect(firstMessage(text().safeParse('x\udc00'))).toBe(en('input.badCharacters'));
    expect(text().parse('  Go 🏀 team  ')).toBe('Go 🏀 team');
    expect(isStorableText('ñandú ✓ 😀')).toBe(true);
  });

  it('text is bounded by default and keeps a tighter bound and its message', () => {
    expect(text().safeParse('x'.repeat(TEXT_MAX + 1)).success).toBe(false);
    expect(firstMessage(text().min(2, 'Too short').max(5).safeParse(' a '))).toBe('Too short');
    expect(text().max(5).safeParse('abcdef').success).toBe(false);
  });

  it('rawText keeps spaces (passwords) but refuses unstorable characters', () => {
    expect(rawText().parse(' pass word ')).toBe(' pass word ');
    expect(rawText().safeParse('pw\u0000').success).toBe(false);
  });

  it('id takes 1 to 2^31-1 from numbers and strings and refuses the rest with one message', () => {
    expect(id().parse('42')).toBe(42);
    expect(id().parse(INT_MAX)).toBe(INT_MAX);
    for (const bad of [0, -1, 1.5, INT_MAX + 1, '2147483648', 'abc', '', '1e400', Number.NaN]) {
      expect(firstMessage(id().safeParse(bad)), String(bad)).toBe(en('input.id'));
    }
  });

  it('int stays within an integer column', () => {
    expect(int().parse('-1')).toBe(-1);
    expect(int().safeParse(1e20).success).toBe(false);
    expect(int().safeParse(2.5).success).toBe(false);
  });

  it('partialUpdate refuses an update with nothing in it, ignoring the named fields', () => {
    const s = partialUpdate(z.object({ scope: z.string().default('one'), name: z.string().optional() }), ['scope']);
    expect(firstMessage(s.safeParse({}))).toBe(en('input.emptyUpdate'));
    expect(s.parse({ name: 'x' })).toEqual({ scope: 'one', name: 'x' });
  });
});

describe('dates and times', () => {
  it('isoDate takes real calendar dates only', () => {
    expect(isoDate().parse('2028-02-29')).toBe('2028-02-29');
    for (const bad of ['2026-02-30', '2026-13-01', '0000-01-01', '2026-1-1', '2026-01-01\u0000']) expect(isoDate().safeParse(bad).success, bad).toBe(false);
  });
  it('clockTime takes 00:00 to 23:59:59 and answers HH:MM:SS', () => {
    expect(clockTime().parse('07:00')).toBe('07:00:00');
    expect(clockTime().parse('23:59:59')).toBe('23:59:59');
    for (const bad of ['24:00', '99:99', '7:00', '12:60']) expect(clockTime().safeParse(bad).success, bad).toBe(false);
  });
});
