import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import type { AuthUser } from '@common/auth';
import { useUser } from '@/lib/use-user';
import { Spinner } from '@/ui/spinner';

/** A page for signed-in users only: a spinner while the session loads, guests go to /login. */
export function RequireUser({ loadingLabel, children }: { loadingLabel: string; children: (user: AuthUser) => ReactNode }) {
  const { user, isLoading } = useUser();
  if (isLoading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  if (!user) return <Redirect to="/login" replace />;
  return children(user);
}
