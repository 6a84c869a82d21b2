import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { CurrentSubscription } from '@common/subscriptions';
import { renderWithApi } from '@/test/render';
import { CurrentPlanBanner } from './current-plan-banner';

// Issue 29: a renewal being retried and a pause under way, as the member's plan page shows them.

afterEach(cleanup);

const base: CurrentSubscription = {
  name: 'PLUS',
  displayName: 'Plus',
  status: 'ACTIVE',
  currentPeriodEnd: '2026-12-27T15:00:00.000Z',
  cancelAtPeriodEnd: false,
  pastDue: null,
  pause: null,
  usage: { trainingSessions: { used: 0, limit: 8 }, mediaUploads: { used: 0, limit: 20 }, coachFeedback: { used: 0, limit: 4 } },
};
const handlers = { onCancel: vi.fn(), onPause: vi.fn(), onResume: vi.fn() };

it('a failed renewal: what failed, the next try and the tries left, the plan kept, and the card to update; no pause offered', async () => {
  renderWithApi(
    <CurrentPlanBanner
      current={{
        ...base,
        status: 'PAST_DUE',
        pastDue: { since: '2026-12-27T15:01:00.000Z', nextRetryAt: '2026-12-30T15:01:00.000Z', retriesLeft: 2, reason: 'Your card was declined.' },
      }}
      {...handlers}
    />,
    {},
  );
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Your last payment did not go through. (Your card was declined.) We will try your card again on December 30, 2026 (2 tries left). Your Plus plan stays active until then; update your card to keep it.Update card',
  );
  expect(screen.getByRole('link', { name: 'Update card' }).getAttribute('href')).toBe('/account#payment-methods');
  expect(screen.queryByRole('button', { name: 'Pause plan' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Cancel plan' })).toBeTruthy();
});

it('a pause under way: on Free until the date, with Resume now starting the paused plan', async () => {
  renderWithApi(
    <CurrentPlanBanner
      current={{
        ...base,
        name: 'FREE',
        displayName: 'Free',
        status: 'PAUSED',
        currentPeriodEnd: null,
        pause: { plan: 'PLUS', planDisplayName: 'Plus', months: 2, startsAt: '2026-12-27T15:00:00.000Z', resumesAt: '2027-02-27T15:00:00.000Z', started: true },
      }}
      {...handlers}
    />,
    {},
  );
  expect((await screen.findByTestId('plan-pause')).textContent).toContain(
    'Your Plus plan is paused until February 27, 2027: nothing is charged and you are on Free until then.',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Resume Plus now' }));
  expect(handlers.onResume).toHaveBeenCalledWith('PLUS');
  expect(screen.queryByRole('button', { name: 'Pause plan' })).toBeNull();
  expect(screen.queryByText('No card needed for Free')).toBeNull();
});

it('a paid plan renewing as usual offers the pause; once asked for, the period line says until when it is paid', async () => {
  const { unmount } = renderWithApi(<CurrentPlanBanner current={base} {...handlers} />, {});
  fireEvent.click(await screen.findByRole('button', { name: 'Pause plan' }));
  expect(handlers.onPause).toHaveBeenCalled();
  expect(screen.getByText('Renews on December 27, 2026')).toBeTruthy();
  unmount();
  renderWithApi(
    <CurrentPlanBanner
      current={{
        ...base,
        pause: {
          plan: 'PLUS',
          planDisplayName: 'Plus',
          months: 1,
          startsAt: '2026-12-27T15:00:00.000Z',
          resumesAt: '2027-01-27T15:00:00.000Z',
          started: false,
        },
      }}
      {...handlers}
    />,
    {},
  );
  expect(await screen.findByText('Paid until December 27, 2026')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Keep my plan running' })).toBeTruthy();
});
