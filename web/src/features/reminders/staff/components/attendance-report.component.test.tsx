import { cleanup, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, expect, it } from 'vitest';
import { AttendanceReport } from './attendance-report';

afterEach(cleanup);

it('shows each program and month with its no-show rate, or that none was recorded', async () => {
  render(
    <Suspense fallback="loading">
      <AttendanceReport
        rows={[
          { month: '2026-11', program: 'Speed & Agility', booked: 12, checkedIn: 9, noShow: 3, noShowRate: 0.25 },
          { month: '2026-10', program: 'Basketball Elite', booked: 4, checkedIn: 0, noShow: 0, noShowRate: null },
        ]}
      />
    </Suspense>,
  );
  const table = await screen.findByRole('table');
  const [, first, second] = within(table).getAllByRole('row');
  expect(first!.textContent).toBe('November 2026Speed & Agility129325%');
  expect(second!.textContent).toBe('October 2026Basketball Elite400Not recorded');
});
