import { Clock, ShieldOff } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { useUser } from '@/lib/use-user';
import { Card } from '@/ui/card';

/** Stands in for the address in the sentence, so that it can be set in bold wherever it falls. */
const MARK = '\u0000';

/**
 * What a coach sees on every coach screen until staff approve the account, or after staff
 * removed it (issue 16). The server refuses the coach tools either way; this says why and what next.
 */
export default function CoachPendingPage() {
  const { user } = useUser();
  const revoked = user?.coachStatus === 'REVOKED';
  const Icon = revoked ? ShieldOff : Clock;
  const { t } = useT('coachApproval');
  const [before, after] = t('email', { email: MARK }).split(MARK);
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl items-center px-4 py-16">
      <Card className="w-full p-8">
        <div className="flex items-center gap-3">
          <Icon className={revoked ? 'size-8 text-red-700' : 'size-8 text-brand-600'} aria-hidden="true" />
          <h1 className="text-2xl font-bold text-ink-900">{revoked ? t('revokedTitle') : t('pendingTitle')}</h1>
        </div>
        {revoked ? (
          <p className="mt-4 text-slate-700">{t('revokedText')}</p>
        ) : (
          <>
            <p className="mt-4 text-slate-700">{user ? t('thanksNamed', { name: user.firstName }) : t('thanks')}</p>
            <p className="mt-3 text-slate-700">
              {before}
              <strong className="font-semibold text-ink-900">{user?.email}</strong>
              {after}
            </p>
          </>
        )}
        <Link href="/profile" className="mt-6 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline">
          {t('settings')}
        </Link>
      </Card>
    </div>
  );
}
