import { AlertDialog } from 'radix-ui';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
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
    <AlertDialog.Root open={!!parent} onOpenChange={(open) => !open && !busy && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-bold text-ink-900">{t('unlink.title', { name })}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">
            {t('unlink.text', { name })}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={busy}>
                {t('unlink.keep')}
              </Button>
            </AlertDialog.Cancel>
            <Button variant="danger" disabled={busy} onClick={() => parent && onConfirm(parent)}>
              {busy ? t('unlink.busy') : t('unlink.confirm')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
