import { describe, expect, it } from 'vitest';
import { englishT } from '@/lib/i18n/test-translate';
import subscription from '@/locales/en/subscription.json';
import { canCancel, canPause, pauseEnd, periodLine as period, usagePercent, usageText as usage } from './plan-period';

const t = englishT<'subscription'>(subscription);
const periodLine = (sub: Parameters<typeof period>[0]) => period(sub, t, 'en');
const usageText = (u: Parameters<typeof usage>[0]) => usage(u, t);

// Midday UTC, so the date reads the same in any time zone the tests run in.
const END = '2026-04-06T12:00:00.000Z';

describe('periodLine', () => {
  it('says when a paid plan renews, or when it ends once cancelled', () => {
    expect(periodLine({ name: 'PLUS', currentPeriodEnd: END, cancelAtPeriodEnd: false })).toBe('Renews on April 6, 2026');
    expect(periodLine({ name: 'PLUS', currentPeriodEnd: END, cancelAtPeriodEnd: true })).toBe('Ends on April 6, 2026');
  });

  it('says nothing for Free', () => {
    expect(periodLine({ name: 'FREE', currentPeriodEnd: null, cancelAtPeriodEnd: false })).toBeNull();
  });
});

describe('canCancel', () => {
  it('lets a paid plan be cancelled once, and never Free; a paused plan can be ended', () => {
    expect(canCancel({ name: 'PRO', cancelAtPeriodEnd: false, pause: null })).toBe(true);
    expect(canCancel({ name: 'PRO', cancelAtPeriodEnd: true, pause: null })).toBe(false);
    expect(canCancel({ name: 'FREE', cancelAtPeriodEnd: false, pause: null })).toBe(false);
    expect(canCancel({ name: 'FREE', cancelAtPeriodEnd: false, pause: { ...pause, started: true } })).toBe(true);
  });
});

const pause = {
  plan: 'PLUS' as const,
  planDisplayName: 'Plus',
  months: 1,
  startsAt: '2026-01-31T10:00:00.000Z',
  resumesAt: '2026-02-28T10:00:00.000Z',
  started: false,
};

describe('canPause and pauseEnd (issue 29)', () => {
  it('pauses a paid plan renewing as usual, and nothing else', () => {
    expect(canPause({ name: 'PLUS', cancelAtPeriodEnd: false, pause: null, status: 'ACTIVE' })).toBe(true);
    expect(canPause({ name: 'PLUS', cancelAtPeriodEnd: true, pause: null, status: 'ACTIVE' })).toBe(false);
    expect(canPause({ name: 'PLUS', cancelAtPeriodEnd: false, pause, status: 'ACTIVE' })).toBe(false);
    expect(canPause({ name: 'PLUS', cancelAtPeriodEnd: false, pause: null, status: 'PAST_DUE' })).toBe(false);
    expect(canPause({ name: 'FREE', cancelAtPeriodEnd: false, pause: null, status: 'ACTIVE' })).toBe(false);
  });
  it("ends on the same day of the month, or the month's last day", () => {
    expect(pauseEnd('2026-01-31T10:00:00.000Z', 1)).toBe('2026-02-28T10:00:00.000Z');
    expect(pauseEnd('2026-03-15T10:00:00.000Z', 3)).toBe('2026-06-15T10:00:00.000Z');
    expect(pauseEnd('2026-11-30T10:00:00.000Z', 2)).toBe('2027-01-30T10:00:00.000Z');
  });
});

describe('usageText and usagePercent', () => {
  it('counts against a limit', () => {
    expect(usageText({ used: 2, limit: 4 })).toBe('2 of 4 used');
    expect(usagePercent({ used: 1, limit: 3 })).toBe(33);
    expect(usagePercent({ used: 6, limit: 5 })).toBe(100);
  });

  it('shows Unlimited for -1, with no bar', () => {
    expect(usageText({ used: 3, limit: -1 })).toBe('3 used · Unlimited');
    expect(usagePercent({ used: 3, limit: -1 })).toBeNull();
  });

  it('treats a zero allowance as used up', () => {
    expect(usagePercent({ used: 0, limit: 0 })).toBe(100);
  });
});
