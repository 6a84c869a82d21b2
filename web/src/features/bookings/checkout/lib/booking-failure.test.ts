import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { en } from '@common/messages/index';
import { bookingFailure } from './booking-failure';

describe('bookingFailure', () => {
  it('reads a 409 as the server refusing after a refund', () => {
    expect(bookingFailure(new ApiError(409, JSON.stringify({ message: en('bookings.cancelledDuringPayment') })))).toBe('refunded');
  });

  it('checks the bookings after a network or server failure, or any other answer', () => {
    expect(bookingFailure(new TypeError('Failed to fetch'))).toBe('check-bookings');
    expect(bookingFailure(new ApiError(500, '{"message":"Something went wrong on our side. Please try again."}'))).toBe('check-bookings');
    expect(bookingFailure(new ApiError(404, '{"message":"We could not find a completed payment for this session. Please pay first."}'))).toBe('check-bookings');
  });
});
