import { describe, expect, it } from 'vitest';
import { isMobileAgent, MOBILE_QUERY } from './use-is-mobile';

describe('mobile detection', () => {
  it('recognises phone and tablet user agents', () => {
    expect(isMobileAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe(true);
    expect(isMobileAgent('Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36')).toBe(true);
    expect(isMobileAgent('Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)')).toBe(true);
  });

  it('treats desktop browsers as desktop', () => {
    expect(isMobileAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/156.0.0.0 Safari/537.36')).toBe(false);
    expect(isMobileAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36')).toBe(false);
  });

  it('uses the 768 px breakpoint', () => {
    expect(MOBILE_QUERY).toBe('(max-width: 768px)');
  });
});
