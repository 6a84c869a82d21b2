import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { ProblemAlert } from '@/ui/problem-alert';

/** The spot could not be held or the intent created; the server's reason when it gave one. */
export function IntentFailed({
  message,
  status,
  onRetry,
  otherSessionsHref,
}: {
  message: string;
  status?: string;
  onRetry: () => void;
  otherSessionsHref: string;
}) {
  const { t } = useT('checkout');
  const initFailed = t('payment.initFailed');
  // 409 (full, already booked, no longer bookable) and 402 (plan limit): asking again will not change the answer.
  const final = status === '409' || status === '402';
  return (
    <ProblemAlert title={initFailed} message={message !== initFailed ? message : undefined}>
      {!final && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('payment.tryAgain')}
        </Button>
      )}
      <Button size="sm" variant="outline" asChild>
        {status === '402' ? <Link href="/subscription">{t('payment.seePlans')}</Link> : <Link href={otherSessionsHref}>{t('payment.otherSession')}</Link>}
      </Button>
    </ProblemAlert>
  );
}

/**
 * The athlete is outside the session's age group (issue 29): said before any spot is held or card
 * asked for, with the server's sentence naming the range and the age.
 */
export function AgeRefusal({ message, otherSessionsHref }: { message: string; otherSessionsHref: string }) {
  const { t } = useT('checkout');
  return (
    <div data-testid="age-refusal">
      <ProblemAlert title={t('age.title')} message={message}>
        <p className="w-full text-sm">{t('age.hint')}</p>
        <Button size="sm" variant="outline" asChild>
          <Link href={otherSessionsHref}>{t('payment.otherSession')}</Link>
        </Button>
      </ProblemAlert>
    </div>
  );
}

/** Paid but not booked: retry the booking (never the payment), or, when refunded, pick another session. */
export function BookingFailed({
  message,
  refunded,
  onRetry,
  otherSessionsHref,
}: {
  message: string;
  refunded: boolean;
  onRetry: () => void;
  otherSessionsHref: string;
}) {
  const { t } = useT('checkout');
  return (
    <ProblemAlert title={t('booking.failedTitle')} message={message}>
      {refunded ? (
        <Button size="sm" variant="outline" asChild>
          <Link href={otherSessionsHref}>{t('payment.otherSession')}</Link>
        </Button>
      ) : (
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('booking.retry')}
        </Button>
      )}
    </ProblemAlert>
  );
}
