import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  busy: boolean;
  onConfirm: () => void;
  cancelLabel?: string;
}

/** Asks before a change that cannot be undone (a removal, a cancellation that refunds and e-mails). */
export function ConfirmDialog({ open, onOpenChange, title, children, confirmLabel, busyLabel, busy, onConfirm, cancelLabel }: ConfirmDialogProps) {
  const { t } = useT('staff');
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (next || !busy) && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-bold text-ink-900">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 space-y-2 text-sm text-slate-700">{children}</div>
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={busy}>
                {cancelLabel ?? t('dialog.keep')}
              </Button>
            </AlertDialog.Cancel>
            <Button variant="danger" disabled={busy} onClick={onConfirm}>
              {busy ? (busyLabel ?? t('dialog.working')) : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
