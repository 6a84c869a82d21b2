import { CalendarClock, Layers, Ticket } from 'lucide-react';
import { Link } from 'wouter';
import type { Pack } from '@common/packs';
import { money } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { packCheckoutPath } from '../lib/pack-id';
import { programsText } from '../lib/programs-text';

/** One pack on sale: sessions, price and per session, validity, programs covered, and Buy pack. */
export function PackCard({ pack }: { pack: Pack }) {
  const { t, language } = useT('packs');
  const headingId = `pack-${pack.id}`;
  return (
    <li className="flex">
      <article aria-labelledby={headingId} className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="pack-card">
        <div className="flex items-center gap-3">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600">
            <Ticket className="size-6" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 id={headingId} className="text-xl font-bold text-ink-900">
              {pack.name}
            </h2>
            <p className="text-sm font-semibold text-slate-700">{t('pack.sessions', { count: pack.credits })}</p>
          </div>
        </div>
        <p className="mt-4">
          <span className="text-4xl font-extrabold tracking-tight text-ink-900 tabular-nums">{money(pack.price, language)}</span>
        </p>
        <p className="text-sm font-medium text-slate-600">{t('pack.perSession', { price: money(pack.pricePerSession, language) })}</p>
        <dl className="mt-5 space-y-2 rounded-xl bg-slate-50 p-4 text-sm">
          <div className="flex gap-2">
            <dt>
              <CalendarClock className="mt-0.5 size-4 text-slate-600" aria-hidden="true" />
              <span className="sr-only">{t('pack.validity')}</span>
            </dt>
            <dd className="text-ink-900">{t('pack.validFor', { count: pack.validityDays })}</dd>
          </div>
          <div className="flex gap-2">
            <dt>
              <Layers className="mt-0.5 size-4 text-slate-600" aria-hidden="true" />
              <span className="sr-only">{t('pack.programs')}</span>
            </dt>
            <dd className="text-ink-900">{programsText(pack.programs, t('pack.anyProgram'))}</dd>
          </div>
        </dl>
        {pack.description && <p className="mt-4 text-sm text-slate-700">{pack.description}</p>}
        <div className="mt-auto pt-6">
          <Button asChild className="w-full">
            <Link href={packCheckoutPath(pack.id)}>
              {t('pack.buy')}
              <span className="sr-only">{t('pack.buyContext', { name: pack.name })}</span>
            </Link>
          </Button>
        </div>
      </article>
    </li>
  );
}
