import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next';

const origin = 'http://localhost:5000';

describe('safeNext', () => {
  it('follows a path of this site, with its query', () => {
    expect(safeNext('/invite/abc123', origin)).toBe('/invite/abc123');
    expect(safeNext('/schedule?program=2', origin)).toBe('/schedule?program=2');
  });

  it('ignores a missing value and anything that could leave the site', () => {
    for (const bad of [null, '', 'invite/abc', '//evil.test/x', '/\\evil.test', 'https://evil.test/', 'javascript:alert(1)']) {
      expect(safeNext(bad, origin)).toBeNull();
    }
  });
});
