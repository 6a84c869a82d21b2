import { KeyRound, RotateCw, X } from 'lucide-react';
import { CHILD_LOGIN_MIN_AGE, type LinkedAthlete } from '@common/parent';
import { serverMessage } from '@/lib/api';
import { useSiteInfo } from '@/features/site/api/use-site-info';
import { instantDayTimeIn } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { ListCard } from '@/ui/list-card';
import { toast } from '@/ui/toast';
import { useCancelChildLogin } from '../api/use-cancel-child-login';
import { useResendChildLogin } from '../api/use-resend-child-login';
import { fullName } from '../lib/athlete-labels';

/** A child without a login who may have one (13 or older, decision 047). */
export const mayGetLogin = (a: LinkedAthlete) => !a.hasLogin && a.age !== null && a.age >= CHILD_LOGIN_MIN_AGE;

/** The child's own login: "Give a login", or the open invitation with Resend and Cancel. */
export function ChildLoginRow({ child, onGive }: { child: LinkedAthlete; onGive: () => void }) {
  const { t, language } = useT('parent');
  const timeZone = useSiteInfo().data?.timeZone ?? 'America/New_York';
  const resend = useResendChildLogin();
  const cancel = useCancelChildLogin();
  const name = fullName(child);
  const invitation = child.loginInvitation;
  const busy = resend.isPending || cancel.isPending;

  const onResend = () =>
    resend.mutate(child.id, {
      onSuccess: (r) => toast({ title: t('login.sentTitle'), description: r.message }),
      onError: (err) => toast({ title: t('invitation.resendFailedTitle'), description: serverMessage(err, t('invitation.resendFailed')), variant: 'error' }),
    });
  const onCancel = () =>
    cancel.mutate(child.id, {
      onSuccess: (r) => toast({ title: t('login.cancelledTitle'), description: r.message }),
      onError: (err) => toast({ title: t('login.cancelFailedTitle'), description: serverMessage(err, t('login.cancelFailed')), variant: 'error' }),
    });

  return (
    <ListCard
      className="rounded-xl border border-dashed border-slate-300 bg-slate-50/60 p-3"
      layout="center"
      titleAs="span"
      title={name}
      badges={
        invitation && <Badge tone={invitation.expired ? 'danger' : 'warning'}>{invitation.expired ? t('invitation.expired') : t('invitation.pending')}</Badge>
      }
      actions={
        invitation ? (
          <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
            <Button variant="outline" size="sm" onClick={onResend} disabled={busy}>
              <RotateCw className="size-4" aria-hidden="true" />
              {resend.isPending ? t('invitation.sending') : t('invitation.resend')}
              <span className="sr-only"> {t('login.forName', { name })}</span>
            </Button>
            <Button variant="outline" size="sm" onClick={onCancel} disabled={busy} className="text-red-700 hover:bg-red-50">
              <X className="size-4" aria-hidden="true" />
              {cancel.isPending ? t('login.cancelling') : t('login.cancel')}
              <span className="sr-only"> {t('login.forName', { name })}</span>
            </Button>
          </div>
        ) : (
          <Button variant="outline" size="sm" onClick={onGive}>
            <KeyRound className="size-4" aria-hidden="true" />
            {t('login.give')}
            <span className="sr-only"> {t('login.toName', { name })}</span>
          </Button>
        )
      }
    >
      <p className="mt-0.5 text-sm text-slate-700">
        {invitation
          ? t(invitation.expired ? 'login.expiredTo' : 'login.sentTo', {
              email: invitation.email,
              date: instantDayTimeIn(invitation.expiresAt, timeZone, language),
            })
          : t('login.none', { name: child.firstName })}
      </p>
    </ListCard>
  );
}
