import { apiStatus } from '@/lib/api';

/** The :id of /packs/:id/checkout as a positive whole number, or null when it is not one. */
export function packIdFrom(raw: string | undefined): number | null {
  const text = raw?.trim() ?? '';
  if (!/^\d+$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export const packCheckoutPath = (packId: number) => `/packs/${packId}/checkout`;

/**
 * What asking again cannot change when the payment could not be set up: a bad or unknown pack
 * (400, 404), not a member who can buy (403), a pack no longer sold (409).
 */
export const isFinalIntentFailure = (error: unknown) => [400, 403, 404, 409].includes(apiStatus(error) ?? 0);
