import { describe, expect, it } from 'vitest';
import { englishT as englishOf } from '@/lib/i18n/test-translate';
import staff from '@/locales/en/staff.json';
import { bookedCount, inLanguage, sessionLabel } from './session-label';

const englishT = englishOf<'staff'>(staff);

const session = {
  programName: 'Speed & Agility',
  sessionTitle: 'Ages 5-7' as string | null,
  date: '2026-03-02',
  time: '07:00:00',
  totalSpots: 12,
  availableSpots: 9,
};

describe('sessionLabel', () => {
  it('names the program, the title, the day and the time', () => {
    expect(sessionLabel(session, englishT, 'en')).toBe('Speed & Agility (Ages 5-7), Mon, Mar 2 at 7:00 AM');
  });

  it('leaves out a missing title', () => {
    expect(sessionLabel({ ...session, sessionTitle: null }, englishT, 'en')).toBe('Speed & Agility, Mon, Mar 2 at 7:00 AM');
  });

  it('names the session by its Spanish title for a Spanish reader, by the English when it has none (decision 066)', () => {
    const es = { ...session, sessionTitleEs: 'De 5 a 7 años' };
    expect(sessionLabel(es, englishT, 'es')).toContain('Speed & Agility (De 5 a 7 años)');
    expect(sessionLabel(es, englishT, 'en')).toContain('Speed & Agility (Ages 5-7)');
    expect(sessionLabel({ ...session, sessionTitleEs: null }, englishT, 'es')).toContain('Speed & Agility (Ages 5-7)');
    expect(inLanguage('Court 1', 'Cancha 1', 'es')).toBe('Cancha 1');
    expect(inLanguage('Court 1', '', 'es')).toBe('Court 1');
    expect(inLanguage('Court 1', 'Cancha 1', 'en')).toBe('Court 1');
  });

  it('says the time is to be announced when it is unreadable', () => {
    expect(sessionLabel({ ...session, time: '' }, englishT, 'en')).toBe('Speed & Agility (Ages 5-7), Mon, Mar 2 at Time TBA');
  });
});

describe('bookedCount', () => {
  it('is the capacity less the spots still open', () => {
    expect(bookedCount(session)).toBe(3);
  });
});
