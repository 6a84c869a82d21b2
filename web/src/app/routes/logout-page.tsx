import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { useLogout } from '@/features/auth/api/use-logout';
import { useUser } from '@/lib/use-user';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';

/** Stands in for the e-mail address in the sentence, so that it can be set in bold wherever it falls. */
const MARK = '\u0000';

/**
 * Where a navigation to /api/logout lands (issue 16): signing out is a POST, so a link (from this
 * site or another) only asks; the button signs out.
 */
export default function LogoutPage() {
  const { user } = useUser();
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  const { t } = useT('auth');
  const [before, after] = t('logout.signedInAs', { email: MARK }).split(MARK);
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md items-center px-4 py-16">
      <Card className="w-full p-8">
        <div className="flex items-center gap-3">
          <LogOut className="size-7 text-brand-600" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-ink-900">{user ? t('logout.title') : t('logout.signedOut')}</h1>
        </div>
        {user ? (
          <>
            <p className="mt-4 text-slate-700">
              {before}
              <strong className="font-semibold text-ink-900">{user.email}</strong>
              {after}
            </p>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button asChild variant="outline">
                <Link href="/">{t('logout.stay')}</Link>
              </Button>
              <Button
                disabled={busy}
                onClick={() => {
                  setBusy(true);
                  void logout();
                }}
              >
                {busy ? t('logout.signingOut') : t('logout.signOut')}
              </Button>
            </div>
          </>
        ) : (
          <Link href="/login" className="mt-6 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline">
            {t('logout.loginAgain')}
          </Link>
        )}
      </Card>
    </div>
  );
}
