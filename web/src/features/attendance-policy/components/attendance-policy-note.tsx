import { CANCEL_NOTICE_HOURS } from '@common/member';
import { useSiteInfo } from '@/features/site/api/use-site-info';
import { instantDateIn, money } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { useStanding } from '../api/use-attendance-policy';

interface Props {
  /** The athlete booked or cancelled for: undefined for the signed-in athlete themselves. */
  athleteId?: number;
  /** The athlete's first name when it is not the reader (a parent's child). */
  athleteName?: string;
  /** In the cancel dialog: whether cancelling now is a late cancellation (shown only then). */
  lateCancel?: boolean;
  /** At checkout the rule always shows (when the policy is on); in the cancel dialog only when late. */
  where: 'checkout' | 'cancel';
  className?: string;
}

/**
 * The no-show and late-cancel policy as a member meets it (issue 32, decision 059): the rule, the
 * strikes counting now and any pause, at checkout and when cancelling late. Nothing while the
 * facility has no policy.
 */
export function AttendancePolicyNote({ athleteId, athleteName, lateCancel = false, where, className }: Props) {
  const { t, language } = useT('payments');
  const site = useSiteInfo();
  const standing = useStanding(athleteId, where === 'checkout' || lateCancel);
  const s = standing.data;
  if (!s || s.mode === 'NONE' || (where === 'cancel' && !lateCancel)) return null;
  const zone = site.data?.timeZone ?? 'America/New_York';
  if (s.mode === 'FEE') {
    // A fee (decision 060): no strikes to count, no pause; the payer's saved card is charged.
    const fee = money(s.feeCents / 100, language);
    return (
      <div className={`space-y-1 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ${className ?? ''}`} data-testid="attendance-policy-note">
        {where === 'cancel' && <p className="font-semibold">{t('policy.lateFee', { fee })}</p>}
        <p>{t('policy.memberFeeRule', { fee, hours: CANCEL_NOTICE_HOURS })}</p>
      </div>
    );
  }
  const rule = t('policy.memberRule', { count: s.strikeLimit, hours: CANCEL_NOTICE_HOURS, window: s.windowDays, block: s.blockDays });
  const count = athleteName ? t('policy.memberCount', { count: s.strikes, name: athleteName }) : t('policy.memberCountSelf', { count: s.strikes });
  const paused = s.pausedUntil
    ? athleteName
      ? t('policy.memberPaused', { name: athleteName, date: instantDateIn(s.pausedUntil, zone, language) })
      : t('policy.memberPausedSelf', { date: instantDateIn(s.pausedUntil, zone, language) })
    : null;
  return (
    <div className={`space-y-1 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ${className ?? ''}`} data-testid="attendance-policy-note">
      {where === 'cancel' && <p className="font-semibold">{t('policy.lateStrike')}</p>}
      <p>{rule}</p>
      {s.strikes > 0 && <p>{count}</p>}
      {paused && <p className="font-semibold text-red-800">{paused}</p>}
    </div>
  );
}
