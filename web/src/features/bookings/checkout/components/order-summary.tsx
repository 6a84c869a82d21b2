import { CalendarDays, Clock, MapPin, User, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ProgramWithSessions, SessionSummary } from '@common/programs';
import type { SiblingDiscount } from '@common/sibling-discount';
import { longDay, money, wallTime } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Card } from '@/ui/card';
import { AgeGroupBadge } from '@/features/programs/components/age-group-badge';
import { SiblingDiscountLines } from './sibling-discount-lines';

interface Props {
  programName: string;
  program?: ProgramWithSessions;
  session?: SessionSummary;
  athleteName?: string | null;
  /** The amount the server will charge, or the link's price until it has answered. */
  amount: number;
  /** The sibling discount in that amount, as the server's payment intent said (decision 044). */
  siblingDiscount?: SiblingDiscount | null;
  children?: ReactNode;
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <dt className="mt-0.5 shrink-0 text-slate-600">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 text-sm text-ink-900">{children}</dd>
    </div>
  );
}

/** What is being bought, for whom and for how much: the card a payer checks before paying. */
export function OrderSummary({ programName, program, session, athleteName, amount, siblingDiscount, children }: Props) {
  const { t, language } = useT('checkout');
  const icon = 'size-4';
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">{t('summary.heading')}</h2>
      <p className="mt-2 text-lg leading-snug font-bold">{programName}</p>
      {session?.sessionTitle && <p className="text-sm text-slate-700">{session.sessionTitle}</p>}
      {session && <AgeGroupBadge ageGroup={session.ageGroup} title={session.sessionTitle} className="mt-1.5" />}
      <dl className="mt-4 space-y-3">
        {session && (
          <>
            <Row icon={<CalendarDays className={icon} aria-hidden="true" />} label={t('summary.date')}>
              {longDay(session.date, language)}
            </Row>
            <Row icon={<Clock className={icon} aria-hidden="true" />} label={t('summary.time')}>
              {wallTime(session.time, language) ?? t('timeTba')}
              {program ? ` · ${t('summary.duration', { minutes: program.duration })}` : ''}
            </Row>
            <Row icon={<MapPin className={icon} aria-hidden="true" />} label={t('summary.location')}>
              {session.location}
            </Row>
            <Row icon={<UserRound className={icon} aria-hidden="true" />} label={t('summary.coach')}>
              {t('summary.coachName', { name: session.coach?.name ?? t('summary.tba') })}
            </Row>
          </>
        )}
        {athleteName !== undefined && (
          <Row icon={<User className={icon} aria-hidden="true" />} label={t('summary.athlete')}>
            {athleteName ? t('summary.for', { name: athleteName }) : <span className="text-slate-600">{t('athletes.choose')}</span>}
          </Row>
        )}
      </dl>
      {siblingDiscount && <SiblingDiscountLines discount={siblingDiscount} className="mt-5 border-t border-slate-200 pt-4" />}
      <div
        className={
          siblingDiscount
            ? 'mt-3 flex items-baseline justify-between border-t border-slate-200 pt-3'
            : 'mt-5 flex items-baseline justify-between border-t border-slate-200 pt-4'
        }
      >
        <span className="text-sm font-medium text-slate-700">{t('summary.total')}</span>
        <span className="text-2xl font-extrabold tabular-nums" data-testid="summary-total">
          {money(amount, language)}
        </span>
      </div>
      {children}
    </Card>
  );
}
