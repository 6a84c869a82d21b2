import { useEffect, useRef } from 'react';
import { OUTSIDE_RANGE_CODE, outsideRangeRefusalSchema, type OutsideBooking } from '@common/age-groups';
import { ApiError } from '@/lib/api';
import { shortDay, wallTime } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';

/**
 * A changed age group that leaves out athletes already booked (decision 042): the server refuses the
 * save with their list until staff confirm. The list from that refusal, or null for any other failure.
 */
export function outsideRangeOf(error: unknown): OutsideBooking[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  try {
    const parsed = outsideRangeRefusalSchema.safeParse(JSON.parse(error.body));
    return parsed.success && parsed.data.code === OUTSIDE_RANGE_CODE ? parsed.data.outsideRange : null;
  } catch {
    return null;
  }
}

/** The confirmation step: who is booked outside the new range, and that their bookings are kept. Focused when it appears. */
export function OutsideRangeNotice({ outside }: { outside: OutsideBooking[] }) {
  const { t, language } = useT('staff');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="outside-range-title"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-ink-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <p id="outside-range-title" className="font-semibold">
        {t('ageRange.outside.title')}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="outside-range">
        {outside.map((o) => {
          const name = `${o.athlete.firstName} ${o.athlete.lastName}`.trim();
          const when = [shortDay(o.date, language), wallTime(o.time, language)].filter(Boolean).join(', ');
          return (
            <li key={o.bookingId}>{o.age === null ? t('ageRange.outside.rowNoAge', { name, when }) : t('ageRange.outside.row', { name, age: o.age, when })}</li>
          );
        })}
      </ul>
      <p className="mt-2">{t('ageRange.outside.text')}</p>
    </div>
  );
}
