import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderWithApi } from '@/test/render';
import { OrderSummary } from './order-summary';

// The sibling discount (decision 044): the summary shows the server's price, the discount line and the total.

afterEach(cleanup);

it('with a sibling discount: the price, "Sibling discount (10%) −$4.00" and the discounted total', async () => {
  renderWithApi(
    <OrderSummary programName="Speed Clinic" athleteName="Mia Lopez" amount={36} siblingDiscount={{ percent: 10, listCents: 4000, discountCents: 400 }} />,
    {},
  );
  const lines = await screen.findByTestId('sibling-discount');
  expect(within(lines).getByText('Price')).toBeTruthy();
  expect(within(lines).getByText('$40.00')).toBeTruthy();
  expect(within(lines).getByText('Sibling discount (10%)')).toBeTruthy();
  expect(within(lines).getByText('−$4.00')).toBeTruthy();
  expect(screen.getByTestId('summary-total').textContent).toBe('$36.00');
});

it('without one: only the total, at the list price', async () => {
  renderWithApi(<OrderSummary programName="Speed Clinic" athleteName="Leo Lopez" amount={40} siblingDiscount={null} />, {});
  expect((await screen.findByTestId('summary-total')).textContent).toBe('$40.00');
  expect(screen.queryByTestId('sibling-discount')).toBeNull();
  expect(screen.queryByText(/Sibling discount/)).toBeNull();
});
