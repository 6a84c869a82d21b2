import { describe, expect, it } from 'vitest';
import { comingSoonLinks } from './coming-soon-links';

const hrefs = (...args: Parameters<typeof comingSoonLinks>) => comingSoonLinks(...args).map((l) => l.href);

describe('comingSoonLinks', () => {
  it('sends signed-in visitors to /training and /schedule from every page', () => {
    expect(hrefs('openPlay', true)).toEqual(['/training', '/schedule']);
    expect(hrefs('openPlaySchedule', true)).toEqual(['/training', '/schedule']);
    expect(hrefs('camps', true)).toEqual(['/training', '/schedule']);
  });

  it('sends guests to /signup and /training from open play games', () => {
    expect(hrefs('openPlay', false)).toEqual(['/signup', '/training']);
  });

  it('sends guests to /signup and /training-programs from the open play schedule and camps', () => {
    expect(hrefs('openPlaySchedule', false)).toEqual(['/signup', '/training-programs']);
    expect(hrefs('camps', false)).toEqual(['/signup', '/training-programs']);
  });
});
