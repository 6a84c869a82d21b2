import type { PickupGame } from '@common/pickup';
import { longDay, money, wallTime } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';

type Details = Pick<PickupGame, 'title' | 'sport' | 'date' | 'startTime' | 'endTime' | 'location' | 'cost'>;

/** What is being paid for (or was joined): the game, when, where and the amount ('Amount' unless told). */
export function GameSummary({ game, amountLabel }: { game: Details; amountLabel?: string }) {
  const { t, language } = useT('pickupCheckout');
  const time = (wall: string) => wallTime(wall, language) ?? t('summary.timeTba');
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl bg-slate-50 p-4 text-sm">
      <dt className="text-slate-700">{t('summary.game')}</dt>
      <dd className="font-semibold">{game.title}</dd>
      <dt className="text-slate-700">{t('summary.format')}</dt>
      <dd>{t(`formats.${game.sport}`)}</dd>
      <dt className="text-slate-700">{t('summary.date')}</dt>
      <dd>{longDay(game.date, language)}</dd>
      <dt className="text-slate-700">{t('summary.time')}</dt>
      <dd>
        {time(game.startTime)} – {time(game.endTime)}
      </dd>
      <dt className="text-slate-700">{t('summary.location')}</dt>
      <dd>{game.location}</dd>
      <dt className="text-slate-700">{amountLabel ?? t('summary.amount')}</dt>
      <dd className="font-bold tabular-nums" data-testid="game-amount">
        {game.cost === 0 ? t('summary.free') : money(game.cost / 100, language)}
      </dd>
    </dl>
  );
}
