import { Link } from 'wouter';
import type { DeletionPreview, PreviewBooking } from '@common/account-data';
import { instantLongDate, money, shortDay, wallTime } from '@/lib/i18n/format';
import { useT, type TFunction } from '@/lib/i18n/i18next';
import type { Language } from '@/lib/i18n/language';
import { Alert } from '@/ui/alert';

type T = TFunction<'account'>;

/** "Mon, Mar 2 · 5:30 PM · Speed Lab (Early) · Avery Stone": a session as the lists name it. */
const sessionLine = (s: { date: string; time: string; program: string; sessionTitle: string | null; athlete: string }, language: Language) =>
  [shortDay(s.date, language), wallTime(s.time, language), s.sessionTitle ? `${s.program} (${s.sessionTitle})` : s.program, s.athlete]
    .filter(Boolean)
    .join(' · ');

function outcome(b: PreviewBooking, t: T, language: Language) {
  if (b.ifCancelledNow === 'refund') return t('delete.cancelRefund', { amount: money(b.refundIfCancelledNow, language) });
  return b.ifCancelledNow === 'credit' ? t('delete.cancelCredit') : t('delete.cancelNone');
}

/** One kind of loss: what it is, what happens to it, and the first few of them. */
function Loss({ title, text, rows, more }: { title: string; text?: string; rows?: string[][]; more?: number }) {
  const { t } = useT('account');
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <p className="font-semibold text-ink-900">{title}</p>
      {text && <p className="mt-1">{text}</p>}
      {rows && rows.length > 0 && (
        <ul className="mt-2 space-y-1.5">
          {rows.map((lines, i) => (
            <li key={i} className="border-l-2 border-slate-300 pl-2.5">
              {lines.map((line, j) => (
                <span key={j} className={j === 0 ? 'block text-ink-900' : 'block text-slate-600'}>
                  {line}
                </span>
              ))}
            </li>
          ))}
        </ul>
      )}
      {!!more && more > 0 && <p className="mt-1.5 text-slate-600">{t('delete.more', { count: more })}</p>}
    </li>
  );
}

/**
 * What deleting the account takes (GET /api/account/deletion-preview, issue 29), as the deletion
 * does it: what must be settled first, then each loss with what happens to it.
 */
export function DeletionLosses({ preview, onLeave }: { preview: DeletionPreview; onLeave: () => void }) {
  const { t, language } = useT('account');
  const { ownSessions: own, paidForOthers, credits, waitlist, plan, pickupGames } = preview;
  const nothing = own.count + paidForOthers.count + credits.count + waitlist.count + pickupGames.count === 0 && !plan;
  const planText = !plan
    ? ''
    : plan.renewsOn
      ? t('delete.planRenews', { date: instantLongDate(plan.renewsOn, language) })
      : plan.paidUntil
        ? t('delete.planEnding', { date: instantLongDate(plan.paidUntil, language) })
        : t('delete.planNoPeriod');

  return (
    <div className="space-y-3">
      {preview.blockers.length > 0 && (
        <Alert tone="info">
          <p className="font-semibold">{t('delete.blockedHeading')}</p>
          {preview.blockers.includes('upcomingBookings') && (
            <p className="mt-1">
              {t('delete.blockedUpcoming', { count: own.count })}{' '}
              <Link href="/sessions" onClick={onLeave} className="font-semibold underline underline-offset-2">
                {t('delete.openSessions')}
              </Link>
            </p>
          )}
          {preview.blockers.includes('upcomingGames') && (
            <p className="mt-1">
              {t('delete.blockedGames', { count: pickupGames.count })}{' '}
              <Link href="/free-play" onClick={onLeave} className="font-semibold underline underline-offset-2">
                {t('delete.openGames')}
              </Link>
            </p>
          )}
          {preview.blockers.includes('lastStaff') && <p className="mt-1">{t('delete.blockedLastStaff')}</p>}
        </Alert>
      )}
      <p className="font-semibold text-ink-900">{t('delete.losesHeading')}</p>
      {nothing ? (
        <p>{t('delete.nothing')}</p>
      ) : (
        <ul className="space-y-2">
          {own.count > 0 && (
            <Loss
              title={t('delete.ownSessions', { count: own.count })}
              text={[
                t('delete.ownSessionsText'),
                own.refundIfCancelledNow > 0 ? t('delete.refundTotal', { amount: money(own.refundIfCancelledNow, language) }) : '',
                own.creditsBackIfCancelledNow > 0 ? t('delete.creditsBack', { count: own.creditsBackIfCancelledNow }) : '',
                own.withoutRefund > 0 ? t('delete.late', { count: own.withoutRefund }) : '',
              ]
                .filter(Boolean)
                .join(' ')}
              rows={own.next.map((b) => [sessionLine(b, language), outcome(b, t, language)])}
              more={own.count - own.next.length}
            />
          )}
          {paidForOthers.count > 0 && (
            <Loss
              title={t('delete.paidForOthers', { count: paidForOthers.count })}
              text={t('delete.paidForOthersText')}
              rows={paidForOthers.next.map((b) => [
                sessionLine(b, language),
                b.paidWithCredit ? t('delete.withCredit') : t('delete.paid', { amount: money(b.amount, language) }),
              ])}
              more={paidForOthers.count - paidForOthers.next.length}
            />
          )}
          {credits.count > 0 && (
            <Loss title={t('delete.credits', { count: credits.count, value: money(credits.value, language) })} text={t('delete.creditsText')} />
          )}
          {waitlist.count > 0 && (
            <Loss
              title={t('delete.waitlist', { count: waitlist.count })}
              text={t('delete.waitlistText')}
              rows={waitlist.next.map((w) => [
                sessionLine(w, language),
                w.position === null ? t('delete.offered') : t('delete.position', { position: w.position }),
              ])}
              more={waitlist.count - waitlist.next.length}
            />
          )}
          {plan && <Loss title={t('delete.plan', { plan: plan.name })} text={planText} />}
          {pickupGames.count > 0 && (
            <Loss
              title={t('delete.pickup', { count: pickupGames.count })}
              text={t('delete.pickupText')}
              rows={pickupGames.next.map((g) => [
                [shortDay(g.date, language), wallTime(g.startTime, language), g.title, g.location].filter(Boolean).join(' · '),
                g.paid > 0 ? t('delete.paid', { amount: money(g.paid, language) }) : t('delete.free'),
              ])}
              more={pickupGames.count - pickupGames.next.length}
            />
          )}
        </ul>
      )}
    </div>
  );
}
