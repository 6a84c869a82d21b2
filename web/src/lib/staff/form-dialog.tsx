import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** While a save runs, the dialog stays open. */
  busy?: boolean;
  wide?: boolean;
  children: ReactNode;
}

/** A modal for one form: title, description, close button; the body scrolls on small screens. */
export function FormDialog({ open, onOpenChange, title, description, busy, wide, children }: FormDialogProps) {
  const { t } = useT('staff');
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next || !busy) && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/60" />
        <Dialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-6',
            wide ? 'max-w-2xl' : 'max-w-lg',
          )}
        >
          <Dialog.Title className="pr-8 text-lg font-bold text-ink-900">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-1 text-sm text-slate-700">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          <Dialog.Close aria-label={t('dialog.close')} className="absolute top-4 right-4 rounded p-1 text-slate-500 hover:bg-slate-100" disabled={busy}>
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
          <div className="mt-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Cancel and the submit button, at the foot of a dialog's form. */
export function DialogActions({
  onCancel,
  busy,
  submitLabel,
  busyLabel,
  disabled,
}: {
  onCancel: () => void;
  busy: boolean;
  submitLabel: string;
  busyLabel?: string;
  disabled?: boolean;
}) {
  const { t } = useT('staff');
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        {t('dialog.cancel')}
      </Button>
      <Button type="submit" disabled={busy || disabled}>
        {busy ? (busyLabel ?? t('dialog.saving')) : submitLabel}
      </Button>
    </div>
  );
}
