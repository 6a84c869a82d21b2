import { apiStatus } from '@/lib/api';

/**
 * What a failed POST /api/session-bookings after a succeeded payment means. A 409 is the server's
 * refusal after refunding the payment (the session was cancelled, filled or started while paying,
 * or the athlete was booked by another payment): its message says so and there is nothing to retry.
 * Anything else (the network, a server error) may have happened after the provider's event booked
 * the session already, so the bookings are checked before saying it failed.
 */
export const bookingFailure = (error: unknown): 'refunded' | 'check-bookings' => (apiStatus(error) === 409 ? 'refunded' : 'check-bookings');
