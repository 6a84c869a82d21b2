import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { BillingEntry } from '@common/receipts';
import { renderWithApi } from '@/test/render';
import { BillingHistoryList } from './billing-history-list';

// Issue 29 leftovers: a refund shows the moment it is requested, not only once it is paid.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const session = { product: 'SESSION', program: 'Speed Clinic', title: null, date: '2026-03-09', time: '17:30:00', location: 'Court 1', bookingId: 12 } as const;
const charge: BillingEntry = {
  id: 7,
  pending: false,
  at: '2026-03-01T15:00:00.000Z',
  kind: 'CHARGE',
  amountCents: 4500,
  item: session,
  athlete: 'Leo Ruiz',
  credits: null,
  packName: null,
  receiptNumber: 3,
};

it('a refund requested and not paid yet reads "Refund pending" with its amount, and says its receipt follows', async () => {
  const owed: BillingEntry = { ...charge, id: 7, pending: true, at: '2026-03-02T15:00:00.000Z', kind: 'REFUND', receiptNumber: null };
  renderWithApi(<BillingHistoryList entries={[owed, charge]} timeZone="America/New_York" />, {});
  const [first, second] = await screen.findAllByTestId('billing-entry');
  expect(within(first!).getByText('Refund pending')).toBeTruthy();
  expect(within(first!).getByText('−$45.00')).toBeTruthy();
  expect(within(first!).getByText('Receipt when paid')).toBeTruthy();
  expect(within(first!).getByText(/its receipt follows as soon as it is paid/)).toBeTruthy();
  expect(within(first!).queryByRole('link')).toBeNull();
  // The payment it returns keeps its receipt link; the two rows share an id number without clashing.
  expect(within(second!).getByText('Payment')).toBeTruthy();
  expect(within(second!).getByRole('link', { name: /Open receipt R-000003/ })).toBeTruthy();
});

it('a refund paid reads "Refund" with its receipt', async () => {
  const paid: BillingEntry = { ...charge, id: 9, at: '2026-03-02T15:00:00.000Z', kind: 'REFUND', receiptNumber: 4 };
  renderWithApi(<BillingHistoryList entries={[paid]} timeZone="America/New_York" />, {});
  const [row] = await screen.findAllByTestId('billing-entry');
  expect(within(row!).getByText('Refund')).toBeTruthy();
  expect(within(row!).queryByText('Refund pending')).toBeNull();
  expect(within(row!).getByRole('link', { name: /Open receipt R-000004/ })).toBeTruthy();
});

it('a charge with the sibling discount says its price and the discount under what it was for', async () => {
  const discounted: BillingEntry = { ...charge, amountCents: 3600, siblingDiscount: { percent: 10, listCents: 4000, discountCents: 400 } };
  renderWithApi(<BillingHistoryList entries={[discounted]} timeZone="America/New_York" />, {});
  const [row] = await screen.findAllByTestId('billing-entry');
  expect(within(row!).getByText('Price $40.00, sibling discount (10%) −$4.00')).toBeTruthy();
  expect(within(row!).getByText('$36.00')).toBeTruthy();
});
