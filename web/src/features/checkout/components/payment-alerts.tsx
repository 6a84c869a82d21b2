import { Link } from 'wouter';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';

export const INIT_FAILED = 'Failed to initialize payment';

/** The spot could not be held or the intent created; the server's reason when it gave one. */
export function IntentFailed({ message, status, onRetry, otherSessionsHref }: { message: string; status?: string; onRetry: () => void; otherSessionsHref: string }) {
  // 409 (full, already booked, no longer bookable) and 402 (plan limit): asking again will not change the answer.
  const final = status === '409' || status === '402';
  return (
    <Alert className="space-y-3">
      <p className="font-semibold">{INIT_FAILED}</p>
      {message !== INIT_FAILED && <p>{message}</p>}
      <div className="flex flex-wrap gap-2">
        {!final && (
          <Button size="sm" variant="outline" onClick={onRetry}>
            Try again
          </Button>
        )}
        <Button size="sm" variant="outline" asChild>
          {status === '402' ? <Link href="/subscription">See plans</Link> : <Link href={otherSessionsHref}>Choose another session</Link>}
        </Button>
      </div>
    </Alert>
  );
}

/** Paid but not booked: retry the booking (never the payment), or, when refunded, pick another session. */
export function BookingFailed({ message, refunded, onRetry, otherSessionsHref }: { message: string; refunded: boolean; onRetry: () => void; otherSessionsHref: string }) {
  return (
    <Alert className="space-y-3">
      <p className="font-semibold">Booking Failed</p>
      <p>{message}</p>
      <div className="flex flex-wrap gap-2">
        {refunded ? (
          <Button size="sm" variant="outline" asChild>
            <Link href={otherSessionsHref}>Choose another session</Link>
          </Button>
        ) : (
          <Button size="sm" variant="outline" onClick={onRetry}>
            Try booking again
          </Button>
        )}
      </div>
    </Alert>
  );
}
