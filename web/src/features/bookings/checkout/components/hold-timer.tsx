import { Timer } from 'lucide-react';
import { useT } from '@/lib/i18n/i18next';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { formatCountdown } from '../lib/checkout-params';

/** The 10-minute spot hold that creating the payment intent placed (docs/design.md section 4). */
export function HoldTimer({ msLeft, onRenew, renewing }: { msLeft: number | null; onRenew: () => void; renewing: boolean }) {
  const { t } = useT('checkout');
  if (msLeft === null) return null;
  if (msLeft <= 0) {
    return (
      <Alert className="flex flex-wrap items-center justify-between gap-3">
        <span>{t('hold.ended')}</span>
        <Button size="sm" variant="outline" onClick={onRenew} disabled={renewing}>
          {renewing ? t('hold.checking') : t('hold.again')}
        </Button>
      </Alert>
    );
  }
  return (
    <p className="flex items-center gap-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-950">
      <Timer className="size-4 shrink-0" aria-hidden="true" />
      <span role="timer">
        {t('hold.holding')} <strong className="tabular-nums">{formatCountdown(msLeft)}</strong>
      </span>
    </p>
  );
}
