import { Timer } from 'lucide-react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { formatCountdown } from '../lib/checkout-params';

/** The 10-minute spot hold that creating the payment intent placed (DESIGN.md section 4). */
export function HoldTimer({ msLeft, onRenew, renewing }: { msLeft: number | null; onRenew: () => void; renewing: boolean }) {
  if (msLeft === null) return null;
  if (msLeft <= 0) {
    return (
      <Alert className="flex flex-wrap items-center justify-between gap-3">
        <span>Your hold on this spot has ended, so it may have gone to someone else.</span>
        <Button size="sm" variant="outline" onClick={onRenew} disabled={renewing}>
          {renewing ? 'Checking...' : 'Hold my spot again'}
        </Button>
      </Alert>
    );
  }
  return (
    <p className="flex items-center gap-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-950">
      <Timer className="size-4 shrink-0" aria-hidden="true" />
      <span role="timer">
        We&apos;re holding your spot for <strong className="tabular-nums">{formatCountdown(msLeft)}</strong>
      </span>
    </p>
  );
}
