import { useT } from '@/lib/i18n/i18next';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import type { LinkedParent } from '../api/use-linked-parents';

interface UnlinkParentDialogProps {
  parent: LinkedParent | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (parent: LinkedParent) => void;
}

/** Asks before a parent's link is ended. */
export function UnlinkParentDialog({ parent, busy, onCancel, onConfirm }: UnlinkParentDialogProps) {
  const { t } = useT('account');
  const name = parent ? `${parent.firstName} ${parent.lastName}` : '';
  return (
    <ConfirmDialog
      open={!!parent}
      onOpenChange={(open) => !open && onCancel()}
      title={t('unlink.title', { name })}
      confirmLabel={t('unlink.confirm')}
      busyLabel={t('unlink.busy')}
      cancelLabel={t('unlink.keep')}
      busy={busy}
      onConfirm={() => parent && onConfirm(parent)}
    >
      {t('unlink.text', { name })}
    </ConfirmDialog>
  );
}
