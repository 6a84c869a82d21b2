import { BellRing, CalendarX2, CircleCheck, CircleX, Clock, LinkIcon, MoveRight } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { ReminderLink } from '@common/reminders';
import { apiStatus, serverMessage } from '@/lib/api';
import { longDay, money, wallTime } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { setLanguage } from '@/lib/i18n/language';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Spinner } from '@/ui/spinner';
import { useAnswerReminder, useReminderLink } from '../api/use-reminder-link';

type Answer = 'yes' | 'no' | null;

/**
 * A reminder's one-tap answer page (issue 32, decision 048), in the recipient's language: "I'll be
 * there" is recorded as the page opens; "Can't make it" first says what cancelling now gives back,
 * and cancels only when confirmed. Every other state of the link gets its own clear page.
 */
export function ReminderAnswer({ token, answer }: { token: string; answer: Answer }) {
  const { t } = useT('reminders');
  const link = useReminderLink(token);
  const reply = useAnswerReminder(token);
  const asked = useRef(false);
  const [choice, setChoice] = useState<Answer>(answer);
  const data = link.data;

  // The page speaks the recipient's language (for this visit only: nothing is remembered on the device).
  useEffect(() => {
    if (data) setLanguage(data.language, false);
  }, [data?.language]); // eslint-disable-line react-hooks/exhaustive-deps -- only when the language is known

  // "I'll be there" from the e-mail: one tap is the answer.
  useEffect(() => {
    if (data?.state === 'OPEN' && answer === 'yes' && !asked.current) {
      asked.current = true;
      reply.mutate('confirm');
    }
  }, [data?.state, answer, reply]);

  if (link.isPending || (answer === 'yes' && data?.state === 'OPEN' && !reply.isError)) {
    return (
      <Shell>
        <div className="py-10 text-center">
          <Spinner label={link.isPending ? t('answer.loading') : t('answer.recording')} />
        </div>
      </Shell>
    );
  }
  if (link.isError) {
    const notOurs = apiStatus(link.error) === 404 || apiStatus(link.error) === 400;
    return (
      <Outcome icon={LinkIcon} tone="error" title={t('answer.invalidTitle')}>
        <p>{notOurs ? t('answer.invalid') : t('answer.failed')}</p>
        {!notOurs && (
          <Button variant="outline" onClick={() => void link.refetch()}>
            {t('answer.retry')}
          </Button>
        )}
      </Outcome>
    );
  }
  return (
    <LinkState
      link={data!}
      answer={choice}
      busy={reply.isPending}
      error={reply.isError ? serverMessage(reply.error, t('answer.failed')) : null}
      onAnswer={(a) => reply.mutate(a)}
      onNo={() => setChoice('no')}
    />
  );
}

interface StateProps {
  link: ReminderLink;
  busy: boolean;
  error: string | null;
  onAnswer: (a: 'confirm' | 'cancel') => void;
}

function LinkState({ link, answer, busy, error, onAnswer, onNo }: StateProps & { answer: Answer; onNo: () => void }) {
  const { t, language } = useT('reminders');
  const b = link.booking;
  const game = link.subject === 'GAME';
  const summary = <BookingSummary link={link} />;
  switch (link.state) {
    case 'CONFIRMED':
      return (
        <Outcome icon={CircleCheck} title={link.answeredNow ? t('answer.thanksTitle') : t('answer.alreadyConfirmedTitle')}>
          {summary}
          <p>{link.answeredNow ? t('answer.thanks', { athlete: b.athlete }) : t('answer.alreadyConfirmed', { athlete: b.athlete })}</p>
        </Outcome>
      );
    case 'CANCELLED': {
      const c = link.cancelled;
      if (game) {
        const left = c && c.refunded > 0 ? t('answer.game.cancelledMoney', { amount: money(c.refunded, language) }) : t('answer.game.cancelledNothing');
        return (
          <Outcome icon={CalendarX2} title={link.answeredNow ? t('answer.game.cancelledTitle') : t('answer.alreadyCancelledTitle')}>
            {summary}
            <p>{link.answeredNow ? left : t('answer.game.alreadyCancelled')}</p>
          </Outcome>
        );
      }
      const what = !c
        ? ''
        : c.paidWithCredit
          ? c.creditReturned
            ? t('answer.cancelledCredit')
            : t('answer.cancelledNothing')
          : c.refunded > 0
            ? t('answer.cancelledMoney', { amount: money(c.refunded, language) })
            : t('answer.cancelledNothing');
      return (
        <Outcome icon={CalendarX2} title={link.answeredNow ? t('answer.cancelledTitle') : t('answer.alreadyCancelledTitle')}>
          {summary}
          <p>{link.answeredNow ? what : t('answer.alreadyCancelled')}</p>
        </Outcome>
      );
    }
    case 'EXPIRED':
      return (
        <Outcome icon={Clock} title={t('answer.expiredTitle')} manage>
          {summary}
          <p>{game ? t('answer.game.expired') : t('answer.expired')}</p>
        </Outcome>
      );
    case 'MOVED':
      return (
        <Outcome icon={MoveRight} title={t('answer.movedTitle')} manage>
          <p>{t('answer.moved')}</p>
        </Outcome>
      );
    case 'BOOKING_CANCELLED':
      return (
        <Outcome icon={CalendarX2} title={game ? t('answer.game.bookingCancelledTitle') : t('answer.bookingCancelledTitle')} manage>
          {summary}
          <p>{game ? t('answer.game.bookingCancelled') : t('answer.bookingCancelled')}</p>
        </Outcome>
      );
    case 'OPEN':
      return answer === 'no' ? (
        <CancelQuestion link={link} busy={busy} error={error} onAnswer={onAnswer} />
      ) : (
        <AskBoth link={link} busy={busy} error={error} onAnswer={onAnswer} onNo={onNo} />
      );
  }
}

/** "Can't make it": what cancelling now gives back, before anything is cancelled. */
function CancelQuestion({ link, busy, error, onAnswer }: StateProps) {
  const { t, language } = useT('reminders');
  const c = link.cancelNow;
  const hours = c.noticeHours;
  if (link.subject === 'GAME') return <LeaveQuestion link={link} busy={busy} error={error} onAnswer={onAnswer} />;
  const refund = c.paidWithCredit
    ? c.returned
      ? t('answer.refundCredit', { pack: c.pack ?? '', hours })
      : t('answer.noRefundCredit', { hours })
    : c.returned
      ? t('answer.refundMoney', { amount: money(c.amount, language), hours })
      : t('answer.noRefundMoney', { hours });
  return (
    <Outcome icon={CircleX} title={t('answer.cancelTitle')}>
      <BookingSummary link={link} />
      {error && <Alert>{error}</Alert>}
      <p className="font-semibold text-ink-900" data-testid="refund-preview">
        {refund}
      </p>
      <p>{t('answer.waitlistNote')}</p>
      <div className="flex flex-wrap gap-3">
        <Button variant="danger" disabled={busy} onClick={() => onAnswer('cancel')}>
          {busy ? t('answer.cancelling') : t('answer.confirmCancel')}
        </Button>
        <Button variant="outline" disabled={busy} onClick={() => onAnswer('confirm')}>
          {t('answer.keep')}
        </Button>
      </div>
    </Outcome>
  );
}

/** "Can't make it" for a pickup game: what leaving now refunds, before leaving. */
function LeaveQuestion({ link, busy, error, onAnswer }: StateProps) {
  const { t, language } = useT('reminders');
  const c = link.cancelNow;
  // A game's amount is what its place was paid (0: a free game, nothing to refund or keep).
  const refund =
    c.amount <= 0
      ? null
      : c.returned
        ? t('answer.game.refundMoney', { amount: money(c.amount, language), hours: c.noticeHours })
        : t('answer.game.noRefundMoney', { hours: c.noticeHours });
  return (
    <Outcome icon={CircleX} title={t('answer.game.cancelTitle')}>
      <BookingSummary link={link} />
      {error && <Alert>{error}</Alert>}
      {refund && (
        <p className="font-semibold text-ink-900" data-testid="refund-preview">
          {refund}
        </p>
      )}
      <p>{t('answer.game.free')}</p>
      <div className="flex flex-wrap gap-3">
        <Button variant="danger" disabled={busy} onClick={() => onAnswer('cancel')}>
          {busy ? t('answer.game.cancelling') : t('answer.game.confirmCancel')}
        </Button>
        <Button variant="outline" disabled={busy} onClick={() => onAnswer('confirm')}>
          {t('answer.game.keep')}
        </Button>
      </div>
    </Outcome>
  );
}

/** The link opened without an answer: both choices. */
function AskBoth({ link, busy, error, onAnswer, onNo }: StateProps & { onNo: () => void }) {
  const { t } = useT('reminders');
  return (
    <Outcome icon={BellRing} title={t('answer.ask')}>
      <BookingSummary link={link} />
      {error && <Alert>{error}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button disabled={busy} onClick={() => onAnswer('confirm')}>
          {t('answer.yes')}
        </Button>
        <Button variant="outline" disabled={busy} onClick={onNo}>
          {t('answer.no')}
        </Button>
      </div>
    </Outcome>
  );
}

function BookingSummary({ link }: { link: ReminderLink }) {
  const { t, language } = useT('reminders');
  const b = link.booking;
  const program = b.sessionTitle ? `${b.program} (${b.sessionTitle})` : b.program;
  // Spanish says "a la 1:00" but "a las 2:00".
  return (
    <dl className="space-y-1 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
      <div>
        <dt className="sr-only">{link.subject === 'GAME' ? t('answer.game.title') : t('answer.title')}</dt>
        <dd className="text-base font-semibold text-ink-900">
          {t(Number(b.time.slice(0, 2)) % 12 === 1 ? 'answer.sessionAtOne' : 'answer.session', {
            program,
            date: longDay(b.date, language),
            time: wallTime(b.time, language) ?? '',
          })}
        </dd>
      </div>
      <div className="flex gap-2">
        <dt className="font-medium">{link.subject === 'GAME' ? t('answer.game.player') : t('answer.athlete')}:</dt>
        <dd>{b.athlete}</dd>
      </div>
      <div className="flex gap-2">
        <dt className="font-medium">{t('answer.location')}:</dt>
        <dd>{b.location}</dd>
      </div>
    </dl>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:py-16">
      <Card className="p-6 sm:p-8">{children}</Card>
    </div>
  );
}

/** One state of the link: its heading (focused when it changes, so screen readers hear the outcome) and what follows. */
function Outcome({
  icon: Icon,
  title,
  tone,
  manage,
  children,
}: {
  icon: typeof BellRing;
  title: string;
  tone?: 'error';
  manage?: boolean;
  children: ReactNode;
}) {
  const { t } = useT('reminders');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [title]);
  return (
    <Shell>
      <div className="space-y-4 text-slate-700">
        <span
          className={
            tone === 'error'
              ? 'grid size-12 place-items-center rounded-full bg-red-100 text-red-700'
              : 'grid size-12 place-items-center rounded-full bg-brand-50 text-brand-600'
          }
        >
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink-900 focus:outline-none">
          {title}
        </h1>
        {children}
        <p className="pt-2 text-sm">
          <Link href={manage ? '/login' : '/'} className="font-semibold text-brand-600 hover:underline">
            {manage ? t('answer.manage') : t('answer.home')}
          </Link>
        </p>
      </div>
    </Shell>
  );
}
