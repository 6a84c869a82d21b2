import { AlertDialog } from 'radix-ui';
import type { PickupGame } from '@common/pickup';
import { money, shortDay, wallTime } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { leaveRefund } from './game-action';

interface LeaveGameDialogProps {
  /** The game to leave; the dialog is open while it is set. */
  game: PickupGame | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before giving the place up, and says whether the payment comes back (24 hours or more ahead). */
export function LeaveGameDialog({ game, pending, onCancel, onConfirm }: LeaveGameDialogProps) {
  const { t, language } = useT('pickup');
  const refund = game ? leaveRefund(game, new Date()) : null;
  return (
    <AlertDialog.Root open={!!game} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-bold text-ink-900">{t('leaveDialog.title')}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 space-y-2 text-sm text-slate-700">
              {game && (
                <p className="font-semibold text-ink-900">
                  {t('leaveDialog.when', { title: game.title, format: t(`formats.${game.sport}`), date: shortDay(game.date, language), time: wallTime(game.startTime, language) ?? '' })}
                </p>
              )}
              <p>{t('leaveDialog.rule')}</p>
              {refund && <p className="rounded-lg bg-slate-100 px-3 py-2 font-medium text-ink-900">{t(`leaveDialog.${refund.key}`, { price: money(refund.dollars, language) })}</p>}
            </div>
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={pending}>
                {t('leaveDialog.stay')}
              </Button>
            </AlertDialog.Cancel>
            <Button variant="danger" onClick={onConfirm} disabled={pending}>
              {pending ? t('leaveDialog.leaving') : t('leaveDialog.confirm')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
