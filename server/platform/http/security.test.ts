import { describe, expect, it } from 'vitest';
import { apiHeaders, securityHeaders, servesData, storedFileHeaders } from './security.ts';

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

describe('apiHeaders and servesData', () => {
  it('gives data answers a policy under which nothing runs or frames, and keeps HSTS', () => {
    const h = apiHeaders({ 'content-security-policy': "default-src 'self'", 'strict-transport-security': 'max-age=31536000' });
    expect(h).toEqual({
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'strict-transport-security': 'max-age=31536000',
    });
    expect(apiHeaders({})['strict-transport-security']).toBeUndefined();
  });

  it('treats the API and stored files as data, pages and the API documentation as documents', () => {
    expect(servesData('/api/content-feed')).toBe(true);
    expect(servesData('/api/nowhere?x=1')).toBe(true);
    expect(servesData('/files/media/1.mp4')).toBe(true);
    expect(servesData('/api/docs')).toBe(false);
    expect(servesData('/api/docs/static/index.html')).toBe(false);
    expect(servesData('/')).toBe(false);
    expect(servesData('/dashboard')).toBe(false);
    expect(servesData('/assets/index.js')).toBe(false);
    expect(servesData('/apiary')).toBe(false);
  });
});

describe('storedFileHeaders', () => {
  it("lets the browser's own viewer show and play a stored file, and allows no script", () => {
    const h = storedFileHeaders(apiHeaders({}));
    const directives = h['content-security-policy']!.split(';');
    expect(directives).toEqual(["default-src 'none'", "img-src 'self'", "media-src 'self'", "style-src 'unsafe-inline'", "frame-ancestors 'none'"]);
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['cross-origin-resource-policy']).toBe('same-origin');
  });
});
