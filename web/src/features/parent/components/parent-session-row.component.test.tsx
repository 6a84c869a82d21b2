import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithApi } from '@/test/render';
import type { ParentSession } from '../api/use-parent-sessions';
import { ParentSessionRow } from './parent-session-row';

// Issue 29 leftovers: a booking paid with a credit says so on the parent's dashboard too, naming the pack.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row: ParentSession = {
  bookingId: 4,
  athleteId: 9,
  programName: 'Speed Clinic',
  athleteName: 'Leo',
  athleteLastName: 'Ruiz',
  sessionDate: '2026-03-09',
  sessionTime: '17:30:00',
  status: 'CONFIRMED',
  paidWithCredit: false,
  creditPack: null,
};

it('a credit booking reads "Paid with 1 credit from <pack>"', async () => {
  renderWithApi(<ParentSessionRow session={{ ...row, paidWithCredit: true, creditPack: '10-Session Pack' }} onCancel={() => undefined} cancelReady />, {});
  expect(await screen.findByText('Paid with 1 credit from 10-Session Pack')).toBeTruthy();
  expect(screen.queryByText(/refund/i)).toBeNull();
});

it('a card booking names no pack', async () => {
  renderWithApi(<ParentSessionRow session={row} onCancel={() => undefined} cancelReady />, {});
  expect(await screen.findByText('Leo Ruiz')).toBeTruthy();
  expect(screen.queryByText(/credit/i)).toBeNull();
});
