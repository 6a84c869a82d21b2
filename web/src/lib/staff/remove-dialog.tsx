import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/i18next';
import { ConfirmDialog } from './confirm-dialog';
import { useNotify } from './notify';

interface RemoveDialogProps {
  /** The row being removed; null keeps the dialog closed. */
  item: { id: number } | null;
  onClose: () => void;
  /** The feature's delete mutation: answers the server's message. */
  remove: { mutateAsync: (id: number) => Promise<{ message: string }>; isPending: boolean };
  title: string;
  confirmLabel: string;
  /** The toast's words when the server gives no reason. */
  failed: string;
  children: ReactNode;
}

/** Asks before removing one row of a staff list, removes it, says how it went, and closes. */
export function RemoveDialog({ item, onClose, remove, title, confirmLabel, failed, children }: RemoveDialogProps) {
  const { t } = useT('staff');
  const notify = useNotify();
  const confirm = async () => {
    if (!item) return;
    try {
      const { message } = await remove.mutateAsync(item.id);
      notify.saved(message);
    } catch (err) {
      notify.error(err, failed);
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open={!!item}
      onOpenChange={(o) => !o && onClose()}
      title={title}
      confirmLabel={confirmLabel}
      busyLabel={t('dialog.removing')}
      busy={remove.isPending}
      onConfirm={() => void confirm()}
    >
      {children}
    </ConfirmDialog>
  );
}
