import { describe, expect, it } from 'vitest';
import { footerLinksFor, isActive, ROUTES, type Audience } from './routes';

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
