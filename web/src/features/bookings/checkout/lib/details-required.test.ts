import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { DETAILS_REQUIRED_CODE } from '@common/bookings';
import { WAIVER_REQUIRED_CODE } from '@common/waivers';
import { detailsRequiredFor } from './details-required';
import { en } from '@common/messages/index';

const body = (extra: object) => JSON.stringify({ message: en('bookings.detailsRequired'), ...extra });

describe('detailsRequiredFor', () => {
  it('names the athlete of a 409 athlete_details_required answer', () => {
    expect(detailsRequiredFor(new ApiError(409, body({ code: DETAILS_REQUIRED_CODE, athleteId: 12 })))).toBe(12);
  });

  it('names the athlete of a 409 waiver_required answer (the latest waiver is not signed for them)', () => {
    const waiver = JSON.stringify({ message: en('waivers.requiredGuardian'), code: WAIVER_REQUIRED_CODE, athleteId: 7, version: 3, guardian: true });
    expect(detailsRequiredFor(new ApiError(409, waiver))).toBe(7);
  });

  it('is null for every other answer', () => {
    expect(detailsRequiredFor(new ApiError(409, JSON.stringify({ message: en('bookings.full') })))).toBeNull();
    expect(detailsRequiredFor(new ApiError(400, body({ code: DETAILS_REQUIRED_CODE, athleteId: 12 })))).toBeNull();
    expect(detailsRequiredFor(new ApiError(409, body({ code: 'something_else', athleteId: 12 })))).toBeNull();
    expect(detailsRequiredFor(new ApiError(409, 'Conflict'))).toBeNull();
    expect(detailsRequiredFor(new TypeError('Failed to fetch'))).toBeNull();
    expect(detailsRequiredFor(null)).toBeNull();
  });
});
