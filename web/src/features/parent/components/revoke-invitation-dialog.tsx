import type { Invitation } from '@common/parent';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { toast } from '@/ui/toast';
import { useRevokeInvitation } from '../api/use-revoke-invitation';
import { fullName } from '../lib/athlete-labels';

/** Asks before revoking an invitation; open while `invitation` is set. */
export function RevokeInvitationDialog({ invitation, onClose }: { invitation: Invitation | null; onClose: () => void }) {
  const { t } = useT('parent');
  const revoke = useRevokeInvitation();

  const confirm = () => {
    if (!invitation) return;
    revoke.mutate(invitation.id, {
      onSuccess: () => toast({ title: t('revoke.doneTitle'), description: t('revoke.done', { email: invitation.email }) }),
      onError: (err) => toast({ title: t('revoke.failedTitle'), description: serverMessage(err, t('revoke.failed')), variant: 'error' }),
      onSettled: onClose,
    });
  };

  return (
    <ConfirmDialog
      open={!!invitation}
      onOpenChange={(open) => !open && onClose()}
      title={t('revoke.title')}
      confirmLabel={t('revoke.title')}
      busyLabel={t('revoke.busy')}
      cancelLabel={t('revoke.keep')}
      busy={revoke.isPending}
      onConfirm={confirm}
    >
      {invitation && (
        <p>
          {t('revoke.textBefore')} <span className="font-semibold text-ink-900">{invitation.email}</span>{' '}
          {t('revoke.textAfter', { name: fullName(invitation) })}
        </p>
      )}
    </ConfirmDialog>
  );
}
