import { AlertDialog } from 'radix-ui';
import type { Invitation } from '@common/parent';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { toast } from '@/ui/toast-store';
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
    <AlertDialog.Root open={!!invitation} onOpenChange={(open) => !open && !revoke.isPending && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-bold text-ink-900">{t('revoke.title')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">
            {invitation && (
              <>
                {t('revoke.textBefore')} <span className="font-semibold text-ink-900">{invitation.email}</span>{' '}
                {t('revoke.textAfter', { name: fullName(invitation) })}
              </>
            )}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={revoke.isPending}>
                {t('revoke.keep')}
              </Button>
            </AlertDialog.Cancel>
            <Button variant="danger" onClick={confirm} disabled={revoke.isPending}>
              {revoke.isPending ? t('revoke.busy') : t('revoke.title')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
