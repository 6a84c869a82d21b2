import { describe, expect, it } from 'vitest';
import { footerLinksFor, isActive, isCheckout, membersOnlyPaths, opens, otherAccountsPaths, routeTable, ROUTES, type Audience } from './routes';

describe('navigation', () => {
  it('lights the Dashboard item on /home and /dashboard, the same screen as /', () => {
    expect(isActive('/', '/home', 'ATHLETE')).toBe(true);
    expect(isActive('/', '/dashboard', 'PARENT')).toBe(true);
    expect(isActive('/', '/schedule', 'ATHLETE')).toBe(false);
    expect(isActive('/', '/home')).toBe(false);
  });

  it('keeps whole path segments for other items', () => {
    expect(isActive('/training', '/training-programs', 'ATHLETE')).toBe(false);
    expect(isActive('/training', '/training/x', 'ATHLETE')).toBe(true);
  });

  it("gives every audience footer links that exist in its own route table (a coach's never 404)", () => {
    for (const audience of Object.keys(ROUTES) as Audience[]) {
      const links = footerLinksFor(audience);
      expect(links.length).toBeGreaterThan(0);
      for (const l of links) expect(ROUTES[audience].has(l.href), `${audience} ${l.href}`).toBe(true);
    }
    expect(footerLinksFor('COACH').map((l) => l.href)).toEqual(['/coach', '/profile']);
  });
});

describe('coach approval (issue 16)', () => {
  const screenOf = (user: Parameters<typeof routeTable>[0], path: string) => new Map(routeTable(user)).get(path);

  it('shows a pending or revoked coach the waiting screen on every coach tool, but lets them reach their account', () => {
    for (const coachStatus of ['PENDING', 'REVOKED'] as const) {
      const coach = { role: 'COACH' as const, coachStatus };
      for (const path of ['/', '/coach', '/coach/manage', '/review/:mediaId', '/progress', '/dev/outbox']) expect(screenOf(coach, path)).toBe('coachPending');
      expect(screenOf(coach, '/profile')).toBe('account');
      expect(screenOf(coach, '/onboarding')).toBe('onboarding');
    }
  });

  it('leaves approved coaches and other roles their own tables', () => {
    expect(screenOf({ role: 'COACH', coachStatus: 'APPROVED' }, '/coach')).toBe('coachHome');
    expect(screenOf({ role: 'COACH', coachStatus: 'APPROVED' }, '/coach/manage')).toBe('staff');
    expect(screenOf({ role: 'ATHLETE', coachStatus: null }, '/')).toBe('memberDashboard');
    expect(screenOf(null, '/')).toBe('landing');
  });
});

describe('session packs (issue 18)', () => {
  it('shows the packs to everyone and their checkout to athletes and parents, asking visitors to log in first', () => {
    for (const audience of ['guest', 'ATHLETE', 'PARENT'] as const) expect(ROUTES[audience].get('/packs')).toBe('packs');
    for (const audience of ['ATHLETE', 'PARENT'] as const) expect(ROUTES[audience].get('/packs/:id/checkout')).toBe('packCheckout');
    expect(ROUTES.guest.has('/packs/:id/checkout')).toBe(false);
    expect(membersOnlyPaths()).toContain('/packs/:id/checkout');
    expect(footerLinksFor('guest').map((l) => l.href)).toContain('/packs');
  });
});

describe("another account's page (issue 34)", () => {
  it('names the paths of other accounts and visitors a role lacks, never its own, /login or /signup', () => {
    expect(otherAccountsPaths('COACH')).toEqual(expect.arrayContaining(['/schedule', '/media', '/enhanced-checkout', '/parent-dashboard']));
    expect(otherAccountsPaths('PARENT')).toEqual(expect.arrayContaining(['/achievements', '/checkout', '/coach/manage']));
    for (const role of ['ATHLETE', 'PARENT', 'COACH'] as const) {
      const other = otherAccountsPaths(role);
      for (const own of ROUTES[role].keys()) expect(other).not.toContain(own);
      expect(other).not.toContain('/login');
      expect(other).not.toContain('/signup');
    }
  });
});

describe("a guest's way back after signing in (issue 29)", () => {
  const athlete = { role: 'ATHLETE', coachStatus: null } as const;
  const parent = { role: 'PARENT', coachStatus: null } as const;
  const coach = { role: 'COACH', coachStatus: 'APPROVED' } as const;

  it("opens a path of the account's own table, with its parameters, query and hash aside", () => {
    expect(opens(athlete, '/enhanced-checkout?programId=1&sessionId=2')).toBe(true);
    expect(opens(athlete, '/packs/4/checkout')).toBe(true);
    expect(opens(athlete, '/pickup-game-checkout?gameId=3#pay')).toBe(true);
    expect(opens(parent, '/subscription?plan=PLUS')).toBe(true);
    expect(opens(coach, '/invite/abc')).toBe(true);
  });

  it('does not open what the role has not: a coach has no checkout or plans, a parent no pickup checkout', () => {
    for (const path of ['/enhanced-checkout?sessionId=2', '/subscription?plan=PLUS', '/packs/4/checkout', '/pickup-game-checkout?gameId=3']) {
      expect(opens(coach, path), path).toBe(false);
    }
    expect(opens(parent, '/pickup-game-checkout?gameId=3')).toBe(false);
  });

  it('does not open sign-in pages, unknown pages, or a pattern with a segment missing', () => {
    for (const path of ['/login', '/signup', '/no-such-page', '/packs//checkout', '/packs/4/checkout/more']) expect(opens(athlete, path), path).toBe(false);
  });

  it('knows the checkouts, where a guest goes to sign in at once', () => {
    for (const path of ['/checkout', '/enhanced-checkout', '/pickup-game-checkout', '/packs/4/checkout']) expect(isCheckout(path), path).toBe(true);
    for (const path of ['/achievements', '/packs', '/subscription', '/packs/4']) expect(isCheckout(path), path).toBe(false);
  });
});
