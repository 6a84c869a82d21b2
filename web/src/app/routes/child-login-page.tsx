import { LinkIcon } from 'lucide-react';
import { useParams } from 'wouter';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { StatusPage } from '@/ui/status-page';
import { Spinner } from '@/ui/spinner';
import { useChildLogin } from '@/features/auth/api/use-child-login';
import { ChildLoginForm } from '@/features/auth/components/child-login-form';
import { InviteShell } from '@/features/parent/invitation/components/invite-shell';

/** /child-login/:token, the link a parent had sent to their child (decision 047): choose a password and sign in. */
export default function ChildLoginPage() {
  const { token = '' } = useParams<{ token: string }>();
  const info = useChildLogin(token);
  const { t } = useT('invitation');

  if (info.isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center text-slate-700">
        <Spinner label={t('opening')} />
      </div>
    );
  }
  if (info.isError) {
    return (
      <StatusPage icon={LinkIcon} tone="error" title={t('unavailable')} href="/" linkText={t('home')} quiet>
        {serverMessage(info.error, t('childLogin.invalid'))}
      </StatusPage>
    );
  }
  const { firstName, lastName, email } = info.data;
  return (
    <InviteShell title={t('childLogin.title', { name: firstName })} lead={t('childLogin.lead', { first: firstName, last: lastName })}>
      <ChildLoginForm token={token} email={email} firstName={firstName} />
    </InviteShell>
  );
}
