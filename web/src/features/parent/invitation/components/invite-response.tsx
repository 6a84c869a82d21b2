import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { AuthUser } from '@common/auth';
import { serverMessage } from '@/lib/api';
import { VerifyEmailBanner } from '@/features/account/email-verification/verify-email-banner';
import { useT } from '@/lib/i18n/i18next';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { toast } from '@/ui/toast';
import { useAnswerInvitation, type Answer } from '../api/use-answer-invitation';
import type { InvitationInfo } from '../api/use-invitation';

/** Signed in: the addressee accepts or declines; anyone else is told the link is for another account. */
export function InviteResponse({ info, token, user }: { info: InvitationInfo; token: string; user: AuthUser }) {
  const answer = useAnswerInvitation(token);
  const { t } = useT('invitation');
  const [done, setDone] = useState<{ answer: Answer; message: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const addressee = user.email.toLowerCase() === info.email.toLowerCase();

  const respond = (a: Answer) => {
    setError(null);
    answer.mutate(a, {
      onSuccess: (r) => {
        setDone({ answer: a, message: r.message });
        toast({ title: a === 'accept' ? t('response.accepted') : t('response.declined'), description: r.message });
      },
      onError: (err) => setError(serverMessage(err, t('response.failed'))),
    });
  };

  if (done) {
    return (
      <div className="space-y-4">
        <Alert tone={done.answer === 'accept' ? 'success' : 'info'}>{done.message}</Alert>
        <Button asChild className="w-full">
          <Link href="/">{t('response.dashboard')}</Link>
        </Button>
      </div>
    );
  }

  if (!addressee) return <Alert>{t('response.wrongAccount')}</Alert>;
  // The server accepts only from a verified address (issue 16): no Accept button that would fail.
  const verified = user.emailVerified;

  return (
    <div className="space-y-4">
      {verified ? (
        <p className="text-sm text-slate-600">{t('response.unlink')}</p>
      ) : (
        <VerifyEmailBanner email={user.email}>
          <p>{t('response.verifyFirst')}</p>
          <p>{t('response.reload')}</p>
        </VerifyEmailBanner>
      )}
      {error && <Alert>{error}</Alert>}
      <div className="flex flex-col gap-2">
        {verified && (
          <Button size="lg" className="h-auto min-h-12 py-2" onClick={() => respond('accept')} disabled={answer.isPending}>
            <Check className="size-4" aria-hidden="true" /> {answer.isPending ? t('response.saving') : t('response.accept', { parent: info.parentName })}
          </Button>
        )}
        <Button variant="outline" className="h-auto min-h-11 py-2" onClick={() => respond('decline')} disabled={answer.isPending}>
          <X className="size-4" aria-hidden="true" /> {t('response.decline', { parent: info.parentName })}
        </Button>
      </div>
    </div>
  );
}
