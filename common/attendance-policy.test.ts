import { describe, expect, it } from 'vitest';
import { pausedUntil, policyInputSchema, POLICY_DEFAULTS, strikesCounting, type PolicyTerms } from './attendance-policy.ts';
import { messageText } from './messages/index.ts';

const DAY = 86_400_000;
const now = new Date('2026-12-01T12:00:00Z');
const ago = (days: number) => ({ at: new Date(now.getTime() - days * DAY) });
const strikes: PolicyTerms = { mode: 'STRIKES', strikeLimit: 3, windowDays: 60, blockDays: 7 };

describe('the no-show and late-cancel pause (decision 059)', () => {
  it('pauses for blockDays after the strike that reaches the limit within the window', () => {
    expect(pausedUntil([ago(1), ago(10), ago(20)], strikes, now)).toEqual(new Date(now.getTime() + 6 * DAY));
    expect(pausedUntil([ago(1), ago(10)], strikes, now)).toBeNull();
  });

  it('counts back from the last strike, so a pause does not end early when the oldest leaves the window', () => {
    // Last strike 3 days ago, the oldest 59 days before it: 62 days before now, yet the pause holds.
    expect(pausedUntil([ago(3), ago(30), ago(62)], strikes, now)).toEqual(new Date(now.getTime() + 4 * DAY));
    // The oldest 61 days before the last: not within the window, no pause.
    expect(pausedUntil([ago(3), ago(30), ago(64)], strikes, now)).toBeNull();
  });

  it('ends the pause after blockDays, and a new strike over the limit starts another', () => {
    expect(pausedUntil([ago(8), ago(10), ago(20)], strikes, now)).toBeNull();
    expect(pausedUntil([ago(0), ago(8), ago(10), ago(20)], strikes, now)).toEqual(new Date(now.getTime() + 7 * DAY));
  });

  it('never pauses with no policy', () => {
    expect(pausedUntil([ago(1), ago(2), ago(3), ago(4)], { ...strikes, mode: 'NONE' }, now)).toBeNull();
    expect(pausedUntil([], strikes, now)).toBeNull();
  });

  it('counts the strikes within the window before now', () => {
    expect(strikesCounting([ago(1), ago(59), ago(61)], strikes, now)).toBe(2);
  });

  it('accepts the defaults and refuses numbers out of range with the message for each', () => {
    expect(policyInputSchema.safeParse(POLICY_DEFAULTS).success).toBe(true);
    const issue = (over: Record<string, unknown>) => {
      const message = policyInputSchema.safeParse({ ...POLICY_DEFAULTS, ...over }).error?.issues[0]?.message;
      return message === undefined ? undefined : messageText(message, 'en');
    };
    expect(issue({ strikeLimit: 0 })).toBe('Choose between 1 and 10 strikes.');
    expect(issue({ strikeLimit: 2.5 })).toBe('Choose between 1 and 10 strikes.');
    expect(issue({ windowDays: 366 })).toBe('Choose a period of 7 to 365 days.');
    expect(issue({ blockDays: '7' })).toBe('Choose a pause of 1 to 90 days.');
    expect(issue({ mode: 'FINE' })).toBe('Choose no policy, strikes or a fee.');
    expect(issue({ mode: 'FEE', feeCents: 99 })).toBe('Choose a fee from $1.00 to $500.00.');
    expect(issue({ mode: 'FEE', feeCents: 1500 })).toBeUndefined();
  });
});
