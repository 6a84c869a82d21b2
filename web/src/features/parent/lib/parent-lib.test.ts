import { describe, expect, it } from 'vitest';
import { messageText } from '@common/messages/index';
import { addAthleteSchema } from '@common/parent';
import { englishT } from '@/lib/i18n/test-translate';
import parent from '@/locales/en/parent.json';
import { ageGroup, ageLabel, fullName, roleLabel } from './athlete-labels';
import { athleteQuery, scopedAthleteId } from './athlete-scope';
import { isPaidTier, periodLine as period, statusTone } from './billing';

const t = englishT<'parent'>(parent);
const periodLine = (b: Parameters<typeof period>[0]) => period(b, t, 'en');
import { isImage } from './media-kind';

describe('athlete labels', () => {
  it('shows the age in years, or Age not set', () => {
    expect(ageLabel(14, t)).toBe('14 years old');
    expect(ageLabel(1, t)).toBe('1 year old');
    expect(ageLabel(null, t)).toBe('Age not set');
  });

  it('names the athlete, the role and the age group', () => {
    expect(fullName({ firstName: 'Jordan', lastName: 'Rivera' })).toBe('Jordan Rivera');
    expect(roleLabel('ATHLETE', t)).toBe('Athlete');
    expect(ageGroup({ isMinor: true }, t)).toBe('Minor');
    expect(ageGroup({ isMinor: false }, t)).toBe('Adult');
  });
});

describe('athlete scope', () => {
  it('sends the chosen athlete only while that athlete is linked', () => {
    expect(scopedAthleteId('all', [1, 2])).toBeUndefined();
    expect(scopedAthleteId(2, [1, 2])).toBe(2);
    expect(scopedAthleteId(3, [1, 2])).toBeUndefined();
  });

  it('puts the athlete in the query string', () => {
    expect(athleteQuery(undefined)).toEqual({});
    expect(athleteQuery(7)).toEqual({ query: { athleteId: 7 } });
  });
});

describe('media kind', () => {
  it('treats image types as pictures and everything else as video', () => {
    expect(isImage('image/jpeg')).toBe(true);
    expect(isImage('video/mp4')).toBe(false);
    expect(isImage('')).toBe(false);
  });
});

describe('billing', () => {
  it('shows ACTIVE in the primary style and other statuses in the secondary style', () => {
    expect(statusTone('ACTIVE')).toBe('primary');
    expect(statusTone('PAST_DUE')).toBe('secondary');
    expect(statusTone('CANCELED')).toBe('secondary');
  });

  it('offers cancelling only on paid plans', () => {
    expect(isPaidTier('FREE')).toBe(false);
    expect(isPaidTier('PLUS')).toBe(true);
  });

  it('says when the period renews or ends', () => {
    expect(periodLine({ currentPeriodEnd: null, cancelAtPeriodEnd: false })).toBeNull();
    expect(periodLine({ currentPeriodEnd: '2026-03-02T12:00:00.000Z', cancelAtPeriodEnd: false })).toBe('Renews on March 2, 2026');
    expect(periodLine({ currentPeriodEnd: '2026-03-02T12:00:00.000Z', cancelAtPeriodEnd: true })).toBe('Ends on March 2, 2026, then your plan moves to Free');
  });
});

describe('the add-athlete form rules (common/parent.ts)', () => {
  const base = { email: 'kid@example.com', firstName: 'Sam', lastName: 'Lee' };
  const ageError = (age: unknown) => messageText(addAthleteSchema.safeParse({ ...base, age }).error?.issues[0]?.message ?? '', 'en') || undefined;

  it('accepts ages 5 to 18 and sends them as integers', () => {
    expect(addAthleteSchema.parse({ ...base, age: '12' }).age).toBe(12);
    expect(ageError('5')).toBeUndefined();
    expect(ageError('18')).toBeUndefined();
  });

  it('refuses ages outside 5 to 18, fractions and an empty age', () => {
    expect(ageError('19')).toBe('Athlete must be 18 or younger');
    expect(ageError('4')).toBe('Athlete must be at least 5 years old');
    expect(ageError('12.5')).toBe('Age must be a whole number');
    expect(ageError(undefined)).toBe('Age is required');
  });
});
