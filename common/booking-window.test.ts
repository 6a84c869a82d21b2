import { describe, expect, it } from 'vitest';
import { bookingOpensOn, bookingWindowState, shiftDate } from './booking-window.ts';
import { en, es } from './messages/index.ts';

const window14 = { bookingOpensDays: 14, priorityDays: 3 };
const session = '2026-12-20';

describe('booking windows (decision 056)', () => {
  it('moves calendar dates by whole days across months, years and clock changes', () => {
    expect(shiftDate('2026-12-20', -14)).toBe('2026-12-06');
    expect(shiftDate('2027-01-02', -3)).toBe('2026-12-30');
    expect(shiftDate('2026-11-03', -3)).toBe('2026-10-31');
    expect(shiftDate('2026-03-09', -1)).toBe('2026-03-08');
  });

  it('no window: always open, whoever books', () => {
    expect(bookingOpensOn(session, { bookingOpensDays: null, priorityDays: 3 })).toBeNull();
    expect(bookingWindowState(session, { bookingOpensDays: null, priorityDays: 3 }, '2020-01-01', false)).toEqual({
      open: true,
      early: false,
      everyoneOn: null,
    });
  });

  it('opens for everyone at the start of the day N days before, and for priority plans that many days earlier', () => {
    expect(bookingOpensOn(session, window14)).toEqual({ everyone: '2026-12-06', priority: '2026-12-03' });
    expect(bookingWindowState(session, window14, '2026-12-06', false)).toEqual({ open: true, early: false, everyoneOn: '2026-12-06' });
    expect(bookingWindowState(session, window14, '2026-12-06', true)).toEqual({ open: true, early: false, everyoneOn: '2026-12-06' });
  });

  it('inside the priority window: open for priority members only ("Opens for you now")', () => {
    expect(bookingWindowState(session, window14, '2026-12-03', true)).toEqual({ open: true, early: true, everyoneOn: '2026-12-06' });
    expect(bookingWindowState(session, window14, '2026-12-05', true)).toEqual({ open: true, early: true, everyoneOn: '2026-12-06' });
    expect(bookingWindowState(session, window14, '2026-12-05', false)).toEqual({
      open: false,
      early: false,
      opensOn: '2026-12-06',
      everyoneOn: '2026-12-06',
      priority: false,
    });
  });

  it('before the priority window: closed to everyone, each told their own day', () => {
    expect(bookingWindowState(session, window14, '2026-12-02', true)).toEqual({
      open: false,
      early: false,
      opensOn: '2026-12-03',
      everyoneOn: '2026-12-06',
      priority: true,
    });
    expect(bookingWindowState(session, window14, '2026-12-02', false)).toMatchObject({ open: false, opensOn: '2026-12-06' });
  });

  it('0 priority days: priority members open with everyone; a 0-day window opens on the session day', () => {
    expect(bookingWindowState(session, { bookingOpensDays: 14, priorityDays: 0 }, '2026-12-05', true)).toMatchObject({ open: false, opensOn: '2026-12-06' });
    expect(bookingWindowState(session, { bookingOpensDays: 0, priorityDays: 0 }, '2026-12-20', false)).toMatchObject({ open: true });
    expect(bookingWindowState(session, { bookingOpensDays: 0, priorityDays: 0 }, '2026-12-19', false)).toMatchObject({ open: false, opensOn: '2026-12-20' });
  });

  it('words the refusal with the day in full, and in Spanish', () => {
    expect(en('bookings.notOpen', { date: '2026-12-06' })).toBe('Booking for this session opens on Sunday, December 6, 2026.');
    expect(es('bookings.notOpen', { date: '2026-12-06' })).toBe('La reserva de esta sesión se abre el domingo, 6 de diciembre de 2026.');
  });
});
