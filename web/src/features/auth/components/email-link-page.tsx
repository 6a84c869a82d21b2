import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { isNetworkError, serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { useUser } from '@/lib/use-user';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { useConfirmEmail } from '@/features/account/api/use-confirm-email';
import { AuthShell } from './auth-shell';

/**
 * The page of an e-mailed address link (issue 16): a new address (`change`) or the sign-up address
 * (`verify`), both confirmed by POST /api/account/confirm-email. A button rather than a change on
 * page load: mail scanners open links, and must not confirm anything by doing so. `after` follows
 * the confirmation (the way back to a guest's choice, issue 29).
 */
export function EmailLinkPage({ purpose, after }: { purpose: 'change' | 'verify'; after?: ReactNode }) {
  const { t } = useT('auth');
  const { token = '' } = useParams<{ token: string }>();
  const { user } = useUser();
  const [error, setError] = useState<string | null>(null);
  const confirm = useConfirmEmail(token, purpose);
  const onConfirm = async () => {
    setError(null);
    try {
      await confirm.mutateAsync();
    } catch (err) {
      setError(isNetworkError(err) ? t('messages.network') : serverMessage(err, t(`emailLink.${purpose}.failed`)));
    }
  };
  const footerLink = user ? { href: '/profile', label: t('emailLink.backToAccount') } : { href: '/login', label: t('logIn') };

  return (
    <AuthShell
      title={t(`emailLink.${purpose}.title`)}
      subtitle={t(`emailLink.${purpose}.subtitle`)}
      footer={
        <Link href={footerLink.href} className="font-semibold text-brand-600 hover:underline">
          {footerLink.label}
        </Link>
      }
    >
      {confirm.isSuccess ? (
        <div className="space-y-4">
          <Alert tone="success">{confirm.data}</Alert>
          {after}
        </div>
      ) : (
        <div className="space-y-4">
          {error && <Alert>{error}</Alert>}
          <Button className="w-full" size="lg" disabled={confirm.isPending} onClick={() => void onConfirm()}>
            {confirm.isPending ? t(`emailLink.${purpose}.busy`) : t(`emailLink.${purpose}.button`)}
          </Button>
        </div>
      )}
    </AuthShell>
  );
}
