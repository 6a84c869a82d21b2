import { useSearch } from 'wouter';
import type { AuthUser } from '@common/auth';
import { pendingNext } from '@/features/auth/pending-next';
import { safeNext } from '@/features/auth/safe-next';
import { opens } from '../../routes';

/**
 * Where a step after sign-up (the welcome, profile setup, the verification link) leads back to
 * (issue 29): the `next` in the address, else the one this tab kept at sign-up, when it is a page of
 * this site that this account has; null when there is nothing to go back to.
 */
export function useResumeNext(user: AuthUser | null): string | null {
  const origin = window.location.origin;
  const fromAddress = safeNext(new URLSearchParams(useSearch()).get('next'), origin);
  if (!user) return null;
  const next = fromAddress ?? pendingNext(user.id, origin);
  return next && opens(user, next) ? next : null;
}
