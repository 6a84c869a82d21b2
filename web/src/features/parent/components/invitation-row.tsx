import { RotateCw, X } from 'lucide-react';
import type { Invitation } from '@common/parent';
import { serverMessage } from '@/lib/api';
import { useSiteInfo } from '@/features/site/api/use-site-info';
import { instantDayTimeIn } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { ListCard } from '@/ui/list-card';
import { toast } from '@/ui/toast';
import { useResendInvitation } from '../api/use-resend-invitation';
import { ageLabel, fullName } from '../lib/athlete-labels';
import { EmailLine } from './email-line';

/** An athlete invited but not linked yet: 'Invitation pending' (or expired), with Resend and Revoke. */
export function InvitationRow({ invitation, onRevoke }: { invitation: Invitation; onRevoke: () => void }) {
  const { t, language } = useT('parent');
  const timeZone = useSiteInfo().data?.timeZone ?? 'America/New_York';
  const resend = useResendInvitation();
  const name = fullName(invitation);

  const onResend = () =>
    resend.mutate(invitation.id, {
      onSuccess: (r) => toast({ title: t('invitation.sentTitle'), description: r.message }),
      onError: (err) => toast({ title: t('invitation.resendFailedTitle'), description: serverMessage(err, t('invitation.resendFailed')), variant: 'error' }),
    });

  return (
    <ListCard
      className="rounded-xl border border-dashed border-slate-300 bg-slate-50/60 p-3"
      layout="center"
      titleAs="span"
      title={name}
      badges={<Badge tone={invitation.expired ? 'danger' : 'warning'}>{invitation.expired ? t('invitation.expired') : t('invitation.pending')}</Badge>}
      actions={
        <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
          <Button variant="outline" size="sm" onClick={onResend} disabled={resend.isPending}>
            <RotateCw className="size-4" aria-hidden="true" />
            {resend.isPending ? t('invitation.sending') : t('invitation.resend')}
            <span className="sr-only"> {t('invitation.to', { name })}</span>
          </Button>
          <Button variant="outline" size="sm" onClick={onRevoke} className="text-red-700 hover:bg-red-50">
            <X className="size-4" aria-hidden="true" />
            {t('invitation.revoke')}
            <span className="sr-only"> {t('invitation.to', { name })}</span>
          </Button>
        </div>
      }
    >
      <p className="mt-0.5 text-sm text-slate-700">
        {ageLabel(invitation.age, t)}
        {invitation.expiresAt &&
          !invitation.expired &&
          ` · ${t('invitation.validUntil', { date: instantDayTimeIn(invitation.expiresAt, timeZone, language) })}`}
      </p>
      <EmailLine email={invitation.email} />
    </ListCard>
  );
}
