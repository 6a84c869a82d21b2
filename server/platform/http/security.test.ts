import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security.ts';

describe('securityHeaders (helmet run once at start-up)', () => {
  it('returns helmet headers with lower-case names and the policy as given', () => {
    const h = securityHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], connectSrc: ["'self'", 'https://bucket.example'] } },
      strictTransportSecurity: false,
    });
    expect(h['content-security-policy']).toBe("default-src 'self';connect-src 'self' https://bucket.example");
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['x-frame-options']).toBe('SAMEORIGIN');
    expect(h['strict-transport-security']).toBeUndefined();
    expect(Object.keys(h).every((k) => k === k.toLowerCase())).toBe(true);
  });

  it('adds HSTS when asked (behind HTTPS)', () => {
    const h = securityHeaders({ strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true } });
    expect(h['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
