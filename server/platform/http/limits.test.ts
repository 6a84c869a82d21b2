import { describe, expect, it } from 'vitest';
import { createLimits, GrowingDelay } from './limits.ts';
import { en } from '../../../common/messages/index.ts';
import { waitFor } from '../../features/auth/routes.ts';

describe('growing delays (issue 16)', () => {
  it('are free up to the limit, then 1 s, 2 s, 4 s... never above the cap', async () => {
    const limits = await createLimits(undefined);
    const d = new GrowingDelay(limits, 'unit', 3, 3600, 900);
    expect([1, 2, 3, 4, 5, 6, 13, 14, 40].map((n) => d.delayAfter(n))).toEqual([0, 0, 1, 2, 4, 8, 900, 900, 900]);
  });

  it('lets exactly the free attempts through at once, then one at a time after each delay; a success clears the key', async () => {
    const limits = await createLimits(undefined);
    const d = new GrowingDelay(limits, 'unit2', 3, 3600, 900);
    const attempts = await Promise.all(Array.from({ length: 10 }, () => d.attempt('k')));
    expect(attempts.filter((a) => a.waitMs === 0)).toHaveLength(3);
    const held = attempts.find((a) => a.gated)!;
    await d.failed('k', held);
    expect((await d.attempt('k')).waitMs).toBeGreaterThan(0);
    await d.succeeded('k');
    expect((await d.attempt('k')).waitMs).toBe(0);
  });

  it('words the wait for a person', () => {
    expect(
      [500, 1000, 1500, 59_000, 60_000, 61_000, 900_000].map((ms) => en('auth.loginsTooMany', waitFor(ms)).replace(/^.*wait (.+) and try again\.$/, '$1')),
    ).toEqual(['1 second', '1 second', '2 seconds', '59 seconds', '1 minute', '2 minutes', '15 minutes']);
  });
});
