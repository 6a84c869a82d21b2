import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { isFinalIntentFailure, packCheckoutPath, packIdFrom } from './pack-id';

describe('packIdFrom', () => {
  it('reads a positive whole number', () => {
    expect(packIdFrom('12')).toBe(12);
    expect(packIdFrom(' 3 ')).toBe(3);
  });
  it('is null for anything else', () => {
    for (const raw of [undefined, '', '0', '-1', '1.5', 'abc', '99999999999999999999']) expect(packIdFrom(raw), String(raw)).toBeNull();
  });
});

describe('packCheckoutPath', () => {
  it('is the pack checkout route', () => expect(packCheckoutPath(4)).toBe('/packs/4/checkout'));
});

describe('isFinalIntentFailure', () => {
  it('gives up on refusals, retries on the rest', () => {
    expect(isFinalIntentFailure(new ApiError(409, '{"message":"This session pack is no longer sold."}'))).toBe(true);
    expect(isFinalIntentFailure(new ApiError(404, '{"message":"This session pack could not be found."}'))).toBe(true);
    expect(isFinalIntentFailure(new ApiError(403, '{"message":"Only athletes and parents can buy session packs."}'))).toBe(true);
    expect(isFinalIntentFailure(new ApiError(500, 'Internal Server Error'))).toBe(false);
    expect(isFinalIntentFailure(new TypeError('Failed to fetch'))).toBe(false);
    expect(isFinalIntentFailure(null)).toBe(false);
  });
});
