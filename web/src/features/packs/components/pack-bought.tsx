import { CalendarPlus, CheckCircle2, LayoutDashboard } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { CreditGrant } from '@common/packs';
import { instantLongDate } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Card } from '@/ui/card';
import { NextSteps } from '@/ui/next-steps';
import { programsText } from '../lib/programs-text';

/** After the purchase: the credits are there, until when, and where to go next. */
export function PackBought({ grant, savedCard }: { grant: CreditGrant; savedCard: boolean }) {
  const { t, language } = useT('packs');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Card className="mx-auto max-w-xl p-6 text-center sm:p-10" data-testid="pack-bought">
      <CheckCircle2 className="mx-auto size-14 text-green-700" aria-hidden="true" />
      <h2 ref={headingRef} tabIndex={-1} className="mt-3 text-2xl font-extrabold tracking-tight focus:outline-none sm:text-3xl">
        {t('success.title')}
      </h2>
      <p className="mt-2 text-slate-700">{grant.packName}</p>
      <p className="mt-6 rounded-xl bg-slate-50 p-4 text-lg font-bold text-ink-900" data-testid="pack-credits">
        {t('success.summary', { count: grant.remaining, date: instantLongDate(grant.expiresAt, language) })}
      </p>
      <p className="mt-4 text-sm text-slate-700">{t('success.covers', { programs: programsText(grant.programs, t('pack.anyProgram')) })}</p>
      <p className="mt-1 text-sm text-slate-700">{t('success.howTo')}</p>
      {savedCard && <p className="mt-1 text-sm text-slate-700">{t('success.cardSaved')}</p>}
      <NextSteps
        label={t('success.nextSteps')}
        steps={[
          { href: '/schedule', label: t('success.book'), icon: CalendarPlus },
          { href: '/dashboard', label: t('success.dashboard'), icon: LayoutDashboard },
        ]}
      />
    </Card>
  );
}
