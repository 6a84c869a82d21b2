import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';

/** The liability waiver document in a modal (part 1, 2.9); its text is still to be uploaded. */
export function WaiverDialog({ onAgree }: { onAgree: () => void }) {
  const { t } = useT('checkout');
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <button type="button" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
          {t('waiver.open')}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[85vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl focus:outline-none">
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 p-5">
            <Dialog.Title className="text-lg font-bold">{t('waiver.title')}</Dialog.Title>
            <Dialog.Close aria-label={t('waiver.close')} className="rounded p-1 text-slate-600 hover:bg-slate-100">
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="space-y-3 overflow-y-auto p-5 text-sm text-slate-800">
            <Dialog.Description>{t('waiver.placeholder')}</Dialog.Description>
            <p>{t('waiver.explains')}</p>
            <p>{t('waiver.questions')}</p>
          </div>
          <div className="flex flex-col-reverse gap-2 border-t border-slate-200 p-5 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="outline">{t('waiver.close')}</Button>
            </Dialog.Close>
            <Dialog.Close asChild>
              <Button onClick={onAgree}>{t('waiver.agree')}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
