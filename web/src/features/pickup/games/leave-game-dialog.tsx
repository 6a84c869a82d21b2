import type { PickupGame } from '@common/pickup';
import { money, shortDay, wallTime } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { ConfirmDialog } from '@/ui/confirm-dialog';
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
    <ConfirmDialog
      open={!!game}
      onOpenChange={(open) => !open && onCancel()}
      title={t('leaveDialog.title')}
      confirmLabel={t('leaveDialog.confirm')}
      busyLabel={t('leaveDialog.leaving')}
      cancelLabel={t('leaveDialog.stay')}
      busy={pending}
      onConfirm={onConfirm}
    >
      {game && (
        <p className="font-semibold text-ink-900">
          {t('leaveDialog.when', {
            title: game.title,
            format: t(`formats.${game.sport}`),
            date: shortDay(game.date, language),
            time: wallTime(game.startTime, language) ?? '',
          })}
        </p>
      )}
      <p>{t('leaveDialog.rule')}</p>
      {refund && (
        <p className="rounded-lg bg-slate-100 px-3 py-2 font-medium text-ink-900">
          {t(`leaveDialog.${refund.key}`, { price: money(refund.dollars, language) })}
        </p>
      )}
    </ConfirmDialog>
  );
}
