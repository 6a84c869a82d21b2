import { Link } from 'wouter';
import type { PaymentConfig } from '@common/booking';
import { CardForm } from '@/lib/payments/card-form';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { usePayForGame } from '../hooks/use-pay-for-game';

interface PayForGameProps {
  gameId: number;
  clientSecret: string;
  /** Dollars, for the pay button. */
  amount: number;
  config: PaymentConfig;
}

/** The card form of the server's provider; after a payment, the join, or why it did not happen. */
export function PayForGame({ gameId, clientSecret, amount, config }: PayForGameProps) {
  const { state, pay, retryJoin } = usePayForGame(gameId);

  if (state.status === 'unjoined') {
    return (
      <Alert className="space-y-3">
        <p className="font-semibold">{state.refunded ? 'Game Full' : 'Almost there'}</p>
        <p>{state.message}</p>
        <div className="flex flex-wrap gap-2">
          {!state.refunded && (
            <Button size="sm" variant="outline" onClick={retryJoin}>
              Try joining again
            </Button>
          )}
          <Button size="sm" variant="outline" asChild>
            <Link href="/pickup-games">Back to pickup games</Link>
          </Button>
        </div>
      </Alert>
    );
  }

  return (
    <CardForm
      config={config}
      clientSecret={clientSecret}
      amount={amount}
      busy={state.status === 'busy'}
      disabled={false}
      error={state.status === 'failed' ? state.message : null}
      save={false}
      allowSave={false}
      onSaveChange={() => undefined}
      onPay={(run) => pay(run)}
    />
  );
}
