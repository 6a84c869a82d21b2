import { useT } from '@/lib/i18n/i18next';
import { ConfirmDialog as Dialog, type ConfirmDialogProps } from '@/ui/confirm-dialog';

type StaffConfirmDialogProps = Omit<ConfirmDialogProps, 'busyLabel' | 'cancelLabel'> & Partial<Pick<ConfirmDialogProps, 'busyLabel' | 'cancelLabel'>>;

/** The workspace's confirm dialog: 'Keep' and 'Working...' unless a screen words them itself. */
export function ConfirmDialog({ busyLabel, cancelLabel, ...props }: StaffConfirmDialogProps) {
  const { t } = useT('staff');
  return <Dialog {...props} busyLabel={busyLabel ?? t('dialog.working')} cancelLabel={cancelLabel ?? t('dialog.keep')} />;
}
