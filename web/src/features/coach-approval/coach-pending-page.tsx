import { Clock, ShieldOff } from 'lucide-react';
import { Link } from 'wouter';
import { useUser } from '@/lib/use-user';
import { Card } from '@/ui/card';

/**
 * What a coach sees on every coach screen until staff approve the account, or after staff
 * removed it (issue 16). The server refuses the coach tools either way; this says why and what next.
 */
export default function CoachPendingPage() {
  const { user } = useUser();
  const revoked = user?.coachStatus === 'REVOKED';
  const Icon = revoked ? ShieldOff : Clock;
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl items-center px-4 py-16">
      <Card className="w-full p-8">
        <div className="flex items-center gap-3">
          <Icon className={revoked ? 'size-8 text-red-700' : 'size-8 text-brand-600'} aria-hidden="true" />
          <h1 className="text-2xl font-bold text-ink-900">{revoked ? 'Coach access removed' : 'Waiting for approval'}</h1>
        </div>
        {revoked ? (
          <p className="mt-4 text-slate-700">Our staff removed your coach access, so athletes, their videos and the feedback tools are closed to this account. Please contact the facility if you think this is a mistake.</p>
        ) : (
          <>
            <p className="mt-4 text-slate-700">
              Thanks for signing up as a coach{user ? `, ${user.firstName}` : ''}. Our staff review every coach account before it can see athletes, their videos and give feedback.
            </p>
            <p className="mt-3 text-slate-700">
              We will e-mail you at <strong className="font-semibold text-ink-900">{user?.email}</strong> as soon as your account is approved. This page opens your coach dashboard from then on.
            </p>
          </>
        )}
        <Link href="/profile" className="mt-6 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline">
          Account settings
        </Link>
      </Card>
    </div>
  );
}
