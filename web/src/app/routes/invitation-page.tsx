import { LinkIcon } from 'lucide-react';
import { useParams } from 'wouter';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { useUser } from '@/lib/use-user';
import { StatusPage } from '@/ui/status-page';
import { Spinner } from '@/ui/spinner';
import { useInvitation } from '@/features/parent/invitation/api/use-invitation';
import { InviteLoginPrompt } from '@/features/parent/invitation/components/invite-login-prompt';
import { InviteResponse } from '@/features/parent/invitation/components/invite-response';
import { InviteShell } from '@/features/parent/invitation/components/invite-shell';
import { InviteSignupForm } from '@/features/parent/invitation/components/invite-signup-form';

/** Stands in for the parent's name in the lead, so that it can be set in bold wherever it falls. */
const MARK = '\u0000';

/** /invite/:token, the link in a parent's invitation e-mail: sign up, log in, or accept or decline. */
export default function InvitationPage() {
  const { token = '' } = useParams<{ token: string }>();
  const { user, isLoading } = useUser();
  const invitation = useInvitation(token);
  const { t } = useT('invitation');

  if (isLoading || invitation.isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center text-slate-700">
        <Spinner label={t('opening')} />
      </div>
    );
  }

  if (invitation.isError) {
    return (
      <StatusPage icon={LinkIcon} tone="error" title={t('unavailable')} href="/" linkText={t('home')} quiet>
        {serverMessage(invitation.error, t('invalid'))}
      </StatusPage>
    );
  }

  const info = invitation.data;
  // Someone else signed in: the page speaks about the invitation, not to its addressee.
  const forViewer = !user || user.email.toLowerCase() === info.email.toLowerCase();
  const title = forViewer ? t('titleForYou', { name: info.firstName }) : t('titleForOther', { first: info.firstName, last: info.lastName });
  const [before, after] = (forViewer ? t('leadForYou', { parent: MARK }) : t('leadForOther', { parent: MARK, first: info.firstName, email: user.email })).split(
    MARK,
  );
  const lead = (
    <>
      {before}
      <span className="font-semibold text-ink-900">{info.parentName}</span>
      {after}
    </>
  );

  if (user) {
    return (
      <InviteShell title={title} lead={lead}>
        <InviteResponse info={info} token={token} user={user} />
      </InviteShell>
    );
  }
  return (
    <InviteShell title={title} lead={lead}>
      {info.accountExists ? <InviteLoginPrompt info={info} token={token} /> : <InviteSignupForm info={info} token={token} />}
    </InviteShell>
  );
}
