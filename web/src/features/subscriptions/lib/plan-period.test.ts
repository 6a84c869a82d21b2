import { describe, expect, it } from 'vitest';
import { englishT } from '@/lib/i18n/test-translate';
import subscription from '@/locales/en/subscription.json';
import { canCancel, periodLine as period, usagePercent, usageText as usage } from './plan-period';

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
  it('lets a paid plan be cancelled once, and never Free', () => {
    expect(canCancel({ name: 'PRO', cancelAtPeriodEnd: false })).toBe(true);
    expect(canCancel({ name: 'PRO', cancelAtPeriodEnd: true })).toBe(false);
    expect(canCancel({ name: 'FREE', cancelAtPeriodEnd: false })).toBe(false);
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
