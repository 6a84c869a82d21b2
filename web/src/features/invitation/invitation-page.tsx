import { LinkIcon } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { PARENT_MESSAGES } from '@common/parent';
import { serverMessage } from '@/lib/api';
import { useUser } from '@/lib/use-user';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { StatusPanel } from '@/ui/status-panel';
import { useInvitation } from './api/use-invitation';
import { InviteLoginPrompt } from './components/invite-login-prompt';
import { InviteResponse } from './components/invite-response';
import { InviteShell } from './components/invite-shell';
import { InviteSignupForm } from './components/invite-signup-form';

/** /invite/:token, the link in a parent's invitation e-mail: sign up, log in, or accept or decline. */
export default function InvitationPage() {
  const { token = '' } = useParams<{ token: string }>();
  const { user, isLoading } = useUser();
  const invitation = useInvitation(token);

  if (isLoading || invitation.isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center text-slate-700">
        <Spinner label="Opening your invitation..." />
      </div>
    );
  }

  if (invitation.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <StatusPanel
          icon={LinkIcon}
          tone="error"
          title="Invitation Unavailable"
          action={
            <Button asChild variant="outline">
              <Link href="/">Go to the home page</Link>
            </Button>
          }
        >
          {serverMessage(invitation.error, PARENT_MESSAGES.inviteInvalid)}
        </StatusPanel>
      </div>
    );
  }

  const info = invitation.data;
  // Someone else signed in: the page speaks about the invitation, not to its addressee.
  const forViewer = !user || user.email.toLowerCase() === info.email.toLowerCase();
  const title = forViewer ? `You're invited, ${info.firstName}!` : `An invitation for ${info.firstName} ${info.lastName}`;
  const lead = forViewer ? (
    <>
      <span className="font-semibold text-ink-900">{info.parentName}</span> invited you to link your account with theirs, so that they can book
      training sessions for you and follow your coach feedback.
    </>
  ) : (
    <>
      <span className="font-semibold text-ink-900">{info.parentName}</span> invited {info.firstName} to link accounts. You are signed in as{' '}
      {user.email}.
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
