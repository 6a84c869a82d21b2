import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { OUTSIDE_RANGE_CODE, type OutsideBooking } from '@common/age-groups';
import { ApiError } from '@/lib/api';
import { OutsideRangeNotice, outsideRangeOf } from './outside-range';

// Issue 29 leftovers (decision 042): staff see who a new age group leaves out before it is saved.

afterEach(cleanup);

const maya: OutsideBooking = {
  bookingId: 3,
  sessionId: 8,
  date: '2026-03-09',
  time: '17:30:00',
  athlete: { id: 5, firstName: 'Maya', lastName: 'Lopez' },
  age: 15,
  ageGroup: { minAge: 5, maxAge: 7 },
};

it("reads the list out of the save's 409, and nothing out of any other failure", () => {
  const body = JSON.stringify({ message: 'Athletes already booked...', code: OUTSIDE_RANGE_CODE, outsideRange: [maya] });
  expect(outsideRangeOf(new ApiError(409, body))).toEqual([maya]);
  expect(outsideRangeOf(new ApiError(409, JSON.stringify({ message: 'Capacity cannot be lower' })))).toBeNull();
  expect(outsideRangeOf(new ApiError(400, body))).toBeNull();
  expect(outsideRangeOf(new Error('offline'))).toBeNull();
});

it('lists each booked athlete with age and session, says the bookings are kept, and takes the focus', async () => {
  render(<OutsideRangeNotice outside={[maya, { ...maya, bookingId: 4, athlete: { id: 6, firstName: 'Leo', lastName: 'Park' }, age: null }]} />);
  const alert = await screen.findByRole('alert', { name: 'Already booked, outside the new age group' });
  expect(
    within(alert)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Maya Lopez, 15: Mon, Mar 9, 5:30 PM', 'Leo Park, age not on file: Mon, Mar 9, 5:30 PM']);
  expect(alert.textContent).toContain('Their bookings are kept: nobody is cancelled or e-mailed.');
  expect(document.activeElement).toBe(alert);
});
