import { packsApi, type CreditGrant, type Credits } from '@common/packs';
import { keyOf } from '@/lib/api-client';

export const CREDITS_KEY = keyOf(packsApi.credits);

/** Athletes and parents buy session packs and hold credits; coaches and visitors do not. */
export const holdsCredits = (role: string | undefined) => role === 'ATHLETE' || role === 'PARENT';

/** A grant whose credits can still be used at `now`: some left, not expired. */
export const isUsable = (grant: CreditGrant, now: Date) => !grant.expired && grant.remaining > 0 && new Date(grant.expiresAt).getTime() > now.getTime();

/** Whether a grant's credits cover a program: a pack for no program in particular covers any. */
export const covers = (grant: Pick<CreditGrant, 'programs'>, programId: number) =>
  grant.programs.length === 0 || grant.programs.some((p) => p.id === programId);

/** The usable grants, the soonest to expire first (the order the server spends them in). */
export function usableGrants(credits: Credits | undefined, now: Date): CreditGrant[] {
  return (credits?.grants ?? [])
    .filter((g) => isUsable(g, now))
    .sort((a, b) => new Date(a.expiresAt).getTime() - new Date(b.expiresAt).getTime() || a.id - b.id);
}

/**
 * The credit a booking of this program would use (the soonest to expire among those that cover it),
 * or null when none does: then checkout offers the card only.
 */
export function creditForProgram(credits: Credits | undefined, programId: number, now: Date): CreditGrant | null {
  return usableGrants(credits, now).find((g) => covers(g, programId)) ?? null;
}
