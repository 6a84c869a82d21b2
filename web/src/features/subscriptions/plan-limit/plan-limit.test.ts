import { describe, expect, it } from 'vitest';
import { es } from '@common/messages/index';
import { ApiError } from '@/lib/api';
import { planLimitMessage, splitPlanLinks } from './plan-limit';

const PICKUP = 'Pickup games are not included in the Free plan. Upgrade your plan to join games.';
const WITH_PATH = 'Pickup games are not included in the Free plan. Upgrade at /subscription to join games.';
const raised = (status: number, body: unknown) => new ApiError(status, typeof body === 'string' ? body : JSON.stringify(body));

describe('planLimitMessage', () => {
  it('reads the message of a 402 that points to /subscription', () => {
    expect(planLimitMessage(raised(402, { message: PICKUP, limit: 'hasPickupGameAccess', upgradeUrl: '/subscription' }))).toBe(PICKUP);
    expect(planLimitMessage(raised(402, { message: PICKUP, limit: 'hasPickupGameAccess' }))).toBe(PICKUP);
    expect(planLimitMessage(raised(402, { message: WITH_PATH }))).toBe(WITH_PATH);
  });

  it("reads a monthly limit's 402 as the server worded it, in the member's language (decision 071)", () => {
    const spanish = es('subscriptions.limitYou', { plan: 'Gratis', limit: 5, key: 'maxMediaUploads' });
    const body = { message: spanish, messageId: 'subscriptions.limitYou', limit: 'maxMediaUploads', upgradeUrl: '/subscription' };
    expect(planLimitMessage(raised(402, body))).toBe(spanish);
  });

  it('is null for a 402 that is a payment problem, not a plan limit', () => {
    expect(planLimitMessage(raised(402, { message: 'Your card was declined.' }))).toBeNull();
    expect(planLimitMessage(raised(402, 'Payment Required'))).toBeNull();
  });

  it('is null for other statuses and for anything that is not an error', () => {
    expect(planLimitMessage(raised(409, { message: 'This game is full.' }))).toBeNull();
    expect(planLimitMessage('402: {"message":"x /subscription"}')).toBeNull();
    expect(planLimitMessage(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('splitPlanLinks', () => {
  it('marks each /subscription as a link and keeps the words around it', () => {
    expect(splitPlanLinks(WITH_PATH)).toEqual([
      { text: 'Pickup games are not included in the Free plan. Upgrade at ', link: false },
      { text: '/subscription', link: true },
      { text: ' to join games.', link: false },
    ]);
  });

  it('leaves a message without the path as one piece of text', () => {
    expect(splitPlanLinks('Upgrade to get more.')).toEqual([{ text: 'Upgrade to get more.', link: false }]);
  });
});
