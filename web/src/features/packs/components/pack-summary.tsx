import type { Pack } from '@common/packs';
import { money } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { programsText } from '../lib/programs-text';

/** What is being bought: the pack, its sessions, validity, programs, and the total. */
export function PackSummary({ pack }: { pack: Pack }) {
  const { t, language } = useT('packs');
  return (
    <div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl bg-slate-50 p-4 text-sm">
        <dt className="text-slate-700">{t('checkout.pack')}</dt>
        <dd className="font-semibold">{pack.name}</dd>
        <dt className="text-slate-700">{t('checkout.credits')}</dt>
        <dd>{t('pack.sessions', { count: pack.credits })}</dd>
        <dt className="text-slate-700">{t('checkout.validity')}</dt>
        <dd>{t('checkout.validDays', { count: pack.validityDays })}</dd>
        <dt className="text-slate-700">{t('checkout.programs')}</dt>
        <dd>{programsText(pack.programs, t('pack.anyProgram'))}</dd>
        <dt className="text-slate-700">{t('checkout.perSession')}</dt>
        <dd className="tabular-nums">{money(pack.pricePerSession, language)}</dd>
      </dl>
      {pack.description && <p className="mt-3 text-sm text-slate-700">{pack.description}</p>}
      <div className="mt-4 flex items-baseline justify-between border-t border-slate-200 pt-4">
        <span className="text-sm font-medium text-slate-700">{t('checkout.total')}</span>
        <span className="text-2xl font-extrabold tabular-nums" data-testid="pack-total">
          {money(pack.price, language)}
        </span>
      </div>
    </div>
  );
}
